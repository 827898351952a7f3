import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  companyA,
  companyHandlers,
  companyMe,
  mainUser,
  manyPlaces,
  subUser,
} from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const UM = '/api/v2/company/:companyRef/usermanagement';

const composite = {
  compositeLocationIdentifier: 'CL100001',
  locationIdentifiers: ['KP300001', 'KP300002'],
  name: 'Vaasan tehdasalue',
  address: 'Teollisuuskatu 10, 65100 Vaasa',
  right: 'FULL_ACCESS' as const,
};
const factory = {
  compositeLocationIdentifier: 'KP300014',
  locationIdentifiers: ['KP300014'],
  name: 'Tehdas',
  address: 'Aleksanterinkatu 3, 15110 Lahti',
  right: null,
};

/** The user-management reads; each read of the users list is counted in `reads`. */
function userReads(reads: string[] = []) {
  return [
    ...companyHandlers([]),
    http.get(`${UM}/mainUser`, () => HttpResponse.json(mainUser)),
    http.get(`${UM}/existingUsers`, () => {
      reads.push('existingUsers');
      return HttpResponse.json({ users: [mainUser, subUser] });
    }),
    http.get(`${UM}/userReference/:userRef`, ({ params }) => {
      reads.push(`user ${String(params.userRef)}`);
      return params.userRef === mainUser.userReferenceId
        ? HttpResponse.json({
            user: mainUser,
            locations: [composite, { ...factory, right: 'FULL_ACCESS' }],
          })
        : HttpResponse.json({ user: subUser, locations: [composite] });
    }),
    http.get(`${UM}/eligibleLocations`, () => HttpResponse.json({ results: [factory] })),
  ];
}

/** #224's answer, the same for any address: the invitation, no name or phone. */
const created = (email: string) => ({
  user: {
    ...subUser,
    userReferenceId: 'UR-100-02',
    name: '',
    email,
    phone: null,
    locationsTotal: 1,
    invited: true,
  },
  locations: [],
});

async function openNewUser() {
  renderApp('/kayttajahallinta');
  await userEvent.click(await screen.findByRole('button', { name: 'Lisää käyttäjä' }));
  return screen.getByRole('form', { name: 'Lisää käyttäjä' });
}

describe('adding a user', () => {
  it('checks the fields, confirms and adds a new account with its places', async () => {
    const reads: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      ...userReads(reads),
      http.post(`${UM}/create`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(created('uusi@demo.example'));
      }),
    );
    const form = await openNewUser();
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    expect(within(form).getByLabelText('Nimi')).toHaveAccessibleDescription(
      'Kirjoita käyttäjän nimi.',
    );
    expect(within(form).getByLabelText('Sähköposti')).toHaveAccessibleDescription(
      /Kirjoita sähköpostiosoite/,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Nimi'), 'Uusi Käyttäjä');
    await userEvent.type(within(form).getByLabelText('Sähköposti'), 'uusi@demo.example');
    await userEvent.type(within(form).getByLabelText('Puhelin (vapaaehtoinen)'), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    expect(within(form).getByLabelText('Puhelin (vapaaehtoinen)')).toHaveAccessibleDescription(
      /Kirjoita puhelinnumero/,
    );
    await userEvent.clear(within(form).getByLabelText('Puhelin (vapaaehtoinen)'));
    await userEvent.selectOptions(
      await within(form).findByLabelText('Tehdas, Aleksanterinkatu 3, 15110 Lahti'),
      'Vain luku',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Lisätäänkö käyttäjä?' });
    expect(confirm).toHaveTextContent('Uusi Käyttäjä (uusi@demo.example)');
    expect(confirm).toHaveTextContent('1 käyttöpaikkaa');
    expect(bodies).toHaveLength(0);
    const before = reads.filter((read) => read === 'existingUsers').length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lisää käyttäjä' }));

    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent(
      'Kutsu lähetetty osoitteeseen uusi@demo.example. Käyttäjä liittyy yritykseen, kun hän hyväksyy kutsun.',
    );
    expect(bodies).toEqual([
      {
        accountMode: 'CREATE_ACCOUNT_MODE',
        email: 'uusi@demo.example',
        name: 'Uusi Käyttäjä',
        phone: null,
        locations: [{ compositeLocationIdentifier: 'KP300014', right: 'READ_ONLY' }],
      },
    ]);
    // The users list is read again.
    await waitFor(() =>
      expect(reads.filter((read) => read === 'existingUsers').length).toBeGreaterThan(before),
    );
    expect(within(form).getByLabelText('Nimi')).toHaveValue('');
  });

  it('opens the account-already-exists dialog for an address with an account', async () => {
    server.use(
      ...userReads(),
      http.post(`${UM}/create`, () => problem(409, 'ACCOUNT_EXISTS')),
    );
    const form = await openNewUser();
    await userEvent.type(within(form).getByLabelText('Nimi'), 'Kuluttaja');
    await userEvent.type(within(form).getByLabelText('Sähköposti'), 'kuluttaja@demo.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lisää käyttäjä' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tili on jo olemassa' });
    expect(dialog).toHaveTextContent('Valitse ”Olemassa oleva tili”');
    expect(screen.queryByRole('dialog', { name: 'Toiminto onnistui' })).not.toBeInTheDocument();
  });

  it('identifies an existing account by its address alone', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...userReads(),
      http.post(`${UM}/create`, async ({ request }) => {
        bodies.push(await request.json());
        return problem(422, 'ACCOUNT_NOT_FOUND');
      }),
    );
    const form = await openNewUser();
    await userEvent.click(within(form).getByLabelText(/^Olemassa oleva tili/));
    expect(within(form).queryByLabelText('Nimi')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Sähköposti'), 'ei@demo.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Lisätäänkö käyttäjä?' });
    expect(confirm).toHaveTextContent('Osoitteeseen ei@demo.example lähetetään kutsu');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lisää käyttäjä' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Tiliä ei löytynyt' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { accountMode: 'IDENTIFY_ACCOUNT_MODE', email: 'ei@demo.example', locations: [] },
    ]);
  });
});

