// Bulk changes of every place matching the list's filter ("select all N matching", more than
// one page), as suuryritys@ (main user of CR-300, 5,000 places): a label added to every place a
// search finds and taken away again, and a new sub-user given a right on all 5,000 places,
// each confirmed with its count first and ending with how many places changed, read back from
// the gateway. At both sizes, the phone at 360 px, axe and no sideways scroll on each step. The
// label is the project's own and leaves with the test; the sub-user is a new one.
import type { Page } from '@playwright/test';
import {
  atNarrowestPhone,
  BIG_COMPANY_USER,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
} from '../fixtures';
import type { UserPlaces } from '../fixtures';
import { newSubUser, UM } from '../support/subUser';

atNarrowestPhone();
test.use({ account: BIG_COMPANY_USER });

/** suuryritys@'s user id and company. */
const LIST = '/api/v2/b2b/company/CR-300/servicelocation/user/1000007/listSearch';

async function checkStep(page: Page, where: string) {
  await checkAccessibility(page, where);
  await expectNoSidewaysScroll(page, where);
}

/** Opens the list (`query` its filter), selects every match and answers how many there are. */
async function selectAllMatching(page: Page, query = '') {
  await page.goto(`/${query}`);
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await settled(page, `company list ${query}`);
  const button = page.getByRole('button', { name: /^Valitse kaikki \d+ hakua vastaavaa/ });
  const total = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
  await button.click();
  const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
  await expect(bar.getByRole('status')).toContainText(`Kaikki ${total} hakua vastaavaa`);
  return { total, bar };
}

/** How many places the list finds by `search` (a label is searched too). */
async function found(page: Page, search: string) {
  const answer = await page.request.get(LIST, { params: { searchString: search, count: 1 } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { locationsTotal: number }).locationsTotal;
}

test('adds a label to every matching place and takes it away, each confirmed with the count', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const label = `Massa ${testInfo.project.name}`;
  // A town's places: 250 of the 5,000, thirteen pages. A label on all 5,000 and back is 10,000
  // writes, four minutes a project on a busy CI machine; the rights below take all 5,000.
  const { total, bar } = await selectAllMatching(page, '?haku=Porvoo');
  expect(total).toBe(250);

  for (const change of ['add', 'remove'] as const) {
    const adding = change === 'add';
    await bar.getByRole('button', { name: 'Lisää tai poista tunniste' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Tunniste kaikille ${total} hakua vastaavalle käyttöpaikalle`,
    });
    await dialog
      .getByRole('radio', { name: adding ? 'Lisää tunniste' : 'Poista tunniste' })
      .check();
    await dialog.getByLabel('Tunniste', { exact: true }).fill(label);
    await checkStep(page, `label ${change}: form`);
    await dialog.getByRole('button', { name: 'Jatka' }).click();
    // Every page of the 5,000 is read before the confirmation counts them.
    await expect(
      dialog.getByText(
        adding
          ? `Tunniste ${label} lisätään ${total} käyttöpaikalle.`
          : `Tunniste ${label} poistetaan ${total} käyttöpaikalta.`,
      ),
    ).toBeVisible({ timeout: 60_000 });
    await checkStep(page, `label ${change}: confirmation`);
    await dialog
      .getByRole('button', {
        name: adding
          ? `Lisää tunniste ${total} käyttöpaikalle`
          : `Poista tunniste ${total} käyttöpaikalta`,
      })
      .click();
    await expect(dialog.getByRole('status')).toHaveText(
      adding
        ? `Tunniste ${label} lisätty ${total} käyttöpaikalle.`
        : `Tunniste ${label} poistettu ${total} käyttöpaikalta.`,
      { timeout: 180_000 },
    );
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await checkStep(page, `label ${change}: done`);
    expect(await found(page, label), `places labelled ${label}`).toBe(adding ? total : 0);
    await dialog.getByRole('button', { name: 'Sulje' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
});

test('gives a new user a right on every matching place, confirmed with the count', async ({
  page,
  gateway,
  playwright,
}, testInfo) => {
  test.setTimeout(300_000);
  const user = await newSubUser(page, 'CR-300', testInfo, [], { gateway, playwright });
  const { total, bar } = await selectAllMatching(page);
  await bar.getByRole('button', { name: 'Anna käyttöoikeus' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Käyttöoikeus kaikkiin ${total} hakua vastaavaan käyttöpaikkaan`,
  });
  await dialog.getByLabel('Käyttäjä').selectOption(user.userReferenceId);
  await dialog.getByRole('radio', { name: 'Vain luku' }).check();
  await checkStep(page, 'rights: form');
  await dialog.getByRole('button', { name: 'Jatka' }).click();
  await expect(dialog.getByText(`saa oikeuden ”vain luku” ${total} käyttöpaikkaan.`)).toBeVisible({
    timeout: 60_000,
  });
  await checkStep(page, 'rights: confirmation');
  await dialog.getByRole('button', { name: `Anna oikeus ${total} käyttöpaikkaan` }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(`annettu oikeus ${total} käyttöpaikkaan\\.$`),
    { timeout: 120_000 },
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await checkStep(page, 'rights: done');

  const held = await page.request.get(`${UM('CR-300')}/userReference/${user.userReferenceId}`);
  const detail = (await held.json()) as UserPlaces & { user: { locationsTotal: number } };
  // Every place, a composite's each, as the list counts them.
  expect(detail.user.locationsTotal).toBe(total);
  expect(detail.locations.every((place) => place.right === 'READ_ONLY')).toBe(true);
});
