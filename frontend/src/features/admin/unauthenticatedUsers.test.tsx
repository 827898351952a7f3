import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../testing/renderWithProviders';
import { signedInAs } from './staffTesting';
import { server } from '../../testing/server';

describe('the unauthenticated-user search', () => {
  it('finds an account without a customership and says whether it was confirmed', async () => {
    let asked: string | null = null;
    server.use(
      http.get('/api/admin/users/v1/search/unauthenticated', ({ request }) => {
        asked = new URL(request.url).searchParams.get('email');
        return HttpResponse.json({
          accounts: [
            { email: 'uusi@demo.example', subject: 's-1', name: 'uusi', confirmed: false },
          ],
        });
      }),
    );
    signedInAs(['ADMIN_USERS']);
    renderApp('/yllapito/tunnistamattomat');
    await userEvent.click(await screen.findByRole('button', { name: 'Hae' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Anna sähköpostiosoite');
    await userEvent.type(screen.getByLabelText('Sähköposti'), ' uusi@demo.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Löytyi 1');
    expect(asked).toBe('uusi@demo.example');
    expect(screen.getByText('Rekisteröitymistä ei ole vahvistettu')).toBeInTheDocument();
  });

  it('is not a tool of a company group', async () => {
    signedInAs(['ADMIN_GROUP_VARE']);
    renderApp('/yllapito/tunnistamattomat');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hae' })).not.toBeInTheDocument();
  });
});
