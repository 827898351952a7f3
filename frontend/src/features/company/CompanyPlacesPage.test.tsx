import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  COMPANY_USER_ID,
  companyA,
  companyB,
  companyHandlers,
  companyPage,
  listPlaces,
  COMPARISONS_URL,
  PLACES_URL,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { onAPhone } from '../../testing/media';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const LIST_BASE = '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId';
const LABELS_URL = '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/:placeId/:action';

const places = listPlaces;

afterEach(() => window.localStorage.clear());

function table() {
  return screen.findByRole('table', { name: 'Yrityksen käyttöpaikat' });
}

describe('company places', () => {
  it('shows the first 20 places with the summary, and pages on', async () => {
    const asked: URL[] = [];
    server.use(...companyHandlers(places, [companyA], asked));
    renderApp('/');

    expect(await screen.findByText('Käyttöpaikat 1–20, yhteensä 45')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Yritys: Pohjanmaan Konepaja Oy')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Yhteenveto' });
    expect(within(summary).getByText('45')).toBeInTheDocument();
    expect(within(summary).getByText(/441 232 kWh/)).toBeInTheDocument();
    expect(asked[0]?.pathname).toBe(
      `/api/v2/b2b/company/CR-100/servicelocation/user/${COMPANY_USER_ID}/listSearch`,
    );
    expect(asked[0]?.searchParams.get('offset')).toBe('0');
    expect(asked[0]?.searchParams.get('count')).toBe('20');

    // The pager above the list and the one below it.
    expect(screen.getByRole('navigation', { name: 'Sivutus listan yläpuolella' })).toBeVisible();
    const paging = screen.getByRole('navigation', { name: 'Sivutus listan alapuolella' });
    expect(within(paging).getByRole('button', { name: 'Edellinen sivu' })).toBeDisabled();
    expect(within(paging).getByRole('button', { name: 'Ensimmäinen sivu' })).toBeDisabled();
    await userEvent.click(within(paging).getByRole('button', { name: 'Seuraava sivu' }));
    // The new page's first row is in view: the focus is at the list's top.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Käyttöpaikat', level: 2 })).toHaveFocus(),
    );
    await userEvent.click(await within(paging).findByRole('button', { name: 'Seuraava sivu' }, {}));
    expect(await screen.findByText('Käyttöpaikat 41–45, yhteensä 45')).toBeInTheDocument();
    expect(within(paging).getByText('Sivu 3 / 3')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: 'Seuraava sivu' })).toBeDisabled();
    expect(within(paging).getByRole('button', { name: 'Viimeinen sivu' })).toBeDisabled();
    expect(asked.at(-1)?.searchParams.get('offset')).toBe('40');

    // A page outside 1–3 is named at the field; a good one is jumped to.
    const jump = within(paging).getByRole('spinbutton', { name: 'Sivu' });
    await userEvent.type(jump, '4');
    await userEvent.click(within(paging).getByRole('button', { name: 'Siirry' }));
    expect(within(paging).getByRole('alert')).toHaveTextContent('Anna sivu väliltä 1–3.');
    await userEvent.clear(jump);
    await userEvent.type(jump, '2{Enter}');
    expect(await screen.findByText('Käyttöpaikat 21–40, yhteensä 45')).toBeInTheDocument();

    // 50 a page: one page, from the first place.
    await userEvent.selectOptions(within(paging).getByLabelText('Käyttöpaikkoja sivulla'), '50');
    expect(await screen.findByText('Käyttöpaikat 1–45, yhteensä 45')).toBeInTheDocument();
    expect(asked.at(-1)?.searchParams.get('count')).toBe('50');
    expect(asked.at(-1)?.searchParams.get('offset')).toBe('0');
  });

  it('selects all matching places across pages and exports them by the list’s filter', async () => {
    const asked: URL[] = [];
    const bodies: unknown[] = [];
    server.use(
      ...companyHandlers(places, [companyA], asked),
      http.post(`${LIST_BASE}/csvAll`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse('\uFEFFKäyttöpaikka\r\n', {
          headers: { 'Content-Type': 'text/csv', 'X-Export-Places': '45' },
        });
      }),
    );
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    renderApp('/?palvelu=ELECTRICITY');
    await userEvent.click(
      await screen.findByRole('button', { name: /Valitse kaikki \d+ hakua vastaavaa/ }),
    );
    const bar = screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    expect(within(bar).getByRole('status')).toHaveTextContent(/Kaikki \d+ hakua vastaavaa/);
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Vie kaikki: \d+ käyttöpaikan/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ type: 'ELECTRICITY' });
    expect(bodies[0]).not.toHaveProperty('locationIdentifiers');
  });

  it('ranks by a month’s consumption from the table’s header, which says the order', async () => {
    const asked: URL[] = [];
    server.use(...companyHandlers(places, [companyA], asked));
    renderApp('/?jarjestys=COST_DESC&kuukausi=2025-10');
    const grid = await table();
    expect(within(grid).getByRole('columnheader', { name: /Kustannus/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('month')).toBe('10'));
    expect(asked.at(-1)?.searchParams.get('year')).toBe('2025');
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Järjestä: Kulutus, suurin ensin' }),
    );
    await waitFor(() =>
      expect(asked.at(-1)?.searchParams.get('sortingMode')).toBe('CONSUMPTION_DESC'),
    );
    const header = within(await table()).getByRole('columnheader', { name: /Kulutus/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(asked.at(-1)?.searchParams.get('sortingMode')).toBe('CONSUMPTION_ASC'),
    );
  });

  it('sorts by every A61 mode, filters by utility and searches, each from the first page', async () => {
    const asked: URL[] = [];
    server.use(...companyHandlers(places, [companyA], asked));
    const { router } = renderApp('/?sivu=2');
    expect(await screen.findByText('Käyttöpaikat 21–40, yhteensä 45')).toBeInTheDocument();

    const sort = screen.getByLabelText('Järjestys');
    expect(within(sort).getAllByRole('option')).toHaveLength(17);
    await userEvent.selectOptions(sort, 'Lauenneet hälytykset, eniten ensin');
    await waitFor(() =>
      expect(asked.at(-1)?.searchParams.get('sortingMode')).toBe('ALERTS_TRIGGERED_DESC'),
    );
    expect(asked.at(-1)?.searchParams.get('offset')).toBe('0');

    await userEvent.selectOptions(screen.getByLabelText('Palvelu'), 'Kaukolämpö');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('type')).toBe('DISTRICT_HEATING'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }), ' Tehdas ');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('searchString')).toBe('Tehdas'));
    expect(asked.at(-1)?.searchParams.get('sortingMode')).toBe('ALERTS_TRIGGERED_DESC');
    expect(router.state.location.search).toBe(
      '?haku=Tehdas&jarjestys=ALERTS_TRIGGERED_DESC&palvelu=DISTRICT_HEATING',
    );
  });

  it('offers the first page at an address past the last one', async () => {
    server.use(...companyHandlers(places));
    renderApp('/?sivu=9');
    await userEvent.click(await screen.findByRole('button', { name: 'Ensimmäiselle sivulle' }));
    expect(await screen.findByText('Käyttöpaikat 1–20, yhteensä 45')).toBeInTheDocument();
  });

  it('explains the search in the search info modal', async () => {
    server.use(...companyHandlers(places));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Hakuohje' }));
    const info = screen.getByRole('dialog', { name: 'Käyttöpaikkojen haku' });
    expect(info).toHaveTextContent('nimessä, osoitteessa tai tunnisteessa');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry, and the empty states', async () => {
    let fail = true;
    server.use(
      http.get(PLACES_URL, async ({ request }) => {
        await delay(50);
        if (fail) return problem(502, 'UPSTREAM_FAILED');
        return HttpResponse.json(companyPage([], new URL(request.url).searchParams));
      }),
      ...companyHandlers([]),
    );
    renderApp('/');
    expect(await screen.findByText('Ladataan…', { selector: '.company-places *' })).toBeVisible();
    expect(await screen.findByText('Käyttöpaikkojen lataus epäonnistui.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Yritykselläsi ei ole käyttöpaikkoja.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByText('Haulla ei löytynyt käyttöpaikkoja.')).toBeInTheDocument();
  });

  it('compares consumption with #194 when asked', async () => {
    const compared = places.map((item) => ({
      ...item,
      comparison: {
        locationIdentifier: item.location.locationIdentifier,
        month: '2026-10',
        unit: 'kWh',
        consumption: 12512.487,
        previousYearConsumption: 11830.122,
        delta: 5.8,
      },
    }));
    server.use(
      ...companyHandlers(places),
      http.get(COMPARISONS_URL, ({ request }) =>
        HttpResponse.json(companyPage(compared, new URL(request.url).searchParams)),
      ),
    );
    renderApp('/');
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Näytä kulutusvertailu' }));
    expect(await screen.findAllByText('12 512 kWh (+5,8 % edellisvuodesta, 10/2026)')).toHaveLength(
      20,
    );
    expect(screen.getByRole('columnheader', { name: 'Kulutus' })).toBeInTheDocument();
  });
});

