import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ServiceRequest } from '../../api/rowTypes';
import { OWN_USER_ID } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { validateChatMessage } from './ChatPage';
import { validateAppFeedback, validateErrorFeedback } from './FeedbackPage';
import { parseFinnishDate, validateMove } from './MovingPage';
import { validateServiceRequest } from './ServiceRequestsPage';
import { closeDialog, record, type Sent } from '../../testing/kit';

const PLACE = '643000000000000001';

const request = (id: string, subject: string): ServiceRequest => ({
  serviceRequestId: id,
  created: '2026-11-21',
  category: 'GENERAL',
  subject,
  message: 'Viesti',
  status: 'OPEN',
  locationIdentifier: null,
  reply: null,
});

describe('client-side rules mirror the server', () => {
  it('service request: subject 1..100, message 1..2000, neither blank; phone', () => {
    expect(validateServiceRequest('Aihe', 'Viesti', '')).toEqual({});
    expect(validateServiceRequest(' ', 'x'.repeat(2001), '12')).toEqual({
      subject: 'Pakollinen tieto.',
      message: 'Enintään 2000 merkkiä.',
      contactPhone: expect.stringContaining('puhelinnumero'),
    });
    expect(validateServiceRequest('x'.repeat(101), 'a', '+358 40 123 4567').subject).toMatch(/100/);
  });
  it('feedback: rating 1..5, comment ≤ 2000; error message not blank, page ≤ 200', () => {
    expect(validateAppFeedback(5, '')).toEqual({});
    expect(validateAppFeedback(null, 'x'.repeat(2001))).toEqual({
      rating: 'Pakollinen tieto.',
      comment: 'Enintään 2000 merkkiä.',
    });
    expect(validateAppFeedback(6, '').rating).toMatch(/1–5/);
    expect(validateErrorFeedback('  ', 'x'.repeat(201))).toEqual({
      message: 'Pakollinen tieto.',
      page: 'Enintään 200 merkkiä.',
    });
  });
  it('chat: 1..2000, not blank', () => {
    expect(validateChatMessage('Hei')).toBeUndefined();
    expect(validateChatMessage('   ')).toBe('Pakollinen tieto.');
    expect(validateChatMessage('x'.repeat(2001))).toMatch(/2000/);
  });
  it('moving: real dates, five-digit postal code, street and city', () => {
    expect(parseFinnishDate('1.12.2026')).toBe('2026-12-01');
    expect(parseFinnishDate('2026-12-01')).toBe('2026-12-01');
    expect(parseFinnishDate('31.2.2026')).toBeUndefined();
    expect(parseFinnishDate('')).toBeNull();
    expect(
      validateMove({ moveOut: '', moveIn: 'huomenna', street: ' ', postalCode: '0010', city: '' }),
    ).toEqual({
      moveOutDate: 'Pakollinen tieto.',
      moveInDate: expect.stringContaining('pp.kk.vvvv'),
      'newAddress.street': 'Pakollinen tieto.',
      'newAddress.postalCode': 'Postinumerossa on viisi numeroa.',
      'newAddress.city': 'Pakollinen tieto.',
    });
    expect(
      validateMove({
        moveOut: '1.12.2026',
        moveIn: '',
        street: 'Uusikatu 2',
        postalCode: '00100',
        city: 'Helsinki',
      }),
    ).toEqual({});
  });
});

