import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { billLine, invoiceBreakdown, invoiceDetail } from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const base = '/api/v2/invoice/user/:userId/location/:locationId';

function serve(breakdown = invoiceBreakdown, detail = invoiceDetail()) {
  const dates: (string | null)[] = [];
  server.use(
    http.get(`${base}/details/:number`, () => HttpResponse.json(detail)),
    http.get(`${base}/breakdown/:number`, ({ request, params }) => {
      const date = new URL(request.url).searchParams.get('date');
      dates.push(date);
      return params.number === '2026110001'
        ? HttpResponse.json(breakdown(date ?? undefined))
        : problem(403, 'FORBIDDEN');
    }),
  );
  return dates;
}

describe('invoice breakdown', () => {
  it('shows the invoice lines beside the portal bill and says they match', async () => {
    serve();
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);
    const lines = await screen.findByRole('table', {
      name: 'Laskun rivit ja portaalin laskelma (sis. alv)',
    });
    const energy = within(lines).getByRole('row', { name: /Sähköenergia/ });
    expect(energy.textContent).toContain('600,000\u00a0kWh');
    expect(
      within(energy)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50,20\u00a0€', '50,20\u00a0€']);
    expect(within(lines).getByRole('row', { name: /Arvonlisävero 25,5/ }).textContent).toContain(
      '25,50\u00a0€',
    );
    expect(screen.getByText('Portaalin laskelma vastaa laskua sentilleen.')).toBeInTheDocument();
  });

  it('says so when the portal bill differs from the invoice', async () => {
    const detail = invoiceDetail({
      lines: [billLine('ENERGY', 'Sähköenergia', 600, 40, 50.21)],
    });
    serve(invoiceBreakdown, detail);
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);
    expect(await screen.findByText(/Portaalin laskelma poikkeaa laskusta/)).toBeInTheDocument();
  });

  it('lists the days with the invoice total and drills into a day by its slots', async () => {
    const dates = serve();
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);
    const days = await screen.findByRole('table', { name: 'Laskun summa päivittäin (sis. alv)' });
    expect(within(days).getAllByRole('row')).toHaveLength(33);
    const total = within(days).getByRole('row', { name: /Yhteensä/ });
    expect(total.textContent).toContain('125,50\u00a0€');
    expect(total.textContent).toContain('600,000\u00a0kWh');

    await userEvent.click(within(days).getByRole('button', { name: 'Näytä 2.10.2026' }));
    const heading = await screen.findByRole('heading', { name: 'Päivän 2.10.2026 erittely' });
    expect(heading).toHaveFocus();
    const slots = await screen.findByRole('table', { name: 'Päivän kulutus ja hinta jaksoittain' });
    const rows = within(slots).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[1]!.textContent).toContain('0.00');
    expect(rows[1]!.textContent).toContain('5,123\u00a0c/kWh');
    expect(
      within(slots).getByRole('row', { name: /Kuukausimaksujen osuus/ }).textContent,
    ).toContain('0,05\u00a0€');
    expect(within(slots).getByRole('row', { name: /Päivä yhteensä/ }).textContent).toContain(
      '4,05\u00a0€',
    );
    expect(screen.getByText(/tunneittain/)).toBeInTheDocument();
    expect(dates).toContain('2026-10-02');
  });

  it('tells that district heat has no finer breakdown than a day', async () => {
    serve((date) => invoiceBreakdown(date, true));
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);
    const days = await screen.findByRole('table', { name: 'Laskun summa päivittäin (sis. alv)' });
    await userEvent.click(within(days).getByRole('button', { name: 'Näytä 5.10.2026' }));
    expect(await screen.findByText(/Kaukolämpö mitataan päivittäin/)).toBeInTheDocument();
  });

  it('shows an error for a failed breakdown and keeps the invoice', async () => {
    server.use(
      http.get(`${base}/details/:number`, () => HttpResponse.json(invoiceDetail())),
      http.get(`${base}/breakdown/:number`, () => problem(502, 'UPSTREAM_FAILED')),
    );
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);
    expect(await screen.findByText('Laskun erittelyn lataus epäonnistui.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Laskun erittely' })).toBeInTheDocument();
  });
});
