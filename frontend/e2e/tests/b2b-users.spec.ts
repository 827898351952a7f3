// The main user's user management beyond adding users: yritys@ (main user of CR-100) looks up a
// customership, removes it and adds it back; changes a fresh sub-user's right on a place and
// back, then removes all their places; gives a new sub-user places chosen across pages in one
// call. suuryritys@ (CR-300, 5,000 places) searches the places a new sub-user can be given and
// finds one far beyond the first 100, and pages and searches them in the add-user panel. Phone
// at 360 px and desktop, axe on every panel and dialog. Each worker has its own gateway, but
// the specs of a worker share it: the customership used is KUO's A3000003, and it is added back
// even when a step fails, with lukija@'s rights on its places (removing a customership takes
// its places from every sub-user, and adding it back gives them to the main user only); the
// sub-users are new ones, named by the project, each invited and accepting as a person does.
import {
  atNarrowestPhone,
  BIG_COMPANY_USER,
  checkAccessibility,
  closeSuccess,
  COMPANY_USER,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
  WEB_VERSION,
} from '../fixtures';
import type { Page } from '@playwright/test';
import type { CompanyUsers, PlaceRight, UserPlaces } from '../fixtures';
import { newSubUser, UM } from '../support/subUser';

/** Each sub-user's rights on a customership's places, to give back. */
interface HeldRights {
  subUsers: { userRef: string; locations: PlaceRight[] }[];
}

/**
 * Each sub-user's rights on the customership's places (#231, #229, #226), to give back after
 * the customership has been removed and added again.
 */
async function subUserRights(
  page: Page,
  companyRef: string,
  customership: Record<string, string>,
): Promise<HeldRights> {
  const details = await page.request.get(`${UM(companyRef)}/customershipDetails`, {
    params: customership,
  });
  expect(details.status(), 'the customership before the test').toBe(200);
  const places = new Set(
    ((await details.json()) as UserPlaces).locations.map(
      (location) => location.compositeLocationIdentifier,
    ),
  );
  const { users } = (await (
    await page.request.get(`${UM(companyRef)}/existingUsers`)
  ).json()) as CompanyUsers;
  const subUsers: HeldRights['subUsers'] = [];
  // A pending invitation (another test's) holds no places and has no user to read.
  for (const user of users.filter((u) => !u.mainUser && !u.invited)) {
    const answer = await page.request.get(
      `${UM(companyRef)}/userReference/${user.userReferenceId}`,
    );
    const locations = ((await answer.json()) as UserPlaces).locations
      .filter((location) => places.has(location.compositeLocationIdentifier))
      .map(({ compositeLocationIdentifier, right }) => ({ compositeLocationIdentifier, right }));
    if (locations.length > 0) subUsers.push({ userRef: user.userReferenceId, locations });
  }
  return { subUsers };
}

async function giveBack(page: Page, companyRef: string, held: HeldRights) {
  for (const { userRef, locations } of held.subUsers) {
    const answer = await page.request.post(
      `${UM(companyRef)}/userReference/${userRef}/updateAccessRights`,
      { headers: WEB_VERSION, data: { locations } },
    );
    expect(answer.status(), `${userRef}'s places given back`).toBe(200);
  }
}

async function usersPage(page: Page) {
  await page.goto('/kayttajahallinta');
  await page.getByRole('heading', { name: 'Käyttäjähallinta', level: 1 }).waitFor();
  await settled(page, 'user management');
}

atNarrowestPhone();

