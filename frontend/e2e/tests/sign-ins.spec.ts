// A user's own sign-ins (/asetukset/kirjautumiset): a second browser signs in, the first sees
// both and ends the others; the second is then signed out. The first keeps its sign-in, which
// the other tests of this worker share.
import {
  USER,
  atNarrowestPhone,
  checkAccessibility,
  closeSuccess,
  expect,
  expectNoSidewaysScroll,
  settled,
  signIn,
  test,
} from '../fixtures';

test.use({ account: USER });
atNarrowestPhone();

test('sign-ins: lists this and another device, and ends the other one', async ({
  page,
  browser,
  baseURL,
}) => {
  // A browser of its own: a context made in a test starts from the test's options, this
  // account's cookie included, and signing in over it would end that sign-in.
  const other = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    await page.goto('/asetukset');
    await settled(page, 'asetukset');
    const otherPage = await other.newPage();
    await signIn(otherPage, USER);

    await page
      .getByRole('region', { name: 'Kirjautumiset' })
      .getByRole('link', { name: 'Kirjautumiset' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Kirjautumiset' }).waitFor();
    await settled(page, 'kirjautumiset');
    const list = page.getByRole('list', { name: 'Voimassa olevat kirjautumiset' });
    const cards = list.getByRole('listitem');
    await expect(cards.filter({ hasText: 'Tämä laite' })).toHaveCount(1);
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(cards.first()).toContainText('127.0.0.1');
    await expect(cards.first()).toContainText('Chrome');
    await checkAccessibility(page, 'sign-ins');
    await expectNoSidewaysScroll(page, 'sign-ins');

    await page.getByRole('button', { name: 'Kirjaa ulos kaikki muut laitteet' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Kirjataanko muut laitteet ulos?' });
    await expect(confirm).toContainText('Tämä laite pysyy kirjautuneena');
    await checkAccessibility(page, 'sign-ins confirmation');
    await confirm.getByRole('button', { name: 'Kirjaa ulos' }).click();
    await closeSuccess(page, 'sign-ins ended');
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('Et ole kirjautuneena millään muulla laitteella.')).toBeVisible();

    // The other browser's next request finds its sign-in gone.
    await otherPage.goto('/asetukset');
    await otherPage.waitForURL('**/kirjaudu**');
  } finally {
    await other.close();
  }
});
