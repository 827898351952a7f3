// A company's new sub-user, made as a person becomes one: the setup of the specs that need a
// user of their own to change (b2b-users, b2b-bulk), never a user another spec counts on.
import type { Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect, WEB_VERSION } from '../fixtures';
import type { CompanyUser, Gateway, PlaceRight } from '../fixtures';

/** User management's path prefix of a company (#220–#232). */
export const UM = (companyRef: string) => `/api/v2/company/${companyRef}/usermanagement`;

/** The password an invited person sets at their first sign-in (meets the password rules). */
const NEW_PASSWORD = 'Uusi!Salasana2026';

/**
 * A sub-user made as a person becomes one: the signed-in main user invites a new address with
 * #224 (the answer names no one), the invited person signs in with the e-mailed temporary
 * password, sets their own and accepts (#249), and the company then reads its new user. The
 * setup, not what is tested (b2b-actions.spec.ts walks it in the browser). On a busy machine
 * crm's answer for the 5,000-place company can outlast the test profile's 1.5 s upstream timeout
 * (504) after crm has recorded the invitation: the same request again sends it anew.
 */
export async function newSubUser(
  page: Page,
  companyRef: string,
  testInfo: TestInfo,
  locations: PlaceRight[],
  { gateway, playwright }: { gateway: Gateway; playwright: PlaywrightWorkerArgs['playwright'] },
): Promise<CompanyUser> {
  const email = `e2e-users-${testInfo.project.name}-${Date.now()}@demo.example`;
  const request = {
    accountMode: 'CREATE_ACCOUNT_MODE',
    name: `E2E Alikäyttäjä ${testInfo.project.name}`,
    email,
    phone: null,
    locations,
  };
  let invitation: CompanyUser | undefined;
  for (let attempt = 1; !invitation; attempt += 1) {
    const answer = await page.request.post(`${UM(companyRef)}/create`, {
      headers: WEB_VERSION,
      data: request,
    });
    if (answer.status() === 200) invitation = ((await answer.json()) as { user: CompanyUser }).user;
    else {
      expect(answer.status(), 'the invitation is sent (or crm was slow)').toBe(504);
      expect(attempt, 'the invitation is sent on the second try').toBeLessThan(2);
    }
  }
  expect(invitation, 'the company sees the address typed, no one').toMatchObject({
    email,
    name: '',
    invited: true,
  });

  // A context of its own: without the explicit empty state the test's (the main user's
  // session cookie) would be its default, and the invitee would sign in over the main user.
  const invitee = await playwright.request.newContext({
    baseURL: gateway.baseUrl,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const password = await gateway.mailCode(email, 'Invitation');
    const signIn = await invitee.post('/api/auth/v1/login', {
      headers: WEB_VERSION,
      data: { username: email, password },
    });
    expect((await signIn.json()).status).toBe('NEW_PASSWORD_REQUIRED');
    const reset = await invitee.post('/api/auth/v1/force-reset-password', {
      headers: WEB_VERSION,
      data: { username: email, password, newPassword: NEW_PASSWORD },
    });
    expect(reset.status(), 'the invited person sets their password').toBe(200);
    const me = await (await invitee.get('/api/v2/me', { headers: WEB_VERSION })).json();
    const accepted = await invitee.post(
      `/api/v2/user/${me.priwattiId}/companyInvitations/${invitation.userReferenceId}/accept`,
      { headers: WEB_VERSION },
    );
    expect(accepted.status(), 'the invitation is accepted').toBe(200);
  } finally {
    await invitee.dispose();
  }
  const joined = await page.request.get(
    `${UM(companyRef)}/userReference/${invitation.userReferenceId}`,
  );
  expect(joined.status(), 'the company reads its new user').toBe(200);
  return (await joined.json()).user;
}
