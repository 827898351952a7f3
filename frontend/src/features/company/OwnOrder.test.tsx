import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { CompanyLocationItem } from '../../api/b2bApi';
import {
  COMPANY_USER_ID,
  companyHandlers,
  companyItem,
  companyPage,
  PLACES_URL,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { onAPhone } from '../../testing/media';
import { renderApp, renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { MAX_ORDER, OrderDialog } from './OrderDialog';

const ORDER_URL = '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/setContentOrder';

/** 30 places in the company's order; KP300002 and KP300003 make up composite CL100001. */
const company: CompanyLocationItem[] = Array.from({ length: 30 }, (_, index) => {
  const id = `KP${300001 + index}`;
  if (index === 1 || index === 2)
    return companyItem(id, { compositeLocationIdentifier: 'CL100001' });
  return companyItem(id, { name: index === 5 ? 'Varasto' : null });
});

/**
 * A gateway that keeps the caller's own order as #210 does: CONTENT_ORDER lists the ordered
 * places (a composite by its id) first, the rest in the company's order. `asked` records the
 * list reads, `written` each order write's path and body.
 */
function orderGateway() {
  let own: string[] = [];
  const asked: URL[] = [];
  const written: { path: string; body: unknown }[] = [];
  const rank = (item: CompanyLocationItem) => {
    const at = own.indexOf(item.compositeLocationIdentifier ?? item.location.locationIdentifier);
    return at === -1 ? own.length : at;
  };
  const handlers = [
    http.get(PLACES_URL, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const sorted =
        url.searchParams.get('sortingMode') === 'CONTENT_ORDER'
          ? [...company].sort((a, b) => rank(a) - rank(b))
          : company;
      return HttpResponse.json(companyPage(sorted, url.searchParams));
    }),
    http.post(ORDER_URL, async ({ request }) => {
      const body = (await request.json()) as { order: string[] };
      written.push({ path: new URL(request.url).pathname, body });
      await delay(30);
      own = body.order;
      return new HttpResponse(null, { status: 204 });
    }),
    ...companyHandlers(company),
  ];
  return { handlers, asked, written };
}

async function selectAndOpen(ids: readonly string[]) {
  await screen.findByRole('table', { name: 'Yrityksen käyttöpaikat' });
  for (const id of ids) {
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`\\(${id}\\)`) }));
  }
  const bar = screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Järjestä valitut' }));
  return screen.getByRole('alertdialog', { name: 'Järjestä valitut alkuun' });
}

function firstIds(count: number) {
  const table = screen.getByRole('table', { name: 'Yrityksen käyttöpaikat' });
  return within(table)
    .getAllByRole('row')
    .slice(1, count + 1)
    .map(
      (row) =>
        /\((KP\d+)\)/.exec(within(row).getByRole('checkbox').getAttribute('aria-label') ?? '')?.[1],
    );
}

