import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../testing/renderWithProviders';
import { signedInAs } from './staffTesting';
import { server } from '../../testing/server';

const customer = (company: string, code: string) => ({
  priwattiUserId: 1000001,
  name: 'Kaisa Kuluttaja',
  email: 'kuluttaja@demo.example',
  customerType: 'B2C',
  customerships: [{ company, companyName: company, customerCode: code }],
});

describe('the customer search', () => {
  it('asks each own company for "all" of a staff member with two, and merges the answers', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/admin/users/v1/search', ({ request }) => {
        const origin = new URL(request.url).searchParams.get('origin');
        asked.push(origin);
        return HttpResponse.json({
          customers: [customer(origin ?? '', origin === 'SV' ? 'A2000001' : 'A1000001')],
        });
      }),
    );
    signedInAs(['ADMIN_GROUP_VARE', 'ADMIN_GROUP_SV']);
    renderApp('/yllapito/asiakashaku');
    const company = await screen.findByLabelText('Yhtiö');
    expect(Array.from((company as HTMLSelectElement).options).map((option) => option.text)).toEqual(
      ['Kaikki yhtiöt', 'VARE', 'SV'],
    );
    await userEvent.type(screen.getByLabelText('Sähköposti'), 'kuluttaja@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 asiakas');
    expect(asked.sort()).toEqual(['SV', 'VARE']);
    expect(screen.getByText(/VARE A1000001, SV A2000001/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Avaa asiakaspalvelunäkymä: Kaisa Kuluttaja' }),
    ).toHaveAttribute('href', '/aspa/asiakashaku/1000001/kayttopaikka');
  });

  it('offers user admins no customer-service view: rule CS does not give them places', async () => {
    server.use(
      http.get('/api/admin/users/v1/search', () =>
        HttpResponse.json({ customers: [customer('VARE', 'A1000001')] }),
      ),
    );
    signedInAs(['ADMIN_USERS']);
    renderApp('/yllapito/asiakashaku');
    await userEvent.type(await screen.findByLabelText('Sähköposti'), 'kuluttaja@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 asiakas');
    expect(screen.queryByRole('link', { name: /asiakaspalvelunäkymä/ })).not.toBeInTheDocument();
  });

  it('needs a criterion, and says a malformed one is malformed without repeating it', async () => {
    server.use(
      http.get('/api/admin/users/v1/search', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', status: 400, title: 'Invalid' },
          { status: 400 },
        ),
      ),
    );
    signedInAs(['ADMIN_USERS']);
    renderApp('/yllapito/asiakashaku');
    await userEvent.click(await screen.findByRole('button', { name: 'Hae' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Anna sähköposti');
    await userEvent.type(screen.getByLabelText('Henkilötunnus'), '131052-308U');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tarkista hakuehdot');
    expect(screen.getByRole('alert')).not.toHaveTextContent('131052');
  });
});
