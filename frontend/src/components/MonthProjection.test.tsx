import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { problem } from '../testing/handlers';
import { renderApp } from '../testing/renderWithProviders';
import { electricitySummary, locationDetails, novemberGraph } from '../testing/rowFixtures';
import { server } from '../testing/server';
import { todayIso } from './period/period';
import { projectionFigures } from './MonthProjection';

const summaryUrl = '/api/v2/consumption/electricity/user/:userId/location/:locationId/summary';
const PLACE = '643000000000000001';
const LINE = 'Tähän mennessä 125,50\u00a0€, ennuste kuun lopussa 1\u00a0234,56\u00a0€';

/** Answers #126 with `summary` and records what was asked. */
function answerSummary(summary = electricitySummary()) {
  const asked: string[] = [];
  server.use(
    http.get(summaryUrl, ({ request, params }) => {
      asked.push(`${params.userId} ${params.locationId} ${new URL(request.url).search}`);
      return HttpResponse.json(summary);
    }),
  );
  return asked;
}

describe('month-to-date figures', () => {
  it('take the cost so far with or without VAT by the summary', () => {
    expect(projectionFigures(electricitySummary(true, true))?.soFar).toBe(125.5);
    expect(projectionFigures(electricitySummary(true, false))?.soFar).toBe(100);
    expect(projectionFigures(electricitySummary(false))).toBeNull();
  });
});

describe('month so far and projection', () => {
  it("shows the line on the use place's front, for this month, with its basis", async () => {
    const asked = answerSummary();
    renderApp(`/kayttopaikka?paikka=${PLACE}`);

    // The default text normalizer turns the no-break spaces into spaces; textContent keeps them.
    expect((await screen.findByText(LINE.replace(/\u00a0/g, ' '))).textContent).toBe(LINE);
    const [year, month] = todayIso().split('-').map(Number);
    expect(asked[0]).toBe(`1000001 ${PLACE} ?year=${year}&month=${month}`);
    expect(screen.getByText('Hinnat sis. alv.')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Mihin ennuste perustuu'));
    expect(screen.getByText('Mitattu kulutus 26 päivältä laskun hinnoilla.')).toBeVisible();
    expect(
      screen.getByText(
        'Loput 4 päivää: kulutus arvioitu ajalta 29.10.2026–25.11.2026 viikonpäivän ja vartin mukaan.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/Julkaistu pörssihinta 40 vartille, muille 344 vartille/).textContent,
    ).toContain('kuun keskihinta tähän asti 7,50\u00a0c/kWh (alv 0 %)');
  });

  it('shows the line on the consumption screen, without VAT when the summary has none', async () => {
    answerSummary(electricitySummary(true, false));
    server.use(
      http.get('/api/v2/monthlyinsights/user/:userId/location/:locationId/graph', () =>
        HttpResponse.json(novemberGraph()),
      ),
      http.get('/api/v2/servicelocation/user/:userId/location/:locationId', () =>
        HttpResponse.json(locationDetails(true)),
      ),
    );
    renderApp(`/kayttopaikka/kulutus?paikka=${PLACE}&jakso=MONTH&pvm=2026-11-17`);

    expect(
      await screen.findByText('Tähän mennessä 100,00 €, ennuste kuun lopussa 1 234,56 €'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hinnat alv 0 %.')).toBeInTheDocument();
  });

  it('shows nothing for a month without a projection', async () => {
    const asked = answerSummary(electricitySummary(false));
    renderApp(`/kayttopaikka?paikka=${PLACE}`);

    await waitFor(() => expect(asked).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Asiakaspalvelu' });
    expect(screen.queryByText(/Tähän mennessä/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kuun kustannukset' })).not.toBeInTheDocument();
  });

  it('says when the summary cannot be read', async () => {
    server.use(http.get(summaryUrl, () => problem(502, 'UPSTREAM_UNAVAILABLE')));
    renderApp(`/kayttopaikka?paikka=${PLACE}`);

    expect(
      await screen.findByText('Kuun kustannusennusteen lataus epäonnistui.'),
    ).toBeInTheDocument();
  });
});
