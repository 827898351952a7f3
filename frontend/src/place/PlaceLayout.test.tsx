import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeUsePlace, userContent } from '../testing/fixtures';
import { renderApp } from '../testing/renderWithProviders';
import { server } from '../testing/server';

const CUSTOMER = 1000001;
const STAFF = {
  username: 'asiakaspalvelu@demo.example',
  priwattiId: null,
  groups: ['ADMIN_GROUP_VARE'],
};

describe('customer-service view of a customer use place', () => {
  it('loads the customer content with the customer id and shows it read-only', async () => {
    const contentIds: string[] = [];
    const featureIds: string[] = [];
    server.use(
      http.get('/api/v2/me', () => HttpResponse.json(STAFF)),
      http.get('/api/v2/servicelocation/user/:userId/content', ({ params }) => {
        contentIds.push(String(params.userId));
        return HttpResponse.json(userContent([makeUsePlace({ identifier: 'KP100101' })]));
      }),
      http.get('/api/features/v1/user/:userId/location/:locationId', ({ params }) => {
        featureIds.push(`${params.userId}/${params.locationId}`);
        return HttpResponse.json({ features: [] });
      }),
    );
    renderApp(`/aspa/asiakashaku/${CUSTOMER}/kayttopaikka?paikka=KP100101`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Koti' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Asiakaspalvelunäkymä: asiakkaan 1000001 käyttöpaikka. Tiedot ovat vain luettavissa.',
    );
    expect(screen.getByText('Vain luku')).toBeInTheDocument();
    expect(contentIds.every((id) => id === String(CUSTOMER))).toBe(true);
    await waitFor(() => expect(featureIds).toContain(`${CUSTOMER}/KP100101`));
    const menu = await screen.findByRole('navigation', { name: 'Käyttöpaikan sivut' });
    expect(within(menu).getByRole('link', { name: 'Yleiskatsaus' })).toHaveAttribute(
      'href',
      `/aspa/asiakashaku/${CUSTOMER}/kayttopaikka?paikka=KP100101`,
    );
    expect(
      screen.queryByRole('link', { name: 'Takaisin käyttöpaikkoihin' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a customer id that is not a number', async () => {
    renderApp('/aspa/asiakashaku/abc/kayttopaikka');
    expect(await screen.findByText('Asiakasnumero ei kelpaa.')).toBeInTheDocument();
  });
});

describe('unread-messages bubble', () => {
  it('shows user.unreadMessages on the messages link', async () => {
    const content = userContent([makeUsePlace({})]);
    content.user.unreadMessages = 3;
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/content', () => HttpResponse.json(content)),
    );
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(await within(nav).findByRole('link', { name: /lukematonta/ })).toHaveTextContent(
      'Viestit3, 3 lukematonta',
    );
  });
});