describe('labels', () => {
  it('adds a label through the labels modal once the gateway confirmed it, and removes one', async () => {
    const writes: { path: string; body: unknown }[] = [];
    let current = places;
    server.use(
      http.get(PLACES_URL, ({ request }) =>
        HttpResponse.json(companyPage(current, new URL(request.url).searchParams)),
      ),
      ...companyHandlers(places),
      http.put(LABELS_URL, async ({ request, params }) => {
        const body = (await request.json()) as { labels: string[] };
        writes.push({ path: new URL(request.url).pathname, body });
        const [first, ...rest] = current;
        if (!first) return problem(404, 'NOT_FOUND');
        const labels =
          params.action === 'addLabels'
            ? [...first.labels, ...body.labels]
            : first.labels.filter((label) => !body.labels.includes(label));
        current = [{ ...first, labels }, ...rest];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Tunnisteet: Tehdas (KP300001)' }),
    );
    const modal = screen.getByRole('dialog', { name: 'Tunnisteet: Tehdas' });
    expect(modal).toHaveTextContent('ryhmitellä');

    await userEvent.click(within(modal).getByRole('button', { name: 'Lisää tunniste' }));
    expect(within(modal).getByText('Kirjoita tunniste.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await userEvent.type(within(modal).getByLabelText('Uusi tunniste'), 'Pohjanmaa');
    await userEvent.click(within(modal).getByRole('button', { name: 'Lisää tunniste' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent(
      'Tunniste Pohjanmaa lisätty.',
    );
    expect(writes[0]).toEqual({
      path: `/api/v2/b2b/company/CR-100/servicelocation/user/${COMPANY_USER_ID}/KP300001/addLabels`,
      body: { labels: ['Pohjanmaa'] },
    });
    // The list behind reads the labels again.
    expect(
      await within(modal).findByRole('button', { name: 'Poista tunniste Pohjanmaa' }),
    ).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Poista tunniste Varasto' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent(
      'Tunniste Varasto poistettu.',
    );
    expect(writes[1]?.path).toMatch(/\/KP300001\/removeLabels$/);
    await userEvent.click(within(modal).getByRole('button', { name: 'Sulje' }));
    const row = within(await table()).getByRole('row', { name: /Tehdas/ });
    await waitFor(() => expect(row).toHaveTextContent('Pohjanmaa'));
    expect(row).not.toHaveTextContent('Varasto');
  });

  it('reports a refused write as an error, never as saved', async () => {
    server.use(
      ...companyHandlers(places),
      http.put(LABELS_URL, () => problem(409, 'CONFLICT')),
    );
    renderApp('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Tunnisteet: Tehdas (KP300001)' }),
    );
    const modal = screen.getByRole('dialog');
    await userEvent.type(within(modal).getByLabelText('Uusi tunniste'), 'Uusi');
    await userEvent.click(within(modal).getByRole('button', { name: 'Lisää tunniste' }));
    expect(await within(modal).findByRole('alert')).toBeInTheDocument();
    expect(within(modal).getByRole('status')).toHaveTextContent('');
  });

  it('offers no label changes on a READ_ONLY place', async () => {
    server.use(...companyHandlers(places));
    renderApp('/');
    const row = within(await table()).getByRole('row', { name: /Myymälä/ });
    expect(row).toHaveTextContent('Vain luku');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a label to the selected places, once per composite, skipping read-only ones', async () => {
    const writes: string[] = [];
    server.use(
      ...companyHandlers(places),
      http.put(LABELS_URL, ({ params }) => {
        writes.push(String(params.placeId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/');
    await table();
    for (const id of ['KP300001', 'KP300002', 'KP300003', 'KP300004']) {
      await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`\\(${id}\\)`) }));
    }
    const bar = screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    expect(bar).toHaveTextContent('4 käyttöpaikkaa valittu');
    await userEvent.click(within(bar).getByRole('button', { name: 'Lisää tunniste valituille' }));
    const modal = screen.getByRole('dialog', { name: 'Tunniste 4 käyttöpaikalle' });
    expect(modal).toHaveTextContent('1 valituista on vain luku -käyttöpaikka');
    await userEvent.type(within(modal).getByLabelText('Uusi tunniste'), 'Kampanja');
    await userEvent.click(within(modal).getByRole('button', { name: 'Lisää tunniste' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent('lisätty');
    expect(writes).toEqual(['KP300001', 'CL100001']);
  });
});

describe('the company switcher', () => {
  it('is not shown for a user of one company', async () => {
    server.use(...companyHandlers(places));
    renderApp('/');
    await table();
    expect(screen.queryByRole('combobox', { name: 'Yritys' })).not.toBeInTheDocument();
  });

  it('switches the company and remembers the choice for the person', async () => {
    const asked: URL[] = [];
    server.use(...companyHandlers(places, [companyA, companyB], asked));
    renderApp('/');
    await table();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Yritys' }),
      'Savon Saha Oy',
    );
    expect(await screen.findByText('Yritys: Savon Saha Oy')).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.pathname).toContain('/company/CR-200/'));
    expect(window.localStorage.getItem(`portal.company.${COMPANY_USER_ID}`)).toBe('CR-200');
    // A sub-user of that company: the menu offers their own information.
    const menu = screen.getByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Omat tiedot' })).toBeInTheDocument();
  });

  it('opens on the company chosen last time', async () => {
    window.localStorage.setItem(`portal.company.${COMPANY_USER_ID}`, 'CR-200');
    server.use(...companyHandlers(places, [companyA, companyB]));
    renderApp('/');
    expect(await screen.findByText('Yritys: Savon Saha Oy')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Käyttöpaikat' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Viestit/ })).not.toBeInTheDocument();
  });
});

describe('on a phone', () => {
  onAPhone();

  it('lists the places as cards, not a table, each with its selection and labels', async () => {
    server.use(...companyHandlers(places));
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Käyttöpaikat' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(20);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Tehdas' })).toBeInTheDocument();
    expect(within(first).getByRole('checkbox')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Tunnisteet/ })).toBeInTheDocument();
    const readOnly = cards[3] as HTMLElement;
    expect(readOnly).toHaveTextContent('Vain luku');
    expect(within(readOnly).queryByRole('button')).not.toBeInTheDocument();
  });
});
