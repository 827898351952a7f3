import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { monthlySummary, novemberGraph } from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const base = '/api/v2/monthlyinsights/user/:userId/location/:locationId';

function insightHandlers(asked: string[] = []) {
  const month = (name: string, body: Record<string, unknown>) =>
    http.get(`${base}/${name}`, ({ request }) => {
      asked.push(`${name}${new URL(request.url).search}`);
      return HttpResponse.json(body);
    });
  return [
    month('pages', {
      pages: [
        { year: 2026, month: 10 },
        { year: 2026, month: 9 },
      ],
    }),
    month('newUser', { newUser: true, contractStart: '2026-08-15' }),
    month('summary', monthlySummary()),
    month('monthlyPackageSummary', monthlySummary()),
    month('topHours', {
      year: 2026,
      month: 10,
      hours: [{ time: '2026-10-05T18:00:00+03:00', kwh: 4.5, cost: 1.2 }],
    }),
    month('tipOfTheMonth', {
      year: 2026,
      month: 10,
      category: 'SHIFT_TO_CHEAP_HOURS',
      title: 'Siirrä kulutusta',
      text: 'Pese pyykit yöllä.',
    }),
    month('localPowerSummary', {
      year: 2026,
      month: 10,
      hasLocalPower: false,
      producedKwh: 0,
      selfConsumedKwh: 0,
      fedToGridKwh: 0,
      selfSufficiencyPercent: 0,
    }),
    month('greenPowerSummary', {
      year: 2026,
      month: 10,
      greenPowerOn: false,
      kwh: 400,
      potentialCarbonEmissionSavings: 36.4,
      potentialCarbonEmissionSavingsUnit: 'kg',
    }),
    month('consumptionBudgetSummary', { active: true, budget: 100, totalConsumption: 80 }),
    month('graph', novemberGraph(false)),
  ];
}

describe('monthly insights', () => {
  it('shows the newest month by default with every insight, in Finnish', async () => {
    const asked: string[] = [];
    server.use(...insightHandlers(asked));
    renderApp(`/kayttopaikka/kuukausikatsaus?paikka=${PLACE}`);

    const summary = await screen.findByRole('region', { name: 'Yhteenveto: lokakuu 2026' });
    await waitFor(() => expect(summary.textContent).toContain('400,00\u00a0kWh'));
    expect(await screen.findByText('Pese pyykit yöllä.')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('15.8.2026');
    const top = await screen.findByRole('region', { name: 'Kuukauden suurimmat kulutustunnit' });
    expect(await within(top).findByText('5.10.2026 18.00')).toBeInTheDocument();
    expect(top.textContent).toContain('1,20\u00a0€');
    expect(await screen.findByText('Käyttöpaikalla ei ole omaa sähköntuotantoa.')).toBeVisible();
    expect(await screen.findByText(/36,4.kg/)).toBeInTheDocument();
    const comparison = await screen.findByRole('table', {
      name: 'Kulutus verrattuna aiempiin jaksoihin',
    });
    expect(comparison.textContent).toContain('+10,0\u00a0%');
    expect(asked).toContain('topHours?year=2026&month=10');
    expect(asked).toContain('graph?resolution=MONTH&splineData=false&date=2026-10-01');
  });

  it('pages to an older month through the URL', async () => {
    const asked: string[] = [];
    server.use(...insightHandlers(asked));
    renderApp(`/kayttopaikka/kuukausikatsaus?paikka=${PLACE}&jakso=MONTH&pvm=2026-09-01`);
    expect(
      await screen.findByRole('region', { name: 'Yhteenveto: syyskuu 2026' }),
    ).toBeInTheDocument();
    expect(asked).toContain('summary?year=2026&month=9');
  });

  it('tells when there are no insights yet', async () => {
    server.use(
      http.get(`${base}/pages`, () => HttpResponse.json({ pages: [] })),
      http.get(`${base}/newUser`, () =>
        HttpResponse.json({ newUser: false, contractStart: '2020-01-01' }),
      ),
    );
    renderApp(`/kayttopaikka/kuukausikatsaus?paikka=${PLACE}`);
    expect(
      await screen.findByText('Käyttöpaikalle ei ole vielä kuukausikatsauksia.'),
    ).toBeInTheDocument();
  });

  it('shows an error when the months fail and ignores a failed newUser', async () => {
    server.use(
      http.get(`${base}/pages`, () => problem(504, 'UPSTREAM_TIMEOUT')),
      http.get(`${base}/newUser`, () => problem(502, 'UPSTREAM_FAILED')),
    );
    renderApp(`/kayttopaikka/kuukausikatsaus?paikka=${PLACE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kuukausikatsausten lataus epäonnistui.');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
