import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OWN_USER_ID } from '../testing/fixtures';
import { problem } from '../testing/handlers';
import { renderApp } from '../testing/renderWithProviders';
import { locationDetails } from '../testing/rowFixtures';
import { server } from '../testing/server';
import { validateBudget } from './consumption/BudgetForm';
import { validateFault } from './faults/FaultReportPage';
import { validatePriceAlert } from './marketprice/PriceAlertForm';
import { validatePlaceName } from './useplaces/RenamePlaceForm';
import { closeDialog, record, type Sent } from '../testing/kit';

const PLACE = '643000000000000001';

describe('client-side rules mirror the server', () => {
  it('price alert: numbers 0..100000, bottom below top', () => {
    expect(validatePriceAlert('12,5', '3').errors).toEqual({});
    expect(validatePriceAlert('', '').errors).toEqual({});
    expect(validatePriceAlert('-1', 'x').errors).toEqual({
      thresholdValue: expect.stringContaining('välillä'),
      bottomThresholdValue: 'Anna luku.',
    });
    expect(validatePriceAlert('5', '5').errors.bottomThresholdValue).toMatch(/Alarajan/);
  });
  it('budget 0..100000, name 1..60 not blank, fault description and phone', () => {
    expect(validateBudget('300').error).toBeUndefined();
    expect(validateBudget('100001').error).toMatch(/välillä/);
    expect(validateBudget('12,345').error).toMatch(/sentin tarkkuudella/);
    expect(validateBudget('12,34').error).toBeUndefined();
    expect(validateBudget('').error).toBe('Pakollinen tieto.');
    expect(validatePlaceName('   ')).toBe('Pakollinen tieto.');
    expect(validatePlaceName('x'.repeat(61))).toMatch(/60/);
    expect(validateFault('Ei sähköä', '+358 40 123 4567')).toEqual({});
    expect(validateFault(' ', 'abc')).toEqual({
      description: 'Pakollinen tieto.',
      contactPhone: expect.stringContaining('puhelinnumero'),
    });
  });
});

