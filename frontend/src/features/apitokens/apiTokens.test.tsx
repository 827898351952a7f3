import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApiTokenInfo } from '../../api/rowTypes';
import type { LoggedInUser } from '../../api/types';
import { me } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { companySelected } from '../../app/appSlice';

const MAIN: LoggedInUser['companies'][number] = {
  companyReferenceId: 'CR-100',
  companyName: 'Rakennus Oy',
  company: 'VARE',
  role: 'MAIN_USER',
  vatIncluded: true,
};
const SUB: LoggedInUser['companies'][number] = {
  companyReferenceId: 'CR-300',
  companyName: 'Lukija Oy',
  company: 'SV',
  role: 'SUB_USER',
  vatIncluded: true,
};
const SECRET = 'ept_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function token(overrides: Partial<ApiTokenInfo>): ApiTokenInfo {
  return {
    tokenId: 'tok-1',
    name: 'Kiinteistöautomaatio',
    prefix: 'ept_aaaaaaaa',
    locationRef: 'LR300001',
    createdAt: '2026-11-01T10:00:00+02:00',
    lastUsedAt: null,
    ...overrides,
  };
}

const placesPage = {
  count: 100,
  offset: 0,
  locationsTotal: 2,
  pagesTotal: 1,
  sortingMode: 'ADDRESS_ASC',
  results: ['LR300001', 'LR300002'].map((ref, index) => ({
    location: {
      locationIdentifier: `64300000000000000${index}`,
      locationReferenceId: ref,
      utilityType: 'ELECTRICITY',
      name: index === 0 ? 'Varasto' : null,
      address: { street: `Teollisuuskatu ${index + 1}`, postalCode: '00100', city: 'Helsinki' },
    },
    labels: [],
    company: 'VARE',
    rights: 'FULL_ACCESS',
    alertsTriggered: 0,
    alertsEnabled: 0,
  })),
};

function asCompanyUser(companies: LoggedInUser['companies']) {
  server.use(http.get('/api/v2/me', () => HttpResponse.json({ ...me, companies })));
}

