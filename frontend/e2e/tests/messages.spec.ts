// The message box: mark one message seen, then every message read; the main menu's unread bubble
// follows after a reload (the gateway evicts the user content the bubble counts).
import {
  USER,
  checkAccessibility,
  closeSuccess,
  expect,
  openMainMenu,
  settled,
  test,
} from '../fixtures';
import type { Page } from '@playwright/test';

/** The number in the main menu's unread bubble, 0 when there is none. */
async function bubbleCount(page: Page) {
  const menu = await openMainMenu(page);
  const text = (await menu.getByRole('link', { name: /Viestit/ }).textContent()) ?? '';
  await page.keyboard.press('Escape');
  return Number(/(\d+) lukematonta/.exec(text)?.[1] ?? 0);
}

test.use({ account: USER });

test('marks one message seen, then all read, and the unread bubble follows', async ({ page }) => {
  await page.goto('/viestit');
  await settled(page, 'viestit');
  const unread = page.locator('.message--unread');
  await unread.first().waitFor();
  const before = await unread.count();
  // The bubble comes with the user content, which may arrive after the list. It counts every
  // box's unread messages (an alert another screen raised, such as the budget's, among them),
  // the list this box's only.
  await expect
    .poll(() => bubbleCount(page), 'the bubble counts the unread messages')
    .toBeGreaterThanOrEqual(before);
  const bubbleBefore = await bubbleCount(page);
  await checkAccessibility(page, 'viestit with actions');

  await test.step('one message marked seen', async () => {
    await page
      .getByRole('button', { name: /^Merkitse luetuksi/ })
      .first()
      .click();
    await expect(unread).toHaveCount(before - 1);
    await page.reload();
    await settled(page, 'viestit after reload');
    await expect.poll(() => bubbleCount(page)).toBe(bubbleBefore - 1);
  });

  await test.step('every message marked read', async () => {
    await page.getByRole('button', { name: 'Merkitse kaikki viestit luetuiksi' }).click();
    await closeSuccess(page, 'all read');
    await page.reload();
    await settled(page, 'viestit all read');
    await expect.poll(() => bubbleCount(page)).toBe(0);
    await expect(unread).toHaveCount(0);
  });
});
