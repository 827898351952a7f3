import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OWN_USER_ID } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const BASE = '/api/v2/servicelocation/user/:userId/followupoffer';

const offer = (leadId: string, productName: string) => ({
  leadId,
  title: `Tarjous ${productName}`,
  description: 'Jatka uudella sopimuksella.',
  productName,
  contractType: 'ELECTRICITY',
  validUntil: '2026-12-23',
  pricing: {
    priceType: 'FIXED',
    price: 11.2824,
    priceVat: 11.2824,
    priceVat0: 8.99,
    priceUnit: 'c/kWh',
    basicFee: 4.89,
    basicFeeVat: 4.89,
    basicFeeVat0: 3.9,
    basicFeeUnit: '€/kk',
    vatIncluded: true,
    vatPercent: 25.5,
  },
});

/** The crm mock: status success with two offers until one is accepted, then off. */
function followupStore(accepted: string[], answer: 'success' | 'off' = 'success') {
  let open = true;
  return [
    http.get(`${BASE}/location/:locationId/status`, () =>
      HttpResponse.json({ locationIdentifier: PLACE, status: open ? 'success' : 'off' }),
    ),
    http.get(`${BASE}/location/:locationId/offers`, () =>
      HttpResponse.json({
        locationIdentifier: PLACE,
        offers: open ? [offer('LEAD-1', 'Kiinteä 12 kk'), offer('LEAD-2', 'Pörssisähkö')] : [],
      }),
    ),
    http.put(`${BASE}/accept/:leadId`, ({ params, request }) => {
      accepted.push(`${params.userId} ${params.leadId} ${request.headers.get('X-Web-Version')}`);
      open = false;
      return HttpResponse.json({ status: answer });
    }),
  ];
}

function statusOnly(status: string) {
  return http.get(`${BASE}/location/:locationId/status`, () =>
    HttpResponse.json({ locationIdentifier: PLACE, status }),
  );
}

describe('follow-up offers (/kayttopaikka/tarjoukset, #55–#57)', () => {
  it('success: accepts an offer after a confirmation, then nothing is open', async () => {
    const accepted: string[] = [];
    server.use(...followupStore(accepted));
    renderApp(`/kayttopaikka/tarjoukset?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Tarjous Pörssisähkö' });
    expect(screen.getByRole('region', { name: 'Tarjous Kiinteä 12 kk' })).toHaveTextContent(
      /23\.12\.2026.*11,28.*c\/kWh.*4,89/s,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Hyväksy tarjous' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Hyväksytäänkö tarjous?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Peruuta' }));
    expect(accepted).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Hyväksy tarjous' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: /Hyväksytäänkö/ })).getByRole('button', {
        name: 'Hyväksy tarjous',
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Tarjous hyväksytty' });
    expect(done).toHaveTextContent('Pörssisähkö');
    expect(accepted).toEqual([`${OWN_USER_ID} LEAD-2 0.1.0`]);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    expect(await screen.findByTestId('followup-status')).toHaveTextContent(/ei ole avoimia/);
  });

  it('off after accepting: the offer had closed', async () => {
    server.use(...followupStore([], 'off'));
    renderApp(`/kayttopaikka/tarjoukset?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Tarjous Kiinteä 12 kk' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hyväksy tarjous' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: /Hyväksytäänkö/ })).getByRole('button', {
        name: 'Hyväksy tarjous',
      }),
    );
    expect(
      await screen.findByRole('alertdialog', { name: 'Tarjous ei ole enää voimassa' }),
    ).toBeVisible();
  });

  it.each([
    ['fail', /ei voitu tehdä jatkotarjousta/],
    ['abort', /hylännyt/],
    ['off', /ei ole avoimia/],
  ])('status %s says what it means and lists no offers', async (status, text) => {
    server.use(statusOnly(status));
    renderApp(`/kayttopaikka/tarjoukset?paikka=${PLACE}`);
    expect(await screen.findByTestId('followup-status')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Hyväksy tarjous' })).not.toBeInTheDocument();
  });

  it('a 404 on accept is execution failed; a 502 is a request fail', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/accept/:leadId`, () =>
        ++calls === 1 ? problem(404, 'NOT_FOUND') : problem(502, 'UPSTREAM_FAILED'),
      ),
      ...followupStore([]),
    );
    renderApp(`/kayttopaikka/tarjoukset?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Tarjous Kiinteä 12 kk' });
    for (const title of ['Toiminto epäonnistui', 'Pyyntö epäonnistui']) {
      await userEvent.click(within(card).getByRole('button', { name: 'Hyväksy tarjous' }));
      await userEvent.click(
        within(screen.getByRole('alertdialog', { name: /Hyväksytäänkö/ })).getByRole('button', {
          name: 'Hyväksy tarjous',
        }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: title });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    }
  });
});
