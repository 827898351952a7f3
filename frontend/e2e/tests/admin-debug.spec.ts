// The developers' debug views (#42–#47) and service health with data age (#48, #49) as a
// superuser at 360 px and 1280 px with axe: a customer's raw and portal views side by side
// (stacked on a phone), a user's mappings rebuilt (the screen and the audit log show it), and
// every upstream's state with the data's age.
import {
  USER,
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

test('debug views side by side, and mappings rebuilt', async ({ page }, testInfo) => {
  const customer = await test.step('a real customer, from the customer search', async () => {
    await page.goto('/yllapito/asiakashaku');
    await page.getByLabel('Sähköposti').fill(USER.email);
    await page.getByRole('button', { name: 'Hae' }).click();
    const results = page.getByRole('region', { name: 'Hakutulokset' });
    const text = await results.innerText();
    const code = /VARE (A\d{7})/.exec(text)?.[1] ?? '';
    const link = await results.getByRole('link').first().getAttribute('href');
    const userId = /asiakashaku\/(\d+)/.exec(link ?? '')?.[1] ?? '';
    expect(code, text).toMatch(/^A\d{7}$/);
    expect(userId, link ?? '').toMatch(/^\d+$/);
    return { code, userId };
  });

  await page.goto('/yllapito/vianetsinta');
  await page.getByRole('heading', { level: 1, name: 'Vianetsintä' }).waitFor();
  await page.getByLabel('Asiakasnumero').fill(customer.code);
  await page.getByRole('button', { name: 'Näytä' }).first().click();
  const raw = page.getByRole('region', { name: 'Asiakastietojärjestelmän tietue' });
  const portal = page.getByRole('region', { name: 'Portaalin näkymä' });
  await expect(raw).toContainText(customer.code);
  await expect(portal).toContainText(customer.code);
  await settled(page, 'debug');
  const [rawBox, portalBox] = [await raw.boundingBox(), await portal.boundingBox()];
  if (testInfo.project.name === 'desktop') {
    expect(portalBox!.x, 'side by side').toBeGreaterThan(rawBox!.x + rawBox!.width - 1);
  } else {
    expect(portalBox!.y, 'stacked').toBeGreaterThan(rawBox!.y + rawBox!.height - 1);
  }
  await checkAccessibility(page, 'debug');
  await expectNoSidewaysScroll(page, 'debug');

  await page.getByLabel('Käyttäjänumero').fill(customer.userId);
  await page.getByRole('button', { name: 'Näytä' }).last().click();
  await page.getByRole('button', { name: 'Päivitä liitokset' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    `Käyttäjän ${customer.userId} liitokset päivitettiin ja hänen tallennetut vastauksensa poistettiin.`,
  );
  await expect(page.getByText(/^Liitokset päivitetty viimeksi: \d/)).toBeVisible();

  await page.goto('/yllapito/tapahtumaloki');
  await page.getByLabel('Toiminto').fill('refreshUserMappings');
  await page.getByRole('button', { name: 'Rajaa' }).click();
  const row = page.getByRole('region', { name: 'Tapahtumaloki' }).getByRole('row').nth(1);
  await expect(row).toContainText(customer.userId);
  await expect(row).toContainText('200');
});

test('service health and data age on one screen', async ({ page }) => {
  await page.goto('/yllapito/palvelujen-tila');
  await page.getByRole('heading', { level: 1, name: 'Palvelujen tila' }).waitFor();
  await settled(page, 'health');
  await expect(page.getByRole('status').first()).toContainText(
    'Kaikki taustajärjestelmät vastaavat.',
  );
  const services = page.getByRole('region', { name: 'Taustajärjestelmät' });
  for (const system of ['identity', 'crm', 'metering']) {
    await expect(services.getByRole('row', { name: new RegExp(system) })).toContainText(
      'Toiminnassa',
    );
  }
  const age = page.getByRole('region', { name: 'Mittaustietojen ikä' });
  await expect(age.getByRole('row', { name: /Sähkö VARE/ })).toBeVisible();
  await checkAccessibility(page, 'health');
  await expectNoSidewaysScroll(page, 'health');
});