test.describe('as the main user of CR-100', () => {
  test.use({ account: COMPANY_USER });

  test('looks a customership up, removes it and adds it back', async ({ page }) => {
    const customership = { company: 'KUO', customerCode: 'A3000003' };
    const held = await subUserRights(page, 'CR-100', customership);
    try {
      await test.step('the customership is looked up with its places', async () => {
        await usersPage(page);
        const lookup = page.getByRole('form', { name: 'Hae asiakkuus' });
        await lookup.getByRole('button', { name: 'Hae' }).click();
        await expect(lookup.getByText('Valitse energiayhtiö.')).toBeVisible();
        await checkAccessibility(page, 'customership look-up errors');
        await lookup.getByLabel('Energiayhtiö').selectOption('KUO');
        await lookup.getByLabel('Asiakasnumero').fill('A3000003');
        await lookup.getByRole('button', { name: 'Hae' }).click();
        const details = page.getByRole('region', { name: 'Asiakkuus A3000003' });
        await expect(details).toContainText('Kuokkalan Lämpö ja Sähkö Oy');
        await expect(details).toContainText('Antinkatu 8, 28100 Pori');
        await settled(page, 'customership');
        await checkAccessibility(page, 'customership');
        await expectNoSidewaysScroll(page, 'customership');
      });

      await test.step('it is removed after a confirmation', async () => {
        await page.getByRole('button', { name: 'Poista asiakkuus A3000003' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Poistetaanko asiakkuus?' });
        await expect(confirm).toContainText('Sen 4 käyttöpaikkaa poistuvat');
        await checkAccessibility(page, 'remove customership confirmation');
        await confirm.getByRole('button', { name: 'Poista asiakkuus' }).click();
        const text = await closeSuccess(page, 'customership removed');
        expect(text).toContain('Asiakkuus A3000003 (Kuokkalan Lämpö ja Sähkö Oy) poistettiin');
        await expect(page.getByRole('region', { name: 'Asiakkuus A3000003' })).toHaveCount(0);

        // Looked up again, it is no longer the company's.
        const lookup = page.getByRole('form', { name: 'Hae asiakkuus' });
        await lookup.getByRole('button', { name: 'Hae' }).click();
        await expect(
          page.getByText(
            'Yrityksellä ei ole asiakkuutta A3000003 energiayhtiössä Kuokkalan Lämpö ja Sähkö Oy.',
          ),
        ).toBeVisible();
      });

      await test.step('it is added back after a confirmation', async () => {
        const add = page.getByRole('form', { name: 'Lisää asiakkuus' });
        await add.getByLabel('Energiayhtiö').selectOption('KUO');
        await add.getByLabel('Asiakasnumero').fill('A3000003');
        await add.getByRole('button', { name: 'Lisää asiakkuus' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Lisätäänkö asiakkuus?' });
        await checkAccessibility(page, 'add customership confirmation');
        await confirm.getByRole('button', { name: 'Lisää asiakkuus' }).click();
        const text = await closeSuccess(page, 'customership added');
        expect(text).toContain('lisättiin yritykselle, 4 käyttöpaikkaa');
        await expect(page.getByRole('region', { name: 'Asiakkuus A3000003' })).toContainText(
          'Antinkatu 8, 28100 Pori',
        );
      });
    } finally {
      // Whatever failed above, the company keeps its customership for the other specs.
      const answer = await page.request.post(`${UM('CR-100')}/addCustomership`, {
        headers: WEB_VERSION,
        data: customership,
      });
      expect([200, 409]).toContain(answer.status());
      if (held.subUsers.length > 0) await giveBack(page, 'CR-100', held);
    }
  });

  test("changes a sub-user's right on a place and back, then removes all their places", async ({
    page,
    gateway,
    playwright,
  }, testInfo) => {
    // Tehdas and Koulukatu's KP300015: VARE places of the company, given to a new user only.
    const user = await newSubUser(
      page,
      'CR-100',
      testInfo,
      [
        { compositeLocationIdentifier: 'KP300014', right: 'READ_ONLY' },
        { compositeLocationIdentifier: 'KP300015', right: 'FULL_ACCESS' },
      ],
      { gateway, playwright },
    );
    const places = page.getByRole('region', { name: 'Käyttäjän käyttöpaikat' }).first();

    async function changeRight(from: string, to: string) {
      await page
        .getByRole('button', { name: 'Muuta oikeutta: Tehdas, Aleksanterinkatu 3, 15110 Lahti' })
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Käyttöpaikan Tehdas asetukset' });
      await expect(dialog).toContainText(`nykyinen oikeus: ${from.toLowerCase()}`);
      await expect(dialog.getByRole('button', { name: 'Tallenna oikeus' })).toBeDisabled();
      await dialog.getByLabel(to).check();
      await expect(dialog).toContainText(`Oikeus muuttuu: ${from} → ${to}.`);
      await checkAccessibility(page, `place settings ${to}`);
      await expectNoSidewaysScroll(page, `place settings ${to}`);
      await dialog.getByRole('button', { name: 'Tallenna oikeus' }).click();
      const text = await closeSuccess(page, `right ${to}`);
      expect(text).toContain(`Käyttöpaikan Tehdas oikeudeksi tallennettiin ${to.toLowerCase()}.`);
    }

    await test.step('the right of a place is changed and changed back', async () => {
      await page.goto(`/kayttajahallinta/${user.userReferenceId}`);
      await page.getByRole('heading', { name: `Käyttäjä: ${user.name}`, level: 1 }).waitFor();
      await settled(page, 'new sub-user');
      await expect(places.getByText('2 käyttöpaikkaa', { exact: true })).toBeVisible();
      await checkAccessibility(page, 'new sub-user');
      await expectNoSidewaysScroll(page, 'new sub-user');

      await changeRight('Vain luku', 'Täydet oikeudet');
      await page.getByLabel('Näytä').selectOption('READ_ONLY');
      await expect(places.getByText('Valinnalla ei löytynyt käyttöpaikkoja.')).toBeVisible();
      await page.getByLabel('Näytä').selectOption('ALL');
      await changeRight('Täydet oikeudet', 'Vain luku');
    });

    await test.step('all their places are removed after a confirmation', async () => {
      await page.getByRole('button', { name: 'Poista kaikki käyttöpaikat' }).click();
      const confirm = page.getByRole('alertdialog', {
        name: 'Poistetaanko käyttäjältä kaikki käyttöpaikat?',
      });
      await expect(confirm).toContainText(`Käyttäjä ${user.name} ei enää näe 2 käyttöpaikkaa`);
      await checkAccessibility(page, 'remove all confirmation');
      await confirm.getByRole('button', { name: 'Poista kaikki' }).click();
      const text = await closeSuccess(page, 'all places removed');
      expect(text).toContain(`Käyttäjältä ${user.name} poistettiin 2 käyttöpaikkaa.`);
      await expect(places.getByText('Käyttäjällä ei ole käyttöpaikkoja.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Muuta oikeutta/ })).toHaveCount(0);
    });
  });
  test('gives a new sub-user several places at once, chosen across pages', async ({
    page,
    gateway,
    playwright,
  }, testInfo) => {
    const user = await newSubUser(page, 'CR-100', testInfo, [], { gateway, playwright });
    await page.goto(`/kayttajahallinta/${user.userReferenceId}`);
    await page.getByRole('heading', { name: `Käyttäjä: ${user.name}`, level: 1 }).waitFor();
    await settled(page, 'eligible places');
    const eligible = page.getByRole('region', {
      name: 'Käyttäjälle lisättävissä olevat käyttöpaikat',
    });
    const status = eligible.getByRole('status').filter({ hasText: /valittu/ });
    const boxes = eligible.getByRole('checkbox', { name: /^Valitse (?!kaikki)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await eligible.getByRole('button', { name: 'Seuraava sivu' }).click();
    await expect(eligible.getByText(/^Näytetään 21–/)).toBeVisible();
    await boxes.nth(0).check();
    await expect(status).toHaveText('3 käyttöpaikkaa valittu');
    await checkAccessibility(page, 'places selected');
    await expectNoSidewaysScroll(page, 'places selected');

    await eligible.getByRole('button', { name: 'Anna oikeus valituille' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oikeus 3 käyttöpaikkaan' });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await dialog.getByLabel('Täydet oikeudet').check();
    await checkAccessibility(page, 'give several places');
    await expectNoSidewaysScroll(page, 'give several places');
    await dialog.getByRole('button', { name: 'Anna oikeus' }).click();
    const text = await closeSuccess(page, 'several places given');
    expect(text).toContain('Käyttäjälle annettiin 3 käyttöpaikkaa (täydet oikeudet).');
    await expect(status).toHaveText('0 käyttöpaikkaa valittu');
    const own = page.getByRole('region', { name: 'Käyttäjän käyttöpaikat' }).first();
    await expect(own.getByText('3 käyttöpaikkaa', { exact: true })).toBeVisible();
    const held = await page.request.get(`${UM('CR-100')}/userReference/${user.userReferenceId}`);
    const rights = ((await held.json()) as UserPlaces).locations.map((location) => location.right);
    expect(rights).toEqual(['FULL_ACCESS', 'FULL_ACCESS', 'FULL_ACCESS']);
  });
});

test.describe('as the main user of the 5,000-place CR-300', () => {
  test.use({ account: BIG_COMPANY_USER });

  test('finds a place beyond the first 100 among those a user can be given', async ({
    page,
    gateway,
    playwright,
  }, testInfo) => {
    const user = await newSubUser(page, 'CR-300', testInfo, [], { gateway, playwright });
    await page.goto(`/kayttajahallinta/${user.userReferenceId}`);
    await page.getByRole('heading', { name: `Käyttäjä: ${user.name}`, level: 1 }).waitFor();
    await expect(page.getByText('Näytetään 1–20, yhteensä 5000')).toBeVisible();
    await settled(page, 'eligible places');
    const eligible = page.getByRole('region', {
      name: 'Käyttäjälle lisättävissä olevat käyttöpaikat',
    });
    await expect(eligible.getByRole('button', { name: /^Anna oikeus: / })).toHaveCount(20);
    await checkAccessibility(page, 'eligible places');
    await expectNoSidewaysScroll(page, 'eligible places');

    await eligible.getByRole('button', { name: 'Seuraava sivu' }).click();
    await expect(page.getByText('Näytetään 21–40, yhteensä 5000')).toBeVisible();

    // KP401808 is the 4,992nd by address.
    await eligible.getByLabel('Hae käyttöpaikkaa').fill('Jakelukeskus 1808');
    await eligible.getByLabel('Hae käyttöpaikkaa').press('Enter');
    await expect(page.getByText('1 käyttöpaikka löytyi. Näytetään 1–1, yhteensä 1')).toBeVisible();
    await expect(
      eligible.getByRole('button', {
        name: 'Anna oikeus: Jakelukeskus 1808, Yrjönkatu 91, 28100 Pori',
      }),
    ).toBeVisible();
    await checkAccessibility(page, 'eligible places searched');
    await expectNoSidewaysScroll(page, 'eligible places searched');
  });

  test('the add-user panel searches and pages the 5,000 places to give', async ({ page }) => {
    await usersPage(page);
    await page.getByRole('button', { name: 'Lisää käyttäjä' }).click();
    const form = page.getByRole('form', { name: 'Lisää käyttäjä' });
    await expect(form.getByText('Näytetään 1–20, yhteensä 5000')).toBeVisible();
    await expect(form.getByRole('combobox')).toHaveCount(20);
    await settled(page, 'add user, 5,000 places');
    await checkAccessibility(page, 'add user, 5,000 places');
    await expectNoSidewaysScroll(page, 'add user, 5,000 places');

    await form.getByRole('combobox').first().selectOption('READ_ONLY');
    await form.getByRole('button', { name: 'Seuraava sivu' }).click();
    await expect(form.getByText('Näytetään 21–40, yhteensä 5000')).toBeVisible();
    await form.getByLabel('Hae käyttöpaikkaa').fill('Jakelukeskus 1808');
    await form.getByLabel('Hae käyttöpaikkaa').press('Enter');
    await expect(form.getByText('1 käyttöpaikka löytyi. Näytetään 1–1, yhteensä 1')).toBeVisible();
    await form
      .getByLabel('Jakelukeskus 1808, Yrjönkatu 91, 28100 Pori')
      .selectOption('FULL_ACCESS');
    await expect(form.getByText('2 käyttöpaikkaa valittu')).toBeVisible();
    await checkAccessibility(page, 'add user, places chosen');

    await form.getByLabel('Nimi', { exact: true }).fill('Ei Lisätä');
    await form.getByLabel('Sähköposti', { exact: true }).fill('ei-lisata@demo.example');
    await form.getByRole('button', { name: 'Jatka' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Lisätäänkö käyttäjä?' });
    await expect(confirm.getByRole('listitem')).toHaveCount(2);
    await expect(confirm).toContainText(
      'Jakelukeskus 1808, Yrjönkatu 91, 28100 Pori: täydet oikeudet',
    );
    await checkAccessibility(page, 'add user confirmation, 5,000 places');
    await expectNoSidewaysScroll(page, 'add user confirmation, 5,000 places');
    // Nothing is sent: the picker is what this test is about.
    await confirm.getByRole('button', { name: 'Peruuta' }).click();
    await expect(confirm).toHaveCount(0);
  });
});
