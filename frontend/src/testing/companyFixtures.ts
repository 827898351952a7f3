import { http, HttpResponse } from 'msw';
import type {
  CompanyLocationItem,
  CompanyLocationPage,
  CompanyLocationSummary,
  CompanyUser,
  ManagedLocation,
} from '../api/b2bApi';
import type { LoggedInUser } from '../api/types';
import { me } from './fixtures';

/** The company (B2B) screens' fixtures: a company user, their places and the reads they make. */

export const COMPANY_USER_ID = 1000003;
export const companyA = {
  companyReferenceId: 'CR-100',
  companyName: 'Pohjanmaan Konepaja Oy',
  company: 'VARE' as const,
  role: 'MAIN_USER' as const,
  vatIncluded: true,
};
/** As in the demo dataset, a company that shows its prices without VAT (spec §6). */
export const companyB = {
  companyReferenceId: 'CR-200',
  companyName: 'Savon Saha Oy',
  company: 'KUO' as const,
  role: 'SUB_USER' as const,
  vatIncluded: false,
};

export function companyMe(companies: LoggedInUser['companies'] = [companyA]): LoggedInUser {
  return { ...me, username: 'yritys@demo.example', priwattiId: COMPANY_USER_ID, companies };
}

export function companyItem(
  id: string,
  overrides: Partial<CompanyLocationItem> & { name?: string | null; street?: string } = {},
): CompanyLocationItem {
  const { name = null, street = `Katu ${id}`, ...rest } = overrides;
  return {
    location: {
      locationIdentifier: id,
      locationReferenceId: `LR${id}`,
      utilityType: 'ELECTRICITY',
      name,
      address: { street, postalCode: '65100', city: 'Vaasa' },
    },
    labels: [],
    compositeLocationIdentifier: null,
    company: 'VARE',
    rights: 'FULL_ACCESS',
    alertsTriggered: 0,
    alertsEnabled: 1,
    ...rest,
  };
}

/** The page of `all` places by the query's offset and count. */
export function companyPage(
  all: readonly CompanyLocationItem[],
  query: URLSearchParams,
): CompanyLocationPage {
  const offset = Number(query.get('offset') ?? 0);
  const count = Number(query.get('count') ?? 20);
  return {
    count,
    offset,
    locationsTotal: all.length,
    pagesTotal: Math.ceil(all.length / count),
    results: all.slice(offset, offset + count),
    searchString: query.get('searchString'),
    sortingMode: (query.get('sortingMode') ?? 'ADDRESS_ASC') as CompanyLocationPage['sortingMode'],
  };
}

export const summary: CompanyLocationSummary = {
  locationsTotal: 45,
  compositesTotal: 3,
  alertsTriggered: 10,
  alertsEnabled: 47,
  locationIdentifiers: [],
  consumption: [
    {
      unit: 'kWh',
      month: '2026-10',
      locations: 36,
      consumption: 441231.698,
      previousYearConsumption: 415860.986,
      delta: 6.1,
    },
  ],
};

export const mainUser: CompanyUser = {
  userReferenceId: 'UR-100-00',
  name: 'Ylva Yrittäjä',
  email: 'yritys@demo.example',
  phone: '+358 40 555 0103',
  mainUser: true,
  locationsTotal: 42,
};
export const subUser: CompanyUser = {
  userReferenceId: 'UR-100-01',
  name: 'Lauri Lukija',
  email: 'lukija@demo.example',
  phone: null,
  mainUser: false,
  locationsTotal: 12,
};

/** A list of 45 places: the first named and labelled, two in a composite, one read-only. */
export const listPlaces = Array.from({ length: 45 }, (_, index) => {
  const id = `KP${String(300001 + index)}`;
  if (index === 0) return companyItem(id, { name: 'Tehdas', labels: ['Varasto'] });
  if (index === 1 || index === 2)
    return companyItem(id, { compositeLocationIdentifier: 'CL100001' });
  if (index === 3) return companyItem(id, { name: 'Myymälä', rights: 'READ_ONLY' });
  return companyItem(id);
});

/**
 * `count` places of a large company (KP400001… by address), each with `right`; the 4,321st is
 * the one with a name, "Satamavarasto".
 */
export function manyPlaces(
  count: number,
  right: ManagedLocation['right'] = null,
): ManagedLocation[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(5, '0');
    return {
      compositeLocationIdentifier: `KP4${number}`,
      locationIdentifiers: [`KP4${number}`],
      name: index === 4320 ? 'Satamavarasto' : null,
      address: `Katu ${number.slice(1)}, 00100 Helsinki`,
      right,
    };
  });
}

export const PLACES_URL = '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/listSearch';
export const COMPARISONS_URL =
  '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/listComparisons';
export const SUMMARY_URL =
  '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/listSummary';
export const PLACE_URL = '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/:placeId';
export const INVOICES_URL = `${PLACE_URL}/invoice/summary`;

/** A B2B user of `companies` whose company has `places`; every read is recorded in `asked`. */
export const energyCompanies = [
  { company: 'VARE' as const, companyName: 'Vaaranmaan Energia Oy' },
  { company: 'SV' as const, companyName: 'Suomenselän Voima Oy' },
  { company: 'KUO' as const, companyName: 'Kuokkalan Lämpö ja Sähkö Oy' },
];

export function companyHandlers(
  places: readonly CompanyLocationItem[],
  companies: LoggedInUser['companies'] = [companyA],
  asked: URL[] = [],
) {
  return [
    http.get('/api/v2/me', () => HttpResponse.json(companyMe(companies))),
    http.get('/api/v2/user/:userId/ui', ({ params }) =>
      HttpResponse.json({ priwattiUserId: Number(params.userId), uiMode: 'B2B' }),
    ),
    http.get(PLACES_URL, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return HttpResponse.json(companyPage(places, url.searchParams));
    }),
    http.get(SUMMARY_URL, () => HttpResponse.json(summary)),
    // The energy companies the customership forms name.
    http.get('/api/v2/info/companies', () => HttpResponse.json({ companies: energyCompanies })),
    // A place's invoices: none unless a test gives its own.
    http.get(INVOICES_URL, () =>
      HttpResponse.json({ invoiceDueDateCode: '28', canChangeDueDate: false, invoices: [] }),
    ),
  ];
}

/**
 * The caller's own user-management reads (#227, #226): `user` holding `locations`. The place
 * screen reads them to find the composite it shows.
 */
export function ownPlacesHandlers(
  locations: readonly ManagedLocation[] = [],
  user: CompanyUser = mainUser,
) {
  const base = '/api/v2/company/:companyRef/usermanagement';
  return [
    http.get(`${base}/userBasicInfo`, () =>
      HttpResponse.json({
        companyReferenceId: companyA.companyReferenceId,
        companyName: companyA.companyName,
        company: 'VARE',
        user,
      }),
    ),
    http.get(`${base}/userReference/:userRef`, () => HttpResponse.json({ user, locations })),
  ];
}
