// The company (B2B) CSV export: yritys@ (main user of CR-100) selects two places on the list and
// exports one day at hourly resolution (#211). At both sizes, the phone at 360 px, axe on the
// dialog. An export writes nothing, so it runs beside the other company tests.
import { readFile } from 'node:fs/promises';
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
} from '../fixtures';

const HEADER = 'Käyttöpaikka;Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus;Yksikkö';
/** A day with no clock change: 24 hours. */
const DAY = '2026-10-01';

test.use({ account: COMPANY_USER });

atNarrowestPhone();

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
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf-8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [header, ...rows] = lines.slice(0, -1);
    expect(header).toBe(HEADER);
    // Two places × 24 hours.
    expect(rows).toHaveLength(48);
    expect(rows.filter((row) => row.startsWith('KP300010;'))).toHaveLength(24);
    expect(rows.filter((row) => row.startsWith('KP300026;'))).toHaveLength(24);
    expect(rows[0]).toMatch(/^KP3000(10|26);1\.10\.2026;00:00;\+03:00;\d+,\d+;kWh$/);

    await expect(
      dialog.getByText(`Tiedosto kulutus_CR-100_${DAY}_${DAY}.csv ladattu.`),
    ).toBeVisible();
    await checkAccessibility(page, 'csv exported');
    await dialog.getByRole('button', { name: 'Sulje' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
