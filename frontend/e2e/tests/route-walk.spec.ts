// Every route with real ids, walked in one browser page after page: at 360 px on the phone
// project and 1280 px on the desktop one, each page and each opened dialog has no sideways
// scroll, is axe clean and has no interactive target under 24 × 24 px (WCAG 2.2 2.5.8; a link
// inside a sentence is exempt, as the criterion says). Failures are collected, so one run names
// every page that fails rather than the first.
import {
  COMPANY_USER,
  DISTRICT_HEATING_PLACE,
  HOME_PLACE,
  HOME_PLACE_SCREENS,
  SOLAR_PLACE,
  SUMMER_HOUSE,
  USER,
  USER_MENU_SCREENS,
  atNarrowestPhone,
  companyPlaces,
  expect,
  isPhone,
  settled,
  test,
} from '../fixtures';
import { firstLink, visit, visitDialog } from '../support/walk';

atNarrowestPhone();
test.beforeEach(async ({ page }, testInfo) => {
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 1280, height: 900 });
});

const placeScreen = (place: string, screen = '') =>
  `/kayttopaikka${screen ? `/${screen}` : ''}?paikka=${place}`;

test.describe('a household', () => {
  test.use({ account: USER });

  test('every route of a household, its detail pages and dialogs', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(600_000);
    for (const screen of HOME_PLACE_SCREENS) await visit(page, placeScreen(HOME_PLACE, screen));
    // The alerts show each alert once (its values, its form behind Muokkaa): on a phone the page
    // was 5,400 px when each showed its values and then a form of them; it is about 2,100 now.
    // The aim is under 2,000: this bound keeps what has been won.
    if (isPhone(testInfo)) {
      await page.goto(placeScreen(HOME_PLACE, 'halytykset'));
      await settled(page, 'halytykset');
      await page.getByRole('button', { name: 'Muokkaa' }).first().waitFor();
      const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
      expect.soft(height, 'the alerts page on a 360 px phone').toBeLessThan(2300);
    }
    for (const [place, screens] of [
      [DISTRICT_HEATING_PLACE, ['', 'kaukolampo', 'laskut', 'halytykset']],
      [SOLAR_PLACE, ['', 'pientuotanto', 'aurinkosahko', 'markkinahinta']],
      [SUMMER_HOUSE, ['']],
    ] as const) {
      for (const screen of screens) await visit(page, placeScreen(place, screen));
    }

    // An invoice and a report, by their lists' first links. The invoice's payment details copy.
    await visit(
      page,
      await firstLink(page, placeScreen(HOME_PLACE, 'laskut'), '/kayttopaikka/laskut/'),
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    });
    const payment = page.getByRole('region', { name: 'Maksutiedot' });
    await payment.getByRole('button', { name: 'Kopioi viitenumero' }).click();
    await expect(payment.getByText('Kopioitu')).toBeVisible();
    const copied = await page.evaluate(() => globalThis.navigator.clipboard.readText());
    expect(copied, 'the clipboard holds a reference number').toMatch(/^\d{4,20}$/);
    await visit(
      page,
      await firstLink(page, placeScreen(HOME_PLACE, 'raportit'), '/kayttopaikka/raportit/'),
    );

    for (const href of [
      ...USER_MENU_SCREENS,
      '/asetukset/kirjautumiset',
      '/asiakaspalvelu/palvelupyynnot',
      '/lukuoikeus/aktivoi',
    ]) {
      await visit(page, href);
    }
  });
});

test.describe('a company', () => {
  test.use({ account: COMPANY_USER });

  test('every route of a main user: places, a place, a composite, users, a sub-user, dialogs', async ({
    page,
  }, testInfo) => {
    test.setTimeout(600_000);
    await visit(page, '/');
    await visit(page, '/kayttajahallinta');
    await visit(page, '/api-avaimet');
    await visit(page, '/viestit');
    await visit(page, '/asetukset');

    // A sub-user and a company place, by the lists' first links to one.
    await visit(page, await firstLink(page, '/kayttajahallinta', '/kayttajahallinta/'));
    const placeHref = await firstLink(page, '/', '/yritys/kohde/');
    await visit(page, placeHref);

    // The place's first invoice opens in a dialog.
    const invoiceButton = page.getByRole('button', { name: /^\d+$/ }).first();
    await invoiceButton.waitFor();
    await visitDialog(page, `${placeHref} invoice dialog`, () => invoiceButton.click());

    // The composite CL100001, through its member's row as a user finds it.
    await page.goto('/?haku=Vaasa');
    await settled(page, 'composite search');
    const member = companyPlaces(page, testInfo).filter({ hasText: 'CL100001' }).first();
    await member.getByRole('link').first().click();
    await page.getByRole('heading', { name: /Yhdistelmäkohde CL100001/, level: 1 }).waitFor();
    const composite = new URL(page.url());
    await visit(page, `${composite.pathname}${composite.search}`);
  });
});
