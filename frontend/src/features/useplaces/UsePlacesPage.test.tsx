import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { baseApi } from '../../api/baseApi';
import type { DistrictHeatingConsumption, EnergyConsumption } from '../../api/rowTypes';
import { threePlaces, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { locationDetails } from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const contentUrl = '/api/v2/servicelocation/user/:userId/content';
const detailsUrl = '/api/v2/servicelocation/user/:userId/location/:locationId';

/** #117 parts the front page's glance reads (PlaceGlance.tsx). */
const electricityDay: EnergyConsumption = {
  measurementDate: '2026-11-23',
  yesterdayConsumption: 20,
  yesterdayCost: 3.5,
  previousDayDelta: 5,
  previousWeekLabel: 'vk 47',
  previousWeekConsumption: { type: 'WEEK', consumption: 140, delta: 0 },
  previousMonthLabel: 'lokakuu 2026',
  previousMonthConsumption: { type: 'MONTH', consumption: 600, delta: 0 },
};
const heatingDay: DistrictHeatingConsumption = {
  measurementDate: '2026-11-23',
  consumption: 0.75,
  price: 67.4,
  returnTemperature: 33,
  returnTemperatureDescription: 'Paluulämpötila on hyvällä tasolla',
  temperatureIndex: 42,
  temperatureIndexDescription: 'Hyvä',
  temperatureIndexLimits: {
    buildingType: 'Apartment',
    excellent: 45,
    veryGood: 40,
    good: 35,
    satisfying: 30,
    passable: 25,
    bad: 0,
  },
};

describe('use places list', () => {
  it('shows loading while the content loads', async () => {
    server.use(
      http.get(contentUrl, async () => {
        await delay('infinite');
        return HttpResponse.json(userContent([]));
      }),
    );
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Käyttöpaikat' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
  });

  it('tells when there are no use places', async () => {
    server.use(http.get(contentUrl, () => HttpResponse.json(userContent([]))));
    renderApp('/');

    expect(await screen.findByText('Sinulla ei ole vielä käyttöpaikkoja.')).toBeInTheDocument();
  });

  it('shows an error with a retry when loading fails', async () => {
    let calls = 0;
    server.use(
      http.get(contentUrl, () => {
        calls += 1;
        return calls === 1
          ? problem(504, 'UPSTREAM_TIMEOUT')
          : HttpResponse.json(userContent(threePlaces));
      }),
    );
    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Käyttöpaikkojen lataus epäonnistui.');
    expect(alert).toHaveTextContent('Palvelu ei juuri nyt vastaa.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: 'Koti' })).toBeInTheDocument();
  });

  it('lists the use places in their order with Finnish names and links', async () => {
    const requestedUserIds: string[] = [];
    server.use(
      http.get(contentUrl, ({ params }) => {
        requestedUserIds.push(String(params.userId));
        return HttpResponse.json(userContent(threePlaces));
      }),
    );
    renderApp('/');

    const items = await screen.findAllByRole('article');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Koti', 'Äidin kerrostalo', 'Mökki']);
    expect(requestedUserIds).toEqual(['1000001']);
    const home = items[0]!;
    expect(home).toHaveTextContent('Kauppakatu 1, 65100 Vaasa');
    expect(home).toHaveTextContent('Sähkö');
    expect(home).toHaveTextContent('Sähkönmyynti ja -siirto');
    expect(within(home).getByRole('link', { name: 'Koti' })).toHaveAttribute(
      'href',
      '/kayttopaikka?paikka=643000000000000001',
    );
    expect(items[1]).toHaveTextContent('Kaukolämpö');
  });

  it("shows each place's glance of its utility: electricity yesterday, district heating", async () => {
    server.use(
      http.get(detailsUrl, ({ params }) =>
        HttpResponse.json({
          ...locationDetails(),
          ...(params.locationId === 'KL-2001'
            ? { districtHeatingConsumption: heatingDay }
            : {
                energyConsumption: {
                  ...electricityDay,
                  yesterdayConsumption: params.locationId === '643000000000000001' ? 20 : 5,
                },
              }),
        }),
      ),
    );
    renderApp('/');

    const [home, mother, cottage] = await screen.findAllByRole('article');
    const homeYesterday = within(home!).getByRole('region', { name: 'Sähkönkulutus' });
    expect(await within(homeYesterday).findByText('20,00 kWh')).toBeInTheDocument();
    const cottageYesterday = within(cottage!).getByRole('region', { name: 'Sähkönkulutus' });
    expect(await within(cottageYesterday).findByText('5,00 kWh')).toBeInTheDocument();
    const heating = within(mother!).getByRole('region', { name: 'Kaukolämpö' });
    expect(await within(heating).findByText('0,750 MWh')).toBeInTheDocument();
    expect(within(mother!).queryByRole('region', { name: 'Sähkönkulutus' })).toBeNull();
    expect(within(home!).queryByRole('region', { name: 'Aurinkosähkö' })).toBeNull();
  });

  it('keeps the cards in place while the content is fetched again', async () => {
    let calls = 0;
    server.use(
      http.get(contentUrl, () => {
        calls += 1;
        // The second answer renames the cottage, so the page gets a new list of places.
        const places = threePlaces.map((place) =>
          calls > 1 && place.location.name === 'Mökki'
            ? { ...place, location: { ...place.location, displayName: 'Kesämökki' } }
            : place,
        );
        return HttpResponse.json(userContent(places));
      }),
    );
    const { store } = renderApp('/');
    const [home] = await screen.findAllByRole('article');
    const details = (await within(home!).findByText('Maksutiedot')).closest('details')!;
    details.open = true;

    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['UserContent']));
    });
    expect(await screen.findByRole('link', { name: 'Kesämökki' })).toBeInTheDocument();

    // The new list is rendered over the cards already shown: the same card, still open, and
    // no loading line in between.
    expect(calls).toBe(2);
    expect(screen.getAllByRole('article')[0]).toBe(home);
    expect(details.open).toBe(true);
    expect(screen.queryByText('Ladataan…')).toBeNull();
  });

  it('marks places shared through a read right as read-only', async () => {
    renderApp('/');

    const items = await screen.findAllByRole('article');
    expect(within(items[1]!).getByText('Vain luku')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Vain luku')).not.toBeInTheDocument();
    expect(within(items[2]!).queryByText('Vain luku')).not.toBeInTheDocument();
  });

  it('stops loading the user and shows an error when GET me fails', async () => {
    let meCalls = 0;
    server.use(
      http.get('/api/v2/me', () => {
        meCalls += 1;
        return problem(502, 'UPSTREAM_FAILED');
      }),
    );
    const { store } = renderApp('/');

    expect(await screen.findByText('Käyttäjätietojen lataus epäonnistui.')).toBeInTheDocument();
    expect(store.getState().app.loadUser).toBe(false);
    expect(meCalls).toBe(1);
  });

  it('shows the session-expired dialog when a data call answers 401', async () => {
    server.use(http.get(contentUrl, () => problem(401, 'SESSION_EXPIRED')));
    const { router } = renderApp('/');

    const dialog = await screen.findByRole('alertdialog', { name: 'Istunto on vanhentunut' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirjaudu uudelleen' }));

    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kirjaudu');
  });
});

describe('use place page', () => {
  it('shows the place from the query parameter and remembers it', async () => {
    const { store } = renderApp('/kayttopaikka?paikka=643000000000000001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Koti' })).toBeInTheDocument();
    expect(await screen.findByText('010 123 4567')).toHaveAttribute('href', 'tel:0101234567');
    expect(screen.getByText(/ma–pe klo 8–20/)).toBeInTheDocument();
    expect(screen.getByText('Yläraja').nextElementSibling?.textContent).toBe(
      '1\u00a0500,50\u00a0kWh',
    );
    expect(screen.getByRole('link', { name: 'Takaisin käyttöpaikkoihin' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(store.getState().app.activeCompositeLocationIdentifier).toBe('643000000000000001');
    expect(window.sessionStorage.getItem('portal.activeCompositeLocationIdentifier')).toBe(
      '643000000000000001',
    );
  });

  it('falls back to the last selected place, then to the first', async () => {
    window.sessionStorage.setItem('portal.activeCompositeLocationIdentifier', 'KL-2001');
    renderApp('/kayttopaikka');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Äidin kerrostalo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vain luku')).toBeInTheDocument();
  });

  it('shows the first place when none was selected', async () => {
    renderApp('/kayttopaikka');
    expect(await screen.findByRole('heading', { level: 1, name: 'Koti' })).toBeInTheDocument();
  });

  it('tells when the requested place is not there', async () => {
    renderApp('/kayttopaikka?paikka=tuntematon');
    expect(await screen.findByText('Käyttöpaikkaa ei löytynyt.')).toBeInTheDocument();
  });
});

describe('routing', () => {
  it('sends a visitor without a session to sign-in', async () => {
    server.use(http.get('/api/auth/v1/session-status', () => problem(401, 'SESSION_EXPIRED')));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kirjaudu');
  });

  it('shows "Sivua ei löytynyt" for an unknown route', async () => {
    renderApp('/ei-ole');
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeInTheDocument();
  });

  it('signs out from the menu', async () => {
    let loggedOut = false;
    server.use(
      http.post('/api/auth/v1/logout', ({ request }) => {
        loggedOut = request.headers.get('X-Web-Version') === '0.1.0';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Päävalikko' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Kirjaudu ulos' }));

    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kirjaudu');
    expect(loggedOut).toBe(true);
  });
});
