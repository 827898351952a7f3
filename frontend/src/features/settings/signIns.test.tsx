import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignInInfo } from '../../api/rowTypes';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { closeDialog, record, type Sent } from '../../testing/kit';
import { deviceName } from './SignInsPage';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const signIn = (sessionId: string, current: boolean, userAgent: string): SignInInfo => ({
  sessionId,
  current,
  userAgent,
  address: '192.0.2.7',
  createdAt: '2026-11-27T06:00:00Z',
  lastSeenAt: '2026-11-27T07:30:00Z',
});

/** The account's sign-ins on the server, ended by #247. */
function signInServer(initial: SignInInfo[]) {
  let live = [...initial];
  const sent: Sent[] = [];
  server.use(
    http.get('/api/auth/v1/sessions', () => HttpResponse.json(live)),
    http.delete('/api/auth/v1/sessions/:id', async ({ request, params }) => {
      await record(sent, request);
      live =
        params.id === 'all'
          ? live.filter((s) => s.current)
          : live.filter((s) => s.sessionId !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Voimassa olevat kirjautumiset' })).getAllByRole(
    'listitem',
  );

describe('device names', () => {
  it('names the browser, its major version, the system and the kind of device', () => {
    expect(deviceName(FIREFOX)).toBe('Firefox 130, Linux (tietokone)');
    expect(deviceName(IPHONE)).toBe('Safari 17, iOS (puhelin)');
    expect(deviceName('')).toBe('Tuntematon laite');
    expect(deviceName('curl-ish')).toBe('Tuntematon laite');
  });
});

describe('sign-ins (/asetukset/kirjautumiset)', () => {
  it('is linked from the settings', async () => {
    signInServer([signIn('AAAAAAAAAAAAAAAA', true, FIREFOX)]);
    renderApp('/asetukset');
    const card = await screen.findByRole('region', { name: 'Kirjautumiset' });
    expect(within(card).getByRole('link', { name: 'Kirjautumiset' })).toHaveAttribute(
      'href',
      '/asetukset/kirjautumiset',
    );
  });

  it('lists each sign-in, marks this device, and ends another after confirming', async () => {
    const sent = signInServer([
      signIn('AAAAAAAAAAAAAAAA', true, FIREFOX),
      signIn('BBBBBBBBBBBBBBBB', false, IPHONE),
    ]);
    renderApp('/asetukset/kirjautumiset');
    await screen.findByRole('heading', { name: /Firefox 130/ });
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toHaveTextContent('Tämä laite');
    expect(cards()[1]).not.toHaveTextContent('Tämä laite');
    expect(cards()[1]).toHaveTextContent('192.0.2.7');

    await userEvent.click(within(cards()[1]!).getByRole('button', { name: /Kirjaa ulos/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kirjataanko laite ulos?' });
    expect(dialog).toHaveTextContent('Safari 17, iOS (puhelin) kirjataan ulos heti');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirjaa ulos' }));
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      { url: '/api/auth/v1/sessions/BBBBBBBBBBBBBBBB', body: null, webVersion: '0.1.0' },
    ]);
    expect(
      await screen.findByText('Et ole kirjautuneena millään muulla laitteella.'),
    ).toBeVisible();
    expect(cards()).toHaveLength(1);
  });

  it('ends every other device at once, with the count in the confirmation', async () => {
    const sent = signInServer([
      signIn('AAAAAAAAAAAAAAAA', true, FIREFOX),
      signIn('BBBBBBBBBBBBBBBB', false, IPHONE),
      signIn('CCCCCCCCCCCCCCCC', false, ''),
    ]);
    renderApp('/asetukset/kirjautumiset');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Kirjaa ulos kaikki muut laitteet' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Kirjataanko muut laitteet ulos?',
    });
    expect(dialog).toHaveTextContent('2 muuta laitetta kirjataan ulos heti');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirjaa ulos' }));
    await closeDialog('Toiminto onnistui');
    expect(sent.map((s) => s.url)).toEqual(['/api/auth/v1/sessions/all']);
    expect(
      await screen.findByText('Et ole kirjautuneena millään muulla laitteella.'),
    ).toBeVisible();
  });

  it('ending this device signs out to the sign-in page', async () => {
    signInServer([signIn('AAAAAAAAAAAAAAAA', true, FIREFOX)]);
    const { store, router } = renderApp('/asetukset/kirjautumiset');
    await userEvent.click(await screen.findByRole('button', { name: /Kirjaa ulos.*Firefox/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Kirjaudutaanko ulos tältä laitteelta?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirjaa ulos' }));
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/kirjaudu');
    expect(screen.getByRole('status')).toHaveTextContent('Sinut kirjattiin ulos.');
    expect(store.getState().app.signedOut).toBe(true);
  });

  it('a failed end keeps the dialog open with the error and the list unchanged', async () => {
    signInServer([
      signIn('AAAAAAAAAAAAAAAA', true, FIREFOX),
      signIn('BBBBBBBBBBBBBBBB', false, IPHONE),
    ]);
    server.use(
      http.delete('/api/auth/v1/sessions/:id', () => problem(503, 'UPSTREAM_UNAVAILABLE')),
    );
    const { store } = renderApp('/asetukset/kirjautumiset');
    await userEvent.click(await screen.findByRole('button', { name: /Kirjaa ulos.*Firefox/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Kirjaudutaanko ulos tältä laitteelta?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirjaa ulos' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(store.getState().app.signedOut).toBe(false);
    expect(cards()).toHaveLength(2);
  });
});
