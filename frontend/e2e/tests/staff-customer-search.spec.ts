// Customer search (#22) as customer service of one company: the search finds a customer of
// that company by e-mail with only that company's customerships, at 360 px and 1280 px, with
// axe and no sideways scroll, and opens the customer's places in the customer-service view
// (read-only, with its notice). It reads only: nothing to undo for the shared gateway.
import {
  USER,
  atNarrowestPhone,
  checkAccessibility,
  expect,
  expectNoSidewaysScroll,
  settled,
  test,
  CUSTOMER_SERVICE,
} from '../fixtures';

test.use({ account: CUSTOMER_SERVICE });
atNarrowestPhone();

test("customer service finds their company's customer by e-mail", async ({ page }) => {
  await page.goto('/yllapito/asiakashaku');
  await page.getByRole('heading', { level: 1, name: 'Asiakashaku' }).waitFor();
  await settled(page, 'customer search');
  await checkAccessibility(page, 'customer search');

  await test.step('a search with nothing to search by is refused on the spot', async () => {
    await page.getByRole('button', { name: 'Hae' }).click();
    await expect(page.getByRole('alert')).toContainText('Anna sähköposti');
  });

  await test.step('by e-mail: the customer with their VARE customership', async () => {
    await page.getByLabel('Sähköposti').fill(USER.email);
    await page.getByRole('button', { name: 'Hae' }).click();
    await expect(page.getByRole('status')).toHaveText('1 asiakas');
    const results = page.getByRole('region', { name: 'Hakutulokset' });
    await expect(results).toContainText(USER.email);
    await expect(results).toContainText('VARE');
    await expect(results).not.toContainText('SV A');
    await checkAccessibility(page, 'customer search results');
    await expectNoSidewaysScroll(page, 'customer search results');
  });

  await test.step("the customer-service view shows the customer's place read-only", async () => {
    const results = page.getByRole('region', { name: 'Hakutulokset' });
    await results.getByRole('link', { name: /^Avaa asiakaspalvelunäkymä/ }).click();
    await expect(page).toHaveURL(/\/aspa\/asiakashaku\/\d+\/kayttopaikka/);
    const notice = page.getByRole('note');
    await expect(notice).toContainText('Asiakaspalvelunäkymä');
    await expect(notice).toContainText('vain luettavissa');
    const badge = page.locator('.badge', { hasText: 'Vain luku' });
    await expect(badge).toBeVisible();
    // Its description is the customer-service view's, not a read right's.
    await expect(badge).toHaveAttribute('title', /^Asiakaspalvelunäkymä/);
    await page.getByRole('navigation', { name: 'Käyttöpaikan sivut' }).waitFor();
    await settled(page, 'customer-service view');
    // Nothing on the screen writes: no form and no button but the shell's own.
    const main = page.getByRole('main');
    await expect(main.locator('form')).toHaveCount(0);
    await expect(
      main.getByRole('button', { name: /tallenna|muokkaa|nimeä|poista|lisää|vaihda|tilaa/i }),
    ).toHaveCount(0);
    await checkAccessibility(page, 'customer-service view');
    await expectNoSidewaysScroll(page, 'customer-service view');
  });
});
