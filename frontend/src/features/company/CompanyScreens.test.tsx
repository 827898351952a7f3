import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  companyA,
  companyHandlers,
  companyItem,
  INVOICES_URL,
  mainUser,
  ownPlacesHandlers,
  PLACE_URL,
  subUser,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { onAPhone } from '../../testing/media';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const UM = '/api/v2/company/:companyRef/usermanagement';

const contract = {
  contractCode: 'S00300001',
  productName: 'Kiinteä Yrityssähkö 24 kk',
  contractType: 'ELECTRICITY',
  utilityType: 'ELECTRICITY',
  locationIdentifier: 'KP300001',
  contentOwnerId: 1000003,
  company: 'VARE',
  customerCode: 'A1000003',
  invoicingContractCode: 'LS00300001',
  startDate: '2022-07-21',
  endDate: null,
  pricing: {
    priceType: 'FIXED',
    price: 11.5334,
    priceVat: 11.5334,
    priceVat0: 9.19,
    priceUnit: 'c/kWh',
    basicFee: 16.19,
    basicFeeVat: 16.19,
    basicFeeVat0: 12.9,
    basicFeeUnit: '€/kk',
    vatIncluded: true,
    vatPercent: 25.5,
  },
};

/** The place screen's four reads, by the last path segment. */
function placeReads(asked: string[] = [], fail: string[] = []) {
  return http.get(`${PLACE_URL}/:read`, ({ params }) => {
    const read = String(params.read);
    asked.push(`${String(params.placeId)}/${read}`);
    if (fail.includes(read)) return problem(502, 'UPSTREAM_FAILED');
    switch (read) {
      case 'contracts':
        return HttpResponse.json({ vatIncluded: true, contracts: [contract] });
      case 'additionalServices':
        return HttpResponse.json({
          compositeLocationIdentifier: 'CL100001',
          services: [
            {
              locationIdentifier: 'KP300001',
              service: 'GREEN_POWER',
              name: 'Tuulivoima',
              active: true,
            },
          ],
        });
      case 'compositeExisting':
        return HttpResponse.json({
          compositeLocations: [
            {
              compositeLocationIdentifier: 'CL100002',
              name: 'Seinäjoen logistiikkakeskus',
              locationIdentifiers: ['KP300017', 'KP300018'],
              rights: 'READ_ONLY',
            },
          ],
        });
      case 'compositeEligible':
        return HttpResponse.json({ results: [] });
      default:
        return problem(404, 'NOT_FOUND');
    }
  });
}

