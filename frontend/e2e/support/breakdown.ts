// "Laskun erittely" in the browser: euros read back from the tables, and a day opened by its
// slots, which with the day's fee share must add up to the day. The household's and the
// company's specs check the same tables.
import type { Locator, Page } from '@playwright/test';
import { checkAccessibility, expect, expectNoSidewaysScroll, settled, test } from '../fixtures';

/** "1 234,56 €" → 123456 (cents). */
export function cents(text: string | null): number {
  const match = /(-?[\d\s\u00a0]+),(\d{2})\s*€/.exec(text ?? '');
  if (!match) throw new Error(`no euro amount in "${text}"`);
  return Number(match[1]!.replace(/[\s\u00a0]/g, '')) * 100 + Number(match[2]);
}

/** The last cell's euros of each row of a table part. */
export async function amounts(rows: Locator): Promise<number[]> {
  const texts = await rows.locator('td:last-child').allTextContents();
  return texts.map(cents);
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The days of the `days` table, and its total row, are the invoice's total. */
export async function daysAddUp(days: Locator, invoiceTotal: number) {
  const dayAmounts = await amounts(days.locator('tbody tr'));
  expect(dayAmounts.length).toBeGreaterThanOrEqual(28);
  expect(sum(dayAmounts), 'the days add up to the invoice').toBe(invoiceTotal);
  expect(cents(await days.locator('tfoot td:last-child').textContent())).toBe(invoiceTotal);
}

/**
 * Opens the second day of the `days` table (inside `scope`) and checks that its slots and the
 * day's share of the monthly fees add up to the day, at no sideways scroll and axe clean.
 */
export async function aDayAddsUp(page: Page, scope: Page | Locator, days: Locator) {
  await test.step('one day by its slots', async () => {
    const second = days.locator('tbody tr').nth(1);
    const dayTotal = cents(await second.locator('td:last-child').textContent());
    await second.getByRole('button').click();
    const slots = scope.getByRole('table', { name: 'Päivän kulutus ja hinta jaksoittain' });
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
}
