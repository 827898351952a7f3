// "Laskun erittely": an invoice's lines beside the portal's own bill, the invoice by day and one
// day by its slots, adding up to the invoice to the cent; no sideways scroll at 360 px and on a
// desktop, axe clean.
import {
  HOME_PLACE,
  USER,
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
} from '../fixtures';
import { aDayAddsUp, cents, daysAddUp } from '../support/breakdown';

test.use({ account: USER });
atNarrowestPhone();

test('an invoice breaks down into days and a day into its slots, each adding up', async ({
  page,
}) => {
  await page.goto(`/kayttopaikka/laskut?paikka=${HOME_PLACE}`);
  await settled(page, 'laskut');
  // The newest invoice, whose days are quarter hours (after 1 Oct 2025).
  // The list is a table on a desktop and cards on a phone: the first invoice's link either way.
  await page.locator('main a[href^="/kayttopaikka/laskut/"]').first().click();
  const lines = page.getByRole('table', { name: 'Laskun rivit ja portaalin laskelma (sis. alv)' });
  await lines.waitFor();
  await settled(page, 'laskun erittely');
  await expect(page.getByText('Portaalin laskelma vastaa laskua sentilleen.')).toBeVisible();
  const invoiceTotal = cents(
    // The totals' last row is with VAT (before it: without VAT, and the VAT).
    await lines.locator('tfoot tr').last().locator('td').first().textContent(),
  );

  const days = page.getByRole('table', { name: 'Laskun summa päivittäin (sis. alv)' });
  await daysAddUp(days, invoiceTotal);
  await expectNoSidewaysScroll(page, 'laskun erittely');
  await checkAccessibility(page, 'laskun erittely');

  await aDayAddsUp(page, page, days);
});
