import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  DistrictHeatingConsumption,
  EnergyConsumption,
  LiveSolar,
  LocationDetails,
} from '../../api/rowTypes';
import { makeUsePlace, OWN_USER_ID } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { locationDetails } from '../../testing/rowFixtures';
import { server } from '../../testing/server';
import {
  DistrictHeatingReading,
  glanceKinds,
  PlaceGlance,
  producedToday,
  SolarToday,
  YesterdayElectricity,
} from './PlaceGlance';

const DETAILS = '/api/v2/servicelocation/user/:userId/location/:locationId';
const LIVE = '/api/v1/solar/user/:userId/location/:locationId/energy';
/** 10:07 in Helsinki on 24 November 2026. Testing Library reads the no-break spaces as spaces. */
const NOW = new Date('2026-11-24T08:07:00Z');
const MINUS = '\u2212';

const place = { userId: OWN_USER_ID, locationId: 'KP100101', now: NOW };

/** An upstream that fails once (after a moment, so the loading state shows), then answers. */
function failingOnce(url: string, failure: () => Response, answer: () => JsonBodyType) {
  let calls = 0;
  server.use(
    http.get(url, async () => {
      calls += 1;
      if (calls === 1) {
        await delay(50);
        return failure();
      }
      return HttpResponse.json(answer());
    }),
  );
}

/** Loading, then the error (each of `failed`) with its retry, then the data after the retry. */
async function expectLoadingErrorRetry(loading: string, failed: string[], loaded: string) {
  expect(screen.getByRole('status')).toHaveTextContent(loading);
  const alert = await screen.findByRole('alert');
  for (const text of failed) expect(alert).toHaveTextContent(text);
  await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
  expect(await screen.findByText(loaded)).toBeInTheDocument();
}

function yesterday(overrides: Partial<EnergyConsumption> = {}): EnergyConsumption {
  return {
    measurementDate: '2026-11-23',
    yesterdayConsumption: 23.456,
    yesterdayCost: 4.1,
    previousDayDelta: 12.4,
    previousWeekLabel: 'vk 47',
    previousWeekConsumption: { type: 'WEEK', consumption: 150, delta: 3 },
    previousMonthLabel: 'lokakuu 2026',
    previousMonthConsumption: { type: 'MONTH', consumption: 600, delta: -2 },
    ...overrides,
  };
}

function heating(): DistrictHeatingConsumption {
  return {
    measurementDate: '2026-11-23',
    consumption: 0.5123,
    price: 46.05,
    returnTemperature: 34.46,
    returnTemperatureDescription: 'Paluulämpötila on hyvällä tasolla',
    temperatureIndex: 41.2,
    temperatureIndexDescription: 'Hyvä',
    temperatureIndexLimits: {
      buildingType: 'DetachedHouse',
      excellent: 45,
      veryGood: 40,
      good: 35,
      satisfying: 30,
      passable: 25,
      bad: 0,
    },
  };
}

function details(overrides: Partial<LocationDetails>): LocationDetails {
  return { ...locationDetails(), ...overrides };
}

/**
 * #170 at NOW: 96 quarters ending with the current one (10.00–10.15 Helsinki). Yesterday's
 * daylight quarters ran at 1 kW; today's from 8.00 on at 2 kW.
 */
function liveAtNow(): LiveSolar {
  const current = Date.parse('2026-11-24T08:00:00Z');
  const todayFrom = Date.parse('2026-11-24T06:00:00Z');
  return {
    panelId: 'PV100103',
    energyLast24Hours: { value: 9.9, unit: 'kWh' },
    powerNow: { value: 2.1, unit: 'kW' },
    powerPoints: Array.from({ length: 96 }, (_, index) => {
      const start = current - (95 - index) * 900_000;
      const hour = new Date(start).getUTCHours();
      const power = start >= todayFrom ? 2 : hour >= 7 && hour < 13 ? 1 : 0;
      return { time: new Date(start).toISOString(), power };
    }),
  };
}

