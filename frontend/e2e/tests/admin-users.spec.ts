// User administration (#15–#17) as a superuser at 360 px and 1280 px with axe: a customer's
// account is deleted after a confirmation that says what follows, a new one is created for the
// customer, a second is refused as existing, and the audit log shows the writes. Each size
// works on a customer of its own that no other spec uses, found by name through the search.
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

/** KUO households of the dataset that only this spec changes: one per project. */
const customerFor = (project: string) =>
  project === 'phone' ? 'liisa.nieminen@demo.example' : 'juha.makinen@demo.example';

test('an account is deleted, created again, and the audit log shows it', async ({
  page,
}, testInfo) => {
  const email = customerFor(testInfo.project.name);
  const fresh = `uusi.${testInfo.project.name}.${Date.now()}@demo.example`;

  const code = await test.step('the customer code, from the customer search', async () => {
    await page.goto('/yllapito/asiakashaku');
    await page.getByLabel('Sähköposti').fill(email);
    await page.getByRole('button', { name: 'Hae' }).click();
    await expect(page.getByRole('status')).toHaveText('1 asiakas');
    const text = await page.getByRole('region', { name: 'Hakutulokset' }).innerText();
    const found = /KUO (A\d{7})/.exec(text)?.[1] ?? '';
    expect(found, text).toMatch(/^A\d{7}$/);
    return found;
  });

  await page.goto('/yllapito/kayttajat');
  await page.getByRole('heading', { level: 1, name: 'Käyttäjät' }).waitFor();
  await settled(page, 'users');
  await checkAccessibility(page, 'users');
  await expectNoSidewaysScroll(page, 'users');

  await test.step('deleting asks first, then says what happened', async () => {
    await page.getByRole('button', { name: 'Poista käyttäjätunnus' }).click();
    const form = page.getByRole('dialog', { name: 'Poista käyttäjätunnus' });
    await form.getByLabel('Sähköposti').fill(email);
    await checkAccessibility(page, 'delete dialog');
    await form.getByRole('button', { name: 'Jatka' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `Poistetaanko käyttäjätunnus ${email}?`,
    });
    await expect(confirm).toContainText('kirjautumiset päättyvät heti');
    await checkAccessibility(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Poista tunnus' }).click();
    const done = page.getByRole('dialog', { name: 'Käyttäjätunnus poistettiin' });
    await expect(done).toContainText(`Tunnus ${email} poistettiin.`);
    await done.getByRole('button', { name: 'Sulje' }).click();
    await expect(page.getByRole('status').first()).toContainText(`Tunnus ${email} poistettiin.`);
  });

  await test.step('a new account for the customer; a second is refused as existing', async () => {
    for (const address of [fresh, `toinen.${fresh}`]) {
      await page.getByRole('button', { name: 'Luo käyttäjätunnus' }).click();
      const form = page.getByRole('dialog', { name: 'Luo käyttäjätunnus' });
      await form.getByLabel('Sähköposti').fill(address);
      await form.getByLabel('Yhtiö').selectOption('KUO');
      await form.getByLabel('Asiakasnumero').fill(code);
      await form.getByRole('button', { name: 'Luo tunnus' }).click();
      if (address === fresh) {
        const done = page.getByRole('dialog', { name: 'Käyttäjätunnus luotiin' });
        await expect(done).toContainText(`Tunnus ${fresh} luotiin asiakkaalle ${code}`);
        await checkAccessibility(page, 'created dialog');
        await done.getByRole('button', { name: 'Sulje' }).click();
      } else {
        await expect(form.getByRole('alert')).toContainText('Käyttäjätunnus on jo olemassa');
        await checkAccessibility(page, 'account exists');
        await expectNoSidewaysScroll(page, 'account exists');
        await form.getByRole('button', { name: 'Sulje' }).click();
      }
    }
  });

  await test.step('the audit log shows the writes, newest first', async () => {
    await page.goto('/yllapito/tapahtumaloki');
    await page.getByRole('heading', { level: 1, name: 'Tapahtumaloki' }).waitFor();
    await page.getByLabel('Toiminto').fill('createUserAccount');
    await page.getByRole('button', { name: 'Rajaa' }).click();
    const log = page.getByRole('region', { name: 'Tapahtumaloki' });
    const rows = log.getByRole('row');
    await expect(rows.nth(1)).toContainText('409');
    await expect(rows.nth(2)).toContainText('201');
    await expect(rows.nth(2)).toContainText('admin@demo.example');
    await page.getByLabel('Toiminto').fill('deleteUserAccount');
    await page.getByLabel('Tila (HTTP)').fill('200');
    await page.getByRole('button', { name: 'Rajaa' }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('deleteUserAccount');
    await settled(page, 'audit log');
    await checkAccessibility(page, 'audit log');
    await expectNoSidewaysScroll(page, 'audit log');
  });
});
