import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  companyB,
  companyHandlers,
  listPlaces,
  mainUser,
  subUser,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const LABELS_URL = '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/:placeId/:action';
const UM = '/api/v2/company/:companyRef/usermanagement';

const places = listPlaces;

afterEach(() => window.localStorage.clear());

async function selectAllMatching() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Valitse kaikki 45 hakua vastaavaa käyttöpaikkaa' }),
  );
  return screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
}

describe('bulk changes of every matching place', () => {
  it('adds a label to every matching place across pages, confirmed with the count', async () => {
    const asked: URL[] = [];
    const written: string[] = [];
    server.use(
      ...companyHandlers(places, undefined, asked),
      http.put(LABELS_URL, ({ params }) => {
        written.push(`${String(params.action)} ${String(params.placeId)}`);
        // One place is full of labels: crm refuses it.
        if (params.placeId === 'KP300010') return problem(400, 'VALIDATION_FAILED');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/');
    const bar = await selectAllMatching();
    await userEvent.click(within(bar).getByRole('button', { name: 'Lisää tai poista tunniste' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Tunniste kaikille 45 hakua vastaavalle käyttöpaikalle',
    });
    await userEvent.type(within(dialog).getByLabelText('Tunniste'), 'Varasto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jatka' }));

    // Every page of 100 was read; the one that has it and the read-only one are left.
    expect(
      await within(dialog).findByText('Tunniste Varasto lisätään 43 käyttöpaikalle.'),
    ).toBeInTheDocument();
    expect(asked.some((url) => url.searchParams.get('count') === '100')).toBe(true);
    expect(within(dialog).getByText('1 käyttöpaikka on jo valmiiksi näin.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^1 käyttöpaikkaan sinulla on vain lukuoikeus/)).toBeVisible();
    expect(written).toHaveLength(0);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Lisää tunniste 43 käyttöpaikalle' }),
    );
    // The composite is written once by its id; the refused place is named.
    expect(
      await within(dialog).findByText('Tunniste Varasto lisätty 42 käyttöpaikalle.'),
    ).toBeInTheDocument();
    expect(written).toHaveLength(42);
    expect(written).toContain('addLabels CL100001');
    expect(written).not.toContain('addLabels KP300004');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Tätä käyttöpaikkaa ei voitu muuttaa:',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('(KP300010)');
  });

  it('gives a user a right on every matching place, 100 a call, naming those not given', async () => {
    const given: { userRef: string; ids: string[] }[] = [];
    server.use(
      ...companyHandlers(places),
      http.get(`${UM}/existingUsers`, () => HttpResponse.json({ users: [mainUser, subUser] })),
      http.post(`${UM}/userReference/:userRef/updateAccessRights`, async ({ params, request }) => {
        const body = (await request.json()) as {
          locations: { compositeLocationIdentifier: string; right: string }[];
        };
        const ids = body.locations.map((place) => place.compositeLocationIdentifier);
        given.push({ userRef: String(params.userRef), ids });
        // crm leaves one place out of its answer.
        const locations = body.locations.filter(
          (place) => place.compositeLocationIdentifier !== 'KP300020',
        );
        return HttpResponse.json({ user: subUser, locations });
      }),
    );
    renderApp('/');
    const bar = await selectAllMatching();
    await userEvent.click(within(bar).getByRole('button', { name: 'Anna käyttöoikeus' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Käyttöoikeus kaikkiin 45 hakua vastaavaan käyttöpaikkaan',
    });
    expect(await within(dialog).findByLabelText('Käyttäjä')).toHaveDisplayValue(
      'Lauri Lukija (lukija@demo.example)',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Täydet oikeudet' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jatka' }));
    expect(
      await within(dialog).findByText(
        'Lauri Lukija saa oikeuden ”täydet oikeudet” 45 käyttöpaikkaan.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Anna oikeus 45 käyttöpaikkaan' }),
    );
    expect(
      await within(dialog).findByText('Käyttäjälle Lauri Lukija annettu oikeus 44 käyttöpaikkaan.'),
    ).toBeInTheDocument();
    // One call: 44 ids (the composite once).
    expect(given).toHaveLength(1);
    expect(given[0]?.userRef).toBe('UR-100-01');
    expect(given[0]?.ids).toHaveLength(44);
    expect(given[0]?.ids).toContain('CL100001');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('(KP300020)');
  });

  it('offers rights to the main user only', async () => {
    server.use(...companyHandlers(places, [companyB]));
    renderApp('/');
    const bar = await selectAllMatching();
    expect(within(bar).getByRole('button', { name: 'Lisää tai poista tunniste' })).toBeVisible();
    await waitFor(() =>
      expect(within(bar).queryByRole('button', { name: 'Anna käyttöoikeus' })).toBeNull(),
    );
  });
});
