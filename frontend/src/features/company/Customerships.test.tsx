import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyA, companyHandlers, mainUser, subUser } from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const UM = '/api/v2/company/:companyRef/usermanagement';

const kuo = {
  company: 'KUO' as const,
  companyName: 'Kuokkalan Lämpö ja Sähkö Oy',
  customerCode: 'A3000003',
  locations: [
    {
      compositeLocationIdentifier: 'KP300045',
      locationIdentifiers: ['KP300045'],
      name: null,
      address: 'Antinkatu 8, 28100 Pori',
      right: null,
    },
    {
      compositeLocationIdentifier: 'KP300009',
      locationIdentifiers: ['KP300009'],
      name: 'Varasto',
      address: 'Tekniikantie 4, 02150 Espoo',
      right: null,
    },
  ],
};

/** The main user's screen with its reads; every customership read is kept in `asked`. */
function mainUserReads(asked: string[] = []) {
  return [
    ...companyHandlers([]),
    http.get(`${UM}/mainUser`, () => HttpResponse.json(mainUser)),
    http.get(`${UM}/existingUsers`, () => HttpResponse.json({ users: [mainUser, subUser] })),
    http.get(`${UM}/customershipDetails`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`${query.get('company')} ${query.get('customerCode')}`);
      return query.get('customerCode') === kuo.customerCode
        ? HttpResponse.json(kuo)
        : problem(403, 'FORBIDDEN');
    }),
  ];
}

async function form(name: string) {
  renderApp('/kayttajahallinta');
  return screen.findByRole('form', { name });
}

async function fill(form: HTMLElement, company: string, code: string) {
  await userEvent.selectOptions(within(form).getByLabelText('Energiayhtiö'), company);
  await userEvent.type(within(form).getByLabelText('Asiakasnumero'), code);
}

