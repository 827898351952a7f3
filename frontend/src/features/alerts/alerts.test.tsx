import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUsePlace, OWN_USER_ID, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { onAPhone } from '../../testing/media';
import { server } from '../../testing/server';
import { disruptionBody } from './DisruptionAlertCard';
import { validateDistrictHeating } from './DistrictHeatingAlertCard';
import { isAlertPhone, parseTime, validateChannel, validateConsumptionAlert } from './rules';
import { validateWeightedAlert } from './WeightedAlertCard';
import { closeDialog, record, type Sent } from '../../testing/kit';

const PLACE = '643000000000000001';
const DH_PLACE = 'KL-3001';
const DH_OTHER = 'KL-3002';
const BASE = '/api/v2/alerts';

function features(names: string[], readOnly = false) {
  return http.get('/api/features/v1/user/:userId/location/:locationId', () =>
    HttpResponse.json({
      features: names.map((feature) => ({ feature, enabled: true, readOnly, qualifiers: [] })),
    }),
  );
}

const emptyDisruption = {
  locationIdentifier: PLACE,
  active: false,
  phoneSettings: [],
  emailSettings: [],
  defaultPushStartHour: 7,
  defaultPushStartMin: 0,
  defaultPushEndHour: 23,
  defaultPushEndMin: 0,
};

const weighted = (includesMargin: boolean) => ({
  locationIdentifier: PLACE,
  active: false,
  thresholdValue: null,
  vat: true,
  includesMargin,
  emailNotifications: false,
  pushNotifications: false,
});

const priceReport = {
  id: 'EPR-1000001',
  active: false,
  emailNotifications: false,
  pushNotifications: false,
  unit: 'KWH',
  vat: 'VAT_24',
};

/** Every read of the alerts screen of an electricity place, with the given answers. */
function electricityReads(
  answers: { consumption?: object; disruption?: object; hasElectricityContract?: boolean } = {},
) {
  return [
    features(['ALERTS', 'MARKET_PRICE', 'CONTRACTS']),
    http.get(`${BASE}/checkElectricityContracts`, ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        priwattiUserId: Number(url.searchParams.get('priwattiUserId')),
        locationIdentifier: url.searchParams.get('locationIdentifier'),
        hasElectricityContract: answers.hasElectricityContract ?? true,
        contractTypes: ['ELECTRICITY'],
      });
    }),
    http.get(`${BASE}/consumption/user/:userId/location/:locationId`, () =>
      HttpResponse.json(answers.consumption ?? {}),
    ),
    http.get(`${BASE}/disruptionelectricity/user/:userId/location/:locationId`, () =>
      HttpResponse.json(answers.disruption ?? emptyDisruption),
    ),
    http.get(`${BASE}/weightedConsumption/user/:userId/location/:locationId`, () =>
      HttpResponse.json(weighted(false)),
    ),
    http.get(`${BASE}/weightedConsumptionPlus/user/:userId/location/:locationId`, () =>
      HttpResponse.json(weighted(true)),
    ),
    http.get(`${BASE}/energypricereport/:userId`, () => HttpResponse.json(priceReport)),
  ];
}

/** Opens the alerts page and the card's form (its "Muokkaa"), if the user may change it. */
async function openCard(name: string, path = PLACE) {
  renderApp(`/kayttopaikka/halytykset?paikka=${path}`);
  const card = await screen.findByRole('region', { name });
  const edit = await within(card)
    .findByRole('button', { name: 'Muokkaa' })
    .catch(() => null);
  if (edit) await userEvent.click(edit);
  return card;
}

/** Closes the card's form: its values as saved show again. */
async function doneEditing(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: 'Valmis' }));
}

