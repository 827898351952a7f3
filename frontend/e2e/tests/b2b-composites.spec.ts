// Composites in the company's place list: yritys@ (main user of CR-100) finds the dataset's
// composite "Seinäjoen logistiikkakeskus" by part of its name and by its id, and every row (a
// card on a phone) of its places names it by that name. At both sizes, the phone at 360 px.
// Only reads: it runs beside the other company tests (b2b-place renames another composite).
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
} from '../fixtures';

const NAME = 'Seinäjoen logistiikkakeskus';
const ID = 'CL100002';

atNarrowestPhone();

test.use({ account: COMPANY_USER });

test('finds a composite by its name and its id; its places name it', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await settled(page, 'company places');

  for (const search of ['logistiikkakeskus', ID.toLowerCase()]) {
    await test.step(`a search for ”${search}”`, async () => {
      await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill(search);
      await page.getByRole('button', { name: 'Hae', exact: true }).click();
      await expect(page.getByText(`Haku ”${search}”: 3 käyttöpaikkaa`)).toBeVisible();
      await settled(page, `search ${search}`);
      const places = companyPlaces(page, testInfo);
      await expect(places).toHaveCount(3);
      for (const text of await places.allTextContents()) {
        expect(text).toContain(NAME);
        expect(text).not.toContain(`Osa kohdetta ${ID}`);
      }
    });
  }
  await checkAccessibility(page, 'composite search');
  await expectNoSidewaysScroll(page, 'composite search');
});
