import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyA, companyHandlers, mainUser, subUser } from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const UM = '/api/v2/company/:companyRef/usermanagement';

const shop = {
  compositeLocationIdentifier: 'KP300005',
  locationIdentifiers: ['KP300005'],
  name: 'Myymälä',
  address: 'Kauppakatu 5, 65100 Vaasa',
  right: 'READ_ONLY' as const,
};
const works = {
  compositeLocationIdentifier: 'KP300014',
  locationIdentifiers: ['KP300014'],
  name: 'Tehdas',
  address: 'Aleksanterinkatu 3, 15110 Lahti',
  right: 'FULL_ACCESS' as const,
};

/** The sub-user's panel: their places (by `status`) and nothing they lack. */
function reads(asked: string[] = []) {
  return [
    ...companyHandlers([]),
    http.get(`${UM}/mainUser`, () => HttpResponse.json(mainUser)),
    http.get(`${UM}/eligibleLocations`, () => HttpResponse.json({ results: [] })),
    http.get(`${UM}/userReference/:userRef`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status ?? 'ALL');
      const locations = [shop, works].filter((place) => !status || place.right === status);
      return HttpResponse.json({ user: subUser, locations });
    }),
  ];
}

const settingsButton = (name: string) =>
  screen.findByRole('button', { name: `Muuta oikeutta: ${name}` });

describe("a sub-user's place settings", () => {
  it('are not offered to anyone but the main user, who alone manages (A57)', async () => {
    server.use(
      // The same company with the caller as a sub-user, opening a user's page by its address.
      ...companyHandlers([], [{ ...companyA, role: 'SUB_USER' }]),
      ...reads(),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    expect((await screen.findAllByText(/Myymälä/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Muuta oikeutta/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Poista/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Siirrä pääkäyttäjän/ })).toBeNull();
  });

  it('changes the right of a place the user has, after naming the change', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...reads(),
      http.post(`${UM}/userReference/:userRef/updateAccessRights`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: subUser, locations: [works] });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(await settingsButton('Myymälä, Kauppakatu 5, 65100 Vaasa'));
    const dialog = screen.getByRole('alertdialog', { name: 'Käyttöpaikan Myymälä asetukset' });
    expect(dialog).toHaveTextContent('Käyttäjän Lauri Lukija nykyinen oikeus: vain luku.');
    const save = within(dialog).getByRole('button', { name: 'Tallenna oikeus' });
    // The current right is chosen: nothing to save yet.
    expect(within(dialog).getByLabelText('Vain luku')).toBeChecked();
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Valitse eri oikeus');

    await userEvent.click(within(dialog).getByLabelText('Täydet oikeudet'));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Oikeus muuttuu: Vain luku → Täydet oikeudet.',
    );
    expect(bodies).toEqual([]);
    await userEvent.click(save);
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Käyttöpaikan Myymälä oikeudeksi tallennettiin täydet oikeudet.',
    );
    expect(bodies).toEqual([
      { locations: [{ compositeLocationIdentifier: 'KP300005', right: 'FULL_ACCESS' }] },
    ]);
  });

  it('shows a refused change as an error, not as saved', async () => {
    server.use(
      ...reads(),
      http.post(`${UM}/userReference/:userRef/updateAccessRights`, () =>
        problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(await settingsButton('Tehdas, Aleksanterinkatu 3, 15110 Lahti'));
    const dialog = screen.getByRole('alertdialog', { name: 'Käyttöpaikan Tehdas asetukset' });
    await userEvent.click(within(dialog).getByLabelText('Vain luku'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna oikeus' }));
    expect(await screen.findByRole('alertdialog', { name: /epäonnistui/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Toiminto onnistui' })).not.toBeInTheDocument();
  });

  it('cancels without sending anything', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...reads(),
      http.post(`${UM}/userReference/:userRef/updateAccessRights`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: subUser, locations: [] });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(await settingsButton('Tehdas, Aleksanterinkatu 3, 15110 Lahti'));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByLabelText('Vain luku'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe("removing all of a sub-user's places", () => {
  it('removes every place after a confirmation', async () => {
    const calls: string[] = [];
    server.use(
      ...reads(),
      http.post(`${UM}/userReference/:userRef/removeAllLocations`, ({ request, params }) => {
        calls.push(`${String(params.userRef)} ${new URL(request.url).search}`);
        return HttpResponse.json({ user: subUser, locations: [] });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Poista kaikki käyttöpaikat' }),
    );
    const confirm = screen.getByRole('alertdialog', {
      name: 'Poistetaanko käyttäjältä kaikki käyttöpaikat?',
    });
    expect(confirm).toHaveTextContent('Käyttäjä Lauri Lukija ei enää näe 2 käyttöpaikkaa');
    expect(calls).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista kaikki' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Käyttäjältä Lauri Lukija poistettiin 2 käyttöpaikkaa.',
    );
    expect(calls).toEqual(['UR-100-01 ']);
  });

  it("removes only the places of the list's right filter", async () => {
    const asked: string[] = [];
    const calls: string[] = [];
    server.use(
      ...reads(asked),
      http.post(`${UM}/userReference/:userRef/removeAllLocations`, ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('status') ?? 'ALL');
        return HttpResponse.json({ user: subUser, locations: [works] });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.selectOptions(await screen.findByLabelText('Näytä'), 'Vain luku -käyttöpaikat');
    await waitFor(() => expect(asked).toContain('READ_ONLY'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Poista kaikki: vain luku -käyttöpaikat' }),
    );
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('ei enää näe 1 käyttöpaikkaa');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista kaikki' }));
    await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(calls).toEqual(['READ_ONLY']);
  });

  it('offers neither on the main user', async () => {
    // The first handler that matches answers: the main user's own places.
    server.use(
      http.get(`${UM}/userReference/:userRef`, () =>
        HttpResponse.json({ user: mainUser, locations: [works] }),
      ),
      ...reads(),
    );
    renderApp('/kayttajahallinta/UR-100-00');
    await screen.findByRole('table', { name: 'Käyttäjän käyttöpaikat' });
    expect(screen.queryByRole('button', { name: /^Muuta oikeutta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Poista kaikki/ })).not.toBeInTheDocument();
  });
});
