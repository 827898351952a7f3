// The unauthenticated-user search (#24) as user administration: an address of a sign-up that
// was never confirmed is found, a customer's is not; at 360 px and 1280 px, with axe and no
// sideways scroll. It reads only: nothing to undo for the shared gateway.
import {
  USER,
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
  USER_ADMIN,
} from '../fixtures';

const UNCONFIRMED = 'vahvistamaton@demo.example';

test.use({ account: USER_ADMIN });
atNarrowestPhone();

test('user administration finds an account without a customership by e-mail', async ({ page }) => {
  await page.goto('/yllapito/tunnistamattomat');
  await page.getByRole('heading', { level: 1, name: 'Tunnistamattomat käyttäjät' }).waitFor();
  await settled(page, 'unauthenticated users');
  await checkAccessibility(page, 'unauthenticated users');

  await test.step('a sign-up never confirmed is found and said to be unconfirmed', async () => {
    await page.getByLabel('Sähköposti').fill(UNCONFIRMED);
    await page.getByRole('button', { name: 'Hae' }).click();
    await expect(page.getByRole('status')).toHaveText('Löytyi 1 tunnistamaton käyttäjä');
    const result = page.getByRole('region', { name: 'Hakutulos' });
    await expect(result).toContainText(UNCONFIRMED);
    await expect(result).toContainText('Rekisteröitymistä ei ole vahvistettu');
    await checkAccessibility(page, 'unauthenticated users found');
    await expectNoSidewaysScroll(page, 'unauthenticated users found');
  });

  await test.step("a customer's address finds nobody", async () => {
    await page.getByLabel('Sähköposti').fill(USER.email);
    await page.getByRole('button', { name: 'Hae' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Osoitteella ei löytynyt tunnistamatonta käyttäjää.',
    );
  });
});