describe('adding a user in a company of 5,000 places', () => {
  const places = manyPlaces(5000, 'FULL_ACCESS');

  it('searches and pages the places and keeps the rights chosen', async () => {
    const bodies: unknown[] = [];
    server.use(...userReads());
    server.use(
      http.get(`${UM}/userReference/:userRef`, () =>
        HttpResponse.json({ user: mainUser, locations: places }),
      ),
      http.post(`${UM}/create`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(created('iso@demo.example'));
      }),
    );
    const form = await openNewUser();
    expect(await within(form).findByText('Näytetään 1–20, yhteensä 5000')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(form).getAllByRole('combobox')).toHaveLength(20);
    const first = 'KP400001, Katu 0001, 00100 Helsinki';
    await userEvent.selectOptions(within(form).getByLabelText(first), 'Vain luku');
    await userEvent.click(within(form).getByRole('button', { name: 'Seuraava sivu' }));
    expect(within(form).getByText('Näytetään 21–40, yhteensä 5000')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Hae käyttöpaikkaa'), 'satama{Enter}');
    // Enter searched: the form was not sent.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      within(form).getByText('1 käyttöpaikka löytyi. Näytetään 1–1, yhteensä 1'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      within(form).getByLabelText('Satamavarasto, Katu 4321, 00100 Helsinki'),
      'Täydet oikeudet',
    );
    expect(within(form).getByText('2 käyttöpaikkaa valittu')).toHaveAttribute('role', 'status');

    // Back to every place: the first page shows the right chosen before.
    await userEvent.clear(within(form).getByLabelText('Hae käyttöpaikkaa'));
    await userEvent.type(within(form).getByLabelText('Hae käyttöpaikkaa'), '{Enter}');
    expect(within(form).getByLabelText(first)).toHaveValue('READ_ONLY');

    await userEvent.type(within(form).getByLabelText('Nimi'), 'Iso Käyttäjä');
    await userEvent.type(within(form).getByLabelText('Sähköposti'), 'iso@demo.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Lisätäänkö käyttäjä?' });
    expect(confirm).toHaveTextContent('tarjotaan 2 käyttöpaikkaa');
    const listed = within(confirm).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      `${first}: vain luku`,
      'Satamavarasto, Katu 4321, 00100 Helsinki: täydet oikeudet',
    ]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lisää käyttäjä' }));
    await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(bodies).toEqual([
      expect.objectContaining({
        locations: [
          { compositeLocationIdentifier: 'KP400001', right: 'READ_ONLY' },
          { compositeLocationIdentifier: 'KP404321', right: 'FULL_ACCESS' },
        ],
      }),
    ]);
  });

  it('gives at most 100 places to a new user at once', async () => {
    server.use(...userReads());
    server.use(
      http.get(`${UM}/userReference/:userRef`, () =>
        HttpResponse.json({ user: mainUser, locations: places.slice(0, 101) }),
      ),
    );
    const form = await openNewUser();
    await within(form).findByText('Näytetään 1–20, yhteensä 101');
    for (let page = 1; page <= 6; page += 1) {
      for (const select of within(form).getAllByRole('combobox')) {
        await userEvent.selectOptions(select, 'Vain luku');
      }
      if (page < 6)
        await userEvent.click(within(form).getByRole('button', { name: 'Seuraava sivu' }));
    }
    expect(within(form).getByText('101 käyttöpaikkaa valittu')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Nimi'), 'Iso Käyttäjä');
    await userEvent.type(within(form).getByLabelText('Sähköposti'), 'iso@demo.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Jatka' }));
    expect(within(form).getByText('Valitse kerralla enintään 100 käyttöpaikkaa.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe("a user's places and the main user's rights", () => {
  it('gives a place with the chosen right after naming it', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...userReads(),
      http.post(`${UM}/userReference/:userRef/updateAccessRights`, async ({ params, request }) => {
        bodies.push({ user: params.userRef, body: await request.json() });
        return HttpResponse.json({
          user: subUser,
          locations: [composite, { ...factory, right: 'FULL_ACCESS' }],
        });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Anna oikeus: Tehdas, Aleksanterinkatu 3, 15110 Lahti',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Oikeus käyttöpaikkaan Tehdas' });
    await userEvent.click(within(dialog).getByLabelText('Täydet oikeudet'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anna oikeus' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Käyttäjälle annettiin käyttöpaikka Tehdas (täydet oikeudet).',
    );
    expect(bodies).toEqual([
      {
        user: 'UR-100-01',
        body: { locations: [{ compositeLocationIdentifier: 'KP300014', right: 'FULL_ACCESS' }] },
      },
    ]);
  });

  it('removes a place after a confirmation', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...userReads(),
      http.post(`${UM}/userReference/:userRef/removeLocation`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: subUser, locations: [] });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Poista käyttöpaikka Vaasan tehdasalue, Teollisuuskatu 10, 65100 Vaasa',
      }),
    );
    const confirm = screen.getByRole('alertdialog', {
      name: 'Poistetaanko käyttöpaikka käyttäjältä?',
    });
    expect(confirm).toHaveTextContent('Lauri Lukija ei enää näe käyttöpaikkaa Vaasan tehdasalue.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Käyttöpaikka Vaasan tehdasalue poistettiin käyttäjältä.',
    );
    expect(bodies).toEqual([{ compositeLocationIdentifier: 'CL100001' }]);
  });

  it("shows crm's code when the main user's rights cannot be passed on", async () => {
    server.use(
      ...userReads(),
      http.post(`${UM}/transferMainUserRights`, () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'refused',
            code: 'MAIN_USER_TRANSFER_FAILED',
            errorCode: 'TARGET_NOT_ACTIVE',
            requestId: 'r1',
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Siirrä pääkäyttäjyys' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Siirretäänkö pääkäyttäjyys?' });
    expect(confirm).toHaveTextContent('Lauri Lukija on siirron jälkeen yrityksen pääkäyttäjä.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Siirrä pääkäyttäjyys' }));
    const failed = await screen.findByRole('alertdialog', {
      name: 'Pääkäyttäjyyden siirto epäonnistui',
    });
    expect(failed).toHaveTextContent('Virhekoodi: TARGET_NOT_ACTIVE');
  });

  it('passes the rights on, says so, and takes the management away from the caller', async () => {
    let role: 'MAIN_USER' | 'SUB_USER' = 'MAIN_USER';
    const bodies: unknown[] = [];
    const reads: string[] = [];
    server.use(...userReads(reads));
    server.use(
      http.get('/api/v2/me', () => HttpResponse.json(companyMe([{ ...companyA, role }]))),
      http.get(`${UM}/eligibleLocations`, () => {
        reads.push('eligibleLocations');
        return HttpResponse.json({ results: [factory] });
      }),
      http.post(`${UM}/transferMainUserRights`, async ({ request }) => {
        bodies.push(await request.json());
        reads.push('transfer');
        role = 'SUB_USER';
        return HttpResponse.json({
          users: [
            { ...subUser, mainUser: true },
            { ...mainUser, mainUser: false },
          ],
        });
      }),
      http.get(`${UM}/userBasicInfo`, () =>
        HttpResponse.json({
          companyReferenceId: companyA.companyReferenceId,
          companyName: companyA.companyName,
          company: 'VARE',
          user: { ...mainUser, mainUser: false },
        }),
      ),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(await within(menu).findByRole('link', { name: 'Käyttäjähallinta' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Siirrä pääkäyttäjyys' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Siirretäänkö pääkäyttäjyys?' });
    expect(bodies).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Siirrä pääkäyttäjyys' }));

    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent('Lauri Lukija on nyt yrityksen pääkäyttäjä.');
    expect(bodies).toEqual([{ userReferenceId: 'UR-100-01' }]);
    // The menu follows `me`: own information instead of the management and the API tokens.
    await waitFor(() =>
      expect(
        within(menu).queryByRole('link', { name: 'Käyttäjähallinta' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(menu).getByRole('link', { name: 'Omat tiedot' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'API-avaimet' })).not.toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));

    expect(
      screen.getByRole('heading', { name: 'Et ole enää pääkäyttäjä', level: 1 }),
    ).toBeVisible();
    expect(
      screen.getByText(/Lauri Lukija on nyt yrityksen pääkäyttäjä ja hallinnoi/),
    ).toBeVisible();
    for (const name of [/Siirrä pääkäyttäjyys/, /^Anna oikeus/, /^Poista/, /^Muuta oikeutta/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/epäonnistui/)).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Omat tiedot' }),
    );
    expect(await screen.findByRole('heading', { name: 'Omat tiedot', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lisää käyttäjä' })).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'Käyttöpaikkasi' });
    // The caller manages no more, and the gateway would refuse them the other user's places
    // and the places that user lacks (A57): neither is read again after the transfer, only
    // the caller's own places.
    const after = reads.slice(reads.indexOf('transfer') + 1);
    expect(after).not.toContain('user UR-100-01');
    expect(after).not.toContain('eligibleLocations');
    expect(after).toContain('user UR-100-00');
  });

  it('deletes a sub-user after a confirmation naming them, then says so', async () => {
    const deleted: string[] = [];
    const reads: string[] = [];
    server.use(...userReads(reads));
    server.use(
      http.delete(`${UM}/userReference/:userRef`, ({ params }) => {
        deleted.push(String(params.userRef));
        reads.push('delete');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Poista käyttäjä' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Poistetaanko käyttäjä Lauri Lukija?',
    });
    // What follows, before it happens: who, their places and their own account.
    expect(confirm).toHaveTextContent('Lauri Lukija (lukija@demo.example)');
    expect(confirm).toHaveTextContent('12 käyttöpaikkaan');
    expect(confirm).toHaveTextContent('käyttäjätunnuksensa säilyy');
    expect(deleted).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista käyttäjä' }));

    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent('Käyttäjä Lauri Lukija on poistettu yrityksen käyttäjistä.');
    expect(deleted).toEqual(['UR-100-01']);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    expect(screen.getByRole('heading', { name: 'Käyttäjä poistettu', level: 1 })).toBeVisible();
    // The deleted user's panel is not read again (the gateway would refuse it).
    expect(reads.slice(reads.indexOf('delete') + 1)).not.toContain('user UR-100-01');
    await userEvent.click(screen.getByRole('link', { name: 'Takaisin käyttäjiin' }));
    expect(
      await screen.findByRole('heading', { name: 'Käyttäjähallinta', level: 1 }),
    ).toBeVisible();
  });

  it('keeps the user when the delete is refused, and says so', async () => {
    server.use(...userReads());
    server.use(http.delete(`${UM}/userReference/:userRef`, () => problem(502, 'UPSTREAM_FAILED')));
    renderApp('/kayttajahallinta/UR-100-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Poista käyttäjä' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Poistetaanko käyttäjä Lauri Lukija?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista käyttäjä' }));
    expect(await screen.findByRole('alertdialog', { name: /epäonnistui/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Toiminto onnistui' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Käyttäjä poistettu' })).not.toBeInTheDocument();
  });

  it('offers no changes on the main user', async () => {
    server.use(...userReads());
    renderApp('/kayttajahallinta/UR-100-00');
    await screen.findByRole('table', { name: 'Käyttäjän käyttöpaikat' });
    expect(screen.queryByRole('button', { name: /^Poista/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siirrä pääkäyttäjyys' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Poista käyttäjä' })).not.toBeInTheDocument();
  });
});
