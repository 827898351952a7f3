// Access rights (#37, #38, #40, #41) as a superuser at 360 px and 1280 px with axe: a staff
// account is given a company group after a confirmation, the screen shows it in the account's
// groups and in the company's holders, it is taken away again, and the audit log shows both.
// Each size changes an account of its own, and leaves it as it was.
import {
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
  ADMIN,
} from '../fixtures';

test.use({ account: ADMIN });
atNarrowestPhone();

/** Staff accounts with no company group, one per project. */
const staffFor = (project: string) =>
  project === 'phone' ? 'ylapalkki@demo.example' : 'mainokset@demo.example';

test('a company group is given and taken away, and the audit log shows it', async ({
  page,
}, testInfo) => {
  const email = staffFor(testInfo.project.name);
  await page.goto('/yllapito/kayttooikeudet');
  await page.getByRole('heading', { level: 1, name: 'Käyttöoikeudet' }).waitFor();
  await settled(page, 'access rights');
  await checkAccessibility(page, 'access rights');
  await expectNoSidewaysScroll(page, 'access rights');

  const find = page.getByRole('form', { name: 'Henkilökunnan tunnus', exact: true });
  await find.getByLabel('Sähköposti').fill(email);
  await find.getByRole('button', { name: 'Hae' }).click();
  await expect(page.getByText(/^Ryhmät:/).first()).toBeVisible();

  await test.step('given after a confirmation, shown in the groups and the holders', async () => {
    await page.getByRole('button', { name: 'Anna SV-oikeus' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Annetaanko tunnukselle ${email}`);
    await checkAccessibility(page, 'grant confirmation');
    await confirm.getByRole('button', { name: 'Anna SV-oikeus' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      `Tunnukselle ${email} annettiin yhtiön SV asiakaspalveluoikeus.`,
    );
    await expect(page.getByRole('button', { name: 'Poista SV-oikeus' }).first()).toBeVisible();
    await page.getByLabel('Yhtiö', { exact: true }).selectOption('SV');
    await expect(page.getByRole('list', { name: 'Yhtiön SV asiakaspalveluoikeus' })).toContainText(
      email,
    );
  });

  await test.step('taken away after a confirmation', async () => {
    await page.getByRole('button', { name: 'Poista SV-oikeus' }).first().click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('oikeus päättyy heti');
    await confirm.getByRole('button', { name: 'Poista SV-oikeus' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      `Tunnukselta ${email} poistettiin yhtiön SV asiakaspalveluoikeus.`,
    );
    await expect(page.getByRole('button', { name: 'Anna SV-oikeus' })).toBeVisible();
  });

  await test.step('the audit log shows both, about that account', async () => {
    await page.goto('/yllapito/tapahtumaloki');
    await page.getByLabel('Kohde').fill(email);
    await page.getByRole('button', { name: 'Rajaa' }).click();
    const rows = page.getByRole('region', { name: 'Tapahtumaloki' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('revokeOriginAccess');
    await expect(rows.nth(2)).toContainText('grantOriginAccess');
  });
});