describe("the company's customerships", () => {
  it('looks a customership up and removes it after a confirmation', async () => {
    const asked: string[] = [];
    const removed: string[] = [];
    server.use(
      ...mainUserReads(asked),
      http.delete(`${UM}/removeCustomership`, ({ request, params }) => {
        const query = new URL(request.url).searchParams;
        removed.push(
          `${String(params.companyRef)} ${query.get('company')} ${query.get('customerCode')}`,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const lookup = await form('Hae asiakkuus');
    await fill(lookup, 'Kuokkalan Lämpö ja Sähkö Oy', 'a3000003');
    await userEvent.click(within(lookup).getByRole('button', { name: 'Hae' }));

    const details = await screen.findByRole('region', { name: 'Asiakkuus A3000003' });
    expect(await within(details).findByText('Antinkatu 8, 28100 Pori')).toBeInTheDocument();
    expect(details).toHaveTextContent('Varasto');
    expect(asked).toEqual(['KUO A3000003']);

    await userEvent.click(
      within(details).getByRole('button', { name: 'Poista asiakkuus A3000003' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Poistetaanko asiakkuus?' });
    expect(confirm).toHaveTextContent('Sen 2 käyttöpaikkaa poistuvat');
    expect(removed).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Poista asiakkuus' }));

    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent(
      'Asiakkuus A3000003 (Kuokkalan Lämpö ja Sähkö Oy) poistettiin yritykseltä.',
    );
    expect(removed).toEqual(['CR-100 KUO A3000003']);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('region', { name: 'Asiakkuus A3000003' })).not.toBeInTheDocument();
    // The removed customership is not asked for again.
    expect(asked).toEqual(['KUO A3000003']);
  });

  it("says so when the code is not one of the company's customerships", async () => {
    server.use(...mainUserReads());
    const lookup = await form('Hae asiakkuus');
    await fill(lookup, 'Suomenselän Voima Oy', 'A2999999');
    await userEvent.click(within(lookup).getByRole('button', { name: 'Hae' }));
    expect(
      await screen.findByText(
        'Yrityksellä ei ole asiakkuutta A2999999 energiayhtiössä Suomenselän Voima Oy.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Poista asiakkuus/ })).not.toBeInTheDocument();
  });

  it('checks the company and the code before asking anything', async () => {
    const asked: string[] = [];
    server.use(...mainUserReads(asked));
    const lookup = await form('Hae asiakkuus');
    await userEvent.type(within(lookup).getByLabelText('Asiakasnumero'), 'B123');
    await userEvent.click(within(lookup).getByRole('button', { name: 'Hae' }));
    expect(within(lookup).getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    expect(within(lookup).getByLabelText('Energiayhtiö')).toHaveAccessibleDescription(
      'Valitse energiayhtiö.',
    );
    expect(within(lookup).getByLabelText('Asiakasnumero')).toHaveAccessibleDescription(
      /Kirjoita asiakasnumero muodossa A1234567/,
    );
    expect(asked).toEqual([]);
  });

  it('adds a customership after a confirmation and shows it', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...mainUserReads(),
      http.post(`${UM}/addCustomership`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(kuo);
      }),
    );
    const add = await form('Lisää asiakkuus');
    await fill(add, 'Kuokkalan Lämpö ja Sähkö Oy', 'A3000003');
    await userEvent.click(within(add).getByRole('button', { name: 'Lisää asiakkuus' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Lisätäänkö asiakkuus?' });
    expect(confirm).toHaveTextContent(
      'Asiakkuus A3000003 energiayhtiössä Kuokkalan Lämpö ja Sähkö Oy liitetään yritykseen',
    );
    expect(bodies).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lisää asiakkuus' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Asiakkuus A3000003 (Kuokkalan Lämpö ja Sähkö Oy) lisättiin yritykselle, 2 käyttöpaikkaa.',
    );
    expect(bodies).toEqual([{ company: 'KUO', customerCode: 'A3000003' }]);
    // The new customership's places load after its region is shown.
    const added = await screen.findByRole('region', { name: 'Asiakkuus A3000003' });
    await waitFor(() => expect(added).toHaveTextContent('Antinkatu 8'));
  });

  it.each([
    ['CUSTOMERSHIP_NOT_FOUND', 422, 'Asiakkuutta ei löytynyt'],
    ['CUSTOMERSHIP_EXISTS', 409, 'Asiakkuus on jo yrityksellä'],
  ])('opens the dialog of %s when crm refuses to add', async (code, status, title) => {
    server.use(
      ...mainUserReads(),
      http.post(`${UM}/addCustomership`, () => problem(status, code)),
    );
    const add = await form('Lisää asiakkuus');
    await fill(add, 'Vaaranmaan Energia Oy', 'A1999999');
    await userEvent.click(within(add).getByRole('button', { name: 'Lisää asiakkuus' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Lisää asiakkuus' }),
    );
    expect(await screen.findByRole('alertdialog', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Toiminto onnistui' })).not.toBeInTheDocument();
  });

  it("keeps the customership shown when the company's last one cannot be removed", async () => {
    server.use(
      ...mainUserReads(),
      http.delete(`${UM}/removeCustomership`, () => problem(409, 'LAST_CUSTOMERSHIP')),
    );
    const lookup = await form('Hae asiakkuus');
    await fill(lookup, 'Kuokkalan Lämpö ja Sähkö Oy', 'A3000003');
    await userEvent.click(within(lookup).getByRole('button', { name: 'Hae' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Poista asiakkuus A3000003' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Poista asiakkuus' }),
    );
    const refused = await screen.findByRole('alertdialog', {
      name: 'Viimeistä asiakkuutta ei voi poistaa',
    });
    await userEvent.click(within(refused).getByRole('button', { name: 'Sulje' }));
    expect(
      await screen.findByRole('button', { name: 'Poista asiakkuus A3000003' }),
    ).toBeInTheDocument();
  });

  it('is not offered to a sub-user', async () => {
    server.use(
      ...companyHandlers([], [{ ...companyA, role: 'SUB_USER' }]),
      http.get(`${UM}/userBasicInfo`, () => HttpResponse.json({ ...companyA, user: subUser })),
      http.get(`${UM}/userReference/:userRef`, () =>
        HttpResponse.json({ user: subUser, locations: [] }),
      ),
    );
    renderApp('/kayttajahallinta');
    expect(await screen.findByRole('heading', { name: 'Lauri Lukija' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Käyttäjällä ei ole käyttöpaikkoja.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Asiakkuudet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Hae asiakkuus' })).not.toBeInTheDocument();
  });
});
