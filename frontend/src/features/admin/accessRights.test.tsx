import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fi } from '../../i18n/fi';
import { record, type Sent } from '../../testing/kit';
import { renderApp } from '../../testing/renderWithProviders';
import { signedInAs } from './staffTesting';
import { server } from '../../testing/server';

interface Account {
  email: string;
  groups: string[];
}

const RIGHTS = '/api/admin/access-rights/v1';
const NEW = 'uusi.palvelija@demo.example';

const problem = (status: number, code: string) =>
  HttpResponse.json(
    { status, code, title: 'Refused', detail: 'refused', type: 'about:blank', requestId: 'r1' },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** identity's staff accounts as the gateway answers them: #39 adds one, #40 and #41 read them. */
function staffAccounts(accounts: Account[], sent: Sent[]) {
  server.use(
    http.get(`${RIGHTS}/origin/:origin`, ({ params }) =>
      HttpResponse.json({
        origin: params.origin,
        accounts: accounts.filter((a) => a.groups.includes(`ADMIN_GROUP_${String(params.origin)}`)),
      }),
    ),
    http.get(`${RIGHTS}/user/:email`, ({ params }) => {
      const account = accounts.find((a) => a.email === params.email);
      return account ? HttpResponse.json(account) : problem(404, 'NOT_FOUND');
    }),
    http.post(`${RIGHTS}/create/user`, async ({ request }) => {
      const body = (await record(sent, request)) as Account;
      if (accounts.some((a) => a.email === body.email)) return problem(409, 'UsernameExists');
      accounts.push(body);
      return HttpResponse.json(body, { status: 201 });
    }),
  );
}

/** The create form, found by its heading's name. */
const createForm = async () =>
  within(await screen.findByRole('form', { name: 'Luo henkilökunnan tunnus' }));

/** The screen as a staff member of `groups` sees it, over `accounts`; what #39 received. */
async function openAs(groups: string[], accounts: Account[] = []) {
  const sent: Sent[] = [];
  staffAccounts(accounts, sent);
  signedInAs(groups);
  renderApp('/yllapito/kayttooikeudet');
  return { sent, form: await createForm() };
}

/** Fills the create form with `email` and one group, sends it and confirms: the confirmation. */
async function createConfirmed(email: string, group: string) {
  const form = await createForm();
  await userEvent.type(form.getByLabelText('Sähköposti'), email);
  await userEvent.click(form.getByRole('checkbox', { name: group }));
  await userEvent.click(form.getByRole('button', { name: 'Luo tunnus' }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Luo tunnus' }));
  return within(confirm);
}

describe('access rights: a new staff account (/yllapito/kayttooikeudet)', () => {
  it('checks the e-mail and the groups in Finnish before asking anything', async () => {
    const { sent, form } = await openAs(['USER_GROUP_ADMIN_ACCESS_RIGHTS']);
    await userEvent.click(form.getByRole('button', { name: 'Luo tunnus' }));
    expect(form.getByLabelText('Sähköposti')).toHaveAccessibleDescription(
      'Anna sähköpostiosoite muodossa nimi@esimerkki.fi.',
    );
    expect(form.getByRole('group', { name: 'Ryhmät' })).toHaveAccessibleDescription(
      'Valitse vähintään yksi ryhmä.',
    );
    await userEvent.type(form.getByLabelText('Sähköposti'), 'ei-osoite');
    await userEvent.click(form.getByRole('checkbox', { name: 'viestintä' }));
    await userEvent.click(form.getByRole('button', { name: 'Luo tunnus' }));
    expect(form.getByText('Anna sähköpostiosoite muodossa nimi@esimerkki.fi.')).toBeVisible();
    expect(form.queryByText('Valitse vähintään yksi ryhmä.')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('creates after a confirmation naming the groups, and shows the new account', async () => {
    const { sent, form } = await openAs(['USER_GROUP_ADMIN_ACCESS_RIGHTS']);
    await userEvent.type(form.getByLabelText('Sähköposti'), ` ${NEW} `);
    await userEvent.click(form.getByRole('checkbox', { name: 'viestintä' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'VARE-asiakaspalvelu' }));
    await userEvent.click(form.getByRole('button', { name: 'Luo tunnus' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: `Luodaanko henkilökunnan tunnus ${NEW}?`,
    });
    expect(confirm).toHaveTextContent('Tunnus saa ryhmät: VARE-asiakaspalvelu, viestintä.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Peruuta' }));
    expect(sent).toEqual([]);

    await userEvent.click(form.getByRole('button', { name: 'Luo tunnus' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText(/^Henkilökunnan tunnus .* luotiin/)).toHaveTextContent(
      `Henkilökunnan tunnus ${NEW} luotiin (ryhmät: VARE-asiakaspalvelu, viestintä).`,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.map((s) => s.body)).toEqual([
      { email: NEW, groups: ['ADMIN_GROUP_VARE', 'ADMIN_GROUP_MESSAGING'] },
    ]);
    // The account view shows it, with its company rights to change, and so do VARE's holders.
    expect(
      await screen.findByText('Ryhmät: VARE-asiakaspalvelu, viestintä', { selector: 'p' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Anna SV-oikeus' })).toBeVisible();
    expect(
      await within(
        screen.getByRole('list', { name: 'Yhtiön VARE asiakaspalveluoikeus' }),
      ).findByText(NEW),
    ).toBeVisible();
    // The form is empty again for the next one.
    expect(form.getByLabelText('Sähköposti')).toHaveValue('');
    expect(form.getByRole('checkbox', { name: 'viestintä' })).not.toBeChecked();
  });

  it('says an address with an account already exists, and keeps the confirmation open', async () => {
    const { sent } = await openAs(
      ['ADMIN_GROUP_DEVELOPER_USERS'],
      [{ email: NEW, groups: ['ADMIN_GROUP_KUO'] }],
    );
    const confirm = await createConfirmed(NEW, 'KUO-asiakaspalvelu');
    expect(await confirm.findByRole('alert')).toHaveTextContent(
      `Osoitteella ${NEW} on jo tunnus: uutta tunnusta ei luotu.`,
    );
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(/luotiin/)).toBeNull();
  });

  it("says other refusals in the project's words", async () => {
    await openAs(['ADMIN_GROUP_SUPERUSERS']);
    server.use(http.post(`${RIGHTS}/create/user`, () => problem(503, 'UPSTREAM_UNAVAILABLE')));
    const confirm = await createConfirmed(NEW, 'edut');
    expect(await confirm.findByRole('alert')).toHaveTextContent(fi.errors.unavailable);
  });

  it('is not shown to a group outside the screen', async () => {
    signedInAs(['ADMIN_USERS']);
    renderApp('/yllapito/kayttooikeudet');
    expect(await screen.findByRole('alert')).toHaveTextContent('ei ole oikeutta');
    expect(screen.queryByRole('form', { name: 'Luo henkilökunnan tunnus' })).toBeNull();
  });
});