describe('the own order (#210)', () => {
  it('sends only the selected places, arranged, and the list refetches in CONTENT_ORDER', async () => {
    const gateway = orderGateway();
    server.use(...gateway.handlers);
    const { router } = renderApp('/');
    // Selected in this order: a single place, a composite's member, a named place.
    const dialog = await selectAndOpen(['KP300010', 'KP300002', 'KP300006']);
    const list = within(dialog).getByRole('list', { name: 'Uusi järjestys' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Katu KP300010, 65100 Vaasa (KP300010)',
      'Yhdistelmäkohde CL100001',
      'Varasto (KP300006)',
    ]);
    expect(dialog).toHaveTextContent('Yhdistelmäkohteen käyttöpaikat pysyvät yhdessä');

    // The first entry cannot move up: its button says so and keeps focus.
    const top = within(dialog).getByRole('button', {
      name: 'Siirrä ylös: Katu KP300010, 65100 Vaasa (KP300010)',
    });
    expect(top).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(top);
    expect(gateway.written).toHaveLength(0);

    // Varasto up twice, by the keyboard: focus stays on its button, the move is announced.
    const up = within(dialog).getByRole('button', { name: 'Siirrä ylös: Varasto (KP300006)' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(up).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Varasto (KP300006) on nyt 1. / 3.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Siirrä alas: Yhdistelmäkohde CL100001' }),
    );
    expect(gateway.written).toHaveLength(0);

    const readsBefore = gateway.asked.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna järjestys' }));
    // Not saved until the gateway answered.
    expect(screen.queryByRole('dialog', { name: 'Järjestys tallennettu' })).not.toBeInTheDocument();
    const done = await screen.findByRole('dialog', { name: 'Järjestys tallennettu' });
    expect(done).toHaveTextContent('Valitut 3 kohdetta näkyvät nyt listan alussa');
    expect(gateway.written).toEqual([
      {
        path: `/api/v2/b2b/company/CR-100/servicelocation/user/${COMPANY_USER_ID}/setContentOrder`,
        body: { order: ['KP300006', 'KP300010', 'CL100001'] },
      },
    ]);

    // The list is read again, sorted by CONTENT_ORDER from its first page, in the new order.
    await waitFor(() =>
      expect(
        gateway.asked
          .slice(readsBefore)
          .some(
            (url) =>
              url.searchParams.get('sortingMode') === 'CONTENT_ORDER' &&
              url.searchParams.get('offset') === '0',
          ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?jarjestys=CONTENT_ORDER');
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    await waitFor(() =>
      expect(firstIds(5)).toEqual(['KP300006', 'KP300010', 'KP300002', 'KP300003', 'KP300001']),
    );
    // The selection was spent.
    expect(
      screen.queryByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Järjestys')).toHaveAccessibleDescription(
      /Omat järjestämäsi käyttöpaikat näkyvät ensin/,
    );
  });

  it('shows a refused write as an error and keeps the dialog and the list as they were', async () => {
    const asked: URL[] = [];
    server.use(
      http.post(ORDER_URL, () => problem(502, 'UPSTREAM_FAILED')),
      ...companyHandlers(company, undefined, asked),
    );
    const { router } = renderApp('/');
    const dialog = await selectAndOpen(['KP300004']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna järjestys' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Järjestys tallennettu' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tallenna järjestys' })).toBeEnabled();
    expect(router.state.location.search).toBe('');
    // The list stays in its order (RTK Query may read it again after any write, never sorted anew).
    expect(asked.every((url) => url.searchParams.get('sortingMode') === 'ADDRESS_ASC')).toBe(true);
    // Cancel sends nothing and keeps the selection.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(
      screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' }),
    ).toHaveTextContent('1 käyttöpaikka valittu');
  });

  it(`refuses more than ${MAX_ORDER} entries before sending anything`, async () => {
    const writes: unknown[] = [];
    server.use(
      http.post(ORDER_URL, ({ request }) => {
        writes.push(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const many = Array.from({ length: MAX_ORDER + 1 }, (_, index) =>
      companyItem(`KP${400001 + index}`),
    );
    renderWithProviders(
      <OrderDialog
        companyRef="CR-100"
        userId={COMPANY_USER_ID}
        items={many}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Voit järjestää kerralla enintään 200 kohdetta. Valittuna on 201',
    );
    expect(screen.queryByRole('button', { name: 'Tallenna järjestys' })).not.toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });
});

describe('the own order on a phone', () => {
  onAPhone();

  it('is reached from the cards selection', async () => {
    const gateway = orderGateway();
    server.use(...gateway.handlers);
    renderApp('/?jarjestys=CONTENT_ORDER');
    const cards = await screen.findByRole('list', { name: 'Käyttöpaikat' });
    await userEvent.click(within(cards).getByRole('checkbox', { name: /\(KP300020\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Järjestä valitut' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Järjestä valitut alkuun' });
    // One place has nothing to move past.
    expect(within(dialog).queryByRole('button', { name: /^Siirrä/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna järjestys' }));
    await screen.findByRole('dialog', { name: 'Järjestys tallennettu' });
    expect(gateway.written[0]?.body).toEqual({ order: ['KP300020'] });
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    await waitFor(() =>
      expect(within(cards).getAllByRole('article')[0]).toHaveTextContent('KP300020'),
    );
  });
});
