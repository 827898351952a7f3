// The caller's own order (#210): yritys@ (CR-100) sorts the places by CONTENT_ORDER, moves two
// of them to the top through "Järjestä valitut" (arranging them with the move buttons) and sees
// the new order once the gateway confirmed it; axe on the dialogs, at 360 px and on a desktop.
// The order is put back at the end (the company's first place as the own order leaves the list
// as it was), and once more through the API if a step failed: the worker's gateway serves the
// other specs, and only the CONTENT_ORDER view may ever change.
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
  WEB_VERSION,
} from '../fixtures';
import type { Locator, Page } from '@playwright/test';

test.use({ account: COMPANY_USER });

atNarrowestPhone();

/** The place ids of the list's page, in the order shown (from the selection boxes' names). */
async function listedIds(page: Page) {
  // The table on a desktop, the cards on a phone: each place's box names it.
  const names = await page
    .getByRole('checkbox', { name: /^Valitse .*\(KP\d+\)$/ })
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return names.map((name) => /\((KP\d+)\)$/.exec(name)?.[1]);
}

/** The caller's #193/#210 path: the list's reads and the order's write. */
async function base(page: Page) {
  const me = await (await page.request.get('/api/v2/me')).json();
  return `/api/v2/b2b/company/CR-100/servicelocation/user/${me.priwattiId}`;
}

async function openOrder(page: Page) {
  const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
  await bar.getByRole('button', { name: 'Järjestä valitut' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Järjestä valitut alkuun' });
  await dialog.waitFor();
  return dialog;
}

async function saveOrder(page: Page, dialog: Locator, where: string) {
  await dialog.getByRole('button', { name: 'Tallenna järjestys' }).click();
  const done = page.getByRole('dialog', { name: 'Järjestys tallennettu' });
  await done.waitFor();
  await checkAccessibility(page, `${where}: saved`);
  await expectNoSidewaysScroll(page, `${where}: saved`);
  await done.getByRole('button', { name: 'Sulje' }).click();
  await done.waitFor({ state: 'detached' });
}

test('moves places to the top of the own order and puts the order back', async ({ page }) => {
  let original: (string | undefined)[] = [];
  /** What the company's first place is addressed by (a member by its composite's id). */
  let firstRef = '';
  let restored = false;
  try {
    await test.step('the list sorted by CONTENT_ORDER is the company order', async () => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
      await page.getByLabel('Järjestys').selectOption({ label: 'Yrityksen oma järjestys' });
      await expect(page).toHaveURL(/jarjestys=CONTENT_ORDER/);
      await expect(page.getByText(/Omat järjestämäsi käyttöpaikat näkyvät ensin/)).toBeVisible();
      await settled(page, 'content order');
      await expect.poll(async () => (await listedIds(page)).length).toBe(20);
      original = await listedIds(page);
      expect(original.slice(0, 4)).toEqual(['KP300001', 'KP300002', 'KP300003', 'KP300004']);
      const [first] = (
        await (
          await page.request.get(`${await base(page)}/listSearch?count=1&sortingMode=CONTENT_ORDER`)
        ).json()
      ).results;
      expect(first.location.locationIdentifier).toBe(original[0]);
      firstRef = first.compositeLocationIdentifier ?? original[0];
    });

    await test.step('two places are moved to the top, arranged in the dialog', async () => {
      await page.getByRole('checkbox', { name: /\(KP300010\)$/ }).check();
      await page.getByRole('checkbox', { name: /\(KP300007\)$/ }).check();
      const dialog = await openOrder(page);
      const entries = dialog.getByRole('list', { name: 'Uusi järjestys' }).getByRole('listitem');
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText('KP300010');
      await checkAccessibility(page, 'order dialog');
      await expectNoSidewaysScroll(page, 'order dialog');

      // By the keyboard: the button keeps focus as its place moves up.
      const up = dialog.getByRole('button', { name: /^Siirrä ylös: .*\(KP300007\)$/ });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(entries.nth(0)).toContainText('KP300007');
      await expect(up).toBeFocused();
      await expect(up).toHaveAttribute('aria-disabled', 'true');
      await checkAccessibility(page, 'order dialog, moved');
      await saveOrder(page, dialog, 'order');

      await settled(page, 'own order');
      await expect
        .poll(async () => (await listedIds(page)).slice(0, 3))
        .toEqual(['KP300007', 'KP300010', original[0]]);
      const moved = original.filter((id) => id !== 'KP300007' && id !== 'KP300010');
      expect((await listedIds(page)).slice(2)).toEqual(moved.slice(0, 18));
      await checkAccessibility(page, 'list in the own order');
      await expectNoSidewaysScroll(page, 'list in the own order');
    });

    await test.step('the company first place as the own order puts the list back', async () => {
      await page.getByRole('checkbox', { name: new RegExp(`\\(${original[0]}\\)$`) }).check();
      const dialog = await openOrder(page);
      await saveOrder(page, dialog, 'order put back');
      await settled(page, 'order put back');
      await expect.poll(() => listedIds(page)).toEqual(original);
      restored = true;
    });
  } finally {
    if (!restored && firstRef) {
      const answer = await page.request.post(`${await base(page)}/setContentOrder`, {
        headers: WEB_VERSION,
        data: { order: [firstRef] },
      });
      expect(answer.status(), 'the order is put back through the API').toBe(204);
    }
  }
});
