// Every staff route walked as a superuser, page after page: each tool the admin menu lists
// (read from the menu itself, so a new tool is walked as soon as it is in it), the
// customer-service view of a real customer, and each admin dialog (the user modals and a
// confirmation), at 360 px on the phone project and 1280 px on the desktop one: no sideways
// scroll, axe clean, no target under 24 × 24 px. It opens dialogs and cancels them: nothing
// changes for the shared gateway.
import { USER, atNarrowestPhone, expect, isPhone, settled, test, ADMIN } from '../fixtures';
import { checkScreen, visit, visitDialog } from '../support/walk';
import type { Page } from '@playwright/test';

atNarrowestPhone();
test.beforeEach(async ({ page }, testInfo) => {
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 1280, height: 900 });
});
test.use({ account: ADMIN });

/** A confirmation (which has no "Sulje"): checked like a dialog, then cancelled. */
async function visitConfirmation(page: Page, where: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('alertdialog').last();
  await dialog.waitFor();
  await checkScreen(page, where).catch((error: unknown) => {
    expect.soft(String(error), where).toBe('');
  });
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('every admin route, the customer-service view and the admin dialogs', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Ylläpitovalikko' });
  await menu.getByRole('button', { name: 'Ylläpito' }).click();
  const tools = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // A superuser reaches every tool, the ones built last included.
  for (const path of ['kayttajat', 'kayttooikeudet', 'vianetsinta', 'palvelujen-tila']) {
    expect(tools).toContain(`/yllapito/${path}`);
  }
  expect(tools).toContain('/yllapito/tapahtumaloki');
  for (const href of tools) await visit(page, href);

  await test.step('the customer-service view of a real customer', async () => {
    await page.goto('/yllapito/asiakashaku');
    await page.getByLabel('Sähköposti').fill(USER.email);
    await page.getByRole('button', { name: 'Hae' }).click();
    const link = page.getByRole('link', { name: /^Avaa asiakaspalvelunäkymä/ }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/aspa\/asiakashaku\/\d+\/kayttopaikka/);
    await visit(page, href!);
  });

  await test.step('the user modals and their confirmation', async () => {
    await page.goto('/yllapito/kayttajat');
    await settled(page, 'users');
    for (const name of ['Luo käyttäjätunnus', 'Tunnista käyttäjä', 'Poista käyttäjätunnus']) {
      await visitDialog(page, `${name} dialog`, () =>
        page.getByRole('button', { name, exact: true }).click(),
      );
    }
    await page.getByRole('button', { name: 'Poista käyttäjätunnus' }).click();
    const form = page.getByRole('dialog', { name: 'Poista käyttäjätunnus' });
    await form.getByLabel('Sähköposti').fill('ei.poisteta@demo.example');
    await visitConfirmation(page, 'delete confirmation', () =>
      form.getByRole('button', { name: 'Jatka' }).click(),
    );
  });

  await test.step("the cache tool's confirmation", async () => {
    await page.goto('/yllapito/valimuisti');
    await settled(page, 'cache');
    await visitConfirmation(page, 'cache confirmation', () =>
      page.getByRole('button', { name: 'Tyhjennä välimuisti' }).click(),
    );
  });
});
