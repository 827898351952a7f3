// The shell at the project's size: every main-menu entry reachable and readable (behind the
// menu button on a phone, which opens, holds and returns focus, and closes on Escape), no screen
// wider than a 360 px phone, the front page's glance cards and their barcode copy, screenshots of
// the front page, and hashed assets served pre-compressed with a year's cache lifetime.
import {
  USER,
  HOME_PLACE,
  artifactsDir,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  openMainMenu,
  settled,
  test,
} from '../fixtures';

test.use({ account: USER });

const MAIN_MENU = [
  'Käyttöpaikat',
  'Viestit',
  'Lukuoikeudet',
  'Asiakastiedot',
  'Asiakaspalvelu',
  'Palaute',
  'Asetukset',
];

test('every main-menu entry is on screen, readable and axe clean', async ({ page }) => {
  await page.goto('/');
  await settled(page, 'front page');
  const menu = await openMainMenu(page);
  const width = await page.evaluate(() => globalThis.document.documentElement.clientWidth);
  for (const name of [...MAIN_MENU, 'Kirjaudu ulos']) {
    const entry = menu.getByRole(name === 'Kirjaudu ulos' ? 'button' : 'link', {
      name: new RegExp(`^${name}`),
    });
    await expect(entry, `${name} is shown`).toBeVisible();
    const box = await entry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${name} lies on screen`).toBe(true);
    expect(box && box.height >= 24 && box.width >= 24, `${name} is a 24 px target`).toBe(true);
  }
  await checkAccessibility(page, 'main menu');
});

test('on a phone the menu button opens the menu, holds focus in it and Escape returns it', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the desktop shows the menu without a button');
  await page.goto('/');
  await settled(page, 'front page on a phone');
  const toggle = page.getByRole('button', { name: /Valikko/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const first = page.getByRole('link', { name: 'Käyttöpaikat' });
  await expect(first, 'focus moves into the menu').toBeFocused();
  // Tab from the last entry wraps to the menu button, Shift+Tab back: focus stays in the menu.
  const signOut = page.getByRole('button', { name: 'Kirjaudu ulos' });
  await signOut.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle, 'focus returns to the button').toBeFocused();
});

test('on a 360 px phone no screen scrolls sideways', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the narrowest phone is a phone-project check');
  await page.setViewportSize({ width: 360, height: 800 });
  for (const screen of [
    '/',
    `/kayttopaikka?paikka=${HOME_PLACE}`,
    `/kayttopaikka/kulutus?paikka=${HOME_PLACE}`,
    `/kayttopaikka/porssisahko?paikka=${HOME_PLACE}`,
    `/kayttopaikka/laskut?paikka=${HOME_PLACE}`,
    `/kayttopaikka/halytykset?paikka=${HOME_PLACE}`,
    '/viestit',
    '/lukuoikeudet',
    '/asetukset',
  ]) {
    await page.goto(screen);
    await settled(page, screen);
    await expectNoSidewaysScroll(page, screen);
  }
});

test("the front page shows the spot price now and copies the open invoice's virtual barcode", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL,
  });
  await page.goto('/');
  await settled(page, 'front page');
  await page.getByRole('region', { name: 'Pörssisähkö nyt' }).waitFor();
  const invoice = page.getByRole('region', { name: /Avoin lasku/ }).first();
  await invoice.getByText('Maksutiedot').click();
  await invoice.getByRole('button', { name: 'Kopioi virtuaaliviivakoodi' }).click();
  await invoice.getByText('Kopioitu').waitFor();
  const copied = await page.evaluate(() => globalThis.navigator.clipboard.readText());
  expect(copied, 'the clipboard holds a virtual barcode').toMatch(/^[45]\d{53}$/);
  await checkAccessibility(page, 'front page with the glance cards');
  await page.screenshot({
    path: `${artifactsDir}/front-page-${testInfo.project.name}.png`,
    fullPage: true,
  });
});

test('hashed assets come pre-compressed and cached for a year', async ({ page }) => {
  await page.goto('/');
  const script = await page
    .locator('script[src*="/assets/"]')
    .first()
    .getAttribute('src', { timeout: 5_000 });
  expect(script, 'the page loads a hashed script').toBeTruthy();
  const response = await page.request.get(script ?? '', {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