/** The gateway's token rows over an in-memory list, recording what was sent. */
function tokenRows(initial: ApiTokenInfo[]) {
  const state = { tokens: [...initial], created: [] as unknown[], revoked: [] as string[] };
  server.use(
    http.get('/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/listSearch', () =>
      HttpResponse.json(placesPage),
    ),
    http.get('/api/v2/b2b/company/:companyRef/apiTokens', ({ params }) =>
      params.companyRef === 'CR-100'
        ? HttpResponse.json({ tokens: state.tokens })
        : problem(403, 'FORBIDDEN'),
    ),
    http.post('/api/v2/b2b/company/:companyRef/apiTokens', async ({ request }) => {
      const body = (await request.json()) as { name: string; locationRef: string };
      state.created.push(body);
      const made = token({ ...body, tokenId: 'tok-9', prefix: SECRET.slice(0, 12) });
      state.tokens = [...state.tokens, made];
      return HttpResponse.json({ ...made, token: SECRET }, { status: 201 });
    }),
    http.delete('/api/v2/b2b/company/:companyRef/apiTokens/:tokenId', ({ params }) => {
      state.revoked.push(String(params.tokenId));
      state.tokens = state.tokens.filter((each) => each.tokenId !== params.tokenId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

describe('API tokens (/api-avaimet: #241, #242, #243)', () => {
  it('lists the tokens by name, prefix, place and use', async () => {
    asCompanyUser([MAIN]);
    tokenRows([
      token({}),
      token({ tokenId: 'tok-2', name: 'ERP', lastUsedAt: '2026-11-20T08:30:00+02:00' }),
    ]);
    renderApp('/api-avaimet');
    expect(await screen.findByRole('heading', { level: 1, name: 'API-avaimet' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Yrityksen API-avaimet' });
    const first = within(table).getByRole('row', { name: /Kiinteistöautomaatio/ });
    expect(first).toHaveTextContent('ept_aaaaaaaa…');
    expect(first).toHaveTextContent('Ei vielä käytetty');
    expect(
      await within(first).findByText(/Varasto, Teollisuuskatu 1, 00100 Helsinki \(LR300001\)/),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: /ERP/ })).toHaveTextContent('20.11.2026');
    expect(screen.getByText('2 / 20 avainta käytössä')).toBeVisible();
  });

  it('issues a token, shows it once and keeps it out of the store', async () => {
    asCompanyUser([MAIN]);
    const rows = tokenRows([]);
    const { store } = renderApp('/api-avaimet');
    expect(await screen.findByText('Yrityksellä ei ole vielä API-avaimia.')).toBeVisible();
    await userEvent.type(await screen.findByLabelText(/^Nimi/), '  Rakennusautomaatio ');
    await userEvent.selectOptions(screen.getByLabelText('Käyttöpaikka'), 'LR300002');
    await userEvent.click(screen.getByRole('button', { name: 'Luo avain' }));
    const dialog = await screen.findByRole('dialog', { name: 'API-avain luotiin' });
    expect(rows.created).toEqual([{ name: 'Rakennusautomaatio', locationRef: 'LR300002' }]);
    expect(within(dialog).getByLabelText('API-avain')).toHaveValue(SECRET);
    expect(dialog).toHaveTextContent('näytetään vain tämän kerran');
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Olen tallentanut avaimen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Yrityksen API-avaimet' });
    expect(within(table).getByRole('rowheader', { name: 'Rakennusautomaatio' })).toBeVisible();
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
    expect(JSON.stringify(window.localStorage)).not.toContain(SECRET);
    expect(screen.getByLabelText(/^Nimi/)).toHaveValue('');
  });

  it('copies the token with its button', async () => {
    asCompanyUser([MAIN]);
    tokenRows([]);
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderApp('/api-avaimet');
    await user.type(await screen.findByLabelText(/^Nimi/), 'ERP');
    await user.selectOptions(screen.getByLabelText('Käyttöpaikka'), 'LR300001');
    await user.click(screen.getByRole('button', { name: 'Luo avain' }));
    const dialog = await screen.findByRole('dialog', { name: 'API-avain luotiin' });
    await user.click(within(dialog).getByRole('button', { name: 'Kopioi avain' }));
    expect(await within(dialog).findByText('Avain kopioitiin leikepöydälle.')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(SECRET);
  });

  it('checks the fields before sending and shows a 400 by its field', async () => {
    asCompanyUser([MAIN]);
    const rows = tokenRows([]);
    let calls = 0;
    server.use(
      http.post('/api/v2/b2b/company/:companyRef/apiTokens', () => {
        calls += 1;
        return problem(400, 'VALIDATION_FAILED', {
          errors: [{ field: 'locationRef', code: 'invalid', message: 'not the company place' }],
        });
      }),
    );
    renderApp('/api-avaimet');
    await userEvent.click(await screen.findByRole('button', { name: 'Luo avain' }));
    expect(screen.getByLabelText(/^Nimi/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Käyttöpaikka')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    await userEvent.type(screen.getByLabelText(/^Nimi/), 'x'.repeat(61));
    await userEvent.selectOptions(screen.getByLabelText('Käyttöpaikka'), 'LR300001');
    await userEvent.click(screen.getByRole('button', { name: 'Luo avain' }));
    expect(screen.getByText('Nimessä voi olla enintään 60 merkkiä.')).toBeVisible();
    expect(calls).toBe(0);
    await userEvent.clear(screen.getByLabelText(/^Nimi/));
    await userEvent.type(screen.getByLabelText(/^Nimi/), 'ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Luo avain' }));
    expect(await screen.findByText(/Tarkista lomakkeen tiedot/)).toBeVisible();
    expect(calls).toBe(1);
    expect(await screen.findByLabelText('Käyttöpaikka')).toHaveAttribute('aria-invalid', 'true');
    expect(rows.created).toEqual([]);
  });

  it('tells clearly when the company already has its 20 tokens', async () => {
    asCompanyUser([MAIN]);
    tokenRows([]);
    server.use(
      http.post('/api/v2/b2b/company/:companyRef/apiTokens', () => problem(409, 'API_TOKEN_LIMIT')),
    );
    renderApp('/api-avaimet');
    await userEvent.type(await screen.findByLabelText(/^Nimi/), 'ERP');
    await userEvent.selectOptions(screen.getByLabelText('Käyttöpaikka'), 'LR300001');
    await userEvent.click(screen.getByRole('button', { name: 'Luo avain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Avaimia on jo enimmäismäärä' });
    expect(dialog).toHaveTextContent('enintään 20 API-avainta');
  });

  it('shows the limit by the form when the list is full', async () => {
    asCompanyUser([MAIN]);
    tokenRows(
      Array.from({ length: 20 }, (_, i) => token({ tokenId: `t${i}`, name: `Avain ${i}` })),
    );
    renderApp('/api-avaimet');
    expect(await screen.findByText(/jo enimmäismäärä \(20\) API-avaimia/)).toBeVisible();
  });

  it('revokes a token after a confirmation and refetches the list', async () => {
    asCompanyUser([MAIN]);
    const rows = tokenRows([token({}), token({ tokenId: 'tok-2', name: 'ERP' })]);
    renderApp('/api-avaimet');
    const table = await screen.findByRole('table', { name: 'Yrityksen API-avaimet' });
    await userEvent.click(within(table).getByRole('button', { name: 'Poista ERP' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Poistetaanko API-avain?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Peruuta' }));
    expect(rows.revoked).toEqual([]);
    await userEvent.click(within(table).getByRole('button', { name: 'Poista ERP' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Poistetaanko API-avain?' })).getByRole(
        'button',
        { name: 'Poista' },
      ),
    );
    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent('API-avain ”ERP” poistettiin.');
    expect(rows.revoked).toEqual(['tok-2']);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    await screen.findByRole('table', { name: 'Yrityksen API-avaimet' });
    expect(screen.queryByRole('rowheader', { name: 'ERP' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Kiinteistöautomaatio' })).toBeVisible();
  });

  it('shows an error with a retry when the list fails', async () => {
    asCompanyUser([MAIN]);
    tokenRows([]);
    let calls = 0;
    server.use(
      http.get('/api/v2/b2b/company/:companyRef/apiTokens', () =>
        ++calls === 1 ? problem(503, 'UPSTREAM_UNAVAILABLE') : HttpResponse.json({ tokens: [] }),
      ),
    );
    renderApp('/api-avaimet');
    expect(await screen.findByText('API-avainten lataus epäonnistui.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Yrityksellä ei ole vielä API-avaimia.')).toBeVisible();
  });

  it('manages the tokens of the company chosen in the company switcher', async () => {
    asCompanyUser([SUB, MAIN]);
    tokenRows([token({})]);
    const { store } = renderApp('/api-avaimet');
    expect(await screen.findByRole('heading', { name: 'Vain pääkäyttäjälle' })).toBeVisible();
    store.dispatch(companySelected({ userId: me.priwattiId ?? 0, companyRef: 'CR-100' }));
    const table = await screen.findByRole('table', { name: 'Yrityksen API-avaimet' });
    expect(within(table).getByRole('rowheader', { name: 'Kiinteistöautomaatio' })).toBeVisible();
    expect(screen.getByText(/^Rakennus Oy: /)).toBeVisible();
  });

  it('explains to a sub-user and to a household that only a main user has tokens', async () => {
    asCompanyUser([SUB]);
    const { unmount } = renderApp('/api-avaimet');
    expect(await screen.findByRole('heading', { name: 'Vain pääkäyttäjälle' })).toBeVisible();
    expect(screen.getByText(/Yrityksen Lukija Oy API-avaimia hallitsee/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Luo avain' })).not.toBeInTheDocument();
    unmount();
    asCompanyUser([]);
    renderApp('/api-avaimet');
    expect(await screen.findByRole('heading', { name: 'Vain yritysasiakkaille' })).toBeVisible();
  });
});
