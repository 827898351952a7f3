// The company place screen: yritys@ (main user of CR-100) opens a place and the dataset's
// composite CL100003 and sees the chart, current figures, average day, prices, products and an
// invoice's rows; renames the composite and adds a place to it, then restores both. lukija@
// opens one of their READ_ONLY places and finds no control that changes it. At both sizes, the
// phone at 360 px, axe on the screen and each dialog. Each worker has its own gateway; the
// place added (KP300040) is none of lukija@'s, so their places stay as b2b.spec.ts counts them.
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  settled,
  SUB_USER,
  test,
} from '../fixtures';
import type { Page } from '@playwright/test';

const COMPOSITE = 'CL100003';
const COMPOSITE_NAME = 'Kokkolan satamavarasto';
const ADDED = 'KP300040';

/** Every control of the place screen that would change the place. */
const WRITE_CONTROLS = [
  /^Muuta nimeä/,
  /^Tilaa/,
  /^Muuta pakettia/,
  /^Lopeta/,
  /^Poista KP/,
  /^Lisää KP/,
  /^Erota/,
];

atNarrowestPhone();

async function openPlace(page: Page, id: string) {
  await page.goto(`/yritys/kohde/${id}`);
  await page.getByRole('heading', { name: 'Kohteen tiedot' }).waitFor();
  await settled(page, `place ${id}`);
}

test.describe('main user', () => {
  test.use({ account: COMPANY_USER });

  test('sees a place and a composite with everything the contract offers', async ({ page }) => {
    await test.step('a single place', async () => {
      await openPlace(page, 'KP300021');
      await expect(page.getByRole('heading', { name: /^Kulutus, / })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ajankohtaiset luvut' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Hinnat, / })).toBeVisible();
      await checkAccessibility(page, 'company place');
      await expectNoSidewaysScroll(page, 'company place');
    });

    await test.step('a composite: its members, consumption, prices and products', async () => {
      await openPlace(page, COMPOSITE);
      await expect(
        page.getByRole('heading', { name: `Yhdistelmäkohde ${COMPOSITE}`, level: 1 }),
      ).toBeVisible();
      const facts = page.getByRole('region', { name: 'Kohteen tiedot' });
      await expect(facts.getByText(COMPOSITE_NAME, { exact: true })).toBeVisible();
      await expect(
        facts.getByRole('heading', { name: 'Kohteeseen kuuluvat käyttöpaikat' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Kulutus, / })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /Ulkolämpötila/ })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: /^Keskimääräinen vuorokausi, / }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ajankohtaiset luvut' })).toBeVisible();
      // Its figures are its places' sums; its prices are each place's own contract.
      await expect(facts).toContainText('käyttöpaikkojen summa');
      const prices = page.getByRole('region', { name: 'Käyttöpaikkojen sopimushinnat' });
      await expect(prices.getByText(/KP\d+/).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tuotevertailu' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Lisätuotteet' })).toBeVisible();
      await checkAccessibility(page, 'company composite');
      await expectNoSidewaysScroll(page, 'company composite');
    });

    await test.step('an invoice opens with its rows', async () => {
      const invoices = page.getByRole('region', { name: 'Laskut' }).first();
      await invoices.getByRole('button', { name: /^\d+$/ }).first().click();
      const dialog = page.getByRole('dialog', { name: /^Lasku / });
      await expect(
        dialog.getByRole('table', { name: 'Laskun erittely', exact: true }),
      ).toContainText('Yhteensä');
      await checkAccessibility(page, 'company invoice');
      await expectNoSidewaysScroll(page, 'company invoice');
      await dialog.getByRole('button', { name: 'Sulje' }).click();
      await expect(dialog).toHaveCount(0);
    });
  });

  test('renames a composite and changes its places, then restores both', async ({ page }) => {
    const name = 'E2E-nimi';
    await openPlace(page, COMPOSITE);

    await test.step('rename, then the old name back', async () => {
      const facts = page.getByRole('region', { name: 'Kohteen tiedot' });
      for (const to of [name, COMPOSITE_NAME]) {
        await page.getByRole('button', { name: 'Muuta nimeä' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Kohteen nimi' });
        await dialog.getByLabel('Uusi nimi').fill(to);
        if (to === name) await checkAccessibility(page, 'rename');
        await dialog.getByRole('button', { name: 'Tallenna' }).click();
        const done = page.getByRole('dialog', { name: 'Nimi tallennettu' });
        await expect(done).toContainText(`Kohteen nimi on nyt ${to}.`);
        await done.getByRole('button', { name: 'Sulje' }).click();
        // The facts read the place again and show the name the gateway saved.
        await expect(facts.getByText(to, { exact: true })).toBeVisible();
      }
    });

    await test.step('add a place, then remove it again', async () => {
      // #200 answers every single place at once: the screen shows 20 and searches the rest.
      const eligible = page.getByRole('region', {
        name: 'Yhdistelmäkohteeseen liitettävät käyttöpaikat',
      });
      await expect(eligible.getByText(/^Näytetään 1–20, yhteensä \d+$/)).toBeVisible();
      await eligible.getByLabel('Hae käyttöpaikkaa').fill(ADDED);
      await eligible.getByLabel('Hae käyttöpaikkaa').press('Enter');
      await expect(
        eligible.getByText('1 käyttöpaikka löytyi. Näytetään 1–1, yhteensä 1'),
      ).toBeVisible();
      await checkAccessibility(page, 'eligible places searched');
      await expectNoSidewaysScroll(page, 'eligible places searched');
      await page.getByRole('button', { name: `Lisää ${ADDED}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Muutetaanko yhdistelmäkohdetta?' });
      await expect(confirm).toContainText(`Käyttöpaikka ${ADDED} liitetään`);
      await checkAccessibility(page, 'add member');
      await confirm.getByRole('button', { name: 'Muuta' }).click();
      const done = page.getByRole('dialog', { name: 'Yhdistelmäkohde muutettu' });
      await expect(done).toContainText('on nyt 3 käyttöpaikkaa');
      await done.getByRole('button', { name: 'Sulje' }).click();

      const members = page.getByRole('region', { name: 'Yhdistelmäkohteen käyttöpaikat' });
      await members.getByRole('button', { name: `Poista ${ADDED}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Muutetaanko yhdistelmäkohdetta?' })
        .getByRole('button', { name: 'Muuta' })
        .click();
      const removed = page.getByRole('dialog', { name: 'Yhdistelmäkohde muutettu' });
      await expect(removed).toContainText('on nyt 2 käyttöpaikkaa');
      await removed.getByRole('button', { name: 'Sulje' }).click();
      await expect(members.getByRole('button', { name: /^Poista / })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Lisää ${ADDED}` })).toBeVisible();
    });
  });
});

test.describe('sub-user', () => {
  test.use({ account: SUB_USER });

  test('opens a READ_ONLY place and finds no control that changes it', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    await settled(page, 'sub-user places');
    const rows = companyPlaces(page, testInfo);
    await rows.filter({ hasText: 'Vain luku' }).first().getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Kohteen tiedot' }).waitFor();
    await settled(page, 'read-only place');
    await expect(page.getByText(/joten et voi muuttaa sen nimeä/)).toBeVisible();
    await expect(page.getByText(/joten et voi muuttaa sen lisätuotteita/)).toBeVisible();
    for (const name of WRITE_CONTROLS) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await checkAccessibility(page, 'read-only place');
    await expectNoSidewaysScroll(page, 'read-only place');
  });
});
