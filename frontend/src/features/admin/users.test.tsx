import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../testing/renderWithProviders';
import { signedInAs } from './staffTesting';
import { server } from '../../testing/server';

describe('user administration', () => {
  it('deletes an account only after a confirmation, and says what happened', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/users/v1/delete', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          email: 'matti@demo.example',
          priwattiUserId: 7,
          endedSessions: 2,
        });
      }),
    );
    signedInAs(['ADMIN_USERS']);
    renderApp('/yllapito/kayttajat');
    await userEvent.click(await screen.findByRole('button', { name: 'Poista käyttäjätunnus' }));
    const form = screen.getByRole('dialog', { name: 'Poista käyttäjätunnus' });
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Tarkista sähköpostiosoite');
    await userEvent.type(within(form).getByLabelText('Sähköposti'), 'matti@demo.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Poistetaanko käyttäjätunnus matti@demo.example?',
    });
    expect(sent).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista tunnus' }));
    const done = await screen.findByRole('dialog', { name: 'Käyttäjätunnus poistettiin' });
    expect(done).toHaveTextContent('Kirjautumisia päättyi: 2.');
    expect(sent).toEqual([{ email: 'matti@demo.example' }]);
  });

  it('keeps the create dialog open with "already exists" on a 409', async () => {
    server.use(
      http.post('/api/admin/users/v1/create', () =>
        HttpResponse.json(
          { status: 409, code: 'ACCOUNT_EXISTS', title: 'Conflict' },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    signedInAs(['ADMIN_GROUP_SUPERUSERS']);
    renderApp('/yllapito/kayttajat');
    await userEvent.click(await screen.findByRole('button', { name: 'Luo käyttäjätunnus' }));
    const form = screen.getByRole('dialog', { name: 'Luo käyttäjätunnus' });
    await userEvent.type(within(form).getByLabelText('Sähköposti'), 'uusi@demo.example');
    await userEvent.selectOptions(within(form).getByLabelText('Yhtiö'), 'KUO');
    await userEvent.type(within(form).getByLabelText(/^Asiakasnumero/), 'a3000007');
    await userEvent.click(within(form).getByRole('button', { name: 'Luo tunnus' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Käyttäjätunnus on jo olemassa',
    );
  });

  it('is not a tool of a company group', async () => {
    signedInAs(['ADMIN_GROUP_VARE']);
    renderApp('/yllapito/kayttajat');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Luo käyttäjätunnus' })).not.toBeInTheDocument();
  });
});
