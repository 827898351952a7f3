import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, todayIso } from '../../components/period/period';
import { renderApp } from '../../testing/renderWithProviders';
import { energyPrices, locationDetails } from '../../testing/rowFixtures';
import { server } from '../../testing/server';
import { dayStats } from './prices';

describe('day statistics', () => {
  it('weighs hourly slots by their length', () => {
    const prices = [
      {
        time: '2025-09-30T00:00:00+03:00',
        durationMinutes: 60,
        eurMwh: 0,
        priceVat0: 0,
        priceVat: 0,
        vatPercent: 25.5,
        value: 4,
      },
      {
        time: '2025-09-30T01:00:00+03:00',
        durationMinutes: 15,
        eurMwh: 0,
        priceVat0: 0,
        priceVat: 0,
        vatPercent: 25.5,
        value: -1,
      },
    ];
    const stats = dayStats(prices)!;
    expect(stats.average).toBeCloseTo((4 * 60 - 15) / 75);
    expect(stats.min.value).toBe(-1);
    expect(stats.max.value).toBe(4);
  });
});

describe('market price screen', () => {
  it("shows today's cheapest, dearest and mean price and says tomorrow's are not out yet", async () => {
    const today = todayIso();
    const asked: string[] = [];
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/location/:locationId', () =>
        HttpResponse.json(locationDetails(true)),
      ),
      http.get('/api/v2/energyprice', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const year = Number(url.searchParams.get('year'));
        const month = Number(url.searchParams.get('month'));
        const days = today.startsWith(`${year}-${String(month).padStart(2, '0')}`) ? [today] : [];
        return HttpResponse.json(energyPrices(year, month, days));
      }),
      http.get('/api/v2/energypricefuture', () =>
        HttpResponse.json({
          vatIncluded: true,
          unit: 'c/kWh',
          updated: '2026-11-01T10:00:00+02:00',
          historicData: [],
          futureData: [],
        }),
      ),
    );
    renderApp('/kayttopaikka/markkinahinta?paikka=643000000000000001');

    const todayCard = await screen.findByRole('region', { name: /^Tänään/ });
    // Slot q costs q/10 c/kWh VAT 0, 25.5 % VAT on top: mean of 0…9.5 is 4.75 → 5.96.
    const facts = within(todayCard).getByText('Keskihinta').parentElement!;
    expect(facts.textContent).toContain('5,96\u00a0c/kWh');
    expect(within(todayCard).getByText('Halvin').parentElement!.textContent).toContain('klo 0.00');
    expect(within(todayCard).getByText('Kallein').parentElement!.textContent).toContain(
      'klo 23.45',
    );
    // The slot of this moment, named with its level, and the key to the chart's colours.
    expect(within(todayCard).getByText(/^Nyt klo \d+\.\d\d–\d+\.\d\d: /)).toHaveTextContent(
      /(halpa|tavallinen|kallis)$/,
    );
    expect(
      within(todayCard).getByText(/^Halpa \(vihreä, täysi palkki\): enintään/),
    ).toBeInTheDocument();
    expect(
      within(todayCard).getByText(/^Kallis \(punainen, raidallinen palkki\)/),
    ).toBeInTheDocument();
    expect(asked[0]).toContain('vat=true');
    const tomorrow = screen.getByRole('region', { name: new RegExp(`^Huomenna`) });
    expect(tomorrow).toHaveTextContent(
      /Huomisen hinnat julkaistaan (tänään|yleensä) noin kello 14/,
    );
    expect(addDays(today, 1)).not.toBe(today);
  });
});
