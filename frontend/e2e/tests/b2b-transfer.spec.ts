// Main-user rights passed on and back (#223): yritys@ (main user of CR-100) makes lukija@ the
// main user and sees that they manage no more; lukija@, signed in in a browser of their own,
// passes the rights back. Phone at 360 px and desktop, axe on the page and each dialog. Each
// worker has its own gateway, but the specs of a worker share it, so the test ends as the
// company began even when a step fails: yritys@ main user again, and lukija@ with exactly the
// places and rights they held (a demoted main user gets FULL_ACCESS on every place, and
// b2b.spec.ts counts lukija@'s 17).
import {
  atNarrowestPhone,
  checkAccessibility,
  closeSuccess,
  COMPANY_USER,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  openMainMenu,
  settled,
  signIn,
  SUB_USER,
  test,
  WEB_VERSION,
} from '../fixtures';
import type { APIResponse, Browser, Page, TestInfo } from '@playwright/test';
import type { CompanyUser, CompanyUsers, UserPlaces } from '../fixtures';

const UM = '/api/v2/company/CR-100/usermanagement';

atNarrowestPhone();

async function json<T>(answer: APIResponse, what: string): Promise<T> {
  expect(answer.status(), what).toBe(200);
  return (await answer.json()) as T;
}

/**
 * A second person's browser. A context made in a test takes the test's options, the signed-in
 * state included, so it starts from an empty one: signing in over the first person's cookie
 * would end their sign-in.
 */
async function ownBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    ...(isPhone(testInfo) ? { viewport: { width: 360, height: 780 } } : {}),
  });
  return { context, page: await context.newPage() };
}

/**
 * On the user's page, passes the main user's rights to them after the confirmation, and checks
 * what the page then says: the success dialog, and that the caller manages no more.
 */
async function transferTo(page: Page, user: CompanyUser, where: string) {
  await page.goto(`/kayttajahallinta/${user.userReferenceId}`);
  await page.getByRole('heading', { name: `Käyttäjä: ${user.name}`, level: 1 }).waitFor();
  await settled(page, `${where}: the user's page`);
  await page.getByRole('button', { name: 'Siirrä pääkäyttäjyys' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Siirretäänkö pääkäyttäjyys?' });
  await expect(confirm).toContainText(`${user.name} on siirron jälkeen yrityksen pääkäyttäjä.`);
  await checkAccessibility(page, `${where}: transfer confirmation`);
  await expectNoSidewaysScroll(page, `${where}: transfer confirmation`);
  await confirm.getByRole('button', { name: 'Siirrä pääkäyttäjyys' }).click();

  const text = await closeSuccess(page, `${where}: transferred`);
  expect(text).toContain(`${user.name} on nyt yrityksen pääkäyttäjä.`);
  await expect(
    page.getByRole('heading', { name: 'Et ole enää pääkäyttäjä', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siirrä pääkäyttäjyys' })).toHaveCount(0);
  await settled(page, `${where}: after the transfer`);
  await checkAccessibility(page, `${where}: after the transfer`);
  await expectNoSidewaysScroll(page, `${where}: after the transfer`);

  // The menu follows: own information, no user management or API tokens.
  const menu = await openMainMenu(page);
  await expect(menu.getByRole('link', { name: 'Omat tiedot' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Käyttäjähallinta' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'API-avaimet' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Omat tiedot' }).click();
  await page.getByRole('heading', { name: 'Omat tiedot', level: 1 }).waitFor();
  await settled(page, `${where}: own information`);
}

test.describe('as the main user of CR-100', () => {
  test.use({ account: COMPANY_USER });

  test('passes the main user rights to a sub-user, who passes them back', async ({
    page,
    browser,
  }, testInfo) => {
    const { users } = await json<CompanyUsers>(
      await page.request.get(`${UM}/existingUsers`),
      'users',
    );
    const yritys = users.find((user) => user.email === COMPANY_USER.email)!;
    const lukija = users.find((user) => user.email === SUB_USER.email)!;
    expect(yritys?.mainUser, 'yritys@ is the main user before the test').toBe(true);
    const held = (
      await json<UserPlaces>(
        await page.request.get(`${UM}/userReference/${lukija.userReferenceId}`),
        "lukija@'s places",
      )
    ).locations.map(({ compositeLocationIdentifier, right }) => ({
      compositeLocationIdentifier,
      right,
    }));
    expect(held.length, 'lukija@ holds places to give back').toBeGreaterThan(0);
    const other = await ownBrowser(browser, testInfo);

    try {
      await test.step('yritys@ makes lukija@ the main user', async () => {
        await transferTo(page, lukija, 'yritys@');
      });

      await test.step('lukija@ manages the company and passes the rights back', async () => {
        await signIn(other.page, SUB_USER);
        await other.page.goto('/kayttajahallinta');
        await other.page.getByRole('heading', { name: 'Käyttäjähallinta', level: 1 }).waitFor();
        await settled(other.page, 'lukija@ as the main user');
        await expect(
          other.page.getByRole('region', { name: 'Yrityksen pääkäyttäjä' }).getByText(lukija.name),
        ).toBeVisible();
        await checkAccessibility(other.page, 'lukija@ as the main user');
        await transferTo(other.page, yritys, 'lukija@');
      });

      await test.step('yritys@ manages the company again', async () => {
        await page.goto('/kayttajahallinta');
        await page.getByRole('heading', { name: 'Käyttäjähallinta', level: 1 }).waitFor();
        await settled(page, 'yritys@ as the main user again');
      });
    } finally {
      // Whatever failed above: yritys@ main user again, then lukija@'s own places and rights.
      const main = await json<CompanyUser>(
        await page.request.get(`${UM}/mainUser`),
        'the main user',
      );
      if (main.userReferenceId === lukija.userReferenceId) {
        // lukija@ may not have signed in yet when a step failed.
        const signedIn = await other.page.request.post('/api/auth/v1/login', {
          headers: WEB_VERSION,
          data: { username: SUB_USER.email, password: SUB_USER.password },
        });
        expect(signedIn.status(), 'lukija@ signed in to give the rights back').toBe(200);
        const back = await other.page.request.post(`${UM}/transferMainUserRights`, {
          headers: WEB_VERSION,
          data: { userReferenceId: yritys.userReferenceId },
        });
        expect(back.status(), 'the rights given back to yritys@').toBe(200);
      }
      await other.context.close();
      const user = `${UM}/userReference/${lukija.userReferenceId}`;
      const removed = await page.request.post(`${user}/removeAllLocations`, {
        headers: WEB_VERSION,
      });
      expect(removed.status(), "lukija@'s places taken").toBe(200);
      const given = await page.request.post(`${user}/updateAccessRights`, {
        headers: WEB_VERSION,
        data: { locations: held },
      });
      expect(given.status(), "lukija@'s places given back").toBe(200);
    }
    const after = await json<UserPlaces>(
      await page.request.get(`${UM}/userReference/${lukija.userReferenceId}`),
      'after',
    );
    expect(
      after.locations.map(({ compositeLocationIdentifier, right }) => ({
        compositeLocationIdentifier,
        right,
      })),
    ).toEqual(expect.arrayContaining(held));
    expect(after.locations).toHaveLength(held.length);
  });
});