describe('client-side rules of the alerts mirror the server', () => {
  it('consumption thresholds 0..100000, bottom below top', () => {
    expect(validateConsumptionAlert('60', '5').errors).toEqual({});
    expect(validateConsumptionAlert('', '').errors).toEqual({});
    expect(validateConsumptionAlert('100001', 'x').errors).toEqual({
      topThresholdValue: expect.stringContaining('välillä'),
      bottomThresholdValue: 'Anna luku.',
    });
    expect(validateConsumptionAlert('5', '5').errors.bottomThresholdValue).toMatch(/Alarajan/);
  });
  it('phone numbers, times of day and channels', () => {
    expect(isAlertPhone('+358 40 555 0101')).toBe(true);
    expect(isAlertPhone('0401234567')).toBe(true);
    expect(isAlertPhone('040-123')).toBe(false);
    expect(isAlertPhone('+1')).toBe(false);
    expect(parseTime('7:05')).toEqual([7, 5]);
    expect(parseTime('23.59')).toEqual([23, 59]);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(
      validateChannel('phone', { active: true, address: '', start: '07:00', end: 'x' }, 'phone'),
    ).toEqual({ phoneAddress: 'Pakollinen tieto.', phoneEnd: expect.stringContaining('tt:mm') });
    expect(
      validateChannel(
        'email',
        { active: false, address: 'a@b', start: '7:00', end: '23:00' },
        'email',
      ),
    ).toEqual({ emailAddress: expect.stringContaining('sähköposti') });
  });
  it('disruption body: edits the first channel of each kind, an emptied address removes it', () => {
    const channel = (id: string, address: string) => ({
      id,
      active: true,
      address,
      pushStartHour: 7,
      pushStartMin: 0,
      pushEndHour: 22,
      pushEndMin: 0,
      triggeredRecently: true,
    });
    const alert = {
      ...emptyDisruption,
      active: true,
      phoneSettings: [channel('P1', '0401111111'), channel('P2', '0402222222')],
      emailSettings: [channel('E1', 'a@example.fi')],
    };
    const body = disruptionBody(
      alert,
      { active: false, address: '0403333333', start: '8:00', end: '20.15' },
      { active: false, address: '', start: '07:00', end: '23:00' },
    );
    expect(body.phoneSettings).toEqual([
      {
        ...channel('P1', '0403333333'),
        active: false,
        pushStartHour: 8,
        pushEndHour: 20,
        pushEndMin: 15,
      },
      channel('P2', '0402222222'),
    ]);
    expect(body.emailSettings).toEqual([]);
    expect(body.active).toBe(true);
  });
  it('weighted threshold 0..1000 c/kWh; district heating channels need their address', () => {
    expect(validateWeightedAlert('12,5').errors).toEqual({});
    expect(validateWeightedAlert('1001').errors.thresholdValue).toMatch(/välillä/);
    expect(
      validateDistrictHeating({
        email: true,
        emailAddress: '',
        sms: false,
        mobileNumber: 'abc',
        start: '07:00',
        end: '22:00',
      }),
    ).toEqual({
      emailAddress: 'Pakollinen tieto.',
      smsAddress: expect.stringContaining('puhelin'),
    });
  });
});

