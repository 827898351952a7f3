import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { locationDetails, novemberGraph } from '../../testing/rowFixtures';
import { server } from '../../testing/server';
import UPlotStub from '../../testing/uplotStub';
import { graphToChartData, totalKwh } from '../../components/chart/graphData';
import { addDays, periodStart, todayIso } from '../../components/period/period';

const graphUrl = '/api/v2/monthlyinsights/user/:userId/location/:locationId/graph';
const detailsUrl = '/api/v2/servicelocation/user/:userId/location/:locationId';
const PLACE = '643000000000000001';

describe('graph data', () => {
  it('turns €/kWh overlay prices into c/kWh by the place vat flag and keeps gaps', () => {
    const withVat = graphToChartData(novemberGraph(), true);
    expect(withVat.timeFormat).toBe('date');
    expect(withVat.series.map((series) => [series.key, series.unit])).toEqual([
      ['consumption', 'kWh'],
      ['temperature', '°C'],
      ['market-price', 'c/kWh'],
    ]);
    expect(withVat.series[2]!.values[0]).toBeCloseTo(12.55);
    expect(withVat.series[2]!.label).toBe('Markkinahinta, sis. alv 25,5\u00a0%');
    expect(withVat.series[0]!.values[25]).toBeNull();

    const withoutVat = graphToChartData(novemberGraph(), false);
    expect(withoutVat.series[2]!.values[0]).toBeCloseTo(10);
    expect(withoutVat.series[2]!.label).toBe('Markkinahinta, alv 0\u00a0%');
  });

  it('sums the bars that have data', () => {
    expect(totalKwh(novemberGraph())).toBe(231); // 1 + … + 21
  });
});

describe('electricity consumption screen', () => {
  beforeEach(() => {
    UPlotStub.instances = [];
    server.use(http.get(detailsUrl, () => HttpResponse.json(locationDetails(true))));
  });

  it('reads the period from the URL, asks the graph for it and draws the chosen overlays', async () => {
    const asked: string[] = [];
    server.use(
      http.get(graphUrl, ({ request, params }) => {
        const url = new URL(request.url);
        asked.push(`${params.userId} ${params.locationId} ${url.search}`);
        return HttpResponse.json(novemberGraph());
      }),
    );
    renderApp(`/kayttopaikka/kulutus?paikka=${PLACE}&jakso=MONTH&pvm=2026-11-17&lisat=temperature`);

    expect((await screen.findByText(/Kulutus marraskuu 2026/)).textContent).toContain(
      'Kulutus marraskuu 2026: 231,00\u00a0kWh',
    );
    expect(asked[0]).toBe(`1000001 ${PLACE} ?resolution=MONTH&splineData=true&date=2026-11-01`);
    await screen.findByTestId('uplot');
    const drawn = UPlotStub.instances.filter((plot) => !plot.destroyed);
    expect(drawn[drawn.length - 1]!.options.series.map((series) => series.label)).toEqual([
      'Aika',
      'Kulutus (kWh)',
      'Ulkolämpötila (°C)',
    ]);
    expect(
      screen.getByRole('checkbox', { name: /Markkinahinta, sis. alv 25,5/ }),
    ).not.toBeChecked();
  });

  it('moves to the previous period and keeps it in the URL', async () => {
    const dates: (string | null)[] = [];
    server.use(
      http.get(graphUrl, ({ request }) => {
        dates.push(new URL(request.url).searchParams.get('date'));
        return HttpResponse.json(novemberGraph(false));
      }),
    );
    const { router } = renderApp(
      `/kayttopaikka/kulutus?paikka=${PLACE}&jakso=MONTH&pvm=2026-11-01`,
    );
    await screen.findByText(/Kulutus marraskuu 2026/);

    await userEvent.click(screen.getByRole('button', { name: /Edellinen/ }));

    await waitFor(() => expect(dates).toContain('2026-10-01'));
    expect(router.state.location.search).toContain('pvm=2026-10-01');
    expect(router.state.location.search).toContain('paikka=');
  });

  it('shows an error with a retry when the graph fails', async () => {
    server.use(http.get(graphUrl, () => problem(504, 'UPSTREAM_TIMEOUT')));
    renderApp(`/kayttopaikka/kulutus?paikka=${PLACE}&jakso=DAY&pvm=2026-11-01`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kulutustietojen lataus epäonnistui.');
    expect(within(alert).getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });

  it('lists only the enabled screens of the place in its menu', async () => {
    server.use(http.get(graphUrl, () => HttpResponse.json(novemberGraph(false))));
    renderApp(`/kayttopaikka/kulutus?paikka=${PLACE}`);
    const menu = await screen.findByRole('navigation', { name: 'Käyttöpaikan sivut' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Yleiskatsaus',
        'Sähkönkulutus',
        'Pörssisähkön hinta',
        'Laskut',
        'Sopimus ja hinnat',
        'Lisäpalvelut',
        'Sopimustarjoukset',
        'Kulutusbudjetti',
        // Fault reporting has no feature flag: every own place can report a fault.
        'Vikailmoitus',
        // Nor has the moving notice (issue 5).
        'Muuttoilmoitus',
      ]),
    );
    expect(within(menu).getByRole('link', { name: 'Sähkönkulutus' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the 15-minute view on the latest day with data, not the month start', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(graphUrl, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(novemberGraph());
      }),
    );
    const today = todayIso();
    renderApp(`/kayttopaikka/kulutus?paikka=${PLACE}&jakso=MONTH&pvm=${today}`);
    await waitFor(() => expect(asked).toHaveLength(1));
    await userEvent.selectOptions(await screen.findByLabelText('Aikajakso'), 'Päivä (15 min)');
    await waitFor(() => expect(asked.at(-1)?.get('resolution')).toBe('DAY_QUARTERLY'));
    // Metering runs to yesterday; on the 1st the month holds no earlier day than today.
    const yesterday = addDays(today, -1);
    const expected = yesterday < periodStart('MONTH', today) ? today : yesterday;
    expect(asked.at(-1)?.get('date')).toBe(expected);
  });
});
