import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { monthlySummary } from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const listUrl = '/api/v2/usagereports/user/:userId/location/:locationId';
const report = {
  name: 'Kulutusraportti lokakuu 2026',
  date: '2026-11-01',
  companyName: 'Vaasan Energia',
  reportId: 'R-2026-10',
};

describe('reports', () => {
  it('lists usage reports with links and offers the month file as CSV and JSON', async () => {
    server.use(http.get(listUrl, () => HttpResponse.json({ items: [report] })));
    renderApp(`/kayttopaikka/raportit?paikka=${PLACE}&jakso=MONTH&pvm=2026-10-01`);

    const table = await screen.findByRole('table', { name: 'Kulutusraportit, uusin ensin' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('1.11.2026');
    expect(row).toHaveTextContent('Vaasan Energia');
    expect(within(row).getByRole('link', { name: report.name })).toHaveAttribute(
      'href',
      `/kayttopaikka/raportit/R-2026-10?paikka=${PLACE}`,
    );
    expect(screen.getByRole('link', { name: 'Lataa lokakuu 2026 (CSV)' })).toHaveAttribute(
      'href',
      `/api/reports/v1/user/1000001/location/${PLACE}?year=2026&month=10&format=csv`,
    );
    expect(screen.getByRole('link', { name: 'Lataa lokakuu 2026 (JSON)' })).toHaveAttribute(
      'href',
      `/api/reports/v1/user/1000001/location/${PLACE}?year=2026&month=10&format=json`,
    );
  });

  it('shows one report with its figures', async () => {
    server.use(
      http.get(`${listUrl}/report/:reportId`, ({ params }) =>
        params.reportId === 'R-2026-10'
          ? HttpResponse.json({ report, summary: monthlySummary() })
          : problem(404, 'NOT_FOUND'),
      ),
    );
    renderApp(`/kayttopaikka/raportit/R-2026-10?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: report.name });
    expect(card.textContent).toContain('400,00\u00a0kWh');
    expect(card.textContent).toContain('80,00\u00a0€');
    expect(card.textContent).toContain('+10,0\u00a0%');
    expect(card.textContent).toContain('\u221220,0\u00a0%');
    expect(screen.getByRole('link', { name: 'Takaisin raportteihin' })).toBeInTheDocument();
  });

  it('tells when there are no reports', async () => {
    server.use(http.get(listUrl, () => HttpResponse.json({ items: [] })));
    renderApp(`/kayttopaikka/raportit?paikka=${PLACE}`);
    expect(await screen.findByText('Käyttöpaikalle ei ole raportteja.')).toBeInTheDocument();
  });

  it('shows no reports when metering keeps none for the place (404)', async () => {
    server.use(http.get(listUrl, () => problem(404, 'NOT_FOUND')));
    renderApp(`/kayttopaikka/raportit?paikka=${PLACE}`);
    expect(await screen.findByText('Käyttöpaikalle ei ole raportteja.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error when the list fails', async () => {
    server.use(http.get(listUrl, () => problem(502, 'UPSTREAM_FAILED')));
    renderApp(`/kayttopaikka/raportit?paikka=${PLACE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Raporttien lataus epäonnistui.');
  });
});
