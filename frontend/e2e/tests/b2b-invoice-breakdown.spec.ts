// "Laskun erittely" of a company place's invoice (#253): the lines beside the portal's own bill,
// the invoice by day and one day by its slots, each adding up, on the company's VAT basis:
// yritys@ in CR-100 (prices with VAT) and konserni@ in CR-200 (VAT 0). At 360 px and on a
// desktop, axe clean, no sideways scroll.
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  GROUP_USER,
  settled,
  test,
} from '../fixtures';
import type { Page } from '@playwright/test';
import { aDayAddsUp, cents, daysAddUp } from '../support/breakdown';

atNarrowestPhone();

/**
 * Opens the newest invoice of the place on screen (after 1 Oct 2025: its days are quarter
 * hours) and checks its breakdown on the basis `vat0` says.
 */
async function breakdownAddsUp(page: Page, vat0: boolean) {
  const invoices = page.getByRole('region', { name: 'Laskut' }).first();
  await invoices.getByRole('button', { name: /^\d+$/ }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Lasku \d+$/ });
  const basis = vat0 ? 'alv 0 %' : 'sis. alv';
  const lines = dialog.getByRole('table', {
    name: `Laskun rivit ja portaalin laskelma (${basis})`,
  });
  await lines.waitFor();
  await settled(page, 'company invoice breakdown');
  await expect(dialog.getByText('Portaalin laskelma vastaa laskua sentilleen.')).toBeVisible();
  // The invoice's own rows (#219) are on the same basis, one amount column.
  const rows = dialog.getByRole('table', { name: 'Laskun erittely' });
  await expect(
    rows.getByRole('columnheader', { name: vat0 ? /^Veroton/ : /^Verollinen/ }),
  ).toBeVisible();
  await expect(rows.getByRole('columnheader')).toHaveCount(2);
  // With VAT the totals end with the VAT and the total; VAT 0 ends with the VAT-0 total.
  await expect(lines.getByRole('row', { name: /^Arvonlisävero/ })).toHaveCount(vat0 ? 0 : 1);
  const invoiceTotal = cents(
    await lines.locator('tfoot tr').last().locator('td').first().textContent(),
  );
  expect(cents(await rows.getByRole('row', { name: /^Yhteensä/ }).textContent())).toBe(
    invoiceTotal,
  );

  const days = dialog.getByRole('table', { name: `Laskun summa päivittäin (${basis})` });
  await daysAddUp(days, invoiceTotal);
  await expectNoSidewaysScroll(page, 'company invoice breakdown');
  await checkAccessibility(page, 'company invoice breakdown');

  await aDayAddsUp(page, dialog, days);
}

test.describe('a company with VAT', () => {
  test.use({ account: COMPANY_USER });

  test('its invoice breaks down with VAT, adding up', async ({ page }) => {
    // A single electricity place of CR-100 (not a composite's member), spot priced.
    await page.goto('/yritys/kohde/KP300021');
    await page.getByRole('heading', { name: 'Kohteen tiedot' }).waitFor();
    await settled(page, 'place KP300021');
    await breakdownAddsUp(page, false);
  });
});

test.describe('a company without VAT', () => {
  test.use({ account: GROUP_USER });

  test('its invoice breaks down without VAT, adding up', async ({ page }, testInfo) => {
    // konserni@ is in CR-100 and CR-200; CR-200 (Savon Saha Oy) shows prices without VAT.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    await page
      .getByRole('combobox', { name: 'Yritys', exact: true })
      .selectOption({ label: 'Savon Saha Oy' });
    await page.getByText('Yritys: Savon Saha Oy').waitFor();
    await settled(page, 'places of CR-200');
    await companyPlaces(page, testInfo).getByRole('link', { name: 'Saha', exact: true }).click();
    await page.getByRole('heading', { name: 'Kohteen tiedot' }).waitFor();
    await settled(page, 'place of CR-200');
    await breakdownAddsUp(page, true);
  });
});
