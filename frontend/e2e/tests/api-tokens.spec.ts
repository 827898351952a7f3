// API tokens: yritys@ (the company's main user) issues an External API token on /api-avaimet,
// reads it from its one-time dialog, the test calls the External API with it as a company's own
// system would (no cookie, only the bearer token), and after a revoke in the UI the same call is
// refused.
import {
  COMPANY_USER,
  checkAccessibility,
  closeSuccess,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  settled,
  test,
} from '../fixtures';

test.use({ account: COMPANY_USER });

test('a token is issued, shown once, works on the External API and stops working when revoked', async ({
  page,
  gateway,
  playwright,
}, testInfo) => {
  const name = `E2E ${testInfo.project.name} ${Date.now()}`;
  // A company's own system: its own HTTP client, with no cookie of the portal.
  const system = await playwright.request.newContext({ baseURL: gateway.baseUrl });
  const place = (ref: string, token: string) =>
    system.get(`/api/external/v1/servicelocations/${ref}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  let token = '';
  let locationRef = '';

  try {
    await test.step('the screen lists the tokens and offers the form', async () => {
      // The narrowest phone the portal supports.
      if (isPhone(testInfo)) await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/api-avaimet');
      await page.getByRole('heading', { level: 1, name: 'API-avaimet' }).waitFor();
      await page.getByRole('button', { name: 'Luo avain' }).waitFor();
      await settled(page, 'api-avaimet');
      await checkAccessibility(page, 'api-avaimet');
      if (isPhone(testInfo)) await expectNoSidewaysScroll(page, 'api-avaimet');
    });

    await test.step('issuing asks for the fields, then shows the token once', async () => {
      await page.getByRole('button', { name: 'Luo avain' }).click();
      await expect(page.getByLabel(/^Nimi/)).toHaveAttribute('aria-invalid', 'true');
      await checkAccessibility(page, 'api-avaimet: field errors');
      await page.getByLabel(/^Nimi/).fill(name);
      const select = page.getByLabel('Käyttöpaikka');
      locationRef = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
      expect(locationRef).toBeTruthy();
      await select.selectOption(locationRef);
      await page.getByRole('button', { name: 'Luo avain' }).click();
      const dialog = page.getByRole('dialog', { name: 'API-avain luotiin' });
      await dialog.waitFor();
      await expect(dialog).toContainText('näytetään vain tämän kerran');
      await checkAccessibility(page, 'api-avaimet: the new token');
      token = await dialog.getByLabel('API-avain').inputValue();
      expect(token).toMatch(/^ept_[A-Za-z0-9_-]{43}$/);
      await dialog.getByRole('button', { name: 'Olen tallentanut avaimen' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect(page.getByRole('button', { name: `Poista ${name}` })).toBeVisible();
      await expect(page.getByText(token)).toHaveCount(0);
      if (isPhone(testInfo)) await expectNoSidewaysScroll(page, 'api-avaimet with a token');
    });

    await test.step('the External API answers the token with its place', async () => {
      const answer = await place(locationRef, token);
      expect(answer.status()).toBe(200);
      expect((await answer.json()).locationReferenceId).toBe(locationRef);
    });

    await test.step('revoking asks first, then the token is refused', async () => {
      await page.getByRole('button', { name: `Poista ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Poistetaanko API-avain?' });
      await confirm.waitFor();
      await checkAccessibility(page, 'api-avaimet: revoke confirmation');
      await confirm.getByRole('button', { name: 'Poista' }).click();
      expect(await closeSuccess(page, 'api-avaimet: revoked')).toContain(name);
      await expect(page.getByRole('button', { name: `Poista ${name}` })).toHaveCount(0);
      const answer = await place(locationRef, token);
      expect(answer.status()).toBe(401);
      expect((await answer.json()).code).toBe('INVALID_TOKEN');
    });
  } finally {
    await system.dispose();
  }
});