describe('service requests (#142, #143)', () => {
  it('sends a request and the refetched list shows it', async () => {
    const list = [request('SR-1', 'Vanha asia')];
    const sent: Sent[] = [];
    server.use(
      http.get('/api/v2/feedback/servicerequest/:userId', () =>
        HttpResponse.json({ serviceRequests: list }),
      ),
      http.post('/api/v2/feedback/servicerequest/:userId', async ({ request: req }) => {
        await record(sent, req);
        const created = { ...request('SR-2', 'Laskun kopio'), locationIdentifier: PLACE };
        list.unshift(created);
        return HttpResponse.json(created);
      }),
    );
    renderApp('/asiakaspalvelu/palvelupyynnot');
    expect(await screen.findByText('Vanha asia')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Uusi palvelupyyntö' });
    await userEvent.type(within(form).getByLabelText('Aihe'), ' Laskun kopio ');
    await userEvent.type(within(form).getByLabelText('Viesti'), 'Lähettäkää lokakuun lasku.');
    await userEvent.selectOptions(within(form).getByLabelText('Käyttöpaikka'), PLACE);
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'SR-2',
    );
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      {
        url: `/api/v2/feedback/servicerequest/${OWN_USER_ID}`,
        body: {
          subject: 'Laskun kopio',
          message: 'Lähettäkää lokakuun lasku.',
          locationIdentifier: PLACE,
          contactPhone: null,
        },
        webVersion: '0.1.0',
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('service-request')).toHaveLength(2));
    expect(screen.getAllByTestId('service-request')[0]).toHaveTextContent('Laskun kopio');
    expect(within(form).getByLabelText('Aihe')).toHaveValue('');
  });

  it('client-side errors send nothing; a 400 is shown by the field; a 502 is request fail', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v2/feedback/servicerequest/:userId', () =>
        HttpResponse.json({ serviceRequests: [] }),
      ),
      http.post('/api/v2/feedback/servicerequest/:userId', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [{ field: 'subject', code: 'required', message: 'must not be blank' }],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp('/asiakaspalvelu/palvelupyynnot');
    expect(await screen.findByText('Sinulla ei ole palvelupyyntöjä.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Uusi palvelupyyntö' });
    const subject = within(form).getByLabelText('Aihe');
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
    expect(subject).toHaveAccessibleDescription('Pakollinen tieto.');
    expect(calls).toBe(0);
    await userEvent.type(subject, 'Aihe');
    await userEvent.type(within(form).getByLabelText('Viesti'), 'Viesti');
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
    expect(subject).toHaveValue('Aihe');
  });

  it('customer service links to the service requests and the chat', async () => {
    server.use(
      http.get('/api/v2/info/customerServiceInfo', () => HttpResponse.json({ companies: [] })),
    );
    renderApp('/asiakaspalvelu');
    const nav = await screen.findByRole('navigation', { name: 'Asiakaspalvelu' });
    expect(within(nav).getByRole('link', { name: 'Palvelupyynnöt' })).toHaveAttribute(
      'href',
      '/asiakaspalvelu/palvelupyynnot',
    );
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/asiakaspalvelu/chat',
    );
  });
});

