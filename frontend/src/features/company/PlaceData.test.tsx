import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ManagedLocation, UserRight } from '../../api/b2bApi';
import {
  companyA,
  companyHandlers,
  companyItem,
  mainUser,
  ownPlacesHandlers,
  PLACE_URL,
  subUser,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { onAPhone } from '../../testing/media';
import { renderApp } from '../../testing/renderWithProviders';
import {
  invoiceBreakdown,
  invoiceDetail,
  invoiceSummary,
  locationDetails,
  novemberGraph,
} from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const composite = (right: UserRight, members = ['KP300004', 'KP300005']): ManagedLocation => ({
  compositeLocationIdentifier: 'CL100001',
  name: 'Vaasan toimipiste',
  address: 'Teollisuustie 4, 65100 Vaasa',
  locationIdentifiers: members,
  right,
});

const profile = {
  locationId: 'KP300004',
  year: 2026,
  month: 10,
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    weekdayKwh: 10 + hour,
    weekendKwh: 5 + hour,
  })),
};

const productConfiguration = {
  locationId: 'KP300004',
  productName: 'Pörssisähkö',
  productType: 'SPOT',
  buildingPackageType: 'COMPANY_BUILDING',
  annualConsumptionEstimateKwh: 120000,
  greenPowerOn: false,
  greenPowerPackageKwh: 3000,
  canHaveGreenPower: true,
  canHaveHomeInsurance: false,
  homeInsuranceOn: false,
};

/** The place screen's reads by their path after the place id; `fail` answers 502 (`read:404` 404). */
function placeReads(fail: string[] = [], overrides: Record<string, object> = {}) {
  const answers: Record<string, object> = {
    detail: { ...locationDetails(), missing: ['invoicing'] },
    graph: novemberGraph(),
    current: {
      energyConsumption: {
        measurementDate: '2026-11-20',
        yesterdayConsumption: 812.5,
        previousDayDelta: 3.2,
        previousWeekLabel: 'vk 46',
        previousMonthLabel: 'lokakuu 2026',
        previousWeekConsumption: { type: 'WEEK', consumption: 5400, delta: -1.5 },
        previousMonthConsumption: { type: 'MONTH', consumption: 23000, delta: 4 },
        yesterdayCost: 98.76,
      },
    },
    averages: profile,
    pricing: {
      locationId: 'KP300004',
      year: 2026,
      month: 11,
      productName: 'Yrityssähkö Spot',
      productType: 'SPOT',
      vatPercent: 25.5,
      electricityVatPercent: 25.5,
      components: [
        { component: 'MARGIN', name: 'Marginaali', unit: 'c/kWh', valueVat0: 0.4, valueVat: 0.502 },
      ],
    },
    productComparison: {
      locationId: 'KP300004',
      from: '2025-11-01',
      to: '2026-11-01',
      greenPowerPackageKwh: 3000,
      packages: [
        {
          buildingPackageType: 'COMPANY_BUILDING',
          annualKwh: 120000,
          products: [
            {
              productType: 'FIXED',
              productName: 'Kiinteä',
              annualCostVat: 15000,
              annualCostVat0: 11952.19,
              averageEnergyPriceVat: 11.2,
              averageEnergyPriceVat0: 8.92,
            },
          ],
        },
      ],
    },
    productConfiguration,
    contracts: { vatIncluded: true, contracts: [] },
    additionalServices: { compositeLocationIdentifier: null, services: [] },
    compositeExisting: { compositeLocations: [] },
    compositeEligible: {
      results: [
        {
          location: {
            locationIdentifier: 'KP300009',
            locationReferenceId: 'LRKP300009',
            utilityType: 'ELECTRICITY',
            name: null,
            address: { street: 'Satamakatu 9', postalCode: '65100', city: 'Vaasa' },
          },
          labels: [],
          compositeLocationIdentifier: null,
          company: 'VARE',
          rights: 'FULL_ACCESS',
          alertsTriggered: 0,
          alertsEnabled: 0,
        },
      ],
    },
    'invoice/summary': invoiceSummary(),
    ...overrides,
  };
  return [
    http.get(`${PLACE_URL}/invoice/details/:invoiceNumber`, ({ params }) =>
      fail.includes('invoice/details')
        ? problem(502, 'UPSTREAM_FAILED')
        : HttpResponse.json(invoiceDetail({ invoiceNumber: String(params.invoiceNumber) })),
    ),
    http.get(`${PLACE_URL}/invoice/summary`, () => HttpResponse.json(answers['invoice/summary'])),
    http.get(`${PLACE_URL}/invoice/breakdown/:invoiceNumber`, ({ request }) =>
      HttpResponse.json(
        invoiceBreakdown(new URL(request.url).searchParams.get('date') ?? undefined),
      ),
    ),
    http.get(`${PLACE_URL}/:read`, ({ params }) => {
      const read = String(params.read);
      if (fail.includes(read)) return problem(502, 'UPSTREAM_FAILED');
      if (fail.includes(`${read}:404`)) return problem(404, 'NOT_FOUND');
      return read in answers ? HttpResponse.json(answers[read]) : problem(404, 'NOT_FOUND');
    }),
  ];
}