describe('which places get which glance', () => {
  it('follows the utility and the contract type of the #116 content item', () => {
    expect(glanceKinds({ utilityType: 'ELECTRICITY', contractType: 'ELECTRICITY' })).toEqual([
      'electricity',
    ]);
    expect(
      glanceKinds({ utilityType: 'DISTRICT_HEATING', contractType: 'DISTRICT_HEATING' }),
    ).toEqual(['districtHeating']);
    expect(
      glanceKinds({ utilityType: 'MICROGENERATION', contractType: 'MICROGENERATION' }),
    ).toEqual(['solar']);
    expect(glanceKinds({ utilityType: 'SOLAR', contractType: 'PROCUREMENT' })).toEqual(['solar']);
    expect(
      glanceKinds({
        utilityType: 'ELECTRICITY',
        contractType: 'PROCUREMENT_AND_MICROGENERATION',
      }),
    ).toEqual(['electricity', 'solar']);
  });

  it('shows the solar section for a microgeneration place, and nothing of electricity', async () => {
    server.use(http.get(LIVE, () => HttpResponse.json(liveAtNow())));
    renderWithProviders(
      <PlaceGlance
        place={makeUsePlace({
          identifier: 'KP100103',
          utilityType: 'MICROGENERATION',
          contractType: 'MICROGENERATION',
        })}
        now={NOW}
      />,
    );

    expect(await screen.findByRole('region', { name: 'Aurinkosähkö' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sähkönkulutus' })).not.toBeInTheDocument();
  });
});

describe("the electricity place's yesterday", () => {
  it('shows the consumption, the cost and the change against the day before', async () => {
    server.use(
      http.get(DETAILS, () => HttpResponse.json(details({ energyConsumption: yesterday() }))),
    );
    renderWithProviders(<YesterdayElectricity {...place} utilityType="ELECTRICITY" />);

    const card = await screen.findByRole('region', { name: 'Sähkönkulutus' });
    expect(await within(card).findByText('23,46 kWh')).toBeInTheDocument();
    expect(within(card).getByText('Kulutus eilen')).toBeInTheDocument();
    expect(within(card).getByText('4,10 €')).toBeInTheDocument();
    // The arrow repeats the sign for sighted users; the text says it without colour.
    const change = within(card).getByText('Edelliseen päivään').nextElementSibling;
    expect(change).toHaveTextContent('↑+12 %');
    expect(within(change as HTMLElement).getByText('↑')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names an older measurement day and shows a fall with a down arrow', async () => {
    server.use(
      http.get(DETAILS, () =>
        HttpResponse.json(
          details({
            energyConsumption: yesterday({ measurementDate: '2026-11-22', previousDayDelta: -7.6 }),
          }),
        ),
      ),
    );
    renderWithProviders(<YesterdayElectricity {...place} utilityType="ELECTRICITY" />);

    expect(await screen.findByText('Kulutus 22.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Edelliseen päivään').nextElementSibling).toHaveTextContent(
      `↓${MINUS}8 %`,
    );
  });

  it('shows a change that rounds to zero with a sideways arrow', async () => {
    server.use(
      http.get(DETAILS, () =>
        HttpResponse.json(details({ energyConsumption: yesterday({ previousDayDelta: -0.4 }) })),
      ),
    );
    renderWithProviders(<YesterdayElectricity {...place} utilityType="ELECTRICITY" />);

    expect((await screen.findByText('Edelliseen päivään')).nextElementSibling).toHaveTextContent(
      '→0 %',
    );
  });

  it('says when there is no consumption of yesterday yet', async () => {
    server.use(http.get(DETAILS, () => HttpResponse.json(details({ energyConsumption: null }))));
    renderWithProviders(<YesterdayElectricity {...place} utilityType="ELECTRICITY" />);

    expect(await screen.findByText('Eilisen kulutuksen tietoja ei ole vielä.')).toBeInTheDocument();
  });

  it('shows loading, then an error whose retry loads the data', async () => {
    failingOnce(
      DETAILS,
      () => problem(502, 'UPSTREAM_FAILED'),
      () => details({ energyConsumption: yesterday() }),
    );
    renderWithProviders(<YesterdayElectricity {...place} utilityType="ELECTRICITY" />);

    await expectLoadingErrorRetry(
      'Ladataan kulutustietoja…',
      ['Kulutustietojen lataus epäonnistui.'],
      '23,46 kWh',
    );
  });

  it("treats metering's gap in the details as an error with a retry", async () => {
    let calls = 0;
    server.use(
      http.get(DETAILS, () => {
        calls += 1;
        return HttpResponse.json(
          calls === 1
            ? details({ energyConsumption: null, missing: ['metering'] })
            : details({ energyConsumption: yesterday() }),
        );
      }),
    );
    renderWithProviders(<YesterdayElectricity {...place} utilityType="ELECTRICITY" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mittaustiedot eivät juuri nyt ole saatavilla.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('23,46 kWh')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe("the district heating place's latest reading", () => {
  it('shows the reading, its date and the return temperature', async () => {
    server.use(
      http.get(DETAILS, () =>
        HttpResponse.json(details({ districtHeatingConsumption: heating() })),
      ),
    );
    renderWithProviders(<DistrictHeatingReading {...place} utilityType="DISTRICT_HEATING" />);

    const card = await screen.findByRole('region', { name: 'Kaukolämpö' });
    expect(await within(card).findByText('0,512 MWh')).toBeInTheDocument();
    expect(within(card).getByText('23.11.2026')).toBeInTheDocument();
    expect(within(card).getByText('34,5 °C')).toBeInTheDocument();
    expect(within(card).getByText('Paluulämpötila')).toBeInTheDocument();
  });

  it('says when there is no measured day yet', async () => {
    server.use(
      http.get(DETAILS, () => HttpResponse.json(details({ districtHeatingConsumption: null }))),
    );
    renderWithProviders(<DistrictHeatingReading {...place} utilityType="DISTRICT_HEATING" />);

    expect(await screen.findByText('Kaukolämmön mittaustietoja ei ole vielä.')).toBeInTheDocument();
  });

  it('shows loading, then an error whose retry loads the data', async () => {
    failingOnce(
      DETAILS,
      () => problem(504, 'UPSTREAM_TIMEOUT'),
      () => details({ districtHeatingConsumption: heating() }),
    );
    renderWithProviders(<DistrictHeatingReading {...place} utilityType="DISTRICT_HEATING" />);

    await expectLoadingErrorRetry(
      'Ladataan kaukolämpötietoja…',
      ['Kaukolämpötietojen lataus epäonnistui.', 'Palvelu ei juuri nyt vastaa.'],
      '0,512 MWh',
    );
  });
});

describe("the solar place's production today", () => {
  it("adds up today's quarters so far, the current one for the minutes passed", () => {
    // 8.00–10.00: eight quarters at 2 kW = 4 kWh; 10.00–10.07 at 2 kW = 0.2333 kWh.
    expect(producedToday(liveAtNow().powerPoints, NOW)).toBeCloseTo(4.2333, 3);
    expect(producedToday(liveAtNow().powerPoints, new Date('2026-11-25T08:00:00Z'))).toBeNull();
  });

  it('shows the production today so far, the power now and the time', async () => {
    server.use(http.get(LIVE, () => HttpResponse.json(liveAtNow())));
    renderWithProviders(<SolarToday {...place} locationId="KP100103" />);

    const card = await screen.findByRole('region', { name: 'Aurinkosähkö' });
    expect(await within(card).findByText('4,23 kWh')).toBeInTheDocument();
    expect(within(card).getByText('2,10 kW')).toBeInTheDocument();
    expect(within(card).getByText('klo 10.07')).toBeInTheDocument();
  });

  it('says when no panel is joined to the place (404)', async () => {
    server.use(http.get(LIVE, () => problem(404, 'NOT_FOUND')));
    renderWithProviders(<SolarToday {...place} locationId="KP100103" />);

    expect(
      await screen.findByText('Käyttöpaikkaan ei ole liitetty aurinkopaneeleja.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the live row has nothing of today yet', async () => {
    server.use(http.get(LIVE, () => HttpResponse.json({ ...liveAtNow(), powerPoints: [] })));
    renderWithProviders(<SolarToday {...place} locationId="KP100103" />);

    expect(
      await screen.findByText('Tämän päivän tuotantotietoja ei ole vielä.'),
    ).toBeInTheDocument();
  });

  it('shows loading, then an error whose retry loads the data', async () => {
    failingOnce(
      LIVE,
      () => problem(502, 'UPSTREAM_FAILED'),
      () => liveAtNow(),
    );
    renderWithProviders(<SolarToday {...place} locationId="KP100103" />);

    await expectLoadingErrorRetry(
      'Ladataan aurinkosähkön tuotantoa…',
      ['Aurinkosähkön tuotantotietojen lataus epäonnistui.'],
      '4,23 kWh',
    );
  });
});
