import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  companyHandlers,
  companyItem,
  companyMe,
  companyPage,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const TOKENS = '/api/v2/b2b/company/:companyRef/apiTokens';

/** A company of 250 places, the 137th named "Kaukolämpökeskus". */
const places = Array.from({ length: 250 }, (_, index) =>
  companyItem(`KP4${String(index + 1).padStart(5, '0')}`, {
    name: index === 136 ? 'Kaukolämpökeskus' : null,
    street: `Kauppakatu ${index + 1}`,
  }),
);

/** #193 over `places`: searchString filters by name or street, then offset and count. */
function listRows(asked: URLSearchParams[]) {
  return http.get(
    '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/listSearch',
    ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const search = query.get('searchString')?.toLowerCase();
      const matching = search
        ? places.filter(
            (item) =>
              (item.location.name ?? '').toLowerCase().includes(search) ||
              item.location.address.street.toLowerCase().includes(search),
          )
        : places;
      return HttpResponse.json(companyPage(matching, query));
    },
  );
}

function rows(asked: URLSearchParams[], created: unknown[] = []) {
  server.use(
    listRows(asked),
    ...companyHandlers([]),
    http.get('/api/v2/me', () => HttpResponse.json(companyMe())),
    http.get(TOKENS, () => HttpResponse.json({ tokens: [] })),
    http.post(TOKENS, async ({ request }) => {
      const body = (await request.json()) as { name: string; locationRef: string };
      created.push(body);
      return HttpResponse.json(
        {
          ...body,
          tokenId: 'tok-1',
          prefix: 'ept_abcdefgh',
          token: 'ept_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
          createdAt: '2026-11-25T10:00:00+02:00',
          lastUsedAt: null,
        },
        { status: 201 },
      );
    }),
  );
}

const options = () =>
  within(screen.getByLabelText('Käyttöpaikka'))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.getAttribute('value'));

describe("the API token form's place picker", () => {
  it('pages the places 20 at a time and announces which are shown', async () => {
    const asked: URLSearchParams[] = [];
    rows(asked);
    renderApp('/api-avaimet');
    expect(await screen.findByText('Näytetään 1–20, yhteensä 250')).toHaveAttribute(
      'role',
      'status',
    );
    expect(options()).toHaveLength(20);
    expect(asked.at(-1)?.get('count')).toBe('20');
    expect(asked.at(-1)?.get('offset')).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    expect(await screen.findByText('Näytetään 21–40, yhteensä 250')).toBeInTheDocument();
    expect(asked.at(-1)?.get('offset')).toBe('20');
    expect(options()[0]).toBe('LRKP400021');
  });

  it('searches with the list row and issues a token for a place beyond the first 100', async () => {
    const asked: URLSearchParams[] = [];
    const created: unknown[] = [];
    rows(asked, created);
    renderApp('/api-avaimet');
    await screen.findByText('Näytetään 1–20, yhteensä 250');
    const search = screen.getByLabelText('Hae nimellä tai osoitteella');
    await userEvent.type(search, 'kaukolämpö{Enter}');
    expect(
      await screen.findByText('1 käyttöpaikka löytyi. Näytetään 1–1, yhteensä 1'),
    ).toBeVisible();
    expect(asked.at(-1)?.get('searchString')).toBe('kaukolämpö');
    expect(asked.at(-1)?.get('offset')).toBe('0');
    // Enter searched; it did not send the token form.
    expect(created).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Käyttöpaikka'), 'LRKP400137');
    // The choice stays in the select when another search shows other places.
    await userEvent.clear(search);
    await userEvent.type(search, 'Kauppakatu 2{Enter}');
    await screen.findByText(/^\d+ käyttöpaikkaa löytyi/);
    expect(screen.getByLabelText('Käyttöpaikka')).toHaveValue('LRKP400137');

    await userEvent.type(screen.getByLabelText(/^Nimi/), 'Lämpö');
    await userEvent.click(screen.getByRole('button', { name: 'Luo avain' }));
    const dialog = await screen.findByRole('dialog', { name: 'API-avain luotiin' });
    expect(dialog).toHaveTextContent('Kaukolämpökeskus');
    expect(created).toEqual([{ name: 'Lämpö', locationRef: 'LRKP400137' }]);
  });

  it('says when a search finds nothing, and when the places cannot be read', async () => {
    const asked: URLSearchParams[] = [];
    rows(asked);
    renderApp('/api-avaimet');
    await screen.findByText('Näytetään 1–20, yhteensä 250');
    await userEvent.type(screen.getByLabelText('Hae nimellä tai osoitteella'), 'ei ole{Enter}');
    expect(await screen.findByText('Haulla ei löytynyt käyttöpaikkoja.')).toBeVisible();

    server.use(
      http.get('/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/listSearch', () =>
        problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    const search = screen.getByLabelText('Hae nimellä tai osoitteella');
    await userEvent.clear(search);
    await userEvent.type(search, 'Kauppakatu 9');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    await waitFor(() =>
      expect(screen.getByText('Käyttöpaikkojen lataus epäonnistui.')).toBeVisible(),
    );
  });
});
