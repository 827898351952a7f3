import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { problem } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { energyPrices, invoiceDetail, invoiceSummary } from '../../testing/rowFixtures';
import { server } from '../../testing/server';
import { OpenInvoice, SpotPriceNow } from './GlanceCards';

const PRICES = '/api/v2/energyprice';
const SUMMARY = '/api/v2/invoice/user/:userId/location/:locationId/summary';
/** 10:07 in Helsinki on 24 November 2026: quarter 40 of the day. */
const NOW = new Date('2026-11-24T08:07:00Z');

describe('the spot price card', () => {
  it("shows the price of the current quarter and today's range", async () => {
    server.use(http.get(PRICES, () => HttpResponse.json(energyPrices(2026, 11, ['2026-11-24']))));
    renderWithProviders(<SpotPriceNow now={NOW} />);

    const card = await screen.findByRole('region', { name: 'Pörssisähkö nyt' });
    // Quarter q costs q/10 c/kWh before VAT, 25.5 % on top: quarter 40 is 5,02 c/kWh.
    expect(await within(card).findByText('5,02 c/kWh')).toBeInTheDocument();
    expect(within(card).getByText('0,00 c/kWh – 11,92 c/kWh')).toBeInTheDocument();
  });

  it('says when the current price is not published', async () => {
    server.use(http.get(PRICES, () => HttpResponse.json(energyPrices(2026, 11, ['2026-11-23']))));
    renderWithProviders(<SpotPriceNow now={NOW} />);

    expect(
      await screen.findByText('Tämän hetken hintaa ei ole vielä julkaistu.'),
    ).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get(PRICES, async () => {
        calls += 1;
        if (calls === 1) await delay(50);
        return problem(502, 'UPSTREAM_FAILED');
      }),
    );
    renderWithProviders(<SpotPriceNow now={NOW} />);

    expect(screen.getByRole('status')).toHaveTextContent('Ladataan pörssisähkön hintaa…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pörssisähkön hinnan lataus epäonnistui.',
    );
  });
});

describe('the open invoice card', () => {
  it('shows the open invoice and copies its barcode, reference and account', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const summary = invoiceSummary();
    summary.invoices[0] = {
      ...summary.invoices[0]!,
      ...invoiceDetail({ status: 'complete', amount: 123.45, dueDate: '2026-12-28' }),
      barcode: '512345678901234560000123450000000000000000123412261228',
    };
    server.use(http.get(SUMMARY, () => HttpResponse.json(summary)));
    renderWithProviders(<OpenInvoice userId={1000001} locationId="KP100101" />);

    const card = await screen.findByRole('region', { name: /Avoin lasku/ });
    expect(within(card).getByText(/123,45/)).toBeInTheDocument();
    expect(within(card).getByText(/28\.12\.2026/)).toBeInTheDocument();
    await userEvent.click(within(card).getByText('Maksutiedot'));
    await userEvent.click(within(card).getByRole('button', { name: 'Kopioi virtuaaliviivakoodi' }));

    expect(writeText).toHaveBeenCalledWith(summary.invoices[0]!.barcode);
    expect(await within(card).findByText('Kopioitu')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Kopioi viitenumero' }));
    expect(writeText).toHaveBeenLastCalledWith(summary.invoices[0]!.referenceNumber);
  });

  it('says when there is no open invoice', async () => {
    const summary = invoiceSummary();
    summary.invoices = summary.invoices.map((invoice) => ({ ...invoice, status: 'paid' }));
    server.use(http.get(SUMMARY, () => HttpResponse.json(summary)));
    renderWithProviders(<OpenInvoice userId={1000001} locationId="KP100101" />);

    expect(await screen.findByText('Ei avoimia laskuja.')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    server.use(
      http.get(SUMMARY, async () => {
        await delay(50);
        return problem(504, 'UPSTREAM_TIMEOUT');
      }),
    );
    renderWithProviders(<OpenInvoice userId={1000001} locationId="KP100101" />);

    expect(screen.getByRole('status')).toHaveTextContent('Ladataan laskuja…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Laskujen lataus epäonnistui.');
  });
});
