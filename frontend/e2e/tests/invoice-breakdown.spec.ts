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
import type { Locator } from '@playwright/test';

test.use({ account: USER });
atNarrowestPhone();

/** "1 234,56 €" → 123456 (cents). */
function cents(text: string | null): number {
  const match = /(-?[\d\s\u00a0]+),(\d{2})\s*€/.exec(text ?? '');
  if (!match) throw new Error(`no euro amount in "${text}"`);
  return Number(match[1]!.replace(/[\s\u00a0]/g, '')) * 100 + Number(match[2]);
}

/** The last cell's euros of each row of a table part. */
async function amounts(rows: Locator): Promise<number[]> {
  const texts = await rows.locator('td:last-child').allTextContents();
  return texts.map(cents);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

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
  const dayAmounts = await amounts(days.locator('tbody tr'));
  expect(dayAmounts.length).toBeGreaterThanOrEqual(28);
  expect(sum(dayAmounts), 'the days add up to the invoice').toBe(invoiceTotal);
  expect(cents(await days.locator('tfoot td:last-child').textContent())).toBe(invoiceTotal);
  await expectNoSidewaysScroll(page, 'laskun erittely');
  await checkAccessibility(page, 'laskun erittely');

  await test.step('one day by its slots', async () => {
    const second = days.locator('tbody tr').nth(1);
    const dayTotal = cents(await second.locator('td:last-child').textContent());
    await second.getByRole('button').click();
    const slots = page.getByRole('table', { name: 'Päivän kulutus ja hinta jaksoittain' });
    await slots.waitFor();
    await settled(page, 'päivän erittely');
    const rows = slots.locator('tbody tr');
    // 92, 96 or 100 quarters, and the day's share of the monthly fees.
    expect([93, 97, 101]).toContain(await rows.count());
    expect(sum(await amounts(rows)), 'the slots and fees add up to the day').toBe(dayTotal);
    expect(cents(await slots.locator('tfoot td:last-child').textContent())).toBe(dayTotal);
    await expectNoSidewaysScroll(page, 'päivän erittely');
    await checkAccessibility(page, 'päivän erittely');
  });
});