describe('the company place screen', () => {
  it('opens a composite from the list with its contracts, services and other composites', async () => {
    const asked: string[] = [];
    server.use(
      placeReads(asked),
      ...ownPlacesHandlers(),
      ...companyHandlers([companyItem('KP300001', { compositeLocationIdentifier: 'CL100001' })]),
    );
    renderApp('/');
    const table = await screen.findByRole('table', { name: 'Yrityksen käyttöpaikat' });
    await userEvent.click(within(table).getByRole('link', { name: 'Katu KP300001, 65100 Vaasa' }));

    expect(
      await screen.findByRole('heading', { name: 'Yhdistelmäkohde CL100001', level: 1 }),
    ).toBeInTheDocument();
    const contracts = await screen.findByRole('table', { name: 'Sopimukset' });
    expect(within(contracts).getByRole('rowheader')).toHaveTextContent('Kiinteä Yrityssähkö 24 kk');
    expect(contracts).toHaveTextContent('11,53 c/kWh');
    expect(contracts).toHaveTextContent('toistaiseksi');
    expect(screen.getByText('Hinnat sisältävät arvonlisäveron 25,5 %.')).toBeInTheDocument();
    expect(await screen.findByText(/Tuulivoima, KP300001: Käytössä/)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Seinäjoen logistiikkakeskus' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Liitettäviä käyttöpaikkoja ei ole.')).toBeInTheDocument();
    // A member of a composite is addressed by the composite's id.
    expect(asked).toEqual(
      expect.arrayContaining(['CL100001/contracts', 'CL100001/additionalServices']),
    );
    expect(asked.some((read) => read.startsWith('KP300001'))).toBe(false);
  });

  it('shows an error with a retry for a read that failed, the rest still shown', async () => {
    server.use(placeReads([], ['contracts']), ...ownPlacesHandlers(), ...companyHandlers([]));
    renderApp('/yritys/kohde/KP300014');
    expect(
      await screen.findByRole('heading', { name: 'Kohde KP300014', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sopimusten lataus epäonnistui.')).toBeInTheDocument();
    expect(await screen.findByText(/Tuulivoima/)).toBeInTheDocument();
  });
});

describe('the company place invoices', () => {
  const invoice = {
    invoiceNumber: '700300001',
    amount: 1234.5,
    dueDate: '2026-10-28',
    periodStart: '2026-09-01',
    periodEnd: '2026-09-30',
    status: 'PAID',
    invoiceDate: '2026-10-05',
    invoicingContractCode: 'LS00300001',
    invoicingCustomerCode: 'A1000003',
  };

  it('lists the invoices with a PDF link each', async () => {
    server.use(
      http.get(INVOICES_URL, ({ params }) => {
        expect(params.placeId).toBe('KP300014');
        return HttpResponse.json({
          invoiceDueDateCode: '28',
          canChangeDueDate: false,
          invoices: [invoice],
        });
      }),
      placeReads(),
      ...ownPlacesHandlers(),
      ...companyHandlers([]),
    );
    renderApp('/yritys/kohde/KP300014');
    const table = await screen.findByRole('table', { name: 'Laskut' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('700300001');
    const pdf = within(table).getByRole('link');
    expect(pdf.getAttribute('href')).toMatch(
      /^\/api\/v2\/b2b\/company\/CR-100\/servicelocation\/user\/\d+\/KP300014\/invoice\/pdf\/700300001$/,
    );
    expect(pdf).toHaveAttribute('download');
  });

  it('says so when the place has no invoices', async () => {
    server.use(placeReads(), ...ownPlacesHandlers(), ...companyHandlers([]));
    renderApp('/yritys/kohde/KP300014');
    expect(await screen.findByText('Kohteella ei ole laskuja.')).toBeInTheDocument();
  });

  it('says there are none when the upstream knows no invoices for a new composite', async () => {
    server.use(
      http.get(INVOICES_URL, () => problem(404, 'NOT_FOUND')),
      placeReads(),
      ...ownPlacesHandlers(),
      ...companyHandlers([]),
    );
    renderApp('/yritys/kohde/CL100009');
    expect(await screen.findByText('Kohteella ei ole laskuja.')).toBeInTheDocument();
  });

  it('shows an error when the invoices cannot be read', async () => {
    server.use(
      http.get(INVOICES_URL, () => problem(502, 'UPSTREAM_FAILED')),
      placeReads(),
      ...ownPlacesHandlers(),
      ...companyHandlers([]),
    );
    renderApp('/yritys/kohde/KP300014');
    expect(await screen.findByText('Laskujen lataus epäonnistui.')).toBeInTheDocument();
  });
});

describe('user management', () => {
  it('shows an open invitation by the address typed, with no name, phone or link', async () => {
    const invitation = {
      userReferenceId: 'UR-100-03',
      name: '',
      email: 'Kutsuttu@Demo.Example',
      phone: null,
      mainUser: false,
      locationsTotal: 1,
      invited: true,
    };
    server.use(
      ...companyHandlers([]),
      http.get(`${UM}/mainUser`, () => HttpResponse.json(mainUser)),
      http.get(`${UM}/existingUsers`, () =>
        HttpResponse.json({ users: [mainUser, subUser, invitation] }),
      ),
    );
    renderApp('/kayttajahallinta');
    const users = await screen.findByRole('table', { name: 'Yrityksen käyttäjät' });
    const row = within(users).getByRole('row', { name: /Kutsuttu@Demo\.Example/ });
    expect(row).toHaveTextContent('Kutsu lähetetty');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(users).getAllByRole('link')).toHaveLength(2);
  });

  it('lists the users for the main user and opens one with their places and what they lack', async () => {
    const asked: string[] = [];
    server.use(
      ...companyHandlers([]),
      http.get(`${UM}/mainUser`, () => HttpResponse.json(mainUser)),
      http.get(`${UM}/existingUsers`, () => HttpResponse.json({ users: [mainUser, subUser] })),
      http.get(`${UM}/userReference/:userRef`, ({ params, request }) => {
        asked.push(`${String(params.userRef)}?${new URL(request.url).searchParams}`);
        const readOnly = new URL(request.url).searchParams.get('status') === 'READ_ONLY';
        return HttpResponse.json({
          user: subUser,
          locations: [
            {
              compositeLocationIdentifier: 'CL100001',
              locationIdentifiers: ['KP300001', 'KP300002'],
              name: 'Vaasan tehdasalue',
              address: 'Teollisuuskatu 10, 65100 Vaasa',
              right: 'FULL_ACCESS',
            },
          ].filter(() => !readOnly),
        });
      }),
      http.get(`${UM}/eligibleLocations`, ({ request }) => {
        asked.push(`eligible ${new URL(request.url).searchParams.get('userReferenceId')}`);
        return HttpResponse.json({
          results: [
            {
              compositeLocationIdentifier: 'KP300014',
              locationIdentifiers: ['KP300014'],
              name: 'Tehdas',
              address: 'Aleksanterinkatu 3, 15110 Lahti',
              right: null,
            },
          ],
        });
      }),
    );
    renderApp('/kayttajahallinta');
    expect(
      await screen.findByRole('heading', { name: 'Käyttäjähallinta', level: 1 }),
    ).toBeInTheDocument();
    const users = await screen.findByRole('table', { name: 'Yrityksen käyttäjät' });
    expect(within(users).getAllByRole('row')).toHaveLength(3);
    expect(users).toHaveTextContent('Pääkäyttäjä');
    const main = screen.getByRole('region', { name: 'Yrityksen pääkäyttäjä' });
    expect(await within(main).findByText('Ylva Yrittäjä')).toBeInTheDocument();

    await userEvent.click(within(users).getByRole('link', { name: 'Lauri Lukija' }));
    expect(
      await screen.findByRole('heading', { name: 'Käyttäjä: Lauri Lukija', level: 1 }),
    ).toBeInTheDocument();
    const places = await screen.findByRole('table', { name: 'Käyttäjän käyttöpaikat' });
    expect(places).toHaveTextContent('Vaasan tehdasalue (2 käyttöpaikkaa)');
    expect(places).toHaveTextContent('Täydet oikeudet');
    const eligible = await screen.findByRole('table', {
      name: 'Käyttäjälle lisättävissä olevat käyttöpaikat',
    });
    expect(eligible).toHaveTextContent('Tehdas');
    expect(asked).toContain('eligible UR-100-01');

    await userEvent.selectOptions(screen.getByLabelText('Näytä'), 'Vain luku -käyttöpaikat');
    expect(await screen.findByText('Valinnalla ei löytynyt käyttöpaikkoja.')).toBeInTheDocument();
    expect(asked).toContain('UR-100-01?status=READ_ONLY');
  });

  it('shows a sub-user their own information and places, not the user list', async () => {
    const asked: string[] = [];
    server.use(
      ...companyHandlers([], [{ ...companyA, role: 'SUB_USER' }]),
      http.get(`${UM}/userBasicInfo`, () =>
        HttpResponse.json({
          companyReferenceId: 'CR-100',
          companyName: 'Pohjanmaan Konepaja Oy',
          company: 'VARE',
          user: subUser,
        }),
      ),
      http.get(`${UM}/userReference/:userRef`, ({ params }) => {
        asked.push(String(params.userRef));
        return HttpResponse.json({ user: subUser, locations: [] });
      }),
      http.get(`${UM}/existingUsers`, () => {
        asked.push('existingUsers');
        return problem(403, 'FORBIDDEN');
      }),
    );
    renderApp('/kayttajahallinta');
    expect(
      await screen.findByRole('heading', { name: 'Omat tiedot', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lauri Lukija' })).toBeInTheDocument();
    expect(await screen.findByText('Käyttäjällä ei ole käyttöpaikkoja.')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['UR-100-01']));
  });

  it('shows an error with a retry when the users cannot be read', async () => {
    server.use(
      ...companyHandlers([]),
      http.get(`${UM}/mainUser`, () => HttpResponse.json(mainUser)),
      http.get(`${UM}/existingUsers`, () => problem(502, 'UPSTREAM_FAILED')),
    );
    renderApp('/kayttajahallinta');
    expect(await screen.findByText('Käyttäjätietojen lataus epäonnistui.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  onAPhone();

  it('shows the contracts as cards, not a table', async () => {
    server.use(placeReads(), ...ownPlacesHandlers(), ...companyHandlers([]));
    renderApp('/yritys/kohde/KP300014');
    const card = await screen.findByRole('article');
    expect(
      within(card).getByRole('heading', { name: 'Kiinteä Yrityssähkö 24 kk' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('11,53 c/kWh');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
