import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { problem, sessionStatusNone, sessionStatusOk } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

async function signIn(email = 'kuluttaja@demo.example', password = 'Demo!2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Sähköpostiosoite'), email);
  await user.type(screen.getByLabelText('Salasana'), password);
  await user.click(screen.getByRole('button', { name: 'Kirjaudu' }));
  return user;
}

describe('sign-in', () => {
  it('signs in and goes to the page that asked for it', async () => {
    let signedIn = false;
    const requests: { body: unknown; webVersion: string | null }[] = [];
    server.use(
      http.get('/api/auth/v1/session-status', () =>
        signedIn
          ? HttpResponse.json({ hasRefreshToken: true, expiresAt: Date.now() / 1000 + 3600 })
          : problem(401, 'SESSION_EXPIRED'),
      ),
      http.post('/api/auth/v1/login', async ({ request }) => {
        requests.push({
          body: await request.json(),
          webVersion: request.headers.get('X-Web-Version'),
        });
        signedIn = true;
        return HttpResponse.json({ status: 'SIGNED_IN', expiresAt: Date.now() / 1000 + 3600 });
      }),
    );
    const { router } = renderApp('/kayttopaikka?paikka=KL-2001');

    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Äidin kerrostalo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kayttopaikka');
    expect(router.state.location.search).toBe('?paikka=KL-2001');
    expect(requests).toEqual([
      { body: { username: 'kuluttaja@demo.example', password: 'Demo!2026' }, webVersion: '0.1.0' },
    ]);
  });

  it('goes to the use places after signing in from the sign-in page', async () => {
    server.use(
      http.post('/api/auth/v1/login', () =>
        HttpResponse.json({ status: 'SIGNED_IN', expiresAt: Date.now() / 1000 + 3600 }),
      ),
    );
    const { router } = renderApp('/kirjaudu');

    await signIn();

    expect(await screen.findByRole('heading', { name: 'Käyttöpaikat' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells that the e-mail or password is wrong', async () => {
    server.use(
      sessionStatusNone(),
      http.post('/api/auth/v1/login', () => problem(401, 'INVALID_CREDENTIALS')),
    );
    const { router } = renderApp('/kirjaudu');

    await signIn('kuluttaja@demo.example', 'väärä');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Väärä sähköpostiosoite tai salasana',
    );
    expect(router.state.location.pathname).toBe('/kirjaudu');
  });

  it('tells when to try again after too many attempts', async () => {
    server.use(
      sessionStatusNone(),
      http.post('/api/auth/v1/login', () =>
        problem(429, 'RATE_LIMITED', {}, { 'Retry-After': '30' }),
      ),
    );
    renderApp('/kirjaudu');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Liian monta yritystä. Yritä uudelleen 30 sekunnin kuluttua.',
    );
  });

  it('tells when the service does not answer', async () => {
    server.use(
      sessionStatusNone(),
      http.post('/api/auth/v1/login', () => problem(503, 'UPSTREAM_UNAVAILABLE')),
    );
    renderApp('/kirjaudu');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Palvelu on tilapäisesti poissa käytöstä. Yritä hetken kuluttua uudelleen.',
    );
  });

  it('shows field errors from the problem body', async () => {
    server.use(
      http.post('/api/auth/v1/login', () =>
        problem(400, 'VALIDATION_FAILED', {
          errors: [
            {
              field: 'username',
              code: 'invalid_format',
              params: { format: 'email' },
              message: 'must be an e-mail address',
            },
          ],
        }),
      ),
    );
    renderApp('/kirjaudu');

    await signIn('x', 'y');

    const input = await screen.findByLabelText('Sähköpostiosoite');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Anna sähköpostiosoite muodossa nimi@esimerkki.fi.',
      ),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a new password when the service requires one', async () => {
    const forced: unknown[] = [];
    server.use(
      http.post('/api/auth/v1/login', () => HttpResponse.json({ status: 'NEW_PASSWORD_REQUIRED' })),
      http.post('/api/auth/v1/force-reset-password', async ({ request }) => {
        forced.push(await request.json());
        return HttpResponse.json({ status: 'SIGNED_IN', expiresAt: Date.now() / 1000 + 3600 });
      }),
      sessionStatusOk(),
    );
    renderApp('/kirjaudu');

    const user = await signIn('uusi@demo.example', 'Tilapäinen1');
    expect(await screen.findByRole('heading', { name: 'Vaihda salasana' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Uusi salasana'), 'UusiSalasana1');
    await user.type(screen.getByLabelText('Uusi salasana uudelleen'), 'UusiSalasana1');
    await user.click(screen.getByRole('button', { name: 'Vaihda salasana ja kirjaudu' }));

    expect(await screen.findByRole('heading', { name: 'Käyttöpaikat' })).toBeInTheDocument();
    expect(forced).toEqual([
      { username: 'uusi@demo.example', password: 'Tilapäinen1', newPassword: 'UusiSalasana1' },
    ]);
  });
});