describe('feedback (/palaute, #145, #146)', () => {
  it('sends a rating with its comment, and an error report', async () => {
    const sent: Sent[] = [];
    server.use(
      http.post('/api/v2/feedback/appfeedback/:userId', async ({ request: req }) => {
        await record(sent, req);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/v2/feedback/errorfeedback', async ({ request: req }) => {
        await record(sent, req);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/palaute');
    const app = await screen.findByRole('form', { name: 'Arvioi palvelu' });
    await userEvent.click(within(app).getByLabelText('4 – hyvä'));
    await userEvent.type(within(app).getByLabelText(/Kommentti/), 'Selkeä palvelu');
    await userEvent.click(within(app).getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Kiitos palautteestasi!',
    );
    await closeDialog('Toiminto onnistui');
    expect(within(app).getByLabelText('4 – hyvä')).not.toBeChecked();

    const report = screen.getByRole('form', { name: 'Ilmoita virheestä' });
    await userEvent.type(within(report).getByLabelText('Mitä tapahtui?'), 'Kuvaaja ei latautunut');
    await userEvent.type(within(report).getByLabelText(/Sivu/), '/kayttopaikka/kulutus');
    await userEvent.click(within(report).getByRole('button', { name: 'Lähetä' }));
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      {
        url: `/api/v2/feedback/appfeedback/${OWN_USER_ID}`,
        body: { rating: 4, comment: 'Selkeä palvelu' },
        webVersion: '0.1.0',
      },
      {
        url: '/api/v2/feedback/errorfeedback',
        body: { message: 'Kuvaaja ei latautunut', page: '/kayttopaikka/kulutus' },
        webVersion: '0.1.0',
      },
    ]);
  });

  it('a missing rating sends nothing; a 400 shows by the field; a 502 is request fail', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/feedback/appfeedback/:userId', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'rating',
                  code: 'out_of_range',
                  params: { min: 1, max: 5 },
                  message: 'must be from 1 to 5',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
      http.post('/api/v2/feedback/errorfeedback', () => problem(502, 'UPSTREAM_FAILED')),
    );
    renderApp('/palaute');
    const app = await screen.findByRole('form', { name: 'Arvioi palvelu' });
    await userEvent.click(within(app).getByRole('button', { name: 'Lähetä' }));
    expect(within(app).getByRole('group', { name: 'Arvosana' })).toHaveAccessibleDescription(
      'Pakollinen tieto.',
    );
    expect(calls).toBe(0);
    await userEvent.click(within(app).getByLabelText('5 – erinomainen'));
    await userEvent.click(within(app).getByRole('button', { name: 'Lähetä' }));
    expect(await within(app).findByText('Arvon pitää olla välillä 1–5.')).toBeVisible();
    await userEvent.click(within(app).getByRole('button', { name: 'Lähetä' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' });
    await userEvent.click(within(failed).getByRole('button', { name: 'Sulje' }));

    const report = screen.getByRole('form', { name: 'Ilmoita virheestä' });
    await userEvent.click(within(report).getByRole('button', { name: 'Lähetä' }));
    expect(within(report).getByLabelText('Mitä tapahtui?')).toHaveAccessibleDescription(
      'Pakollinen tieto.',
    );
    await userEvent.type(within(report).getByLabelText('Mitä tapahtui?'), 'Virhe');
    await userEvent.click(within(report).getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});

describe('chat (#239, #240)', () => {
  const message = (id: string, from: 'USER' | 'AGENT', text: string) => ({
    messageId: id,
    from,
    text,
    sentAt: '2026-11-23T10:00:00+02:00',
  });

  it('sends a message; the conversation shows it and the reply', async () => {
    const messages = [message('C-1', 'AGENT', 'Tervetuloa!')];
    const sent: Sent[] = [];
    server.use(
      http.get('/api/v2/chat/user/:userId/messages', () => HttpResponse.json({ messages })),
      http.post('/api/v2/chat/user/:userId/messages', async ({ request: req }) => {
        await record(sent, req);
        const own = message('C-2', 'USER', (sent[0]!.body as { text: string }).text);
        messages.push(own, message('C-3', 'AGENT', 'Kiitos viestistäsi!'));
        return HttpResponse.json(own);
      }),
    );
    renderApp('/asiakaspalvelu/chat');
    expect(await screen.findByText('Tervetuloa!')).toBeVisible();
    const field = screen.getByLabelText('Viesti');
    await userEvent.type(field, '  Milloin lasku tulee? ');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä viesti' }));
    expect(await screen.findByText('Kiitos viestistäsi!')).toBeVisible();
    expect(screen.getAllByTestId('chat-user')[0]).toHaveTextContent('Milloin lasku tulee?');
    expect(sent).toEqual([
      {
        url: `/api/v2/chat/user/${OWN_USER_ID}/messages`,
        body: { text: 'Milloin lasku tulee?' },
        webVersion: '0.1.0',
      },
    ]);
    expect(field).toHaveValue('');
  });

  it('blank is refused here; a 400 shows by the field; a 502 is request fail', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v2/chat/user/:userId/messages', () => HttpResponse.json({ messages: [] })),
      http.post('/api/v2/chat/user/:userId/messages', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'text',
                  code: 'too_long',
                  params: { min: 1, max: 2000 },
                  message: 'must be 1 to 2000 characters',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp('/asiakaspalvelu/chat');
    expect(await screen.findByText(/Ei viestejä vielä/)).toBeVisible();
    const field = screen.getByLabelText('Viesti');
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä viesti' }));
    expect(field).toHaveAccessibleDescription('Pakollinen tieto.');
    expect(calls).toBe(0);
    await userEvent.type(field, 'Hei');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä viesti' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enintään 2000 merkkiä.'));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä viesti' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
    expect(field).toHaveValue('   Hei');
  });

  it('polls while open and stops after its window, until asked again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let reads = 0;
      server.use(
        http.get('/api/v2/chat/user/:userId/messages', () => {
          reads += 1;
          return HttpResponse.json({
            messages: [message(`C-${reads}`, 'AGENT', `Viesti ${reads}`)],
          });
        }),
      );
      renderApp('/asiakaspalvelu/chat');
      expect(await screen.findByText('Viesti 1')).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(5_100));
      expect(await screen.findByText('Viesti 2')).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
      expect(
        await screen.findByText('Viestien automaattinen päivitys on pysähtynyt.'),
      ).toBeVisible();
      const stopped = reads;
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(reads).toBe(stopped);
      await userEvent.click(screen.getByRole('button', { name: 'Päivitä viestit' }));
      await waitFor(() => expect(reads).toBeGreaterThan(stopped));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('moving (/kayttopaikka/muutto, #238)', () => {
  it('sends the move and shows the request id', async () => {
    const sent: Sent[] = [];
    server.use(
      http.post('/api/v2/servicelocation/user/:userId/move', async ({ request: req }) => {
        await record(sent, req);
        return HttpResponse.json({ requestId: 'MOVE-7', status: 'RECEIVED' });
      }),
    );
    renderApp(`/kayttopaikka/muutto?paikka=${PLACE}`);
    await userEvent.type(await screen.findByLabelText('Poismuuttopäivä'), '1.12.2026');
    await userEvent.type(screen.getByLabelText('Uusi katuosoite'), 'Uusikatu 2 A 3');
    await userEvent.type(screen.getByLabelText('Postinumero'), '00100');
    await userEvent.type(screen.getByLabelText('Postitoimipaikka'), 'Helsinki');
    await userEvent.type(screen.getByLabelText(/Muuttopäivä uuteen/), '2.12.2026');
    await userEvent.click(screen.getByLabelText(/Haluan sähkösopimuksen/));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'MOVE-7',
    );
    await closeDialog('Toiminto onnistui');
    expect(screen.getByTestId('move-receipt')).toHaveTextContent('MOVE-7');
    expect(sent).toEqual([
      {
        url: `/api/v2/servicelocation/user/${OWN_USER_ID}/move`,
        body: {
          locationId: PLACE,
          moveOutDate: '2026-12-01',
          moveInDate: '2026-12-02',
          newAddress: { street: 'Uusikatu 2 A 3', postalCode: '00100', city: 'Helsinki' },
          contractWanted: false,
        },
        webVersion: '0.1.0',
      },
    ]);
  });

  it('client-side errors send nothing; nested 400 errors by their fields; 502 request fail', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/servicelocation/user/:userId/move', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'newAddress.postalCode',
                  code: 'invalid_format',
                  params: { format: 'postal_code' },
                  message: 'must be five digits',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp(`/kayttopaikka/muutto?paikka=${PLACE}`);
    const out = await screen.findByLabelText('Poismuuttopäivä');
    await userEvent.type(out, '31.2.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(out).toHaveAccessibleDescription(/pp\.kk\.vvvv/);
    expect(calls).toBe(0);
    await userEvent.clear(out);
    await userEvent.type(out, '1.12.2026');
    await userEvent.type(screen.getByLabelText('Uusi katuosoite'), 'Uusikatu 2');
    const postal = screen.getByLabelText('Postinumero');
    await userEvent.type(postal, '00100');
    await userEvent.type(screen.getByLabelText('Postitoimipaikka'), 'Helsinki');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
    expect(screen.queryByTestId('move-receipt')).not.toBeInTheDocument();
  });
});