function renderPlace(
  right: UserRight,
  fail: string[] = [],
  members?: string[],
  answers: Record<string, object> = {},
) {
  server.use(
    // Before companyHandlers: their empty invoice list would answer first.
    ...placeReads(fail, answers),
    ...companyHandlers([]),
    ...ownPlacesHandlers([composite(right, members)], right === 'READ_ONLY' ? subUser : mainUser),
  );
  return renderApp('/yritys/kohde/CL100001');
}

describe('the company place facts', () => {
  it('shows name, address, utility and members, and names the parts it could not read', async () => {
    renderPlace('FULL_ACCESS');
    expect(
      await screen.findByRole('heading', { name: 'Yhdistelmäkohde CL100001', level: 1 }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Kohteen tiedot' });
    await within(facts).findByText('Vaasan toimipiste');
    await within(facts).findByText('Teollisuustie 4, 65100 Vaasa');
    expect(facts).toHaveTextContent('Sähkö');
    expect(facts).toHaveTextContent('KP300004');
    expect(facts).toHaveTextContent('KP300005');
    expect(within(facts).getByRole('note')).toHaveTextContent(/laskut/i);
    // The rest still shows: the contract detail of the composite's first place.
    expect(facts).toHaveTextContent('Pörssisähkö');
  });

  it('shows an error with a retry when the detail cannot be read', async () => {
    renderPlace('FULL_ACCESS', ['detail']);
    expect(await screen.findByText('Kohteen tietojen lataus epäonnistui.')).toBeInTheDocument();
  });
});

describe('the company place consumption', () => {
  it('draws the month, lists the current figures and the average day', async () => {
    renderPlace('FULL_ACCESS');
    expect(
      await screen.findByRole('heading', { name: 'Kulutus, marraskuu 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ulkolämpötila/ })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Ajankohtaiset luvut' });
    expect(await within(current).findByText(/812,50/)).toBeInTheDocument();
    const averages = await screen.findByRole('heading', {
      name: 'Keskimääräinen vuorokausi, lokakuu 2026',
    });
    const section = averages.closest('section')!;
    await userEvent.click(within(section).getByRole('button', { name: 'Näytä taulukkona' }));
    const table = within(section).getByRole('table');
    expect(
      within(table).getByRole('columnheader', { name: 'Arkipäivät (kWh)' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '13.00' })).toBeInTheDocument();
  });

  it('shows each part that failed as an error, the others still shown', async () => {
    renderPlace('FULL_ACCESS', ['graph', 'current', 'averages']);
    expect(await screen.findByText('Kulutuskaavion lataus epäonnistui.')).toBeInTheDocument();
    expect(
      await screen.findByText('Ajankohtaisten lukujen lataus epäonnistui.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Keskimääräisen vuorokauden lataus epäonnistui.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Yrityssähkö Spot/)).toBeInTheDocument();
  });
});

it('draws a district-heating place’s MWh days in kWh with only temperature and comparison', async () => {
  const electricity = novemberGraph();
  const heat = {
    ...electricity,
    unit: 'MWH',
    points: electricity.points.map((point) => ({
      ...point,
      kwh: point.kwh === null ? null : 2.5125,
    })),
    overlays: [
      electricity.overlays[0]!,
      {
        kind: 'comparison',
        unit: 'MWH',
        points: electricity.points.map((point) => ({ time: point.time, value: 3 })),
      },
    ],
  };
  server.use(
    ...placeReads([], { graph: heat }),
    ...companyHandlers([]),
    ...ownPlacesHandlers([composite('FULL_ACCESS')], mainUser),
  );
  renderApp('/yritys/kohde/CL100001');

  const heading = await screen.findByRole('heading', { name: 'Kulutus, marraskuu 2026' });
  const section = heading.closest('section')!;
  expect(within(section).getByRole('checkbox', { name: /Ulkolämpötila/ })).toBeInTheDocument();
  expect(within(section).getByRole('checkbox', { name: /Vertailu/ })).toBeInTheDocument();
  expect(within(section).queryByRole('checkbox', { name: /Markkinahinta/ })).toBeNull();
  await userEvent.click(within(section).getByRole('checkbox', { name: /Vertailu/ }));
  await userEvent.click(within(section).getByRole('button', { name: 'Näytä taulukkona' }));
  const table = within(section).getByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Kulutus (kWh)' })).toBeInTheDocument();
  expect(
    within(table).getByRole('columnheader', { name: 'Vertailu: sama jakso vuotta aiemmin (kWh)' }),
  ).toBeInTheDocument();
  // A day's 2.5125 MWh is 2 512,5 kWh, and the year before's 3 MWh is 3 000 kWh.
  const first = within(table).getAllByRole('row')[1]!;
  expect(first).toHaveTextContent(/2\s512,50/);
  expect(first).toHaveTextContent(/3\s000,00/);
});

it('offers no electricity product comparison to a district-heating place', async () => {
  const asked: string[] = [];
  const heat = locationDetails();
  server.use(
    http.get(`${PLACE_URL}/productComparison`, () => {
      asked.push('productComparison');
      return problem(502, 'UPSTREAM_FAILED');
    }),
    ...placeReads([], {
      detail: { ...heat, detail: { ...heat.detail!, utilityType: 'DISTRICT_HEATING' } },
    }),
    ...companyHandlers([]),
    ...ownPlacesHandlers([composite('FULL_ACCESS')], mainUser),
  );
  renderApp('/yritys/kohde/CL100001');
  const facts = await screen.findByRole('region', { name: 'Kohteen tiedot' });
  await within(facts).findByText('Kaukolämpö');
  await screen.findByRole('region', { name: 'Lisätuotteet' });
  expect(screen.queryByRole('region', { name: 'Tuotevertailu' })).toBeNull();
  expect(asked).toHaveLength(0);
});

describe('prices as the company shows them (spec §6: with VAT unless it says otherwise)', () => {
  const marketPrice = {
    hourlyPrice: 12.55,
    hourlyPriceVat: 12.55,
    hourlyPriceVat0: 10,
    weekAvgPrice: 6.276,
    weekAvgPriceVat: 6.276,
    weekAvgPriceVat0: 5,
    notificationOn: false,
  };

  it.each([
    // The fixture's market price is 0.1255 €/kWh with VAT and 0.1 without.
    {
      vatIncluded: true,
      rate: /sis\. alv 25,5\s%/,
      chart: '12,55',
      card: /6,28\sc\/kWh/,
      energy: '11,20',
    },
    { vatIncluded: false, rate: /alv 0\s%/, chart: '10,00', card: /5,00\sc\/kWh/, energy: '8,92' },
  ])(
    'vatIncluded $vatIncluded: the chart, the market price card and the comparison say so',
    async ({ vatIncluded, rate, chart, card, energy }) => {
      server.use(
        ...placeReads([], { current: { marketPrice } }),
        ...companyHandlers([], [{ ...companyA, vatIncluded }]),
        ...ownPlacesHandlers([composite('FULL_ACCESS')], mainUser),
      );
      renderApp('/yritys/kohde/CL100001');

      const heading = await screen.findByRole('heading', { name: 'Kulutus, marraskuu 2026' });
      const section = heading.closest('section')!;
      const price = within(section).getByRole('checkbox', { name: /^Markkinahinta, / });
      expect(price.closest('label')).toHaveTextContent(rate);
      await userEvent.click(price);
      await userEvent.click(within(section).getByRole('button', { name: 'Näytä taulukkona' }));
      const table = within(section).getByRole('table');
      const header = within(table).getByRole('columnheader', { name: /^Markkinahinta/ });
      expect(header).toHaveTextContent(rate);
      const column = within(table).getAllByRole('columnheader').indexOf(header);
      const first = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
      // The row header is the first cell of the row, the time.
      expect(first[column - 1]).toHaveTextContent(chart);

      const current = screen.getByRole('region', { name: 'Ajankohtaiset luvut' });
      const marketCard = await within(current).findByRole('region', { name: 'Pörssisähkö' });
      // The price now is the chart's (the fixture's); the week's mean its own.
      expect(marketCard).toHaveTextContent(new RegExp(`Hinta nyt${chart}\\sc/kWh`));
      expect(marketCard).toHaveTextContent(card);
      expect(marketCard).toHaveTextContent(rate);

      const comparison = screen.getByRole('region', { name: 'Tuotevertailu' });
      const averages = await within(comparison).findByRole('columnheader', {
        name: /^Energian keskihinta/,
      });
      expect(averages).toHaveTextContent(vatIncluded ? '(verollinen)' : rate);
      expect(within(comparison).getByRole('row', { name: /Kiinteä/ })).toHaveTextContent(
        new RegExp(`${energy}\\sc/kWh$`),
      );
      // One price column and one annual cost column, by the setting.
      const pricing = screen.getByRole('region', { name: /^Hinnat, / });
      await within(pricing).findByText('Marginaali');
      const priceColumns = within(pricing).getAllByRole('columnheader');
      expect(priceColumns).toHaveLength(2);
      expect(priceColumns[1]).toHaveTextContent(vatIncluded ? /^Verollinen/ : /^Veroton/);
      expect(
        within(comparison).getAllByRole('columnheader', { name: /^Vuosikustannus/ }),
      ).toHaveLength(1);

      // The invoices: the list's amount and the opened invoice's rows, by the setting.
      const [invoices] = screen.getAllByRole('region', { name: 'Laskut' });
      const newest = invoiceSummary().invoices[0]!;
      const row = await within(invoices!).findByRole('row', {
        name: new RegExp(newest.invoiceNumber),
      });
      expect(row).toHaveTextContent(vatIncluded ? '125,50' : '100,00');
      await userEvent.click(within(row).getByRole('button', { name: newest.invoiceNumber }));
      const dialog = screen.getByRole('dialog', { name: `Lasku ${newest.invoiceNumber}` });
      const rows = await within(dialog).findByRole('table', { name: 'Laskun erittely' });
      expect(within(rows).getAllByRole('columnheader')).toHaveLength(2);
      expect(within(rows).getByRole('row', { name: /^Yhteensä/ })).toHaveTextContent(
        vatIncluded ? '125,50' : '100,00',
      );
      // Its breakdown (#253) on the same basis: lines, days and a day's slots.
      const lines = await within(dialog).findByRole('table', {
        name: vatIncluded
          ? 'Laskun rivit ja portaalin laskelma (sis. alv)'
          : 'Laskun rivit ja portaalin laskelma (alv 0 %)',
      });
      expect(within(lines).getByRole('row', { name: /^Sähköenergia/ })).toHaveTextContent(
        vatIncluded ? /50,20\s€50,20\s€$/ : /40,00\s€40,00\s€$/,
      );
      expect(within(lines).queryByRole('row', { name: /^Arvonlisävero/ })).toBe(
        vatIncluded ? within(lines).getByRole('row', { name: /^Arvonlisävero/ }) : null,
      );
      const days = within(dialog).getByRole('table', {
        name: vatIncluded
          ? 'Laskun summa päivittäin (sis. alv)'
          : 'Laskun summa päivittäin (alv 0 %)',
      });
      expect(within(days).getByRole('row', { name: /^1\.10\.2026/ })).toHaveTextContent(
        vatIncluded ? '4,05' : '3,23',
      );
      await userEvent.click(within(days).getByRole('button', { name: 'Näytä 1.10.2026' }));
      const slots = await within(dialog).findByRole('table', {
        name: 'Päivän kulutus ja hinta jaksoittain',
      });
      expect(within(slots).getByRole('row', { name: /^Kuukausimaksujen osuus/ })).toHaveTextContent(
        vatIncluded ? '0,05' : '0,04',
      );
      expect(within(slots).getAllByRole('row')[1]).toHaveTextContent(
        vatIncluded ? /1,00\s€$/ : /0,80\s€$/,
      );
    },
  );
});

it('says there is no chart when metering has none for the place', async () => {
  renderPlace('FULL_ACCESS', ['graph:404', 'averages:404']);
  expect(await screen.findByText('Kohteelle ei ole kulutuskaaviota.')).toBeInTheDocument();
  expect(
    await screen.findByText('Keskimääräistä vuorokautta ei voi vielä laskea.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Kulutuskaavion lataus epäonnistui.')).not.toBeInTheDocument();
});

describe('the company place prices and products', () => {
  it('lists the price components and the comparison', async () => {
    renderPlace('FULL_ACCESS');
    const pricing = await screen.findByRole('region', { name: /^Hinnat, / });
    expect(await within(pricing).findByText('Marginaali')).toBeInTheDocument();
    expect(pricing).toHaveTextContent('0,50 c/kWh');
    const comparison = screen.getByRole('region', { name: 'Tuotevertailu' });
    expect(await within(comparison).findByText('Kiinteä')).toBeInTheDocument();
    expect(comparison).toHaveTextContent('Yrityskiinteistö');
  });

  it('orders green power with FULL_ACCESS and shows it saved only once the gateway answered', async () => {
    const writes: unknown[] = [];
    renderPlace('FULL_ACCESS');
    server.use(
      http.post(`${PLACE_URL}/productConfiguration`, async ({ request }) => {
        writes.push(await request.json());
        return HttpResponse.json({ ...productConfiguration, greenPowerOn: true });
      }),
    );
    const products = await screen.findByRole('region', { name: 'Lisätuotteet' });
    await userEvent.click(
      await within(products).findByRole('button', { name: 'Tilaa vihreä sähkö' }),
    );
    await waitFor(() => expect(writes).toEqual([{ product: 'GREEN_POWER', packageSize: 3000 }]));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the error when the product read fails', async () => {
    renderPlace('FULL_ACCESS', ['productConfiguration']);
    expect(await screen.findByText('Lisätuotteiden lataus epäonnistui.')).toBeInTheDocument();
  });
});

describe('the company place invoices', () => {
  it('opens an invoice with its rows', async () => {
    renderPlace('READ_ONLY');
    const number = invoiceSummary().invoices[0]!.invoiceNumber;
    await userEvent.click(await screen.findByRole('button', { name: number }));
    const dialog = screen.getByRole('dialog', { name: `Lasku ${number}` });
    expect(await within(dialog).findByRole('table', { name: 'Laskun erittely' })).toHaveTextContent(
      'Sähkövero',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error in the dialog when the invoice cannot be read', async () => {
    renderPlace('FULL_ACCESS', ['invoice/details']);
    const number = invoiceSummary().invoices[0]!.invoiceNumber;
    await userEvent.click(await screen.findByRole('button', { name: number }));
    const dialog = screen.getByRole('dialog', { name: `Lasku ${number}` });
    expect(await within(dialog).findByText('Laskun lataus epäonnistui.')).toBeInTheDocument();
  });
});

describe('changing the place', () => {
  it('renames it after the gateway confirmed, and refuses an empty name without sending', async () => {
    const writes: unknown[] = [];
    renderPlace('FULL_ACCESS');
    server.use(
      http.post(`${PLACE_URL}/setLocationDetails`, async ({ request }) => {
        writes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Muuta nimeä' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kohteen nimi' });
    const field = within(dialog).getByLabelText('Uusi nimi');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(within(dialog).getByText('Kirjoita nimi.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await userEvent.type(field, ' Vaasan tehdas ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    const done = await screen.findByRole('dialog', { name: 'Nimi tallennettu' });
    expect(done).toHaveTextContent('Kohteen nimi on nyt Vaasan tehdas.');
    expect(writes).toEqual([{ name: 'Vaasan tehdas' }]);
  });

  it('keeps the rename dialog with the error when the gateway refuses', async () => {
    renderPlace('FULL_ACCESS');
    server.use(http.post(`${PLACE_URL}/setLocationDetails`, () => problem(502, 'UPSTREAM_FAILED')));
    await userEvent.click(await screen.findByRole('button', { name: 'Muuta nimeä' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kohteen nimi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nimi tallennettu' })).not.toBeInTheDocument();
  });

  it('adds an eligible place and removes a member while two remain', async () => {
    const writes: unknown[] = [];
    renderPlace('FULL_ACCESS', [], ['KP300004', 'KP300005', 'KP300006']);
    server.use(
      http.post(`${PLACE_URL}/modifyCompositeLocation`, async ({ request }) => {
        const body = (await request.json()) as { name: string; locationIdentifiers: string[] };
        writes.push(body);
        return HttpResponse.json({ compositeLocationIdentifier: 'CL100001', ...body });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Poista KP300006' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Muutetaanko yhdistelmäkohdetta?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Muuta' }));
    const done = await screen.findByRole('dialog', { name: 'Yhdistelmäkohde muutettu' });
    expect(done).toHaveTextContent('on nyt 2 käyttöpaikkaa');
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Lisää KP300009' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Muuta' }),
    );
    await screen.findByRole('dialog', { name: 'Yhdistelmäkohde muutettu' });
    expect(writes).toEqual([
      { name: 'Vaasan toimipiste', locationIdentifiers: ['KP300004', 'KP300005'] },
      {
        name: 'Vaasan toimipiste',
        locationIdentifiers: ['KP300004', 'KP300005', 'KP300006', 'KP300009'],
      },
    ]);
  });

  it('searches and pages the places the composite could take, 20 at a time', async () => {
    // #200 takes no paging: 45 single places, the last one named.
    const results = Array.from({ length: 45 }, (_, index) =>
      companyItem(`KP31${String(index + 1).padStart(4, '0')}`, {
        name: index === 44 ? 'Kokkolan varasto' : null,
      }),
    );
    renderPlace('FULL_ACCESS', [], undefined, { compositeEligible: { results } });
    const eligible = await screen.findByRole('region', {
      name: 'Yhdistelmäkohteeseen liitettävät käyttöpaikat',
    });
    expect(await within(eligible).findByText('Näytetään 1–20, yhteensä 45')).toHaveAttribute(
      'role',
      'status',
    );
    const addButtons = () => within(eligible).getAllByRole('button', { name: /^Lisää KP/ });
    // Offered once the screen knows the user may change the composite.
    expect(await within(eligible).findAllByRole('button', { name: /^Lisää KP/ })).toHaveLength(20);
    await userEvent.click(within(eligible).getByRole('button', { name: 'Seuraava sivu' }));
    await userEvent.click(within(eligible).getByRole('button', { name: 'Seuraava sivu' }));
    expect(within(eligible).getByText('Näytetään 41–45, yhteensä 45')).toBeInTheDocument();
    expect(addButtons()).toHaveLength(5);

    await userEvent.type(within(eligible).getByLabelText('Hae käyttöpaikkaa'), 'kokkola{Enter}');
    expect(
      within(eligible).getByText('1 käyttöpaikka löytyi. Näytetään 1–1, yhteensä 1'),
    ).toBeInTheDocument();
    await userEvent.click(within(eligible).getByRole('button', { name: 'Lisää KP310045' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Muutetaanko yhdistelmäkohdetta?' }),
    ).toHaveTextContent('KP310045');
  });

  it('offers no removal when only two places remain, only separating', async () => {
    renderPlace('FULL_ACCESS');
    await screen.findByRole('button', { name: 'Erota kohteet' });
    expect(screen.queryByRole('button', { name: /^Poista / })).not.toBeInTheDocument();
    expect(screen.getByText(/vähintään kaksi käyttöpaikkaa/)).toBeInTheDocument();
  });
});

describe('a READ_ONLY place', () => {
  it('shows everything without a single write control', async () => {
    renderPlace('READ_ONLY');
    await screen.findByText(/joten et voi muuttaa sen nimeä/);
    expect(await screen.findByText(/joten et voi muuttaa sen lisätuotteita/)).toBeInTheDocument();
    await screen.findByText('Satamakatu 9, 65100 Vaasa', { exact: false });
    await within(await screen.findByRole('region', { name: /^Hinnat, / })).findByText('Marginaali');
    for (const name of [/Muuta nimeä/, /^Tilaa/, /^Lopeta/, /^Poista/, /^Lisää/, /Erota/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('on a phone', () => {
  onAPhone();

  it('shows the prices as cards, not a table', async () => {
    renderPlace('FULL_ACCESS');
    const pricing = await screen.findByRole('region', { name: /^Hinnat, / });
    const card = await within(pricing).findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Marginaali' })).toBeInTheDocument();
    expect(within(pricing).queryByRole('table')).not.toBeInTheDocument();
  });
});
