// Signing in and out as a person does, and what a session keeps across a reload.
import { checkAccessibility, expect, signIn, signOut, test } from '../fixtures';

test('opening / without a session lands on /kirjaudu, in Finnish and axe clean', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForURL('**/kirjaudu');
  await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await checkAccessibility(page, '/kirjaudu');
});

test('signs in, sees the use places, opens one, and a reload keeps the session and the place', async ({
  page,
}) => {
  await signIn(page);
  const cards = page.getByRole('article');
  await cards.first().waitFor();
  expect(await cards.count(), 'use places listed').toBeGreaterThanOrEqual(3);
  await checkAccessibility(page, '/');

  const link = cards.first().getByRole('link').first();
  const placeName = ((await link.textContent()) ?? '').trim();
  await link.click();
  await page.waitForURL((url) => url.pathname === '/kayttopaikka');
  expect(new URL(page.url()).searchParams.has('paikka'), `no ?paikka= in ${page.url()}`).toBe(true);
  await page.getByRole('heading', { level: 1, name: placeName }).waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/kayttopaikka');
});

test('signs out: back on /kirjaudu and the server session is gone', async ({ page }) => {
  await signIn(page);
  await signOut(page);
  await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
  await page.goto('/');
  await page.waitForURL('**/kirjaudu');
});
