import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { record, type Sent } from '../../testing/kit';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const ok = async (sent: Sent[], request: Request) => {
  await record(sent, request);
  return new HttpResponse(null, { status: 204 });
};

describe('sign-up', () => {
  it('creates the account, confirms it with the e-mailed code and leads to sign-in', async () => {
    const sent: Sent[] = [];
    server.use(
      http.post('/api/auth/v1/sign-up', ({ request }) => ok(sent, request)),
      http.post('/api/auth/v1/confirm-signup', ({ request }) => ok(sent, request)),
    );
    renderApp('/rekisteroidy');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Nimi'), ' Uusi Asiakas ');
    await user.type(screen.getByLabelText('Sähköpostiosoite'), 'uusi.asiakas@demo.example ');
    const password = screen.getByLabelText('Salasana');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'Salasana!2026');
    await user.click(screen.getByRole('button', { name: 'Luo tili' }));

    expect(
      await screen.findByRole('heading', { name: 'Vahvista sähköpostiosoite' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Lähetimme vahvistuskoodin osoitteeseen uusi.asiakas@demo.example.'),
    ).toBeInTheDocument();
    // The address was given on the form before: only the code is asked for.
    expect(screen.queryByLabelText('Sähköpostiosoite')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Vahvistuskoodi'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Vahvista' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Tili on vahvistettu.');
    expect(screen.getByRole('link', { name: 'Kirjautumiseen' })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      [
        '/api/auth/v1/sign-up',
        { email: 'uusi.asiakas@demo.example', password: 'Salasana!2026', name: 'Uusi Asiakas' },
      ],
      ['/api/auth/v1/confirm-signup', { email: 'uusi.asiakas@demo.example', code: '123456' }],
    ]);
  });

  it('shows the server’s field errors on their fields and stays on the form', async () => {
    server.use(
      http.post('/api/auth/v1/sign-up', () =>
        problem(400, 'VALIDATION_FAILED', {
          errors: [
            {
              field: 'body.password',
              code: 'too_short',
              params: { min: 8 },
              message: 'too short',
            },
          ],
        }),
      ),
    );
    renderApp('/rekisteroidy');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Nimi'), 'Uusi');
    await user.type(screen.getByLabelText('Sähköpostiosoite'), 'uusi@demo.example');
    await user.type(screen.getByLabelText('Salasana'), 'lyhyt');
    await user.click(screen.getByRole('button', { name: 'Luo tili' }));

    const password = screen.getByLabelText('Salasana');
    expect(await screen.findByText('Vähintään 8 merkkiä.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Rekisteröidy' })).toBeInTheDocument();
  });
});

describe('password reset', () => {
  it('sends a code, then sets the new password with it', async () => {
    const sent: Sent[] = [];
    server.use(
      http.post('/api/auth/v1/send-reset-password-code', ({ request }) => ok(sent, request)),
      http.post('/api/auth/v1/reset-password', ({ request }) => ok(sent, request)),
    );
    renderApp('/salasana');
    const user = userEvent.setup();

    const email = await screen.findByLabelText('Sähköpostiosoite');
    expect(email).toHaveAttribute('autocomplete', 'username');
    await user.type(email, 'kuluttaja@demo.example');
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jos osoitteella kuluttaja@demo.example on tili',
    );
    // The address stays filled in on the second step.
    expect(screen.getByLabelText('Sähköpostiosoite')).toHaveValue('kuluttaja@demo.example');
    await user.type(screen.getByLabelText('Koodi'), '654321');
    await user.type(screen.getByLabelText('Uusi salasana'), 'Uusi!Salasana1');
    await user.click(screen.getByRole('button', { name: 'Vaihda salasana' }));

    expect(await screen.findByText(/Salasana on vaihdettu/)).toBeInTheDocument();
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/auth/v1/send-reset-password-code', { email: 'kuluttaja@demo.example' }],
      [
        '/api/auth/v1/reset-password',
        { email: 'kuluttaja@demo.example', code: '654321', newPassword: 'Uusi!Salasana1' },
      ],
    ]);
  });
});
