// The developers' cache tool (A75) at both sizes with axe: the live cache's keys with their
// sizes, and emptying it, which asks first and says what happened.
import {
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
  DEVELOPER,
} from '../fixtures';

test.use({ account: DEVELOPER });
atNarrowestPhone();

test('the cache keys are listed, and emptying the cache asks first', async ({ page }) => {
  // The front page's reads leave entries in the cache (the customer service numbers are shared).
  await page.goto('/');
  await page.goto('/yllapito/valimuisti');
  await page.getByRole('heading', { level: 1, name: 'Välimuisti' }).waitFor();
  await settled(page, 'cache');
  await expect(page.getByText(/\d+ vastausta, yhteensä \d+ kt\./)).toBeVisible();
  await checkAccessibility(page, 'cache');
  await expectNoSidewaysScroll(page, 'cache');

  await page.getByRole('button', { name: 'Tyhjennä välimuisti' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Kaikkien käyttäjien tallennetut vastaukset poistetaan.');
  await checkAccessibility(page, 'cache confirmation');
  await dialog.getByRole('button', { name: 'Tyhjennä välimuisti' }).click();
  await expect(page.getByRole('status')).toHaveText(/Välimuisti tyhjennettiin \(\d+ vastausta/);
});
