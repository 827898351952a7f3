// Read rights: kuluttaja ends the seeded right of edustaja, grants a new one, edustaja accepts it
// from the e-mailed link and sees kuluttaja's place read-only, kuluttaja revokes it and edustaja
// no longer sees the place. One story, told in steps.
import {
  REPRESENTATIVE,
  USER,
  checkAccessibility,
  closeSuccess,
  expect,
  settled,
  signIn,
  signOut,
  test,
} from '../fixtures';
import type { Page } from '@playwright/test';

/** The row of kuluttaja's granted rights for this address in this state. */
function grantedRow(page: Page, email: string, state: string) {
  return page
    .getByRole('table', { name: 'Antamasi lukuoikeudet' })
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: state });
}

async function removeRight(page: Page, email: string, where: string) {
  await grantedRow(page, email, 'Voimassa')
    .getByRole('button', { name: /Poista/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Poistetaanko lukuoikeus?' });
  await confirm.waitFor();
  await checkAccessibility(page, `${where}: confirmation`);
  await confirm.getByRole('button', { name: 'Poista' }).click();
  await closeSuccess(page, `${where}: removed`);
  await grantedRow(page, email, 'Voimassa').waitFor({ state: 'detached' });
}

/** The places of the front page seen through a read right. */
async function readOnlyPlaces(page: Page, where: string) {
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await settled(page, where);
  await page.getByRole('article').first().waitFor();
  return page.getByRole('article').filter({ hasText: 'Vain luku' });
}

test('a read right is granted by e-mail, accepted, seen read-only and revoked', async ({
  page,
  gateway,
}) => {
  const representative = REPRESENTATIVE.email;
  let link = '';
  await signIn(page, USER);

  await test.step('kuluttaja ends the seeded right of edustaja after a confirmation', async () => {
    await page.goto('/lukuoikeudet');
    await settled(page, 'lukuoikeudet');
    await checkAccessibility(page, 'lukuoikeudet');
    await removeRight(page, representative, 'seeded right');
    await grantedRow(page, representative, 'Peruttu').first().waitFor();
  });

  await test.step('kuluttaja grants edustaja a new right; crm e-mails the link', async () => {
    await page.getByLabel('Saajan sähköpostiosoite').fill(representative);
    await checkAccessibility(page, 'grant form');
    await page.getByRole('button', { name: 'Anna lukuoikeus' }).click();
    expect(await closeSuccess(page, 'granted')).toContain(representative);
    await grantedRow(page, representative, 'Odottaa hyväksyntää').waitFor();
    link = await gateway.mailLink(representative);
    expect(link).toMatch(/^\/lukuoikeus\/aktivoi\?koodi=/);
  });

  await test.step("edustaja accepts from the link and sees kuluttaja's place read-only", async () => {
    await signOut(page);
    await page.goto(link);
    await page.waitForURL('**/kirjaudu');
    await page.getByLabel('Sähköpostiosoite').fill(representative);
    await page.getByLabel('Salasana').fill(REPRESENTATIVE.password);
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    // Sign-in returns to the activation page with its code.
    await page.waitForURL((url) => url.pathname === '/lukuoikeus/aktivoi');
    expect(new URL(page.url()).searchParams.has('koodi')).toBe(true);
    const accept = page.getByRole('button', { name: 'Hyväksy lukuoikeus' });
    await accept.waitFor();
    await checkAccessibility(page, 'activation page');
    await accept.click();
    await closeSuccess(page, 'activated');
    await page.getByRole('link', { name: 'Siirry käyttöpaikkoihin' }).click();
    const shared = await readOnlyPlaces(page, 'places with the right');
    await shared.first().waitFor();
    await shared.first().getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/kayttopaikka');
    await page.getByText('Vain luku').first().waitFor();
    await settled(page, 'shared place');
    // Read-only: no write form on the grantor's place.
    await expect(page.getByRole('region', { name: 'Nimeä käyttöpaikka' })).toHaveCount(0);
    await checkAccessibility(page, 'shared place');
  });

  await test.step('kuluttaja revokes the right and the place is gone from edustaja', async () => {
    await signOut(page);
    await signIn(page, USER);
    await page.goto('/lukuoikeudet');
    await settled(page, 'lukuoikeudet');
    await removeRight(page, representative, 'accepted right');
    await signOut(page);
    await signIn(page, REPRESENTATIVE);
    await expect(await readOnlyPlaces(page, 'places after the revocation')).toHaveCount(0);
  });
});
