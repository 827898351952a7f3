import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyHandlers, mainUser, subUser } from '../../testing/companyFixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const UM = '/api/v2/company/:companyRef/usermanagement';

/** 5,000 places the user lacks, by address; the 4,321st is the "Satamavarasto". */
const eligible = Array.from({ length: 5000 }, (_, index) => ({
  compositeLocationIdentifier: `KP4${String(index + 1).padStart(5, '0')}`,
  locationIdentifiers: [`KP4${String(index + 1).padStart(5, '0')}`],
  name: index === 4320 ? 'Satamavarasto' : null,
  address: `Katu ${String(index + 1).padStart(4, '0')}, 00100 Helsinki`,
  right: null,
}));

function reads() {
  server.use(
    ...companyHandlers([]),
    http.get(`${UM}/mainUser`, () => HttpResponse.json(mainUser)),
    http.get(`${UM}/userReference/:userRef`, () =>
      HttpResponse.json({ user: subUser, locations: [] }),
    ),
    http.get(`${UM}/eligibleLocations`, () => HttpResponse.json({ results: eligible })),
  );
}

const giveButtons = () => screen.getAllByRole('button', { name: /^Anna oikeus: / });

describe('the places a user can be given, in a company of 5,000', () => {
  it('shows 20 at a time with the pages and announces which', async () => {
    reads();
    renderApp('/kayttajahallinta/UR-100-01');
    expect(await screen.findByText('Näytetään 1–20, yhteensä 5000')).toHaveAttribute(
      'role',
      'status',
    );
    expect(giveButtons()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Sivutus' });
    expect(pages).toHaveTextContent('Sivu 1 / 250');
    await userEvent.click(within(pages).getByRole('button', { name: 'Seuraava sivu' }));
    expect(screen.getByText('Näytetään 21–40, yhteensä 5000')).toBeInTheDocument();
    expect(giveButtons()[0]).toHaveAccessibleName(
      'Anna oikeus: KP400021, Katu 0021, 00100 Helsinki',
    );
  });

  it('finds a place far beyond the first 100 by its name and gives it', async () => {
    const bodies: unknown[] = [];
    reads();
    server.use(
      http.post(`${UM}/userReference/:userRef/updateAccessRights`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: subUser, locations: [] });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await screen.findByText('Näytetään 1–20, yhteensä 5000');
    await userEvent.type(screen.getByLabelText('Hae käyttöpaikkaa'), 'satama{Enter}');
    expect(screen.getByText('1 käyttöpaikka löytyi. Näytetään 1–1, yhteensä 1')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Sivutus' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Anna oikeus: Satamavarasto, Katu 4321, 00100 Helsinki' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Oikeus käyttöpaikkaan Satamavarasto' })).getByRole(
        'button',
        { name: 'Anna oikeus' },
      ),
    );
    await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(bodies).toEqual([
      { locations: [{ compositeLocationIdentifier: 'KP404321', right: 'READ_ONLY' }] },
    ]);
  });

  it('searches by the place id too, and says when nothing matches', async () => {
    reads();
    renderApp('/kayttajahallinta/UR-100-01');
    await screen.findByText('Näytetään 1–20, yhteensä 5000');
    const search = screen.getByLabelText('Hae käyttöpaikkaa');
    await userEvent.type(search, 'kp40499');
    await userEvent.click(screen.getByRole('button', { name: 'Hae' }));
    expect(screen.getByText('10 käyttöpaikkaa löytyi. Näytetään 1–10, yhteensä 10')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'ei tällaista{Enter}');
    expect(screen.getByText('Haulla ei löytynyt käyttöpaikkoja.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Anna oikeus: / })).not.toBeInTheDocument();
  });
});
