// The messages tool (A76) as the messaging staff see it, at both sizes with axe: a message to
// one customer reaches that household's message box, and a mass message sent in the background
// shows its progress until it is done.
import {
  USER,
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  signIn,
  test,
  COMMUNICATIONS,
} from '../fixtures';

/** kuluttaja's portal user id (the dataset's first household). */
const KULUTTAJA_ID = '1000001';

test.use({ account: null });
atNarrowestPhone();

test('a message sent to one customer reaches their message box', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A title of this run only: other specs write to the same mocks.
  const title = `Tiedote ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, COMMUNICATIONS);
  const toggle = page.getByRole('button', { name: 'Ylläpito' });
  await toggle.click();
  await page
    .getByRole('navigation', { name: 'Ylläpitovalikko' })
    .getByRole('link', { name: 'Viestit' })
    .click();
  await expect(page).toHaveURL(/\/yllapito\/viestit$/);
  await page.getByRole('heading', { level: 1, name: 'Viestit' }).waitFor();
  await settled(page, 'messages tool');
  await checkAccessibility(page, 'messages tool');
  await expectNoSidewaysScroll(page, 'messages tool');

  await test.step('a missing title is named before anything is sent', async () => {
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    await expect(page.getByText('Pakollinen tieto.').first()).toBeVisible();
  });

  await test.step('sent to kuluttaja', async () => {
    await page.getByLabel('Otsikko').fill(title);
    await page.getByLabel('Viesti', { exact: true }).fill('Asiakasportaalin uusi ominaisuus.');
    await page.getByLabel('Asiakkaan käyttäjänumero').fill(KULUTTAJA_ID);
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    await expect(page.getByRole('status')).toHaveText('Viesti lähetettiin 1 vastaanottajalle.');
  });

  await test.step('the household sees it in its message box', async () => {
    const context = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const customer = await context.newPage();
    await signIn(customer, USER);
    await customer.goto('/viestit');
    await settled(customer, 'viestit');
    // Its heading also carries the unread badge.
    await expect(customer.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
    await context.close();
  });
});

test('a mass message sent in the background shows its progress until done', async ({
  page,
}, testInfo) => {
  const title = `Joukkotiedote ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, COMMUNICATIONS);
  await page.goto('/yllapito/viestit');
  await page.getByRole('heading', { level: 1, name: 'Viestit' }).waitFor();
  await page.getByLabel('Otsikko').fill(title);
  await page.getByLabel('Viesti', { exact: true }).fill('Huoltokatko sunnuntaina.');
  await page.getByLabel('Yhtiöiden kaikki asiakkaat').check();
  await page.getByRole('checkbox', { name: 'KUO' }).check();
  await page.getByLabel('Lähetä taustalla (suuri joukko)').check();
  await checkAccessibility(page, 'mass message form');
  await expectNoSidewaysScroll(page, 'mass message form');
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  await expect(page.getByRole('status')).toHaveText('Joukkoviestin lähetys alkoi taustalla.');
  const process = page.getByRole('listitem').filter({ hasText: title });
  await expect(process).toContainText(/Valmis: (\d+) \/ \1 lähetetty/, { timeout: 15_000 });
  await checkAccessibility(page, 'mass message progress');
});