describe('alert settings screen (/kayttopaikka/halytykset)', () => {
  it('offers no electricity alerts when #101 finds no electricity contract', async () => {
    server.use(...electricityReads({ hasElectricityContract: false }));
    renderApp(`/kayttopaikka/halytykset?paikka=${PLACE}`);
    expect(await screen.findByText(/ei ole sähkösopimusta/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pörssisähkön hintaraportti' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Kulutushälytys' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pörssisähkön hintahälytys' })).toHaveAttribute(
      'href',
      `/kayttopaikka/markkinahinta?paikka=${PLACE}`,
    );
    expect(screen.getByRole('link', { name: 'Hälytykset' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the saved values but no forms when the alerts feature is read-only', async () => {
    server.use(
      features(['ALERTS'], true),
      ...electricityReads({ consumption: { topThresholdValue: 60, bottomThresholdValue: 5 } }),
    );
    const card = await openCard('Kulutushälytys');
    expect(await within(card).findByTestId('saved-consumption-alert')).toHaveTextContent(
      '60,00 kWh/vrk',
    );
    expect(within(card).queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/vain omilla/);
  });
});

describe('each alert once', () => {
  it('shows the saved values, and after Muokkaa the form holding them instead', async () => {
    server.use(
      ...electricityReads({ consumption: { topThresholdValue: 60, bottomThresholdValue: 5 } }),
    );
    renderApp(`/kayttopaikka/halytykset?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Kulutushälytys' });
    expect(await within(card).findByTestId('saved-consumption-alert')).toHaveTextContent(
      '60,00 kWh/vrk',
    );
    expect(within(card).queryByLabelText(/Yläraja/)).not.toBeInTheDocument();
    const edit = within(card).getByRole('button', { name: 'Muokkaa' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(edit);
    expect(within(card).getByLabelText(/Yläraja/)).toHaveValue('60');
    expect(within(card).queryByTestId('saved-consumption-alert')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Valmis' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('alert cards on a phone', () => {
  onAPhone();

  it('show an alert’s first two values, the rest behind a button', async () => {
    server.use(...electricityReads());
    renderApp(`/kayttopaikka/halytykset?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Pörssisähkön hintaraportti' });
    const saved = await within(card).findByTestId('saved-price-report');
    expect(within(saved).getAllByRole('term')).toHaveLength(2);
    const more = within(card).getByRole('button', {
      name: /^Näytä kaikki asetukset \(\d+ lisää\)$/,
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(saved).getAllByRole('term').length).toBeGreaterThan(2);
    expect(within(card).getByRole('button', { name: 'Näytä vähemmän' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Two values fit: no button.
    const consumption = screen.getByRole('region', { name: 'Kulutushälytys' });
    await within(consumption).findByTestId('saved-consumption-alert');
    expect(within(consumption).queryByRole('button', { name: /Näytä/ })).toBeNull();
  });
});

describe('consumption alert (#89, #90)', () => {
  it('saves the thresholds and shows the saved values read back', async () => {
    let saved: object = { topThresholdValue: 60, bottomThresholdValue: 5 };
    const sent: Sent[] = [];
    server.use(
      http.get(`${BASE}/consumption/user/:userId/location/:locationId`, () =>
        HttpResponse.json(saved),
      ),
      http.put(
        `${BASE}/consumption/user/:userId/location/:locationId`,
        async ({ request, params }) => {
          expect(params).toEqual({ userId: String(OWN_USER_ID), locationId: PLACE });
          saved = (await record(sent, request)) as object;
          return HttpResponse.json(saved);
        },
      ),
      ...electricityReads(),
    );
    const card = await openCard('Kulutushälytys');
    const top = await within(card).findByLabelText(/Yläraja/);
    expect(top).toHaveValue('60');
    await userEvent.clear(top);
    await userEvent.type(top, '72,5');
    await userEvent.clear(within(card).getByLabelText(/Alaraja/));
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([
      { body: { topThresholdValue: 72.5, bottomThresholdValue: null }, webVersion: '0.1.0' },
    ]);
    await doneEditing(card);
    await waitFor(() =>
      expect(within(card).getByTestId('saved-consumption-alert')).toHaveTextContent(
        /72,50 kWh\/vrk.*Ei asetettu/,
      ),
    );
  });

  it('checks the fields before sending', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/consumption/user/:userId/location/:locationId`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
      ...electricityReads(),
    );
    const card = await openCard('Kulutushälytys');
    await userEvent.type(await within(card).findByLabelText(/Yläraja/), '10');
    await userEvent.type(within(card).getByLabelText(/Alaraja/), '20');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(within(card).getByLabelText(/Alaraja/)).toHaveAccessibleDescription(/Alarajan/);
    expect(within(card).getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    expect(calls).toBe(0);
  });

  it('shows a 400 by its field (also the bottom-below-top rule) and a 502 as request fail', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/consumption/user/:userId/location/:locationId`, () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'topThresholdValue',
                  code: 'out_of_range',
                  params: { min: 0, max: 100000 },
                  message: 'must be from 0 to 100000',
                },
                {
                  field: 'bottom_below_top',
                  code: 'invalid',
                  message: 'the bottom threshold must be below the top threshold',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
      ...electricityReads(),
    );
    const card = await openCard('Kulutushälytys');
    await userEvent.type(await within(card).findByLabelText(/Yläraja/), '9');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    const top = within(card).getByLabelText(/Yläraja/);
    await waitFor(() => expect(top).toHaveAttribute('aria-invalid', 'true'));
    expect(top).toHaveAccessibleDescription(/välillä 0–100000/);
    expect(within(card).getByLabelText(/Alaraja/)).toHaveAccessibleDescription(/Alarajan/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});

describe('disruption alert (#91, #92)', () => {
  it('an unset alert starts from the 07:00–23:00 window and saves a new SMS channel', async () => {
    let saved: object = emptyDisruption;
    const sent: Sent[] = [];
    server.use(
      http.get(`${BASE}/disruptionelectricity/user/:userId/location/:locationId`, () =>
        HttpResponse.json(saved),
      ),
      http.put(
        `${BASE}/disruptionelectricity/user/:userId/location/:locationId`,
        async ({ request }) => {
          saved = (await record(sent, request)) as object;
          return HttpResponse.json(saved);
        },
      ),
      ...electricityReads(),
    );
    const card = await openCard('Sähkökatkohälytys');
    const sms = await within(card).findByRole('group', { name: 'Tekstiviesti' });
    expect(within(sms).getByLabelText(/alkaen/)).toHaveValue('07:00');
    expect(within(sms).getByLabelText(/päättyen/)).toHaveValue('23:00');
    await userEvent.click(within(sms).getByLabelText('Ilmoitus tekstiviestillä'));
    await userEvent.type(within(sms).getByLabelText('Puhelinnumero'), '+358 40 111 2222');
    const end = within(sms).getByLabelText(/päättyen/);
    await userEvent.clear(end);
    await userEvent.type(end, '21:30');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([
      {
        body: {
          ...emptyDisruption,
          active: true,
          phoneSettings: [
            {
              id: `EDA-${PLACE}-SMS`,
              active: true,
              address: '+358 40 111 2222',
              pushStartHour: 7,
              pushStartMin: 0,
              pushEndHour: 21,
              pushEndMin: 30,
              triggeredRecently: false,
            },
          ],
          emailSettings: [],
        },
        webVersion: '0.1.0',
      },
    ]);
    await doneEditing(card);
    await waitFor(() =>
      expect(within(card).getByTestId('saved-disruption-alert')).toHaveTextContent(
        '+358 40 111 2222 (käytössä, 07:00–21:30)',
      ),
    );
  });

  it('a 400 on a channel address shows by its field; a 502 is a request fail', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/disruptionelectricity/user/:userId/location/:locationId`, () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'email',
                  code: 'invalid_format',
                  params: { format: 'email' },
                  message: 'every emailSettings address must be an e-mail address',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
      ...electricityReads(),
    );
    const card = await openCard('Sähkökatkohälytys');
    const email = await within(card).findByRole('group', { name: 'Sähköposti' });
    await userEvent.type(within(email).getByLabelText('Sähköpostiosoite'), 'minä@example.fi');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    const address = within(email).getByLabelText('Sähköpostiosoite');
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveAccessibleDescription(/sähköpostiosoite/);
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});

describe('district-heating return temperature alert (#93–#96)', () => {
  const settings = {
    email: false,
    sms: false,
    emailAddress: null,
    mobileNumber: null,
    pushStartHour: 7,
    pushStartMin: 0,
    pushEndHour: 23,
    pushEndMin: 0,
  };
  const item = (locationIdentifier: string, s: object = settings) => ({
    locationIdentifier,
    active: false,
    settings: s,
  });

  function districtHeatingReads() {
    const places = [
      makeUsePlace({ identifier: DH_PLACE, name: 'Rivitalo', utilityType: 'DISTRICT_HEATING' }),
      makeUsePlace({ identifier: DH_OTHER, name: 'Kerrostalo', utilityType: 'DISTRICT_HEATING' }),
    ];
    return [
      features(['ALERTS']),
      http.get('/api/v2/servicelocation/user/:userId/content', () =>
        HttpResponse.json(userContent(places)),
      ),
      http.get(`${BASE}/checkElectricityContracts`, () =>
        HttpResponse.json({
          priwattiUserId: OWN_USER_ID,
          locationIdentifier: DH_PLACE,
          hasElectricityContract: false,
          contractTypes: ['DISTRICT_HEATING'],
        }),
      ),
      http.get(`${BASE}/energypricereport/:userId`, () => HttpResponse.json(priceReport)),
      http.get(`${BASE}/districtheating/user/:userId/location/:locationId`, () =>
        HttpResponse.json(item(DH_PLACE)),
      ),
      http.get(`${BASE}/districtheating/user/:userId/location/:locationId/bulk`, () =>
        HttpResponse.json({ items: [item(DH_PLACE), item(DH_OTHER)] }),
      ),
    ];
  }

  it('saves one place with #94', async () => {
    const sent: Sent[] = [];
    server.use(
      http.put(`${BASE}/districtheating/user/:userId/location/:locationId`, async ({ request }) => {
        const body = (await record(sent, request)) as object;
        return HttpResponse.json(body);
      }),
      ...districtHeatingReads(),
    );
    const card = await openCard('Kaukolämmön paluulämpötilahälytys', DH_PLACE);
    expect(
      await within(card).findByRole('table', { name: /Kaukolämpökäyttöpaikkojen/ }),
    ).toHaveTextContent('Kerrostalo');
    await userEvent.click(within(card).getByLabelText('Ilmoitus sähköpostilla'));
    await userEvent.type(within(card).getByLabelText('Sähköpostiosoite'), 'koti@example.fi');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([
      {
        body: {
          locationIdentifier: DH_PLACE,
          active: true,
          settings: { ...settings, email: true, emailAddress: 'koti@example.fi' },
        },
        webVersion: '0.1.0',
      },
    ]);
  });

  it('saves every district-heating place of the owner with #96', async () => {
    const sent: Sent[] = [];
    server.use(
      http.put(
        `${BASE}/districtheating/user/:userId/location/:locationId/bulk`,
        async ({ request }) => {
          const body = (await record(sent, request)) as { settings: object };
          return HttpResponse.json(body.settings);
        },
      ),
      ...districtHeatingReads(),
    );
    const card = await openCard('Kaukolämmön paluulämpötilahälytys', DH_PLACE);
    await userEvent.click(await within(card).findByLabelText('Ilmoitus tekstiviestillä'));
    await userEvent.type(within(card).getByLabelText('Puhelinnumero'), '040 123 4567');
    await userEvent.click(
      within(card).getByLabelText(/kaikille kaukolämpökäyttöpaikoilleni \(2\)/),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      '2 käyttöpaikalle',
    );
    expect(sent).toMatchObject([
      {
        body: {
          settings: { ...settings, sms: true, mobileNumber: '040 123 4567' },
          locationIdentifiers: [DH_PLACE, DH_OTHER],
        },
        webVersion: '0.1.0',
      },
    ]);
  });

  it('says so when the other places fail to load, and still saves this one', async () => {
    server.use(
      http.put(`${BASE}/districtheating/user/:userId/location/:locationId`, async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
      // Before the working reads: the first handler that matches answers.
      http.get(`${BASE}/districtheating/user/:userId/location/:locationId/bulk`, () =>
        problem(502, 'UPSTREAM_FAILED'),
      ),
      ...districtHeatingReads(),
    );
    const card = await openCard('Kaukolämmön paluulämpötilahälytys', DH_PLACE);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      /Muiden kaukolämpökäyttöpaikkojesi hälytyksiä ei saatu/,
    );
    expect(within(card).queryByLabelText(/kaikille kaukolämpökäyttöpaikoilleni/)).toBeNull();
    await userEvent.click(within(card).getByLabelText('Ilmoitus sähköpostilla'));
    await userEvent.type(within(card).getByLabelText('Sähköpostiosoite'), 'koti@example.fi');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
  });

  it('a 400 names the settings field; a 502 is a request fail', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/districtheating/user/:userId/location/:locationId`, () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'settings.mobileNumber',
                  code: 'invalid_format',
                  params: { format: 'phone' },
                  message: 'must be a phone number',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
      ...districtHeatingReads(),
    );
    const card = await openCard('Kaukolämmön paluulämpötilahälytys', DH_PLACE);
    await userEvent.type(await within(card).findByLabelText('Puhelinnumero'), '040 1234567');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    const mobile = within(card).getByLabelText('Puhelinnumero');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/puhelinnumero,/));
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});

describe('market price report (#97, #98) and weighted alerts (#85–#88)', () => {
  it('saves the report with MWH and VAT_0 and shows them read back', async () => {
    let saved: object = priceReport;
    const sent: Sent[] = [];
    server.use(
      http.get(`${BASE}/energypricereport/:userId`, () => HttpResponse.json(saved)),
      http.put(`${BASE}/energypricereport/:userId`, async ({ request }) => {
        saved = (await record(sent, request)) as object;
        return HttpResponse.json(saved);
      }),
      ...electricityReads(),
    );
    const card = await openCard('Pörssisähkön hintaraportti');
    await userEvent.click(await within(card).findByLabelText('Hintaraportti käytössä'));
    await userEvent.click(within(card).getByLabelText('Raportti sähköpostiin'));
    await userEvent.click(within(card).getByLabelText('€/MWh'));
    await userEvent.click(within(card).getByLabelText('Hinnat ilman arvonlisäveroa'));
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([
      {
        body: { ...priceReport, active: true, emailNotifications: true, unit: 'MWH', vat: 'VAT_0' },
        webVersion: '0.1.0',
      },
    ]);
    await doneEditing(card);
    await waitFor(() =>
      expect(within(card).getByTestId('saved-price-report')).toHaveTextContent(/€\/MWh/),
    );
  });

  it('a 400 on the report shows the form-level message; a 502 is a request fail', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/energypricereport/:userId`, () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'id',
                  code: 'too_long',
                  params: { min: 1, max: 40 },
                  message: 'must be 1 to 40 characters',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
      ...electricityReads(),
    );
    const card = await openCard('Pörssisähkön hintaraportti');
    await userEvent.click(await within(card).findByRole('button', { name: 'Tallenna' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });

  it('saves the plus alert with its threshold, keeping the server-owned fields', async () => {
    const sent: Sent[] = [];
    let plainCalls = 0;
    server.use(
      http.put(`${BASE}/weightedConsumption/user/:userId/location/:locationId`, () => {
        plainCalls += 1;
        return HttpResponse.json(weighted(false));
      }),
      http.put(
        `${BASE}/weightedConsumptionPlus/user/:userId/location/:locationId`,
        async ({ request }) => HttpResponse.json((await record(sent, request)) as object),
      ),
      ...electricityReads(),
    );
    const card = await openCard('Kulutuspainotetun hinnan hälytys marginaalilla');
    await userEvent.click(await within(card).findByLabelText('Hälytys käytössä'));
    await userEvent.type(within(card).getByLabelText(/Raja \(snt/), '1001');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(within(card).getByLabelText(/Raja \(snt/)).toHaveAccessibleDescription(
      /välillä 0–1 000/,
    );
    await userEvent.clear(within(card).getByLabelText(/Raja \(snt/));
    await userEvent.type(within(card).getByLabelText(/Raja \(snt/), '14,5');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([
      {
        body: { ...weighted(true), active: true, thresholdValue: 14.5 },
        webVersion: '0.1.0',
      },
    ]);
    expect(plainCalls).toBe(0);
  });

  it('a 400 on the weighted threshold shows by the field; a 502 is a request fail', async () => {
    let calls = 0;
    server.use(
      http.put(`${BASE}/weightedConsumption/user/:userId/location/:locationId`, () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'thresholdValue',
                  code: 'out_of_range',
                  params: { min: 0, max: 1000 },
                  message: 'must be from 0 to 1000',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
      ...electricityReads(),
    );
    const card = await openCard('Kulutuspainotetun hinnan hälytys');
    await userEvent.type(await within(card).findByLabelText(/Raja \(snt/), '5');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() =>
      expect(within(card).getByLabelText(/Raja \(snt/)).toHaveAccessibleDescription(/0–1000/),
    );
    // The button gets its name back only when the first save has settled.
    await userEvent.click(await within(card).findByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});
