import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  companyHandlers,
  companyItem,
  ownPlacesHandlers,
  PLACE_URL,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const COMBINE_URL = `${PLACE_URL}/createCompositeLocation`;
const MODIFY_URL = `${PLACE_URL}/modifyCompositeLocation`;

/** Six places: two single ones to combine, a read-only one, two members of CL100001, one more. */
const places = [
  companyItem('KP300001', { name: 'Tehdas' }),
  companyItem('KP300002', { name: 'Varasto' }),
  companyItem('KP300003', { name: 'Myymälä', rights: 'READ_ONLY' }),
  companyItem('KP300004', { compositeLocationIdentifier: 'CL100001' }),
  companyItem('KP300005', { compositeLocationIdentifier: 'CL100001' }),
  companyItem('KP300006'),
];

async function select(...ids: string[]) {
  await screen.findByRole('table', { name: 'Yrityksen käyttöpaikat' });
  for (const id of ids) {
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`\\(${id}\\)`) }));
  }
  const bar = screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Yhdistä valitut' }));
}

describe('combining places', () => {
  it('names the composite, confirms, and reports it made once the gateway answered', async () => {
    const asked: URL[] = [];
    const writes: { placeId: string; body: unknown }[] = [];
    server.use(
      ...companyHandlers(places, undefined, asked),
      http.post(COMBINE_URL, async ({ params, request }) => {
        writes.push({ placeId: String(params.placeId), body: await request.json() });
        return HttpResponse.json(
          {
            compositeLocationIdentifier: 'CL100009',
            name: 'Tehdasalue',
            locationIdentifiers: ['KP300001', 'KP300002'],
          },
          { status: 201 },
        );
      }),
    );
    renderApp('/');
    await select('KP300001', 'KP300002');

    const naming = screen.getByRole('dialog', { name: 'Yhdistä käyttöpaikat' });
    expect(naming).toHaveTextContent('Tehdas (KP300001)');
    expect(naming).toHaveTextContent('Varasto (KP300002)');
    await userEvent.click(within(naming).getByRole('button', { name: 'Jatka' }));
    expect(within(naming).getByLabelText('Yhdistelmäkohteen nimi')).toHaveAccessibleDescription(
      /Kirjoita yhdistelmäkohteen nimi./,
    );
    await userEvent.type(within(naming).getByLabelText('Yhdistelmäkohteen nimi'), ' Tehdasalue ');
    await userEvent.click(within(naming).getByRole('button', { name: 'Jatka' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Yhdistetäänkö käyttöpaikat?' });
    expect(confirm).toHaveTextContent('2 käyttöpaikkaa yhdistetään yhdistelmäkohteeksi Tehdasalue');
    expect(writes).toHaveLength(0);
    const readsBefore = asked.length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yhdistä' }));

    const done = await screen.findByRole('dialog', { name: 'Yhdistelmäkohde luotu' });
    expect(done).toHaveTextContent(
      'Yhdistelmäkohde Tehdasalue (CL100009) on luotu 2 käyttöpaikasta.',
    );
    expect(writes).toEqual([
      {
        placeId: 'KP300001',
        body: { name: 'Tehdasalue', locationIdentifiers: ['KP300001', 'KP300002'] },
      },
    ]);
    // The list reads the places again, and the spent selection is gone.
    await waitFor(() => expect(asked.length).toBeGreaterThan(readsBefore));
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    expect(
      screen.queryByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' }),
    ).not.toBeInTheDocument();
  });

  it('names the sub-users who have a right on the places, who keep it', async () => {
    const users = '/api/v2/company/CR-100/usermanagement';
    const user = (ref: string, name: string, mainUser = false) => ({
      userReferenceId: ref,
      name,
      email: `${ref}@demo.example`,
      mainUser,
      locationsTotal: 1,
    });
    server.use(
      ...companyHandlers(places),
      http.get(`${users}/existingUsers`, () =>
        HttpResponse.json({
          users: [
            user('UR-100-00', 'Pääkäyttäjä', true),
            user('UR-100-01', 'Lukija Liisa'),
            user('UR-100-02', 'Muu Matti'),
          ],
        }),
      ),
      http.get(`${users}/userReference/:ref`, ({ params }) => {
        const held = params.ref === 'UR-100-01' ? 'KP300002' : 'KP300006';
        const name = params.ref === 'UR-100-01' ? 'Lukija Liisa' : 'Muu Matti';
        return HttpResponse.json({
          user: user(String(params.ref), name),
          locations: [
            {
              compositeLocationIdentifier: held,
              locationIdentifiers: [held],
              address: 'Katu 1',
              right: 'READ_ONLY',
            },
          ],
        });
      }),
    );
    renderApp('/');
    await select('KP300001', 'KP300002');
    const naming = screen.getByRole('dialog', { name: 'Yhdistä käyttöpaikat' });
    await userEvent.type(within(naming).getByLabelText('Yhdistelmäkohteen nimi'), 'Alue');
    await userEvent.click(within(naming).getByRole('button', { name: 'Jatka' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Yhdistetäänkö käyttöpaikat?' });
    const kept = within(confirm).getByRole('list', {
      name: 'Käyttäjät, joilla on oikeus valittuihin käyttöpaikkoihin',
    });
    expect(
      await within(kept).findByText('Lukija Liisa säilyttää oikeutensa: KP300002 (Vain luku)'),
    ).toBeInTheDocument();
    // A sub-user with no right on the chosen places is not named.
    expect(confirm).not.toHaveTextContent('Muu Matti');
  });

  it('keeps the confirmation with the error when the gateway refuses, never reporting it made', async () => {
    server.use(
      ...companyHandlers(places),
      http.post(COMBINE_URL, () => problem(409, 'CONFLICT')),
    );
    renderApp('/');
    await select('KP300001', 'KP300006');
    const naming = screen.getByRole('dialog', { name: 'Yhdistä käyttöpaikat' });
    await userEvent.type(within(naming).getByLabelText('Yhdistelmäkohteen nimi'), 'Alue');
    await userEvent.click(within(naming).getByRole('button', { name: 'Jatka' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Yhdistetäänkö käyttöpaikat?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yhdistä' }));
    expect(await within(confirm).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Yhdistelmäkohde luotu' })).not.toBeInTheDocument();
  });

  it('sends nothing for a read-only place or a member of a composite, and names them', async () => {
    let wrote = false;
    server.use(
      ...companyHandlers(places),
      http.post(COMBINE_URL, () => {
        wrote = true;
        return problem(409, 'CONFLICT');
      }),
    );
    renderApp('/');
    await select('KP300001', 'KP300003', 'KP300004');
    const dialog = screen.getByRole('dialog', { name: 'Yhdistä käyttöpaikat' });
    expect(dialog).toHaveTextContent('Myymälä (KP300003): vain lukuoikeus');
    expect(dialog).toHaveTextContent('(KP300004): kuuluu kohteeseen CL100001');
    expect(within(dialog).queryByLabelText('Yhdistelmäkohteen nimi')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    expect(wrote).toBe(false);
  });

  it('is not offered for a single place', async () => {
    server.use(...companyHandlers(places));
    renderApp('/');
    await screen.findByRole('table', { name: 'Yrityksen käyttöpaikat' });
    await userEvent.click(screen.getByRole('checkbox', { name: /\(KP300001\)/ }));
    const bar = screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    expect(within(bar).queryByRole('button', { name: 'Yhdistä valitut' })).not.toBeInTheDocument();
  });
});

/**
 * The place screen's reads, with the caller's own places (#227, #226) holding the composite
 * CL100001 with `right`, and the company's other composites (#199) naming a second one.
 */
function placeReads(right: 'FULL_ACCESS' | 'READ_ONLY') {
  return [
    http.get(`${PLACE_URL}/:read`, ({ params }) => {
      switch (String(params.read)) {
        case 'contracts':
          return HttpResponse.json({ vatIncluded: true, contracts: [] });
        case 'additionalServices':
          return HttpResponse.json({ compositeLocationIdentifier: null, services: [] });
        case 'compositeExisting':
          return HttpResponse.json({
            compositeLocations: [
              {
                compositeLocationIdentifier: 'CL100002',
                name: 'Seinäjoen logistiikkakeskus',
                locationIdentifiers: ['KP300017', 'KP300018'],
                rights: 'FULL_ACCESS',
              },
            ],
          });
        case 'compositeEligible':
          return HttpResponse.json({ results: [] });
        default:
          return problem(404, 'NOT_FOUND');
      }
    }),
    ...ownPlacesHandlers([
      {
        compositeLocationIdentifier: 'CL100001',
        name: 'Vaasan toimipiste',
        address: 'Katu KP300004, 65100 Vaasa',
        locationIdentifiers: ['KP300004', 'KP300005'],
        right,
      },
      {
        compositeLocationIdentifier: 'KP300001',
        name: 'Tehdas',
        address: 'Katu KP300001, 65100 Vaasa',
        locationIdentifiers: ['KP300001'],
        right,
      },
    ]),
  ];
}

describe('separating a composite', () => {
  it('confirms, sends an empty list and returns to the list after the success dialog', async () => {
    const writes: { placeId: string; body: unknown }[] = [];
    server.use(
      ...companyHandlers(places),
      ...placeReads('FULL_ACCESS'),
      http.post(MODIFY_URL, async ({ params, request }) => {
        writes.push({ placeId: String(params.placeId), body: await request.json() });
        return HttpResponse.json({
          compositeLocationIdentifier: 'CL100001',
          name: 'Vaasan toimipiste',
          locationIdentifiers: [],
        });
      }),
    );
    const { router } = renderApp('/yritys/kohde/CL100001');
    await userEvent.click(await screen.findByRole('button', { name: 'Erota kohteet' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Erotetaanko yhdistelmäkohde?' });
    expect(confirm).toHaveTextContent('Vaasan toimipiste puretaan ja sen 2 käyttöpaikkaa');
    expect(writes).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Erota' }));

    const done = await screen.findByRole('dialog', { name: 'Yhdistelmäkohde erotettu' });
    expect(writes).toEqual([
      { placeId: 'CL100001', body: { name: 'Vaasan toimipiste', locationIdentifiers: [] } },
    ]);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('cancels without a write, and shows the error of a refused one', async () => {
    server.use(
      ...companyHandlers(places),
      ...placeReads('FULL_ACCESS'),
      http.post(MODIFY_URL, () => problem(403, 'FORBIDDEN')),
    );
    renderApp('/yritys/kohde/CL100001');
    await userEvent.click(await screen.findByRole('button', { name: 'Erota kohteet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erota kohteet' }));
    const confirm = screen.getByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Erota' }));
    expect(await within(confirm).findByRole('alert')).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Yhdistelmäkohde erotettu' }),
    ).not.toBeInTheDocument();
  });

  it('is not offered on a READ_ONLY composite or on a single place', async () => {
    server.use(...companyHandlers(places), ...placeReads('READ_ONLY'));
    const { router } = renderApp('/yritys/kohde/CL100001');
    expect(
      await screen.findByText(/Sinulla on yhdistelmäkohteeseen vain lukuoikeus/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erota kohteet' })).not.toBeInTheDocument();

    await act(() => router.navigate('/yritys/kohde/KP300001'));
    await screen.findByRole('heading', { name: 'Muut yhdistelmäkohteet' });
    await screen.findByRole('link', { name: 'Seinäjoen logistiikkakeskus' });
    expect(screen.queryByRole('button', { name: 'Erota kohteet' })).not.toBeInTheDocument();
  });
});
