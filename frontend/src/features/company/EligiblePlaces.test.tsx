import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ManagedLocation } from '../../api/b2bApi';
import { companyHandlers, mainUser, manyPlaces, subUser } from '../../testing/companyFixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const UM = '/api/v2/company/:companyRef/usermanagement';
const GIVE = `${UM}/userReference/:userRef/updateAccessRights`;

/** 5,000 places the user lacks, by address; the 4,321st is the "Satamavarasto". */
const eligible = manyPlaces(5000);

type GiveBody = { locations: { compositeLocationIdentifier: string; right: string }[] };

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

/**
 * #220 as crm answers it: the user with the places given, each with its right. `keep` says
 * which of them the answer holds (all unless a test makes crm leave some out).
 */
function gives(bodies: GiveBody[], keep: (id: string) => boolean = () => true) {
  server.use(
    http.post(GIVE, async ({ request }) => {
      const body = (await request.json()) as GiveBody;
      bodies.push(body);
      const locations: ManagedLocation[] = body.locations
        .filter((given) => keep(given.compositeLocationIdentifier))
        .map((given) => ({
          ...eligible.find(
            (place) => place.compositeLocationIdentifier === given.compositeLocationIdentifier,
          )!,
          right: given.right as ManagedLocation['right'],
        }));
      return HttpResponse.json({ user: subUser, locations });
    }),
  );
}

const giveButtons = () => screen.getAllByRole('button', { name: /^Anna oikeus: / });
const selectBox = (id: string) =>
  screen.getByRole('checkbox', { name: `Valitse ${id}, Katu ${id.slice(4)}, 00100 Helsinki` });
const status = () => screen.getByText(/käyttöpaikk\w+ valittu/);

async function openUser() {
  reads();
  renderApp('/kayttajahallinta/UR-100-01');
  await screen.findByText('Näytetään 1–20, yhteensä 5000');
}

