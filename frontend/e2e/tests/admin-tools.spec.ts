// The staff tools: a superuser's admin menu and each content tool's screen at both sizes with
// axe; maintenance end to end (the customer sees the maintenance page, staff go on working,
// lifting it restores the customer); and a feature flag turned off hides the customer's menu
// entry. Everything set here is undone before the test ends: the worker's gateway is shared.
import {
  USER,
  WEB_VERSION,
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  openMainMenu,
  settled,
  signIn,
  test,
  ADMIN,
} from '../fixtures';
import type { Browser, Page } from '@playwright/test';

const TOOLS: [label: string, path: string][] = [
  ['Huoltotila', 'huoltotila'],
  ['Ominaisuusliput', 'ominaisuusliput'],
  ['Yläpalkin viesti', 'ylapalkki'],
  ['Mainostiili', 'mainostiili'],
  ['Kampanjat', 'kampanjat'],
];

test.use({ account: ADMIN });
atNarrowestPhone();

/** Opens the admin menu and follows one tool's link. */
async function openTool(page: Page, label: string) {
  const toggle = page.getByRole('button', { name: 'Ylläpito' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page
    .getByRole('navigation', { name: 'Ylläpitovalikko' })
    .getByRole('link', { name: label })
    .click();
}

/** Staff signed in on `page`, and a customer in a browser of their own; both through the form. */
async function staffAndCustomer(page: Page, browser: Browser, baseURL: string | undefined) {
  await signIn(page, ADMIN);
  // A browser of its own: a context made in a test starts from the test's options, the staff
  // account's cookie included.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const customer = await context.newPage();
  await signIn(customer, USER);
  return { context, page: customer };
}

test('a superuser reaches every content tool from the admin menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  for (const [label, path] of TOOLS) {
    await test.step(label, async () => {
      await openTool(page, label);
      await expect(page).toHaveURL(new RegExp(`/yllapito/${path}$`));
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      await settled(page, path);
      await checkAccessibility(page, path);
      await expectNoSidewaysScroll(page, path);
    });
  }
  await test.step('the menu closes with Escape', async () => {
    const toggle = page.getByRole('button', { name: 'Ylläpito' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

// Two people at once: each signs in through the form in a browser of their own, so neither
// depends on a session kept from an earlier test.
test.describe('what staff set reaches a customer at once', () => {
  test.use({ account: null });

  test('maintenance: the customer sees the maintenance page, staff work on, lifting restores', async ({
    page,
    browser,
    baseURL,
  }) => {
    const customer = await staffAndCustomer(page, browser, baseURL);
    try {
      await page.goto('/yllapito/huoltotila');
      await settled(page, 'huoltotila');
      const vare = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'VARE' }) });
      await vare
        .getByLabel('Asiakkaille näytettävä viesti (valinnainen)')
        .fill('Järjestelmäpäivitys käynnissä.');
      await vare.getByRole('button', { name: 'Käynnistä huoltotila' }).click();
      const confirm = page.getByRole('alertdialog', {
        name: 'Käynnistetäänkö yhtiön VARE huoltotila?',
      });
      await checkAccessibility(page, 'maintenance confirmation');
      await confirm.getByRole('button', { name: 'Käynnistä huoltotila' }).click();
      await expect(page.getByRole('status')).toHaveText('Yhtiön VARE huoltotila käynnistettiin.');

      await customer.page.reload();
      await customer.page.getByRole('heading', { name: 'Palvelussa on huoltokatko' }).waitFor();
      await expect(customer.page.getByText('Järjestelmäpäivitys käynnissä.')).toBeVisible();
      await checkAccessibility(customer.page, 'maintenance page');
      await expectNoSidewaysScroll(customer.page, 'maintenance page');

      // Staff go on working.
      await page.reload();
      await settled(page, 'huoltotila in maintenance');
      await expect(vare.getByText('Huoltotila päällä')).toBeVisible();
      await vare.getByRole('button', { name: 'Lopeta huoltotila' }).click();
      await page
        .getByRole('alertdialog', { name: 'Lopetetaanko yhtiön VARE huoltotila?' })
        .getByRole('button', { name: 'Lopeta huoltotila' })
        .click();
      await expect(page.getByRole('status')).toHaveText('Yhtiön VARE huoltotila lopetettiin.');

      await customer.page.getByRole('button', { name: 'Yritä uudelleen' }).click();
      await customer.page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    } finally {
      // Whatever failed above, the worker's gateway ends without maintenance.
      await page.request.put('/api/admin/maintenance/v1/VARE', {
        data: { enabled: false },
        headers: WEB_VERSION,
      });
      await customer.context.close();
    }
  });

  test('a feature flag turned off hides the customer’s menu entry', async ({
    page,
    browser,
    baseURL,
  }) => {
    const customer = await staffAndCustomer(page, browser, baseURL);
    try {
      let menu = await openMainMenu(customer.page);
      await expect(menu.getByRole('link', { name: /Viestit/ })).toBeVisible();

      await page.goto('/yllapito/ominaisuusliput');
      await settled(page, 'ominaisuusliput');
      const form = page.getByRole('form', { name: 'Aseta lippu' });
      await form.getByLabel(/Ominaisuus/).fill('MESSAGES');
      await form.getByRole('button', { name: 'Aseta lippu' }).click();
      await expect(page.getByRole('status')).toHaveText('Lippu MESSAGES tallennettiin.');

      await customer.page.reload();
      await customer.page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
      menu = await openMainMenu(customer.page);
      await expect(menu.getByRole('link', { name: 'Palaute' })).toBeVisible();
      await expect(menu.getByRole('link', { name: /Viestit/ })).toHaveCount(0);
    } finally {
      // The dataset's own setting back: messages on for everyone.
      await page.request.post('/api/admin/feature-flags/v1', {
        data: { feature: 'MESSAGES', enabled: true, readOnly: false, qualifiers: [] },
        headers: WEB_VERSION,
      });
      await customer.context.close();
    }
  });
});
