// A new staff account (#39) made by the access-rights group's own account at 360 px and 1280 px,
// each state checked (axe, no sideways scroll, 24 px targets): the form's Finnish checks, the
// confirmation naming the groups, the account then in the account view and the company's
// holders, and the same address a second time refused as one that already exists. The address
// is new on every run and size, so a shared or reused gateway never has it yet.
import { atNarrowestPhone, expect, settled, test, ACCESS_RIGHTS_ADMIN } from '../fixtures';
import { checkScreen } from '../support/walk';

test.use({ account: ACCESS_RIGHTS_ADMIN });
atNarrowestPhone();

test('a staff account is created after a confirmation, and a second time it already exists', async ({
  page,
}, testInfo) => {
  const email = `uusi.${testInfo.project.name}.${Date.now()}@demo.example`;
  await page.goto('/yllapito/kayttooikeudet');
  await page.getByRole('heading', { level: 1, name: 'Käyttöoikeudet' }).waitFor();
  await settled(page, 'access rights');
  await checkScreen(page, 'access rights');
  const form = page.getByRole('form', { name: 'Luo henkilökunnan tunnus' });
  const submit = form.getByRole('button', { name: 'Luo tunnus' });

  await test.step('the e-mail and the groups are checked before anything is asked', async () => {
    await form.getByLabel('Sähköposti').fill('ei-osoite');
    await submit.click();
    await expect(form.getByText('Anna sähköpostiosoite muodossa nimi@esimerkki.fi.')).toBeVisible();
    await expect(form.getByText('Valitse vähintään yksi ryhmä.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await checkScreen(page, 'create form with errors');
  });

  await test.step('created after a confirmation, then shown in the screen', async () => {
    await form.getByLabel('Sähköposti').fill(email);
    await form.getByRole('checkbox', { name: 'KUO-asiakaspalvelu' }).check();
    await form.getByRole('checkbox', { name: 'viestintä' }).check();
    await submit.click();
    const confirm = page.getByRole('alertdialog', {
      name: `Luodaanko henkilökunnan tunnus ${email}?`,
    });
    await expect(confirm).toContainText('Tunnus saa ryhmät: KUO-asiakaspalvelu, viestintä.');
    await checkScreen(page, 'create confirmation');
    await confirm.getByRole('button', { name: 'Luo tunnus' }).click();
    await expect(page.getByRole('status').first()).toHaveText(
      `Henkilökunnan tunnus ${email} luotiin (ryhmät: KUO-asiakaspalvelu, viestintä). Väliaikainen salasana lähetettiin sähköpostilla.`,
    );
    await expect(confirm).toHaveCount(0);
    // The account view shows it with its company rights to give.
    const find = page.getByRole('form', { name: 'Henkilökunnan tunnus', exact: true });
    await expect(find.getByLabel('Sähköposti')).toHaveValue(email);
    await expect(page.getByText('Ryhmät: KUO-asiakaspalvelu, viestintä').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Poista KUO-oikeus' }).first()).toBeVisible();
    // So do KUO's holders.
    await page.getByLabel('Yhtiö', { exact: true }).selectOption('KUO');
    await expect(page.getByRole('list', { name: 'Yhtiön KUO asiakaspalveluoikeus' })).toContainText(
      email,
    );
    await checkScreen(page, 'access rights with the new account');
  });

  await test.step('the same address again: it already exists', async () => {
    await expect(form.getByLabel('Sähköposti')).toHaveValue('');
    await form.getByLabel('Sähköposti').fill(email);
    await form.getByRole('checkbox', { name: 'VARE-asiakaspalvelu' }).check();
    await submit.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Luo tunnus' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      `Osoitteella ${email} on jo tunnus: uutta tunnusta ei luotu.`,
    );
    await checkScreen(page, 'already exists');
    await confirm.getByRole('button', { name: 'Peruuta' }).click();
    await expect(confirm).toHaveCount(0);
    // Nothing changed: the account keeps its two groups.
    await expect(page.getByText('Ryhmät: KUO-asiakaspalvelu, viestintä').first()).toBeVisible();
  });
});