describe('market price alert (#99, #100)', () => {
  it('saves the thresholds with the web version and shows the saved values', async () => {
    let saved = { id: `EPA-${OWN_USER_ID}`, active: false } as Record<string, unknown>;
    const sent: Sent[] = [];
    server.use(
      http.get('/api/v2/alerts/energyprice/:userId', () => HttpResponse.json(saved)),
      http.put('/api/v2/alerts/energyprice/:userId', async ({ request }) => {
        await record(sent, request);
        saved = sent[0]!.body as Record<string, unknown>;
        return HttpResponse.json(saved);
      }),
      http.get('/api/v2/energyprice', () => HttpResponse.json({ prices: [] })),
    );
    renderApp(`/kayttopaikka/markkinahinta?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Pörssisähkön hintahälytys' });
    await userEvent.click(await within(card).findByLabelText('Hintahälytys käytössä'));
    await userEvent.type(within(card).getByLabelText(/Yläraja/), '15,5');
    await userEvent.type(within(card).getByLabelText(/Alaraja/), '2');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([
      {
        body: {
          id: `EPA-${OWN_USER_ID}`,
          active: true,
          thresholdValue: 15.5,
          bottomThresholdValue: 2,
        },
        webVersion: '0.1.0',
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('saved-top')).toHaveTextContent('15,50'));
    expect(screen.getByTestId('saved-bottom')).toHaveTextContent('2,00');
  });

  it('shows the field errors of a 400 by their fields', async () => {
    server.use(
      http.put('/api/v2/alerts/energyprice/:userId', () =>
        problem(400, 'VALIDATION_FAILED', {
          errors: [
            {
              field: 'thresholdValue',
              code: 'out_of_range',
              params: { min: 0, max: 100000 },
              message: 'must be from 0 to 100000',
            },
          ],
        }),
      ),
      http.get('/api/v2/energyprice', () => HttpResponse.json({ prices: [] })),
    );
    renderApp(`/kayttopaikka/markkinahinta?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Pörssisähkön hintahälytys' });
    await userEvent.type(await within(card).findByLabelText(/Yläraja/), '9');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    const top = within(card).getByLabelText(/Yläraja/);
    await waitFor(() => expect(top).toHaveAttribute('aria-invalid', 'true'));
    expect(top).toHaveAccessibleDescription(/Arvon pitää olla välillä 0–100000/);
    expect(within(card).getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a 502 opens the request-fail dialog', async () => {
    server.use(
      http.put('/api/v2/alerts/energyprice/:userId', () => problem(502, 'UPSTREAM_FAILED')),
      http.get('/api/v2/energyprice', () => HttpResponse.json({ prices: [] })),
    );
    renderApp(`/kayttopaikka/markkinahinta?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'Pörssisähkön hintahälytys' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});

describe('consumption budget (#129)', () => {
  it('saves the budget and the screen shows the refetched value', async () => {
    let budget = 300;
    const sent: Sent[] = [];
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/location/:locationId', () => {
        const details = locationDetails();
        return HttpResponse.json({
          ...details,
          budget: {
            ...(details.budget ?? {}),
            active: true,
            budget,
            consumptionForMonth: 100,
            consumptionMonth: '2026-11',
          },
        });
      }),
      http.post(
        '/api/v2/consumption/electricity/user/:userId/location/:locationId/setConsumptionBudget',
        async ({ request }) => {
          await record(sent, request);
          budget = (sent[0]!.body as { budget: number }).budget;
          return HttpResponse.json({
            active: true,
            budget,
            consumptionForMonth: 100,
            consumptionMonth: '2026-11',
          });
        },
      ),
    );
    renderApp(`/kayttopaikka/budjetti?paikka=${PLACE}`);
    const amount = await screen.findByLabelText(/Budjetti \(€/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '450');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([{ body: { active: true, budget: 450 }, webVersion: '0.1.0' }]);
    expect(await screen.findByText(/450,00/)).toBeInTheDocument();
  });

  it('shows a 400 field error by the field and a 502 as request fail', async () => {
    let calls = 0;
    server.use(
      http.post(
        '/api/v2/consumption/electricity/user/:userId/location/:locationId/setConsumptionBudget',
        () =>
          ++calls === 1
            ? problem(400, 'VALIDATION_FAILED', {
                errors: [
                  {
                    field: 'budget',
                    code: 'out_of_range',
                    params: { min: 0, max: 100000 },
                    message: 'must be from 0 to 100000',
                  },
                ],
              })
            : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp(`/kayttopaikka/budjetti?paikka=${PLACE}`);
    const amount = await screen.findByLabelText(/Budjetti \(€/);
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});

describe('rename a use place (#115)', () => {
  it('sends the name, then the content is refetched', async () => {
    const sent: Sent[] = [];
    let contentCalls = 0;
    server.use(
      http.post('/api/v2/servicelocation/user/:userId/name', async ({ request }) => {
        await record(sent, request);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/v2/servicelocation/user/:userId/content', async () => {
        contentCalls += 1;
        const { userContent, threePlaces } = await import('../testing/fixtures');
        return HttpResponse.json(userContent(threePlaces));
      }),
    );
    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    const name = await screen.findByLabelText('Käyttöpaikan nimi');
    await userEvent.clear(name);
    await userEvent.type(name, '  Mökki ');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Nimeä käyttöpaikka' })).getByRole('button', {
        name: 'Tallenna',
      }),
    );
    await closeDialog(/Toiminto onnistui/);
    expect(sent).toMatchObject([
      { body: { locationIdentifier: PLACE, name: 'Mökki' }, webVersion: '0.1.0' },
    ]);
    await waitFor(() => expect(contentCalls).toBeGreaterThan(1));
  });

  it('400 field error by the field; 502 request fail', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/servicelocation/user/:userId/name', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'name',
                  code: 'too_long',
                  params: { min: 1, max: 60 },
                  message: 'must be 1 to 60 characters',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    const name = await screen.findByLabelText('Käyttöpaikan nimi');
    await userEvent.type(name, 'x');
    const form = screen.getByRole('region', { name: 'Nimeä käyttöpaikka' });
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/60 merkkiä/));
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});

describe('fault report (#144)', () => {
  it('sends the report and shows the ticket id', async () => {
    const sent: Sent[] = [];
    server.use(
      http.post('/api/v2/feedback/reportfault/:userId', async ({ request }) => {
        await record(sent, request);
        return HttpResponse.json({ ticketId: 'VIKA-42', createdAt: '2026-11-22T10:00:00Z' });
      }),
    );
    renderApp(`/kayttopaikka/vikailmoitus?paikka=${PLACE}`);
    await userEvent.click(await screen.findByLabelText('Katuvalo ei toimi'));
    await userEvent.type(screen.getByLabelText('Kuvaus viasta'), 'Valo pimeänä');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'VIKA-42',
    );
    expect(screen.getByTestId('fault-ticket')).toHaveTextContent('VIKA-42');
    expect(sent).toMatchObject([
      {
        body: {
          locationIdentifier: PLACE,
          faultType: 'STREET_LIGHT',
          description: 'Valo pimeänä',
          contactPhone: null,
        },
        webVersion: '0.1.0',
      },
    ]);
  });

  it('400 field errors by the fields; 502 request fail', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/feedback/reportfault/:userId', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'contactPhone',
                  code: 'invalid_format',
                  params: { format: 'phone' },
                  message: 'not a phone number',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp(`/kayttopaikka/vikailmoitus?paikka=${PLACE}`);
    await userEvent.type(await screen.findByLabelText('Kuvaus viasta'), 'Ei sähköä');
    await userEvent.type(screen.getByLabelText(/Yhteyspuhelin/), '040 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Yhteyspuhelin/)).toHaveAccessibleDescription(/puhelinnumero/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});
