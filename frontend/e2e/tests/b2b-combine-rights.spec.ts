// Combining keeps sub-users' rights: yritys@ (main user of CR-100) combines three single
// Satamakatu places while lukija@ (Lauri Lukija) reads one of them; the confirmation names Lauri and says
// the right is kept. Lauri, in their own browser, then finds the place under the new composite,
// which shows them that one place. At both sizes, the phone at 360 px. The composite is separated
// at the end so the other specs find the places as they were.
import type { Page } from '@playwright/test';
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  personOwnBrowser,
  settled,
  signIn,
  SUB_USER,
  test,
} from '../fixtures';

const STREET = 'Satamakatu';
/** Three single places on Satamakatu, Kokkola; lukija@ reads the first, not the others. */
const PLACES = ['KP300005', 'KP300021', 'KP300037'];
const HELD = PLACES[0];
const HELD_ADDRESS = 'Satamakatu 3, 67900 Kokkola';
/** The address of the other two. */
const OTHERS_ADDRESS = 'Satamakatu 6, 67900 Kokkola';

atNarrowestPhone();

test.use({ account: COMPANY_USER });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill(text);
  await page.getByRole('button', { name: 'Hae', exact: true }).click();
  await settled(page, `search ${text}`);
}

/** Separates the composite `id` on its screen as the main user. */
async function separate(page: Page, id: string) {
  await page.goto(`/yritys/kohde/${id}`);
  await page.getByRole('heading', { name: `Yhdistelmäkohde ${id}`, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Erota kohteet' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erotetaanko yhdistelmäkohde?' });
  await confirm.getByRole('button', { name: 'Erota' }).click();
  await page.getByRole('dialog', { name: /erotettu/i }).waitFor();
}

test('a sub-user who reads one of three combined places keeps it and sees it in the composite', async ({
  page,
  browser,
  gateway,
}, testInfo) => {
  const name = `E2E-oikeudet ${testInfo.project.name}`;
  let compositeId = '';

  await test.step('the confirmation names the sub-user, who keeps the right', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    await search(page, STREET);
    await expect(page.getByText(`Haku ”${STREET}”:`)).toBeVisible();
    const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    for (const id of PLACES) {
      await page.getByRole('checkbox', { name: new RegExp(`\\(${id}\\)`) }).check();
    }
    await bar.getByRole('button', { name: 'Yhdistä valitut' }).click();
    const naming = page.getByRole('dialog', { name: 'Yhdistä käyttöpaikat' });
    await naming.getByLabel('Yhdistelmäkohteen nimi').fill(name);
    await naming.getByRole('button', { name: 'Jatka' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Yhdistetäänkö käyttöpaikat?' });
    await expect(confirm).toContainText(`3 käyttöpaikkaa yhdistetään yhdistelmäkohteeksi ${name}`);
    const kept = confirm.getByRole('list', {
      name: 'Käyttäjät, joilla on oikeus valittuihin käyttöpaikkoihin',
    });
    await expect(kept).toContainText(`Lauri Lukija säilyttää oikeutensa: ${HELD} (Vain luku)`);
    await settled(page, 'combine confirmation with rights');
    await checkAccessibility(page, 'combine confirmation with rights');
    await expectNoSidewaysScroll(page, 'combine confirmation with rights');
    await confirm.getByRole('button', { name: 'Yhdistä' }).click();
    const done = page.getByRole('dialog', { name: 'Yhdistelmäkohde luotu' });
    compositeId = /\((CL\d+)\)/.exec(await done.innerText())?.[1] ?? '';
    expect(compositeId).not.toBe('');
    await done.getByRole('button', { name: 'Sulje' }).click();
  });

  try {
    await test.step('the sub-user sees the composite with their one place', async () => {
      const { context, page: lukija } = await personOwnBrowser(browser, gateway.baseUrl, testInfo);
      try {
        await signIn(lukija, SUB_USER);
        await search(lukija, STREET);
        const rows = companyPlaces(lukija, testInfo);
        // A read-only row has no checkbox naming its id: the places are told by their address.
        const held = rows.filter({ hasText: HELD_ADDRESS });
        await expect(held).toHaveCount(1);
        await expect(held).toContainText(name);
        await expect(rows.filter({ hasText: OTHERS_ADDRESS })).toHaveCount(0);
        await checkAccessibility(lukija, 'sub-user list with a composite held in part');
        await expectNoSidewaysScroll(lukija, 'sub-user list with a composite held in part');
        await lukija.goto(`/yritys/kohde/${compositeId}`);
        // Their part is one place: the screen shows it as a place, under the composite's id
        // and name, read-only.
        await lukija.getByRole('heading', { name: compositeId, level: 1 }).waitFor();
        await settled(lukija, 'composite held in part');
        const facts = lukija.getByRole('region', { name: 'Kohteen tiedot' });
        await expect(facts).toContainText(name);
        await expect(facts).toContainText(HELD_ADDRESS);
        await expect(facts).toContainText('Vain luku');
        await expect(lukija.getByRole('button', { name: 'Erota kohteet' })).toHaveCount(0);
        await checkAccessibility(lukija, 'composite held in part');
        await expectNoSidewaysScroll(lukija, 'composite held in part');
      } finally {
        await context.close();
      }
    });
  } finally {
    // Separated again, whatever happened, so the other specs find three single places.
    if (compositeId) await separate(page, compositeId);
  }
});
