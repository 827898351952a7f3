import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApiToken } from '../../api/b2bApi';
import { companyA, companyHandlers, companyItem } from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const TOKENS_URL = '/api/v2/b2b/company/:companyRef/apiTokens';
const places = [
  companyItem('KP300014', { name: 'Tehdas' }),
  companyItem('KP300030', { street: 'Aleksanterinkatu 6' }),
];
const existing: ApiToken = {
  tokenId: 'T1',
  name: 'Kiinteistöjärjestelmä',
  prefix: 'pk_abc',
  locationRef: 'LRKP300014',
  createdAt: '2026-11-20T10:00:00+02:00',
  lastUsedAt: null,
};

/** crm's tokens in memory: listed, made and revoked; `sent` records the bodies. */
function tokenHandlers(sent: unknown[] = []) {
  let tokens = [existing];
  return [
    http.get(TOKENS_URL, () => HttpResponse.json({ tokens })),
    http.post(TOKENS_URL, async ({ request }) => {
      const body = (await request.json()) as { name: string; locationRef: string };
      sent.push(body);
      const made = { ...existing, tokenId: 'T2', name: body.name, locationRef: body.locationRef };
      tokens = [...tokens, made];
      return HttpResponse.json({ ...made, token: 'pk_secret_123' }, { status: 201 });
    }),
    http.delete(`${TOKENS_URL}/:tokenId`, ({ params }) => {
      tokens = tokens.filter((token) => token.tokenId !== params.tokenId);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

describe('API tokens', () => {
  it('makes a token for a place and shows its secret once', async () => {
    const sent: unknown[] = [];
    server.use(...tokenHandlers(sent), ...companyHandlers(places));
    renderApp('/api-avaimet');
    const list = await screen.findByRole('table', { name: 'Yrityksen API-avaimet' });
    expect(list).toHaveTextContent('Kiinteistöjärjestelmä');
    expect(list).toHaveTextContent('Ei käytetty');

    await userEvent.click(await screen.findByRole('button', { name: 'Luo API-avain' }));
    expect(screen.getByText('Anna avaimelle nimi.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Avaimen nimi'), 'Energianhallinta');
    const place = screen.getByLabelText('Käyttöpaikka');
    expect(
      within(place)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tehdas, Katu KP300014, 65100 Vaasa (KP300014)',
      'Aleksanterinkatu 6, 65100 Vaasa (KP300030)',
    ]);
    await userEvent.selectOptions(place, 'LRKP300030');
    await userEvent.click(screen.getByRole('button', { name: 'Luo API-avain' }));
    const dialog = await screen.findByRole('dialog', { name: 'API-avain luotu' });
    expect(within(dialog).getByLabelText('API-avain')).toHaveValue('pk_secret_123');
    expect(sent).toEqual([{ name: 'Energianhallinta', locationRef: 'LRKP300030' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByText('pk_secret_123')).not.toBeInTheDocument();
    await waitFor(() => expect(list).toHaveTextContent('Energianhallinta'));
  });

  it('revokes a token only after a confirmation', async () => {
    server.use(...tokenHandlers(), ...companyHandlers(places));
    renderApp('/api-avaimet');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Poista avain Kiinteistöjärjestelmä' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Poistetaanko API-avain?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    expect(
      await screen.findByText('API-avain Kiinteistöjärjestelmä poistettu.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Yrityksellä ei ole API-avaimia.')).toBeInTheDocument();
  });

  it('keeps the confirmation open with the error when the revoke fails', async () => {
    server.use(
      http.delete(`${TOKENS_URL}/:tokenId`, () => problem(502, 'UPSTREAM_FAILED')),
      ...tokenHandlers(),
      ...companyHandlers(places),
    );
    renderApp('/api-avaimet');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Poista avain Kiinteistöjärjestelmä' }),
    );
    const confirm = screen.getByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    expect(await within(confirm).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/poistettu/)).not.toBeInTheDocument();
  });

  it('tells a sub-user that only the main user manages tokens, and asks nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get(TOKENS_URL, () => {
        asked.push('tokens');
        return HttpResponse.json({ tokens: [] });
      }),
      ...companyHandlers(places, [{ ...companyA, role: 'SUB_USER' }]),
    );
    renderApp('/api-avaimet');
    expect(
      await screen.findByText('Vain yrityksen pääkäyttäjä voi hallita API-avaimia.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
