// The company (B2B) portal: yritys@ (main user of CR-100, 48 places) pages through its places,
// sorts and searches them, labels a place and removes the label, opens a composite and the user
// management and the API tokens; lukija@ (a sub-user) sees only the places assigned to them, read-only ones without
// changes. At both sizes, the phone at 360 px, axe on each screen.
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  openMainMenu,
  settled,
  SUB_USER,
  test,
} from '../fixtures';
import type { Page } from '@playwright/test';

async function listSettled(page: Page, where: string) {
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await page.getByText('Yritys: Pohjanmaan Konepaja Oy').waitFor();
  await settled(page, where);
}

atNarrowestPhone();

test.describe('main user', () => {
  test.use({ account: COMPANY_USER });

  test('pages, sorts, searches and labels the places; opens users and API tokens', async ({
    page,
  }, testInfo) => {
    await test.step('the first page of 20 with the summary', async () => {
      await page.goto('/');
      await listSettled(page, 'company places');
      await expect(page.getByText('Käyttöpaikat 1–20, yhteensä 48')).toBeVisible();
      await expect(companyPlaces(page, testInfo)).toHaveCount(20);
      const summary = page.getByRole('region', { name: 'Yhteenveto' });
      await expect(summary.getByText('Yhdistelmäkohteita')).toBeVisible();
      await checkAccessibility(page, 'company places');
      await expectNoSidewaysScroll(page, 'company places');
      await page.emulateMedia({ colorScheme: 'dark' });
      await checkAccessibility(page, 'company places (dark)');
      await page.emulateMedia({ colorScheme: 'light' });
    });

    await test.step('the next pages, to the last', async () => {
      const paging = page.getByRole('navigation', { name: 'Sivutus listan alapuolella' });
      await paging.getByRole('button', { name: 'Seuraava sivu' }).click();
      await expect(page.getByText('Käyttöpaikat 21–40, yhteensä 48')).toBeVisible();
      await expect(paging.getByText('Sivu 2 / 3')).toBeVisible();
      await paging.getByRole('button', { name: 'Seuraava sivu' }).click();
      await expect(page.getByText('Käyttöpaikat 41–48, yhteensä 48')).toBeVisible();
      await expect(companyPlaces(page, testInfo)).toHaveCount(8);
      await expect(paging.getByRole('button', { name: 'Seuraava sivu' })).toBeDisabled();
      await settled(page, 'last page');
    });

    await test.step('sorting by name starts again from the first page', async () => {
      await page.getByLabel('Järjestys').selectOption({ label: 'Nimi A–Ö' });
      await expect(page.getByText('Käyttöpaikat 1–20, yhteensä 48')).toBeVisible();
      await expect(page).toHaveURL(/jarjestys=NAME_ASC/);
      await settled(page, 'sorted');
      // Named places first, in alphabetical order (the unnamed come last, A61).
      await expect(companyPlaces(page, testInfo).first()).toContainText('Myymälä');
      await page
        .getByLabel('Järjestys')
        .selectOption({ label: 'Lauenneet hälytykset, eniten ensin' });
      await expect(page).toHaveURL(/jarjestys=ALERTS_TRIGGERED_DESC/);
      await expect(companyPlaces(page, testInfo).first()).toContainText(/[1-9]\d* laukesi/);
      await expect(companyPlaces(page, testInfo).last()).toContainText('0 laukesi');
    });

    await test.step('the search info modal, then a search by label', async () => {
      await page.getByRole('button', { name: 'Hakuohje' }).click();
      const info = page.getByRole('dialog', { name: 'Käyttöpaikkojen haku' });
      await info.waitFor();
      await checkAccessibility(page, 'search info');
      await info.getByRole('button', { name: 'Sulje' }).click();
      await info.waitFor({ state: 'detached' });

      await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill('tuotanto');
      await page.getByRole('button', { name: 'Hae', exact: true }).click();
      await expect(page.getByText(/Haku ”tuotanto”: \d+ käyttöpaikkaa/)).toBeVisible();
      await settled(page, 'search');
      const count = await companyPlaces(page, testInfo).count();
      expect(count).toBeGreaterThan(0);
      for (const text of await companyPlaces(page, testInfo).allTextContents()) {
        expect(text.toLowerCase()).toContain('tuotanto');
      }
    });

    await test.step('a label is added to a place in the labels modal and removed again', async () => {
      const label = `E2E ${testInfo.project.name}`;
      await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill('Aleksanterinkatu 3');
      await page.getByRole('button', { name: 'Hae', exact: true }).click();
      await expect(page.getByText(/Haku ”Aleksanterinkatu 3”: 1 käyttöpaikkaa/)).toBeVisible();
      await settled(page, 'one place');
      await page.getByRole('button', { name: /^Tunnisteet: Tehdas/ }).click();
      const modal = page.getByRole('dialog', { name: /^Tunnisteet: Tehdas/ });
      await modal.waitFor();
      await checkAccessibility(page, 'labels modal');
      await modal.getByLabel('Uusi tunniste').fill(label);
      await modal.getByRole('button', { name: 'Lisää tunniste' }).click();
      await expect(modal.getByRole('status')).toHaveText(`Tunniste ${label} lisätty.`);
      await expect(modal.getByRole('button', { name: `Poista tunniste ${label}` })).toBeVisible();
      await modal.getByRole('button', { name: 'Sulje' }).click();
      await expect(companyPlaces(page, testInfo).first()).toContainText(label);

      // The label finds the place.
      await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill(label);
      await page.getByRole('button', { name: 'Hae', exact: true }).click();
      await expect(page.getByText(`Haku ”${label}”: 1 käyttöpaikkaa`)).toBeVisible();

      await page.getByRole('button', { name: /^Tunnisteet: Tehdas/ }).click();
      await modal.getByRole('button', { name: `Poista tunniste ${label}` }).click();
      await expect(modal.getByRole('status')).toHaveText(`Tunniste ${label} poistettu.`);
      await modal.getByRole('button', { name: 'Sulje' }).click();
      await expect(page.getByText('Haulla ei löytynyt käyttöpaikkoja.')).toBeVisible();
    });

    await test.step('a composite opens with its contracts, services and invoices', async () => {
      await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill('Vaasa');
      await page.getByRole('button', { name: 'Hae', exact: true }).click();
      await settled(page, 'composite search');
      // A member's row names its composite by name, a phone's card by name and id.
      const member = companyPlaces(page, testInfo)
        .filter({ hasText: /Osa kohdetta Vaasan tehdasalue|CL100001/ })
        .first();
      await member.getByRole('link').first().click();
      await page.getByRole('heading', { name: /Yhdistelmäkohde CL100001/, level: 1 }).waitFor();
      await settled(page, 'composite');
      await expect(page.getByRole('heading', { name: 'Sopimukset' })).toBeVisible();
      await expect(page.getByText('Kiinteä Yrityssähkö 24 kk').first()).toBeVisible();
      await expect(page.getByText(/Hinnat sisältävät arvonlisäveron/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kokkolan satamavarasto' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Laskut', level: 2 })).toBeVisible();
      // The invoices (#217) either list PDF links (#218) or say there are none, never fail.
      await expect(
        page
          .getByRole('link', { name: /PDF/ })
          .first()
          .or(page.getByText('Kohteella ei ole laskuja.')),
      ).toBeVisible();
      await checkAccessibility(page, 'composite');
      await expectNoSidewaysScroll(page, 'composite');
    });

    await test.step('user management lists the users and opens one', async () => {
      const menu = await openMainMenu(page);
      await menu.getByRole('link', { name: 'Käyttäjähallinta' }).click();
      await page.getByRole('heading', { name: 'Käyttäjähallinta', level: 1 }).waitFor();
      await settled(page, 'users');
      await checkAccessibility(page, 'users');
      await expectNoSidewaysScroll(page, 'users');
      await page.getByRole('link', { name: 'Lauri Lukija' }).click();
      await page.getByRole('heading', { name: 'Käyttäjä: Lauri Lukija', level: 1 }).waitFor();
      await settled(page, 'one user');
      await expect(page.getByRole('heading', { name: 'Käyttäjän käyttöpaikat' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Käyttäjälle lisättävissä olevat käyttöpaikat' }),
      ).toBeVisible();
      await checkAccessibility(page, 'one user');
      await expectNoSidewaysScroll(page, 'one user');
    });

    // Issuing, using and revoking a token: api-tokens.spec.ts.
    await test.step('the menu opens the API tokens screen', async () => {
      const menu = await openMainMenu(page);
      await menu.getByRole('link', { name: 'API-avaimet' }).click();
      await page.getByRole('heading', { name: 'API-avaimet', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Luo avain' }).waitFor();
      await settled(page, 'tokens');
      await expectNoSidewaysScroll(page, 'tokens');
    });
  });
});

test.describe('sub-user', () => {
  test.use({ account: SUB_USER });

  test('sees only the assigned places, read-only ones without changes', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await listSettled(page, 'sub-user places');
    // lukija@ is given 17 of the company's 48 places (demo dataset).
    await expect(page.getByText('Käyttöpaikat 1–17, yhteensä 17')).toBeVisible();
    // One page: the pagers offer the page size only.
    await expect(page.getByRole('button', { name: 'Seuraava sivu' })).toHaveCount(0);
    const rows = companyPlaces(page, testInfo);
    await expect(rows).toHaveCount(17);
    const readOnly = rows.filter({ hasText: 'Vain luku' });
    const full = rows.filter({ hasText: 'Täydet oikeudet' });
    expect(await readOnly.count()).toBeGreaterThan(0);
    expect(await full.count()).toBeGreaterThan(0);
    // A read-only place shows its labels but offers no labels button.
    for (const row of await readOnly.all()) {
      await expect(row.getByRole('button', { name: /^Tunnisteet/ })).toHaveCount(0);
    }
    await expect(full.first().getByRole('button', { name: /^Tunnisteet/ })).toBeVisible();
    await checkAccessibility(page, 'sub-user places');
    await expectNoSidewaysScroll(page, 'sub-user places');

    // Selecting a read-only place offers its labels read-only.
    await readOnly.first().getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    await bar.getByRole('button', { name: 'Lisää tunniste valituille' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Sinulla on käyttöpaikkaan vain lukuoikeus');
    await expect(modal.getByLabel('Uusi tunniste')).toHaveCount(0);
    await checkAccessibility(page, 'sub-user read-only labels');
    await modal.getByRole('button', { name: 'Sulje' }).click();

    const menu = await openMainMenu(page);
    await expect(menu.getByRole('link', { name: 'Käyttäjähallinta' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'API-avaimet' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Omat tiedot' }).click();
    await page.getByRole('heading', { name: 'Omat tiedot', level: 1 }).waitFor();
    await settled(page, 'own info');
    await expect(page.getByRole('heading', { name: 'Lauri Lukija' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Käyttöpaikkasi' })).toBeVisible();
    await checkAccessibility(page, 'own info');
    await expectNoSidewaysScroll(page, 'own info');
  });
});
