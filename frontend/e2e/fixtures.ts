// What every browser test shares: the gateway (one per worker), the demo accounts and places,
// sign-in and sign-out as a person does them, "the screen has settled", and axe.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { startGateway, stopGateway } from './support/gateway';
import type { MailCode, MailLink } from './support/gateway';

export { expect };

export const artifactsDir = path.resolve(__dirname, 'artifacts');
export const USER = { email: 'kuluttaja@demo.example', password: 'Demo!2026' };
export const REPRESENTATIVE = { email: 'edustaja@demo.example', password: 'Demo!2026' };
/** The main user of CR-100, the demo company of 48 places. */
export const COMPANY_USER = { email: 'yritys@demo.example', password: 'Demo!2026' };
/** A sub-user of CR-100, READ_ONLY on some of its 17 places and FULL_ACCESS on others. */
export const SUB_USER = { email: 'lukija@demo.example', password: 'Demo!2026' };
/** The main user of CR-300, the generated company of 5,000 places. */
export const BIG_COMPANY_USER = { email: 'suuryritys@demo.example', password: 'Demo!2026' };
/** A sub-user of two companies: CR-100 (3 places) and CR-200 (2 places, prices without VAT). */
export const GROUP_USER = { email: 'konserni@demo.example', password: 'Demo!2026' };
/** Staff (spec §6): a superuser, customer service, user administration, communications,
 * access rights and a developer. */
export const ADMIN = { email: 'admin@demo.example', password: 'Demo!2026' };
export const CUSTOMER_SERVICE = { email: 'asiakaspalvelu@demo.example', password: 'Demo!2026' };
export const USER_ADMIN = { email: 'yllapito@demo.example', password: 'Demo!2026' };
export const COMMUNICATIONS = { email: 'viestinta@demo.example', password: 'Demo!2026' };
export const ACCESS_RIGHTS_ADMIN = { email: 'kayttooikeudet@demo.example', password: 'Demo!2026' };
export const DEVELOPER = { email: 'kehittaja@demo.example', password: 'Demo!2026' };

/** A demo account: who a test signs in as. */
export interface Account {
  email: string;
  password: string;
}

/** A user of a company as user management (#229) lists them. */
export interface CompanyUser {
  userReferenceId: string;
  name: string;
  email: string;
  mainUser: boolean;
  /** A pending invitation ("kutsu lähetetty"): no user behind it yet. */
  invited?: boolean;
}

/** #229's answer: the company's users. */
export interface CompanyUsers {
  users: CompanyUser[];
}

/** A right on a place (or a composite) of a company's user. */
export interface PlaceRight {
  compositeLocationIdentifier: string;
  right: string;
}

/** A user's or a customership's places with the rights on them. */
export interface UserPlaces {
  locations: PlaceRight[];
}

/** A browser's saved state: cookies and local storage. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The worker's gateway: its base URL and the links of the e-mails its mocks sent. */
export interface Gateway {
  baseUrl: string;
  mailLink: MailLink;
  mailCode: MailCode;
}

/** kuluttaja's spot-electricity place "Koti" (demo dataset). */
export const HOME_PLACE = 'KP100101';
/** kuluttaja's district-heating place. */
export const DISTRICT_HEATING_PLACE = 'KP100102';
/** kuluttaja's microgeneration place with the solar plant PV100103. */
export const SOLAR_PLACE = 'KP100103';
/** kuluttaja's summer house. */
export const SUMMER_HOUSE = 'KP100104';

/** The home place's screens in its menu's order (spec §6: the features it enables). */
export const HOME_PLACE_SCREENS = [
  '',
  'kulutus',
  'markkinahinta',
  'laskut',
  'sopimus',
  'asiakirjat',
  'halytykset',
  'lisapalvelut',
  'tarjoukset',
  'budjetti',
  'kuukausikatsaus',
  'raportit',
  'vikailmoitus',
  'muutto',
];

/** The user menu's screens (the front page first), the same for every household. */
export const USER_MENU_SCREENS = [
  '/',
  '/viestit',
  '/lukuoikeudet',
  '/asiakastiedot',
  '/asiakaspalvelu',
  '/palaute',
  '/asetukset',
];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The CSRF header the app sends; a test's own API writes need it too. */
export const WEB_VERSION = { 'X-Web-Version': '0.1.0' };

/** A returning user's browser state per worker gateway and account, made once and reused. */
const returningUsers = new Map<string, Promise<StorageState>>();

/**
 * The browser state of `user` coming back to the portal: signed in (the gateway's session
 * cookie) and past the use places' popups (remembered in localStorage, as the app does after a
 * person closes them). One sign-in per worker and account: the gateway throttles sign-ins.
 */
