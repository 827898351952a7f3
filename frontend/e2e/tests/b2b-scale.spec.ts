// The company list at scale, as yritys@ (main user of CR-100, 45+ places, three pages of 20):
// select all matching places (more than one page) and export them by the list's filter (#252),
// the composite's places included, reading the downloaded CSV; rank by a month's consumption;
// jump to the last page. At both sizes, the phone at 360 px, axe and no sideways scroll on each
// screen. Nothing here writes, so it runs beside the other company tests.
import type { Page } from '@playwright/test';
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  settled,
  test,
} from '../fixtures';
import { csvRows } from '../support/csv';

const DAY = '2026-10-01';

atNarrowestPhone();
test.use({ account: COMPANY_USER });

async function openList(page: Page, query = '') {
  await page.goto(`/${query}`);
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await settled(page, `company list ${query}`);
}

/** "Käyttöpaikat 1–20, yhteensä 47": the total. */
async function total(page: Page): Promise<number> {
  const line = await page.getByText(/^Käyttöpaikat \d+–\d+, yhteensä \d+$/).textContent();
  return Number(/yhteensä (\d+)/.exec(line ?? '')?.[1]);
}

test('selects every matching place across pages and exports them, composite members included', async ({
  page,
}) => {
  await openList(page);
  const places = await total(page);
  expect(places).toBeGreaterThan(20);
  // A composite's member, wherever it is in the list (yritys@ is user 1000003 of CR-100).
  const listed = await page.request.get(
    '/api/v2/b2b/company/CR-100/servicelocation/user/1000003/listSearch?count=100',
  );
  const items = (await listed.json()).results as {
    location: { locationIdentifier: string };
    compositeLocationIdentifier?: string;
  }[];
  const memberId = items.find((item) => item.compositeLocationIdentifier)?.location
    .locationIdentifier;
  expect(memberId).toBeTruthy();

  await page
    .getByRole('button', { name: `Valitse kaikki ${places} hakua vastaavaa käyttöpaikkaa` })
    .click();
  const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
  await expect(bar.getByRole('status')).toContainText(`Kaikki ${places} hakua vastaavaa`);
  await checkAccessibility(page, 'all matching selected');
  await expectNoSidewaysScroll(page, 'all matching selected');
  await bar.getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }).click();

  const dialog = page.getByRole('dialog', {
    name: `Vie kaikki: ${places} käyttöpaikan kulutus CSV-tiedostona`,
  });
  await dialog.getByLabel('Alkupäivä').fill(DAY);
  await dialog.getByLabel('Loppupäivä').fill(DAY);
  await dialog.getByLabel('Tarkkuus').selectOption('MONTH');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Lataa', exact: true }).click();
  const download = await downloading;
  await expect(dialog.getByText(/ladattu\.$/)).toBeVisible();
  await checkAccessibility(page, 'all exported');
  await expectNoSidewaysScroll(page, 'all exported');

  const rows = await csvRows(download);
  // One day by the day: a row a place, every place of the company, the member among them.
  const ids = new Set(rows.map((row) => row.split(';')[0]));
  expect(rows).toHaveLength(places);
  expect(ids.size).toBe(places);
  expect(ids.has(memberId!)).toBe(true);
  // Each row names its place's address ("street, postal code city").
  for (const row of rows) expect(row).toMatch(/;[^;]*, \d{5} [^;]*;/);
});

test('ranks the places by a month’s consumption, the biggest first', async ({ page }, testInfo) => {
  await openList(page);
  await page.getByLabel('Järjestys').selectOption('CONSUMPTION_DESC');
  await expect(page).toHaveURL(/jarjestys=CONSUMPTION_DESC/);
  await page.getByLabel('Kuukausi').fill('2026-09');
  await expect(page).toHaveURL(/kuukausi=2026-09/);
  await settled(page, 'ranked by consumption');
  const rows = companyPlaces(page, testInfo);
  await expect(rows.first()).toContainText('(9/2026)');
  if (!isPhone(testInfo)) {
    const header = page.getByRole('columnheader', { name: /Kulutus/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    // The header turns the order round.
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/jarjestys=CONSUMPTION_ASC/);
    await expect(page.getByRole('columnheader', { name: /Kulutus/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await settled(page, 'ranked the other way');
  }
  await checkAccessibility(page, 'ranked by consumption');
  await expectNoSidewaysScroll(page, 'ranked by consumption');
});

test('jumps to the last page, its first row in view', async ({ page }) => {
  await openList(page);
  const pages = Math.ceil((await total(page)) / 20);
  const bottom = page.getByRole('navigation', { name: 'Sivutus listan alapuolella' });
  await bottom.getByRole('button', { name: 'Viimeinen sivu' }).click();
  await expect(bottom.getByText(`Sivu ${pages} / ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`sivu=${pages}`));
  const heading = page.getByRole('heading', { name: 'Käyttöpaikat', level: 2 });
  await expect(heading).toBeFocused();
  await settled(page, 'last page');
  // The list's top is on screen, not the bottom of the new page.
  const box = await heading.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= -1 && box.y < viewport.height).toBeTruthy();
  await expect(bottom.getByRole('button', { name: 'Viimeinen sivu' })).toBeDisabled();
  await checkAccessibility(page, 'last page');
  await expectNoSidewaysScroll(page, 'last page');
});
