// A person in two companies: konserni@ (a sub-user of CR-100 and of CR-200) switches company
// in the header and sees the other company's places, and only the ones assigned to them there;
// the choice outlives a reload (the app keeps it per person in localStorage), and CR-200's place
// shows its prices without VAT, as that company says. At both sizes, the phone at 360 px, axe
// on each screen. A switch from a place page lands on the new company's list. konserni@'s
// places are none that another spec changes.
import {
  atNarrowestPhone,
  checkAccessibility,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  GROUP_USER,
  settled,
  test,
} from '../fixtures';
import type { Page, TestInfo } from '@playwright/test';

type CompanyRef = 'CR-100' | 'CR-200';

/** konserni@'s places in each company (demo dataset), with the company's name. */
const COMPANIES: Record<CompanyRef, { name: string; places: string[] }> = {
  'CR-100': { name: 'Pohjanmaan Konepaja Oy', places: ['KP300041', 'KP300042', 'KP300044'] },
  'CR-200': { name: 'Savon Saha Oy', places: ['KP300101', 'KP300102'] },
};
const KONSERNI_ID = 1000008;

atNarrowestPhone();

test.use({ account: GROUP_USER });

/** The list shows `companyRef`'s places assigned to konserni@, and no other. */
async function showsPlacesOf(page: Page, testInfo: TestInfo, companyRef: CompanyRef) {
  const { name, places } = COMPANIES[companyRef];
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await page.getByText(`Yritys: ${name}`).waitFor();
  await settled(page, `places of ${companyRef}`);
  await expect(
    page.getByText(`Käyttöpaikat 1–${places.length}, yhteensä ${places.length}`),
  ).toBeVisible();
  const rows = companyPlaces(page, testInfo);
  await expect(rows).toHaveCount(places.length);
  for (const id of places) {
    await expect(
      rows.filter({ has: page.getByRole('checkbox', { name: new RegExp(`\\(${id}\\)$`) }) }),
    ).toHaveCount(1);
  }
  await expect(page.getByRole('combobox', { name: 'Yritys', exact: true })).toHaveValue(companyRef);
}

/** The company the app remembers for konserni@ on this browser. */
function storedCompany(page: Page) {
  return page.evaluate(
    (key) => globalThis.localStorage.getItem(key),
    `portal.company.${KONSERNI_ID}`,
  );
}

test('switches company and sees the other company’s places, and the choice stays', async ({
  page,
}, testInfo) => {
  const switcher = page.getByRole('combobox', { name: 'Yritys', exact: true });

  await test.step('the first company at first, with the switcher offering both', async () => {
    await page.goto('/');
    await showsPlacesOf(page, testInfo, 'CR-100');
    await expect(switcher.getByRole('option')).toHaveText([
      COMPANIES['CR-100'].name,
      COMPANIES['CR-200'].name,
    ]);
    await checkAccessibility(page, 'first company');
    await expectNoSidewaysScroll(page, 'first company');
  });

  await test.step('switching shows the other company’s places, kept after a reload', async () => {
    await switcher.selectOption({ label: COMPANIES['CR-200'].name });
    await showsPlacesOf(page, testInfo, 'CR-200');
    await checkAccessibility(page, 'second company');
    await expectNoSidewaysScroll(page, 'second company');
    expect(await storedCompany(page)).toBe('CR-200');
    await page.reload();
    await showsPlacesOf(page, testInfo, 'CR-200');
  });

  await test.step('a place of the company without VAT shows its prices without VAT', async () => {
    await companyPlaces(page, testInfo).getByRole('link', { name: 'Saha', exact: true }).click();
    await page.getByRole('heading', { name: 'Kohteen tiedot' }).waitFor();
    await settled(page, 'place of CR-200');
    await expect(page.getByText('Hinnat ovat arvonlisäverottomia.')).toBeVisible();
    // The product comparison's average energy price (a table's column, a phone card's fact).
    await expect(page.getByText('Energian keskihinta (alv 0 %)').first()).toBeVisible();
    await checkAccessibility(page, 'place of CR-200');
    await expectNoSidewaysScroll(page, 'place of CR-200');
  });

  await test.step('switching from a place page lands on the other company’s list, no error shown', async () => {
    const box = await switcher.boundingBox();
    expect(box?.height, 'the switcher is a 44 px touch target').toBeGreaterThanOrEqual(44);
    await switcher.selectOption({ label: COMPANIES['CR-100'].name });
    await showsPlacesOf(page, testInfo, 'CR-100');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.status--error')).toHaveCount(0);
    expect(await storedCompany(page)).toBe('CR-100');
  });
});
