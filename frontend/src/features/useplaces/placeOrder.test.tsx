import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OWN_USER_ID, threePlaces, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { moveItem } from './PlaceOrderForm';
import { closeDialog, record, type Sent } from '../../testing/kit';

/** A server-side user whose settings change with the writes. */
function userServer() {
  const user = { ...userContent(threePlaces).user };
  let uiMode = 'B2C';
  let order = threePlaces.map((place) => place.location.identifier);
  const content = () => ({
    ...userContent(
      threePlaces.map((place) => ({ ...place, order: order.indexOf(place.location.identifier) })),
    ),
    user,
  });
  server.use(
    http.get('/api/v2/servicelocation/user/:userId/content', () => HttpResponse.json(content())),
    http.get('/api/v2/user/:userId/ui', () =>
      HttpResponse.json({ priwattiUserId: OWN_USER_ID, uiMode }),
    ),
  );
  return {
    user,
    setUiMode: (mode: string) => (uiMode = mode),
    setOrder: (next: string[]) => (order = next),
  };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('client-side rules', () => {
  it('moving a place up or down swaps it with its neighbour; edges stay', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('place order on the front page (#114)', () => {
  it('moves a place and saves the order; the refetched content shows it', async () => {
    const state = userServer();
    const sent: Sent[] = [];
    server.use(
      http.post('/api/v2/servicelocation/user/:userId/setContentOrder', async ({ request }) => {
        await record(sent, request);
        state.setOrder((sent[0]!.body as { order: string[] }).order);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/');
    const form = await region('Käyttöpaikkojen järjestys');
    const names = () =>
      screen
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
    expect(names()).toEqual(['Mökki', 'Koti', 'Äidin kerrostalo']);
    await userEvent.click(within(form).getByRole('button', { name: 'Ylös Koti' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Koti on nyt sijalla 1.');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      {
        url: `/api/v2/servicelocation/user/${OWN_USER_ID}/setContentOrder`,
        body: { order: ['643000000000000001', '643000000000000003', 'KL-2001'] },
        webVersion: '0.1.0',
      },
    ]);
    await waitFor(() => expect(names()).toEqual(['Koti', 'Mökki', 'Äidin kerrostalo']));
  });

  it('an unsaved move does not reorder the list; 400 and 502 are shown', async () => {
    userServer();
    let calls = 0;
    server.use(
      http.post('/api/v2/servicelocation/user/:userId/setContentOrder', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'order',
                  code: 'too_long',
                  params: { min: 1, max: 200 },
                  message: 'must be 1 to 200 characters',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp('/');
    const form = await region('Käyttöpaikkojen järjestys');
    await userEvent.click(within(form).getByRole('button', { name: 'Alas Mökki' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Enintään 200 merkkiä.')).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Mökki');
  });
});
