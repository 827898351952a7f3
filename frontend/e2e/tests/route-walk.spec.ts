// Every route with real ids, walked in one browser page after page: at 360 px on the phone
// project and 1280 px on the desktop one, each page and each opened dialog has no sideways
// scroll, is axe clean and has no interactive target under 24 × 24 px (WCAG 2.2 2.5.8; a link
// inside a sentence is exempt, as the criterion says). Failures are collected, so one run names
// every page that fails rather than the first.
import type { Page } from '@playwright/test';
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
  checkAccessibility,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  settled,
  test,
} from '../fixtures';

atNarrowestPhone();
test.beforeEach(async ({ page }, testInfo) => {
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 1280, height: 900 });
});

/** The smallest target WCAG 2.2 AA allows (2.5.8), in CSS pixels. */
const TARGET = 24;

/**
 * The interactive elements on screen smaller than 24 × 24 px, each as "tag 'name' w×h". A link
 * that is part of a line of text (inline, with words around it in its block) is exempt; so is
 * what is not rendered or only for screen readers (a 1 px visually hidden skip link).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
    ].join(',');
    const small: string[] = [];
    for (const element of Array.from(globalThis.document.querySelectorAll<HTMLElement>(selector))) {
      const style = globalThis.getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width >= min && box.height >= min) continue;
      if (element.closest('[inert], [aria-hidden=true]')) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = element.parentElement;
        const words = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim();
        if (words.length > 0) continue;
      }
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40) ??
        element.getAttribute('name');
      small.push(
        `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} '${name}' ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  }, TARGET);
}

/** The checks of one screen as it is now. */
async function checkScreen(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  await checkAccessibility(page, where);
  expect(await smallTargets(page), `${where}: targets under ${TARGET} px`).toEqual([]);
}

/** Opens `href`, waits for its heading and data, then checks it; failures are soft. */
async function visit(page: Page, href: string) {
  await page.goto(href);
  await page.locator('main h1').first().waitFor();
  await settled(page, href);
  await test.step(href, async () => {
    await checkScreen(page, href).catch((error: unknown) => {
      expect.soft(String(error), href).toBe('');
    });
  });
}

/** Opens the dialog `open` shows, checks it, and closes it with its "Sulje" button. */
async function visitDialog(page: Page, where: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await settled(page, where);
  await checkScreen(page, where).catch((error: unknown) => {
    expect.soft(String(error), where).toBe('');
  });
  // A long dialog scrolls inside itself, so "Sulje" may lie below; it must never lie beside it.
  const close = dialog.getByRole('button', { name: 'Sulje' }).first();
  await close.scrollIntoViewIfNeeded();
  const box = await close.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect
    .soft(box && box.x >= 0 && box.x + box.width <= width, `${where}: Sulje lies on screen`)
    .toBe(true);
  await close.click();
  await dialog.waitFor({ state: 'detached' });
}

/** The href of the first link in `list`'s main area that starts with `prefix`: a real id. */
async function firstLink(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  await settled(page, list);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  expect(href, `a link to ${prefix} on ${list}`).toBeTruthy();
  return href!;
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
