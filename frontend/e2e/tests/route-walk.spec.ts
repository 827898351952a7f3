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
  SUB_USER,
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
import type { Page, TestInfo } from '@playwright/test';
import { firstLink, visit, visitDialog } from '../support/walk';

atNarrowestPhone();
test.beforeEach(async ({ page }, testInfo) => {
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 1280, height: 900 });
});

/** The selection's actions on the company list. */
const selectionBar = (page: Page) =>
  page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });

/**
 * The company list's dialogs: a place's labels, and for the selection and for every matching
 * place the label change, the rights (a main user's) and the export, with the bulk dialogs'
 * confirmation step (its count) checked before it is backed out of: nothing is written.
 */
async function walkListDialogs(page: Page, testInfo: TestInfo, mainUser: boolean) {
  await page.goto('/');
  await settled(page, 'company list');
  const rows = companyPlaces(page, testInfo);
  await visitDialog(page, 'labels of a place', () =>
    rows
      .getByRole('button', { name: /^Tunnisteet: / })
      .first()
      .click(),
  );
  await rows.getByRole('checkbox').first().check();
  const bar = selectionBar(page);
  await visitDialog(page, 'label for the selection', () =>
    bar.getByRole('button', { name: 'Lisää tunniste valituille' }).click(),
  );
  await visitDialog(page, 'export of the selection', () =>
    bar.getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }).click(),
  );
  if (mainUser) {
    await visitDialog(page, 'rights for the selection', () =>
      bar.getByRole('button', { name: 'Anna käyttöoikeus' }).click(),
    );
  }
  await bar.getByRole('button', { name: 'Poista valinnat' }).click();

  // Offered when the list has more than one page (lukija@'s 17 places have one, unless another
  // spec has given them more).
  const matching = page.getByRole('button', { name: /^Valitse kaikki \d+ hakua vastaavaa/ });
  if ((await matching.count()) === 0) return;
  await matching.click();
  await visitDialog(page, 'label for all matching, its confirmation', async () => {
    await bar.getByRole('button', { name: 'Lisää tai poista tunniste' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tunniste', { exact: true }).fill('Reittikävely');
    await dialog.getByRole('button', { name: 'Jatka' }).click();
    await dialog.getByRole('button', { name: /^Lisää tunniste \d+ käyttöpaikalle$/ }).waitFor();
  });
  await visitDialog(page, 'export of all matching', () =>
    bar.getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }).click(),
  );
  if (mainUser) {
    await visitDialog(page, 'rights for all matching, its confirmation', async () => {
      await bar.getByRole('button', { name: 'Anna käyttöoikeus' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Jatka' }).click();
      await dialog.getByRole('button', { name: /^Anna oikeus \d+ käyttöpaikkaan$/ }).waitFor();
    });
  }
}

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
    // The alerts show each alert once (its values, its form behind Muokkaa beside its heading):
    // on a phone the page was 5,400 px when each showed its values and then a form of them,
    // 2,100 with Muokkaa on a line of its own under the values, and is about 1,650 with each
    // card's first two values shown and the rest behind a button.
    if (isPhone(testInfo)) {
      await page.goto(placeScreen(HOME_PLACE, 'halytykset'));
      await settled(page, 'halytykset');
      await page.getByRole('button', { name: 'Muokkaa' }).first().waitFor();
      const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
      expect.soft(height, 'the alerts page on a 360 px phone').toBeLessThan(1800);
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

    await walkListDialogs(page, testInfo, true);
  });
});

test.describe('a company’s sub-user', () => {
  test.use({ account: SUB_USER });

  test('every route of a sub-user: their places, a place, their menu pages, dialogs', async ({
    page,
  }, testInfo) => {
    test.setTimeout(600_000);
    await visit(page, '/');
    // Their own menu: the places, their own information, feedback.
    for (const href of ['/kayttajahallinta', '/palaute', '/viestit', '/asetukset']) {
      await visit(page, href);
    }
    await visit(page, await firstLink(page, '/', '/yritys/kohde/'));
    // A sub-user is offered no rights; their dialogs are the labels and the exports.
    await walkListDialogs(page, testInfo, false);
    await page.goto('/');
    await settled(page, 'company list');
    await companyPlaces(page, testInfo).getByRole('checkbox').first().check();
    const bar = selectionBar(page);
    await expect(bar.getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Anna käyttöoikeus' })).toHaveCount(0);
  });
});
