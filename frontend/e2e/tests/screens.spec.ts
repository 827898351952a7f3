// Every screen of a use place and of the user menu: data without errors, no sideways scrolling,
// axe clean in the light and the dark theme, at the project's size.
import { readFileSync } from 'node:fs';
import {
  USER,
  USER_MENU_SCREENS,
  DISTRICT_HEATING_PLACE,
  HOME_PLACE,
  HOME_PLACE_SCREENS,
  SOLAR_PLACE,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  settled,
  signIn,
  test,
} from '../fixtures';

test.use({ account: USER });

// A first visit in this browser: the popups have not been seen here yet.
test.describe('first visit', () => {
  test.use({ account: null });

  test('the overview shows one popup a visit, not pre-ticked, never green power to a place that has it', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/kayttopaikka?paikka=${HOME_PLACE}`);
    await settled(page, 'overview with popups');
    const dialog = page.getByRole('dialog');
    await dialog.first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect(dialog, 'one popup a visit').toHaveCount(1);
    // The home place has green power on (its product configuration), so it is not offered.
    await expect(dialog).not.toContainText('Vihreää sähköä');
    const again = dialog.getByRole('checkbox', { name: 'Älä näytä tätä uudelleen' });
    await expect(again, 'never pre-ticked').not.toBeChecked();
    await checkAccessibility(page, 'overview popup');
    await again.check();
    await dialog.getByRole('button').last().click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await settled(page, 'overview after popups');
    await page.getByRole('region', { name: 'Sopimus' }).waitFor();
    // Every call of the screen has been answered; a popup would have shown by now.
    await page.waitForLoadState('networkidle');
    await expect(dialog, 'a second popup in the same visit').toHaveCount(0);
  });
});

/** Each place's menu: the screens its features enable (spec §6), in menu order. */
const PLACE_MENUS = {
  [HOME_PLACE]: HOME_PLACE_SCREENS,
  [DISTRICT_HEATING_PLACE]: [
    '',
    'kaukolampo',
    'laskut',
    'sopimus',
    'asiakirjat',
    'halytykset',
    'lisapalvelut',
    'tarjoukset',
    'raportit',
    'vikailmoitus',
    'muutto',
  ],
  [SOLAR_PLACE]: [
    '',
    'pientuotanto',
    'aurinkosahko',
    'markkinahinta',
    'laskut',
    'sopimus',
    'asiakirjat',
    'lisapalvelut',
    'tarjoukset',
    'raportit',
    'vikailmoitus',
    'muutto',
  ],
};

const placeScreen = (place: string, screen: string, extra = '') =>
  `/kayttopaikka${screen ? `/${screen}` : ''}?paikka=${place}${extra}`;

test("each place's menu lists the screens its features enable", async ({ page }) => {
  for (const [place, screens] of Object.entries(PLACE_MENUS)) {
    await page.goto(placeScreen(place, ''));
    const menu = page.getByRole('navigation', { name: 'Käyttöpaikan sivut' });
    await menu.getByRole('link').first().waitFor();
    const hrefs = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs, `the menu of ${place}`).toEqual(
      screens.map((screen) => placeScreen(place, screen)),
    );
  }
});

// Every screen of the home place, the district-heating and solar screens, and the user menu's
// screens: each its own test, so one failing screen is reported and the others still run.
const WALK = [
  ...PLACE_MENUS[HOME_PLACE].map((screen) => placeScreen(HOME_PLACE, screen)),
  placeScreen(DISTRICT_HEATING_PLACE, ''),
  placeScreen(DISTRICT_HEATING_PLACE, 'kaukolampo'),
  placeScreen(SOLAR_PLACE, ''),
  placeScreen(SOLAR_PLACE, 'pientuotanto'),
  placeScreen(SOLAR_PLACE, 'aurinkosahko'),
  placeScreen(SOLAR_PLACE, 'aurinkosahko', '&tila=teho'),
  placeScreen(SOLAR_PLACE, 'raportit'),
  ...USER_MENU_SCREENS,
];

for (const href of WALK) {
  test(`${href}: data, no sideways scrolling, axe clean in the light and the dark theme`, async ({
    page,
  }) => {
    await page.goto(href);
    await page.locator('main h1').first().waitFor();
    await settled(page, href);
    await expectNoSidewaysScroll(page, href);
    await checkAccessibility(page, `${href} (light)`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await checkAccessibility(page, `${href} (dark)`);
  });
}

test('the month so far and its projection fit 360 px, open their basis, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const href of [placeScreen(HOME_PLACE, ''), placeScreen(HOME_PLACE, 'kulutus')]) {
    await page.goto(href);
    await expect(
      page.getByText(
        /^Tähän mennessä [\d\s\u00a0]+,\d\d\u00a0€, ennuste kuun lopussa [\d\s\u00a0]+,\d\d\u00a0€$/,
      ),
    ).toBeVisible();
    await page.getByText('Mihin ennuste perustuu').click();
    await expect(page.getByText(/^Mitattu kulutus \d+ päivältä/)).toBeVisible();
    await settled(page, href);
    await expectNoSidewaysScroll(page, href);
    await checkAccessibility(page, `${href} (projection at 360 px)`);
  }
});

test('the consumption chart loads uPlot on demand and offers CSV and a table', async ({ page }) => {
  await page.goto(`/kayttopaikka/kulutus?paikka=${HOME_PLACE}&jakso=MONTH`);
  await settled(page, 'kulutus');
  await page.locator('.chart__canvas canvas').first().waitFor();
  await page.getByRole('button', { name: 'Näytä taulukkona' }).click();
  expect(await page.locator('.data-table tbody tr').count(), 'table rows').toBeGreaterThanOrEqual(
    1,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Lataa tiedot (CSV)' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.slice(0, 6), 'the CSV starts with a BOM and its header').toBe('\ufeffAika;');
  await expectNoSidewaysScroll(page, 'kulutus with table');
  await checkAccessibility(page, 'kulutus with table');
});

test('the chart shows the value under the finger (phone) or the pointer (desktop)', async ({
  page,
}, testInfo) => {
  await page.goto(`/kayttopaikka/kulutus?paikka=${HOME_PLACE}&jakso=MONTH`);
  await settled(page, 'kulutus');
  const plot = page.locator('.chart__canvas .u-over').first();
  await plot.waitFor();
  const time = page.locator('.chart__canvas .u-legend .u-series').first().locator('.u-value');
  await expect(time).toHaveText('–');
  await plot.scrollIntoViewIfNeeded();
  const box = await plot.boundingBox();
  const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
  if (isPhone(testInfo)) {
    // A sideways drag: the browser makes no mouse events of it (a tap it would), so only the
    // chart's own touch handling can move the cursor.
    const cdp = await page.context().newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }],
      });
    await finger('touchStart', x - 40);
    await finger('touchMove', x);
    await expect(time, 'the legend names the time under the finger').not.toHaveText('–');
    await finger('touchEnd', x);
  } else {
    await page.mouse.move(x, y);
    await expect(time, 'the legend names the time under the pointer').not.toHaveText('–');
  }
});

test('opens a usage report and the monthly insights of an earlier month', async ({ page }) => {
  await page.goto(`/kayttopaikka/raportit?paikka=${HOME_PLACE}`);
  await settled(page, 'raportit');
  const report = page.getByRole('table').first().getByRole('link').first();
  const name = ((await report.textContent()) ?? '').trim();
  await report.click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
  await settled(page, 'raportti');
  await checkAccessibility(page, 'raportti');

  await page.goto(`/kayttopaikka/kuukausikatsaus?paikka=${HOME_PLACE}`);
  await settled(page, 'kuukausikatsaus');
  const current = page.locator('.period-picker__current');
  const shown = await current.textContent();
  await page.getByRole('button', { name: /Edellinen/ }).click();
  await page.waitForURL((url) => url.searchParams.has('pvm'));
  await expect(current).not.toHaveText(shown ?? '');
  await settled(page, 'kuukausikatsaus, previous month');
  await page.locator('.chart__canvas canvas').first().waitFor();
  await checkAccessibility(page, 'kuukausikatsaus, previous month');
});
