import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { liveSolar, monthlyProduction, panelDetails } from '../../testing/rowFixtures';
import { server } from '../../testing/server';
import UPlotStub from '../../testing/uplotStub';

const PLACE = '643000000000000001';
const liveUrl = '/api/v1/solar/user/:userId/location/:locationId/energy';
const panelUrl = '/api/v2/production/solar/panel/:panelId';
const productionUrl = '/api/v2/production/solar/user/:userId/panel/:panelId/location/:locationId';

describe('solar screen', () => {
  beforeEach(() => {
    UPlotStub.instances = [];
  });

  it('shows live figures, the month by day and the plant with Finnish units', async () => {
    const asked: string[] = [];
    server.use(
      http.get(liveUrl, () => HttpResponse.json(liveSolar())),
      http.get(panelUrl, ({ params }) =>
        params.panelId === 'PV100103'
          ? HttpResponse.json(panelDetails())
          : problem(404, 'NOT_FOUND'),
      ),
      http.get(productionUrl, ({ params, request }) => {
        asked.push(`${params.userId} ${params.panelId} ${new URL(request.url).search}`);
        return HttpResponse.json(monthlyProduction());
      }),
    );
    renderApp(`/kayttopaikka/aurinkosahko?paikka=${PLACE}&jakso=MONTH&pvm=2026-11-05`);

    const live = await screen.findByRole('region', { name: 'Nyt' });
    expect(live.textContent).toContain('1,25\u00a0kW');
    expect(live.textContent).toContain('24,00\u00a0kWh');
    expect((await screen.findByText(/Tuotanto marraskuu 2026:/)).textContent).toContain(
      '6,50\u00a0kWh',
    );
    expect(asked[0]).toBe('1000001 PV100103 ?year=2026&month=11');
    const plant = await screen.findByRole('region', { name: 'Koivulehdon aurinkovoimala' });
    expect(plant.textContent).toContain('63,0785° N, 21,6604° E');
    expect(plant.textContent).toContain('5\u00a0432\u00a0kWh');
    expect(plant.textContent).toContain('679 saunan lämmityskertaa');
    const inverters = within(plant).getByRole('table', { name: 'Invertterit' });
    expect(inverters).toHaveTextContent('17.5.2023');
    expect(inverters.textContent).toContain('6,0\u00a0kW');
    expect(screen.getByRole('radio', { name: 'Energia' })).toBeChecked();
  });

  it('switches to power mode and keeps it in the URL', async () => {
    server.use(
      http.get(liveUrl, () => HttpResponse.json(liveSolar())),
      http.get(panelUrl, () => HttpResponse.json(panelDetails())),
      http.get(productionUrl, () => HttpResponse.json(monthlyProduction())),
    );
    const { router } = renderApp(`/kayttopaikka/aurinkosahko?paikka=${PLACE}`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Teho' }));

    expect(
      await screen.findByRole('heading', { name: 'Teho viimeiset 24 tuntia' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toContain('tila=teho');
    await screen.findByTestId('uplot');
    await waitFor(() => {
      const drawn = UPlotStub.instances.filter((plot) => !plot.destroyed);
      expect(drawn[drawn.length - 1]!.options.series.map((series) => series.label)).toEqual([
        'Aika',
        'Teho (kW)',
      ]);
    });
  });

  it('tells when no panel is linked to the place', async () => {
    server.use(http.get(liveUrl, () => problem(404, 'NOT_FOUND')));
    renderApp(`/kayttopaikka/aurinkosahko?paikka=${PLACE}`);
    expect(
      await screen.findByText('Käyttöpaikkaan ei ole liitetty aurinkopaneeleja.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the live row fails', async () => {
    server.use(http.get(liveUrl, () => problem(502, 'UPSTREAM_FAILED')));
    renderApp(`/kayttopaikka/aurinkosahko?paikka=${PLACE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aurinkosähkötietojen lataus epäonnistui.');
    expect(within(alert).getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });
});