async function returningUser(
  browser: Browser,
  baseURL: string | undefined,
  user: Account,
): Promise<StorageState> {
  const key = `${baseURL} ${user.email}`;
  if (!returningUsers.has(key)) {
    returningUsers.set(
      key,
      (async () => {
        const context = await browser.newContext({ baseURL });
        try {
          const request = context.request;
          const signIn = await request.post('/api/auth/v1/login', {
            data: { username: user.email, password: user.password },
            headers: WEB_VERSION,
          });
          expect(signIn.status(), `sign-in of ${user.email}`).toBeLessThan(300);
          const meAnswer = await request.get('/api/v2/me', { headers: WEB_VERSION });
          const me = (await meAnswer.json()) as { priwattiId: number };
          const seen: string[] = [];
          for (const utilityType of ['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']) {
            const answer = await request.get('/api/popup/v1', {
              params: { utilityType },
              headers: WEB_VERSION,
            });
            const { popups } = (await answer.json()) as { popups?: { type: string }[] };
            for (const popup of popups ?? []) {
              seen.push(`portal.popup.${me.priwattiId}.${popup.type}`);
            }
          }
          const page = await context.newPage();
          await page.goto('/kirjaudu');
          await page.evaluate((keys) => {
            for (const key of keys) globalThis.localStorage.setItem(key, new Date().toISOString());
          }, seen);
          return await context.storageState();
        } finally {
          await context.close();
        }
      })(),
    );
  }
  return returningUsers.get(key)!;
}

export const test = base.extend<
  {
    /** `test.use({ account: USER })`: each test starts as that user coming back to the portal. */
    account: Account | null;
  },
  { gateway: Gateway }
>({
  gateway: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const gateway = startGateway();
      try {
        await use({
          baseUrl: await gateway.ready,
          mailLink: gateway.mailLink,
          mailCode: gateway.mailCode,
        });
      } finally {
        await stopGateway(gateway.child);
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ gateway }, use) => use(gateway.baseUrl),
  account: [null, { option: true }],
  storageState: async ({ account, browser, baseURL }, use) => {
    await use(account ? await returningUser(browser, baseURL, account) : undefined);
  },
  /** The page, failing the test on a Content-Security-Policy refusal or an uncaught error. */
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(page);
    expect(errors, 'CSP refusals or uncaught errors in the page').toEqual([]);
  },
});

/** True on the phone project, where the main menu hides behind its button. */
export function isPhone(testInfo: TestInfo) {
  return testInfo.project.name === 'phone';
}

/**
 * Every test of the calling file on the phone project runs 360 px wide: the narrowest phone the
 * portal must fit, narrower than the project's 390 px.
 */
export function atNarrowestPhone() {
  test.beforeEach(async ({ page }, testInfo) => {
    if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 780 });
  });
}

/** The company places list's rows (desktop) or cards (phone). */
export function companyPlaces(page: Page, testInfo: TestInfo) {
  return isPhone(testInfo)
    ? page.getByRole('list', { name: 'Käyttöpaikat' }).getByRole('article')
    : page.getByRole('region', { name: 'Yrityksen käyttöpaikat' }).locator('tbody tr');
}

/** axe on the page as it is: no serious or critical WCAG 2.2 A/AA violation. */
export async function checkAccessibility(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
  expect(serious, `${where}: accessibility violations`).toEqual([]);
}

/** Waits until the page shows no loading indicator, then fails if it shows an error state. */
export async function settled(page: Page, where: string) {
  await expect(page.locator('.status--loading'), `${where}: still loading`).toHaveCount(0);
  const errors = await page.locator('.status--error').allTextContents();
  expect(errors, `${where}: error shown`).toEqual([]);
}

/** The page is no wider than the screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    globalThis.document.documentElement.scrollWidth,
    globalThis.document.documentElement.clientWidth,
  ]);
  expect(scroll, `${where} is ${scroll} px wide on a ${client} px screen`).toBeLessThanOrEqual(
    client,
  );
}

/** Signs in through the form, as a person does, and waits for the front page. */
export async function signIn(page: Page, user: Account = USER) {
  await page.goto('/kirjaudu');
  await page.getByLabel('Sähköpostiosoite').fill(user.email);
  await page.getByLabel('Salasana').fill(user.password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  // Sign-in returns to the page that sent the user there, or to the front page.
  await page.waitForURL((url) => url.pathname !== '/kirjaudu');
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
}

/** Opens the main menu when it hides behind its button (on a phone). */
export async function openMainMenu(page: Page) {
  const toggle = page.getByRole('button', { name: /Valikko/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
  return page.getByRole('navigation', { name: 'Päävalikko' });
}

export async function signOut(page: Page) {
  const menu = await openMainMenu(page);
  await menu.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await page.waitForURL('**/kirjaudu');
}

/** Closes the "Toiminto onnistui" dialog (axe on it first) and answers its text. */
export async function closeSuccess(page: Page, where: string, name = 'Toiminto onnistui') {
  const done = page.getByRole('dialog', { name });
  await done.waitFor();
  await checkAccessibility(page, `${where}: success dialog`);
  const text = (await done.textContent()) ?? '';
  await done.getByRole('button', { name: 'Sulje' }).click();
  await done.waitFor({ state: 'detached' });
  return text;
}

/**
 * A second person's browser at the test's screen size (the phone at 360 px). Its state is
 * explicitly empty: the test's own (its user's session cookie) would otherwise be its default.
 */
export async function personOwnBrowser(browser: Browser, baseURL: string, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: isPhone(testInfo) ? { width: 360, height: 780 } : viewport,
    isMobile,
    hasTouch,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  return { context, page: await context.newPage() };
}
