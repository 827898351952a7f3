import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { invoiceBreakdown, invoiceDetail, invoiceSummary } from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const summaryUrl = '/api/v2/invoice/user/:userId/location/:locationId/summary';
/** The invoice screen's own reads: its detail and its breakdown. */
const invoiceScreen = [
  http.get('/api/v2/invoice/user/:userId/location/:locationId/details/:number', () =>
    HttpResponse.json(invoiceDetail()),
  ),
  http.get('/api/v2/invoice/user/:userId/location/:locationId/breakdown/:number', () =>
    HttpResponse.json(invoiceBreakdown()),
  ),
];

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

  it('lists each invoice as a card on a phone: amount, due date, status and PDF', async () => {
    // A phone: the wide-screen query does not match.
    const matchMedia = jest.fn(() => ({
      matches: false,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      server.use(
        http.get(summaryUrl, () => HttpResponse.json(invoiceSummary())),
        http.get('/api/invoices/v1/e-invoicing', () => HttpResponse.json({ items: [] })),
        http.get('/api/invoices/v1/e-invoice-proposal/banks', () =>
          HttpResponse.json({ items: [] }),
        ),
      );
      renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);

      const list = await screen.findByRole('list', { name: 'Laskut' });
      expect(screen.queryByRole('table', { name: 'Laskut' })).not.toBeInTheDocument();
      const card = within(list).getByRole('article', { name: 'Lasku 2026110001' });
      expect(card.textContent).toContain('125,50\u00a0€');
      expect(card).toHaveTextContent('28.11.2026');
      expect(card).toHaveTextContent('Avoin');
      expect(within(card).getByRole('link', { name: 'Lasku 2026110001 (PDF)' })).toHaveAttribute(
        'href',
        `/api/v2/invoice/user/1000001/location/${PLACE}/pdf/2026110001`,
      );
      expect(within(card).getByRole('link', { name: '2026110001' })).toHaveAttribute(
        'href',
        `/kayttopaikka/laskut/2026110001?paikka=${PLACE}`,
      );
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it("copies the invoice's IBAN, reference and virtual barcode, saying Kopioitu", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const barcode = '512345678901234560000125500000000000000000123226112800';
    const summary = invoiceSummary();
    summary.invoices[0] = { ...summary.invoices[0]!, barcode };
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      ...invoiceScreen,
    );
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);

    const payment = await screen.findByRole('region', { name: 'Maksutiedot' });
    const copyBarcode = await within(payment).findByRole('button', {
      name: 'Kopioi virtuaaliviivakoodi',
    });
    expect(within(payment).getByText(barcode)).toBeInTheDocument();
    expect(within(payment).queryByText('Kopioitu')).not.toBeInTheDocument();
    await userEvent.click(copyBarcode);
    expect(writeText).toHaveBeenLastCalledWith(barcode);
    expect(await within(payment).findByText('Kopioitu')).toBeVisible();

    await userEvent.click(within(payment).getByRole('button', { name: 'Kopioi viitenumero' }));
    expect(writeText).toHaveBeenLastCalledWith(invoiceDetail().referenceNumber);
    await userEvent.click(within(payment).getByRole('button', { name: 'Kopioi tilinumero' }));
    expect(writeText).toHaveBeenLastCalledWith(invoiceDetail().iban);
  });

  it('says so when the browser refuses to copy', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server.use(...invoiceScreen);
    renderApp(`/kayttopaikka/laskut/2026110001?paikka=${PLACE}`);
    const payment = await screen.findByRole('region', { name: 'Maksutiedot' });
    await userEvent.click(within(payment).getByRole('button', { name: 'Kopioi tilinumero' }));
    expect(
      await within(payment).findByText('Kopiointi ei onnistunut. Valitse ja kopioi teksti itse.'),
    ).toBeInTheDocument();
  });
});
