// Demo mode as a visitor without an account meets it: in from the sign-in page, the notice on
// every screen, every B2C screen of every demo place with each save tried, a reload, and out
// again. The network log is checked throughout: no request for a row of the local list, no write
// reaching /api, no answer of 400 or more.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  USER_MENU_SCREENS,
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
} from '../fixtures';
import type { Page } from '@playwright/test';

/** The app's own local list (src/demo/localRows.json), so the log is checked against its rows. */
const LOCAL_ROWS: { method: string; path: RegExp }[] = JSON.parse(
  readFileSync(path.join(__dirname, '../../src/demo/localRows.json'), 'utf8'),
).map((row: { method: string; path: string }) => ({
  method: row.method,
  path: new RegExp(`^${row.path.replaceAll('{userId}', '\\d+').replaceAll('{id}', '[^/]+')}/?$`),
}));
const isLocal = (method: string, path: string) =>
  LOCAL_ROWS.some((row) => row.method === method && row.path.test(path));

atNarrowestPhone();

/** The demo user's places (demo dataset): spot electricity, district heating, solar, summer house. */
const DEMO_PLACES = ['KP100001', 'KP100002', 'KP100003', 'KP100004'];
const NOTICE = 'Demotila – muutokset eivät tallennu';
/** Today in Helsinki (YYYY-MM-DD), the mocks' today in the browser tests. */
const helsinkiToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
/** What a tried save may end in: saved locally (the list's echo), or not available in demo. */
const SAVE_OUTCOMES = /^(Toiminto onnistui|Ei käytettävissä demotilassa)$/;

/** Everything the page asked that breaks demo mode's rules, as sentences. */
function watchNetwork(page: Page) {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const method = request.method();
    if (isLocal(method, url.pathname)) {
      problems.push(`${method} ${url.pathname}: on the local list, yet sent`);
    } else if (method !== 'GET') {
      problems.push(`${method} ${url.pathname}: a write reached the gateway`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const url = new URL(response.url());
      problems.push(`${response.status()} ${url.pathname}${url.search}`);
    }
  });
  return problems;
}

async function openDemo(page: Page) {
  await page.goto('/demo');
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await expect(page.getByRole('region', { name: NOTICE })).toBeVisible();
}

/** The open dialogs: an outcome, or a confirmation before a write. */
const dialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

/**
 * Clicks each submit button of the screen's forms, confirms a confirmation, and closes what
 * follows: a local save's success or "Ei käytettävissä demotilassa", never an error. A form that
 * stops at its own field checks sends nothing either.
 */
async function trySaves(page: Page, where: string, outcomes: string[]) {
  const buttons = page.locator('main form button[type="submit"]');
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
    const label = `${where}: "${((await button.textContent()) ?? '').trim()}"`;
    await button.click();
    const stopped = page.locator('main [aria-invalid="true"], main form [role="alert"]');
    await expect
      .poll(async () => (await dialogs(page).count()) + (await stopped.count()), {
        message: `${label} showed nothing`,
      })
      .toBeGreaterThan(0);
    if ((await dialogs(page).count()) === 0) continue;
    const first = dialogs(page).first();
    const outcome = await first.getAttribute('aria-labelledby');
    const title = outcome ? await page.locator(`[id="${outcome}"]`).textContent() : '';
    if (!SAVE_OUTCOMES.test(title ?? '')) {
      // A confirmation: its first button does what the form asked.
      await first.getByRole('button').first().click();
      await expect(
        dialogs(page).filter({ hasText: /Toiminto onnistui|Ei käytettävissä demotilassa/ }),
        `${label} after its confirmation`,
      ).toHaveCount(1);
    }
    const shown = dialogs(page).first();
    outcomes.push(`${label}: ${await shown.getByRole('heading').first().textContent()}`);
    await checkAccessibility(page, `${label} outcome`);
    await shown.getByRole('button', { name: 'Sulje' }).last().click();
    await expect(dialogs(page), `${label}: the dialog closes`).toHaveCount(0);
  }
}

/** Opens every card that shows its saved values until "Muokkaa" (the alerts), so its form is tried too. */
async function openEditors(page: Page) {
  const closed = page.locator('main').getByRole('button', { name: 'Muokkaa', expanded: false });
  const count = await closed.count();
  for (let index = 0; index < count; index += 1) await closed.first().click();
  await expect(closed).toHaveCount(0);
}

/** One screen as a step: data, the notice, no sideways scrolling, axe, each save tried. */
async function visit(page: Page, href: string, outcomes: string[]) {
  await test.step(href, async () => {
    await page.goto(href);
    await page.locator('main h1').first().waitFor();
    await settled(page, href);
    await expect(page.getByRole('region', { name: NOTICE })).toBeVisible();
    await expectNoSidewaysScroll(page, href);
    await checkAccessibility(page, href);
    await openEditors(page);
    await trySaves(page, href, outcomes);
  });
}

test('a visitor opens the demo from sign-in, stays in it over a reload and leaves to sign-in', async ({
  page,
}) => {
  const problems = watchNetwork(page);
  await page.goto('/kirjaudu');
  await page.getByRole('link', { name: 'Kokeile demoa ilman tunnuksia' }).click();
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname, 'the flag is not in the address').toBe('/');
  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible();
  await settled(page, 'demo front page');
  // The glance cards are filled: yesterday's consumption, the open invoice, the solar now.
  await expect(page.getByText(/Edelliseen päivään/).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'demo front page');
  await checkAccessibility(page, 'demo front page');

  await page.reload();
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await expect(notice, 'a reload stays in demo mode').toBeVisible();
  await settled(page, 'demo front page after a reload');
  expect(problems).toEqual([]);

  await notice.getByRole('button', { name: 'Poistu demosta' }).click();
  await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/kirjaudu');
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
  // Out of demo mode, the portal asks for an account again.
  await page.goto('/');
  await page.waitForURL('**/kirjaudu');
});

for (const place of DEMO_PLACES) {
  test(`every screen of ${place} in demo mode: data, no sideways scrolling, axe clean, each save tried`, async ({
    page,
  }) => {
    const problems = watchNetwork(page);
    await openDemo(page);
    await page.goto(`/kayttopaikka?paikka=${place}`);
    const menu = page.getByRole('navigation', { name: 'Käyttöpaikan sivut' });
    await menu.getByRole('link').first().waitFor();
    if (place === 'KP100001' && !helsinkiToday().endsWith('-01')) {
      // The demo budget is close to its limit (nothing is used yet on the first of a month).
      await expect(page.getByRole('region', { name: 'Kulutusbudjetti' })).toContainText(
        'Kuukauden kulutus on lähellä budjettia.',
      );
    }
    const screens = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(screens.length).toBeGreaterThan(3);
    const outcomes: string[] = [];
    for (const href of screens) await visit(page, href, outcomes);
    expect(problems).toEqual([]);
    // Every place has forms (a fault report, a move at least), none of which is saved.
    expect(outcomes.join('\n')).toContain('Ei käytettävissä demotilassa');
    if (place === 'KP100001') {
      // The spot-price place's alerts and budget are on the local list: saved (echoed).
      expect(outcomes.join('\n')).toContain('Toiminto onnistui');
    }
  });
}

test('the user menu’s screens in demo mode: data, axe clean, each save tried', async ({ page }) => {
  const problems = watchNetwork(page);
  await openDemo(page);
  for (const href of USER_MENU_SCREENS) await visit(page, href, []);
  expect(problems).toEqual([]);
});
