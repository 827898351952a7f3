import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { invoiceBreakdown, invoiceDetail, invoiceSummary } from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const summaryUrl = '/api/v2/invoice/user/:userId/location/:locationId/summary';

describe('invoices', () => {
  it('lists invoices with Finnish dates and euros, detail and PDF links, and the due day', async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(invoiceSummary())),
      // The e-invoice section of the same screen (invoiceForms.test.tsx tests it).
      http.get('/api/invoices/v1/e-invoicing', () => HttpResponse.json({ items: [] })),
      http.get('/api/invoices/v1/e-invoice-proposal/banks', () => HttpResponse.json({ items: [] })),
    );
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);

    const table = await screen.findByRole('table', { name: 'Laskut' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026110001');
    expect(rows[1]).toHaveTextContent('1.10.2026–31.10.2026');
    expect(rows[1]).toHaveTextContent('28.11.2026');
    expect(rows[1]!.textContent).toContain('125,50\u00a0€');
    expect(rows[1]).toHaveTextContent('Avoin');
    expect(rows[2]).toHaveTextContent('Maksettu');
    expect(within(rows[1]!).getByRole('link', { name: '2026110001' })).toHaveAttribute(
      'href',
      `/kayttopaikka/laskut/2026110001?paikka=${PLACE}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Lasku 2026110001 (PDF)' })).toHaveAttribute(
      'href',
      `/api/v2/invoice/user/1000001/location/${PLACE}/pdf/2026110001`,
    );
    expect(screen.getByText('Laskusi erääntyvät kuukauden 28. päivänä.')).toBeInTheDocument();
  });

  it('tells when the place has no invoices', async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json({ ...invoiceSummary(), invoices: [] })),
    );
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    expect(await screen.findByText('Käyttöpaikalla ei ole laskuja.')).toBeInTheDocument();
  });

  it('shows an error when the summary fails', async () => {
    server.use(http.get(summaryUrl, () => problem(502, 'UPSTREAM_FAILED')));
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Laskujen lataus epäonnistui.');
  });

  it('shows an invoice with and without VAT row by row', async () => {
    server.use(
      http.get('/api/v2/invoice/user/:userId/location/:locationId/details/:number', ({ params }) =>
        params.number === '2026110001'
          ? HttpResponse.json(invoiceDetail())
          : problem(404, 'NOT_FOUND'),
      ),
      // The breakdown beside it (InvoiceBreakdownSection.test.tsx tests it).
      http.get('/api/v2/invoice/user/:userId/location/:locationId/breakdown/:number', () =>
        HttpResponse.json(invoiceBreakdown()),
      ),
    );
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);
    const table = await screen.findByRole('table', { name: 'Laskun erittely' });
    expect(within(table).getByRole('columnheader', { name: /Verollinen/ }).textContent).toContain(
      'Verollinen (alv 25,5\u00a0%)',
    );
    const transfer = within(table).getByRole('row', { name: /Sähkönsiirto/ });
    expect(transfer.textContent).toContain('30,00\u00a0€');
    expect(transfer.textContent).toContain('37,65\u00a0€');
    expect(within(table).getByRole('row', { name: /Yhteensä/ }).textContent).toContain(
      '125,50\u00a0€',
    );
    expect(screen.getByText('1232')).toBeInTheDocument();
  });
});
