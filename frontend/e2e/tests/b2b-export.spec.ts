// The company (B2B) CSV export: yritys@ (main user of CR-100) selects two places on the list and
// exports one day at hourly resolution (#211); lukija@ (a sub-user) selects the whole page, a
// composite's places among them, and exports it. At both sizes, the phone at 360 px, axe on the
// dialog. An export writes nothing, so it runs beside the other company tests.
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  settled,
  SUB_USER,
  test,
} from '../fixtures';
import { csvRows } from '../support/csv';

/** A day with no clock change: 24 hours. */
const DAY = '2026-10-01';

atNarrowestPhone();

test.describe('as a sub-user', () => {
  test.use({ account: SUB_USER });

  test('exports the whole page, a composite’s places among them, as CSV', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    await settled(page, 'sub-user places');
    // The list offers a composite's places one by one (a row says "Osa kohdetta <nimi>", a
    // card names the composite): they are exported as chosen.
    const members = companyPlaces(page, testInfo).filter({
      hasText: /Osa kohdetta \S|Yhdistelmäkohde\s*\S/,
    });
    await expect(members).not.toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Valitse kaikki sivun käyttöpaikat' }).check();
    const chosen = [];
    for (const box of await page.getByRole('checkbox', { name: /^Valitse (?!kaikki)/ }).all()) {
      const id = /\(((?:KP|CL)\d+)\)/.exec((await box.getAttribute('aria-label')) ?? '')?.[1];
      if (id?.startsWith('KP')) chosen.push(id);
    }
    expect(chosen.length).toBeGreaterThan(1);
    const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    await bar.getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }).click();
    const dialog = page.getByRole('dialog', { name: /käyttöpaikan kulutus CSV-tiedostona/ });
    await dialog.getByLabel('Alkupäivä').fill(DAY);
    await dialog.getByLabel('Loppupäivä').fill(DAY);
    await dialog.getByLabel('Tarkkuus').selectOption('DAY');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Lataa', exact: true }).click();
    const rows = await csvRows(await downloading);
    for (const id of chosen) {
      expect(
        rows.filter((row) => row.startsWith(`${id};`)),
        id,
      ).toHaveLength(24);
    }
    await expect(dialog.getByText(/ladattu\.$/)).toBeVisible();
    await checkAccessibility(page, 'sub-user csv exported');
    await expectNoSidewaysScroll(page, 'sub-user csv exported');
  });
});

test.use({ account: COMPANY_USER });

test('exports two selected places’ hourly consumption of a day as CSV', async ({ page }) => {
  await test.step('two places are selected and the export dialog opened', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    // Linnankatu, Turku: three electricity places.
    await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill('Linnankatu');
    await page.getByRole('button', { name: 'Hae', exact: true }).click();
    await expect(page.getByText('Haku ”Linnankatu”: 3 käyttöpaikkaa')).toBeVisible();
    await settled(page, 'search Linnankatu');
    await page.getByRole('checkbox', { name: /\(KP300010\)/ }).check();
    await page.getByRole('checkbox', { name: /\(KP300026\)/ }).check();
    const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    await bar.getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }).click();
  });

  const dialog = page.getByRole('dialog', { name: 'Lataa 2 käyttöpaikan kulutus CSV-tiedostona' });

  await test.step('a period in the wrong order is named before anything is sent', async () => {
    await dialog.getByLabel('Alkupäivä').fill('2026-10-02');
    await dialog.getByLabel('Loppupäivä').fill(DAY);
    await dialog.getByRole('button', { name: 'Lataa', exact: true }).click();
    await expect(dialog.getByText('Loppupäivä ei voi olla ennen alkupäivää.')).toBeVisible();
    await checkAccessibility(page, 'csv export dialog');
    await expectNoSidewaysScroll(page, 'csv export dialog');
  });

  await test.step('one day by the hour downloads as the CSV the gateway made', async () => {
    await dialog.getByLabel('Alkupäivä').fill(DAY);
    await dialog.getByLabel('Tarkkuus').selectOption('DAY');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Lataa', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`kulutus_CR-100_${DAY}_${DAY}.csv`);
    const rows = await csvRows(download);
    // Two places × 24 hours.
    expect(rows).toHaveLength(48);
    expect(rows.filter((row) => row.startsWith('KP300010;'))).toHaveLength(24);
    expect(rows.filter((row) => row.startsWith('KP300026;'))).toHaveLength(24);
    // The figures, then the place's address (Linnankatu, Turku), name and labels.
    expect(rows[0]).toMatch(
      /^KP3000(10|26);1\.10\.2026;00:00;\+03:00;\d+,\d+;kWh;Linnankatu [^;]*, \d{5} Turku;/,
    );

    await expect(
      dialog.getByText(`Tiedosto kulutus_CR-100_${DAY}_${DAY}.csv ladattu.`),
    ).toBeVisible();
    await checkAccessibility(page, 'csv exported');
    await dialog.getByRole('button', { name: 'Sulje' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