/** Selects two places and gives them, read-only, in the confirmation. */
async function giveTwo(first: string, second: string) {
  await userEvent.click(selectBox(first));
  await userEvent.click(selectBox(second));
  await userEvent.click(screen.getByRole('button', { name: 'Anna oikeus valituille' }));
  const dialog = screen.getByRole('dialog', { name: 'Oikeus 2 käyttöpaikkaan' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Anna oikeus' }));
}

async function search(text: string) {
  const field = screen.getByLabelText('Hae käyttöpaikkaa');
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Enter}`);
}

describe('the places a user can be given, in a company of 5,000', () => {
  it('shows 20 at a time with the pages and announces which', async () => {
    await openUser();
    expect(screen.getByText('Näytetään 1–20, yhteensä 5000')).toHaveAttribute('role', 'status');
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
    const bodies: GiveBody[] = [];
    await openUser();
    gives(bodies);
    await search('satama');
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
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Käyttäjälle annettiin käyttöpaikka Satamavarasto (vain luku).',
    );
    expect(bodies).toEqual([
      { locations: [{ compositeLocationIdentifier: 'KP404321', right: 'READ_ONLY' }] },
    ]);
  });

  it('searches by the place id too, and says when nothing matches', async () => {
    await openUser();
    await search('kp40499');
    expect(screen.getByText('10 käyttöpaikkaa löytyi. Näytetään 1–10, yhteensä 10')).toBeVisible();
    await search('ei tällaista');
    expect(screen.getByText('Haulla ei löytynyt käyttöpaikkoja.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Anna oikeus: / })).not.toBeInTheDocument();
  });
});

describe('giving several places at once (#220 with a list)', () => {
  it('keeps the selection across pages and searches and gives it in one call', async () => {
    const bodies: GiveBody[] = [];
    await openUser();
    gives(bodies);
    await userEvent.click(selectBox('KP400001'));
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    await userEvent.click(screen.getByLabelText('Valitse kaikki sivun käyttöpaikat'));
    expect(status()).toHaveTextContent('21 käyttöpaikkaa valittu');
    await search('satama');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Valitse Satamavarasto, Katu 4321, 00100 Helsinki' }),
    );
    await search('');
    // Back on the first page of every place, the first one is still chosen.
    expect(selectBox('KP400001')).toBeChecked();
    expect(selectBox('KP400002')).not.toBeChecked();
    expect(status()).toHaveTextContent('22 käyttöpaikkaa valittu');

    await userEvent.click(screen.getByRole('button', { name: 'Anna oikeus valituille' }));
    const dialog = screen.getByRole('dialog', { name: 'Oikeus 22 käyttöpaikkaan' });
    expect(dialog).toHaveTextContent('Käyttäjä Lauri Lukija saa nämä käyttöpaikat');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(22);
    expect(dialog).toHaveTextContent('Satamavarasto, Katu 4321, 00100 Helsinki');
    await userEvent.click(within(dialog).getByLabelText('Täydet oikeudet'));
    expect(bodies).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anna oikeus' }));

    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Käyttäjälle annettiin 22 käyttöpaikkaa (täydet oikeudet).',
    );
    expect(bodies).toHaveLength(1);
    const ids = bodies[0]!.locations.map((given) => given.compositeLocationIdentifier);
    expect(ids).toHaveLength(22);
    expect(new Set(ids)).toEqual(
      new Set([
        'KP400001',
        ...Array.from({ length: 20 }, (_, i) => `KP4${String(i + 21).padStart(5, '0')}`),
        'KP404321',
      ]),
    );
    expect(bodies[0]!.locations.every((given) => given.right === 'FULL_ACCESS')).toBe(true);
    expect(status()).toHaveTextContent('0 käyttöpaikkaa valittu');
  });

  it('names the places the answer lacks and keeps them selected', async () => {
    const bodies: GiveBody[] = [];
    await openUser();
    gives(bodies, (id) => id !== 'KP400002');
    await giveTwo('KP400001', 'KP400002');
    const partial = await screen.findByRole('alertdialog', {
      name: 'Kaikkia käyttöpaikkoja ei annettu',
    });
    expect(partial).toHaveTextContent('Käyttäjälle annettiin 1/2 käyttöpaikkaa (vain luku).');
    expect(within(partial).getByRole('listitem')).toHaveTextContent(
      'KP400002, Katu 0002, 00100 Helsinki',
    );
    expect(screen.queryByRole('dialog', { name: 'Toiminto onnistui' })).not.toBeInTheDocument();
    await userEvent.click(within(partial).getByRole('button', { name: 'Sulje' }));
    expect(status()).toHaveTextContent('1 käyttöpaikka valittu');
    expect(selectBox('KP400002')).toBeChecked();
    expect(selectBox('KP400001')).not.toBeChecked();
  });

  it('reports a failed give and keeps the selection', async () => {
    await openUser();
    server.use(http.post(GIVE, () => problem(502, 'UPSTREAM_FAILED')));
    await giveTwo('KP400003', 'KP400004');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Toiminto onnistui' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('2 käyttöpaikkaa valittu');
  });

  it('gives at most 100 places in one call', async () => {
    await openUser();
    for (let page = 1; page <= 6; page += 1) {
      await userEvent.click(screen.getByLabelText('Valitse kaikki sivun käyttöpaikat'));
      if (page < 6) await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    }
    expect(status()).toHaveTextContent(
      '120 käyttöpaikkaa valittu. Valitse kerralla enintään 100 käyttöpaikkaa.',
    );
    expect(screen.getByRole('button', { name: 'Anna oikeus valituille' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Valitse kaikki sivun käyttöpaikat'));
    expect(status()).toHaveTextContent(/^100 käyttöpaikkaa valittu$/);
    expect(screen.getByRole('button', { name: 'Anna oikeus valituille' })).toBeEnabled();
  });
});
