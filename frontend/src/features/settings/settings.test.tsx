import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OWN_USER_ID, threePlaces, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { validateEmail } from './SettingsPage';
import { closeDialog, record, type Sent } from '../../testing/kit';

/** A server-side user whose settings change with the writes. */
function userServer() {
  const user = { ...userContent(threePlaces).user };
  let uiMode = 'B2C';
  let order = threePlaces.map((place) => place.location.identifier);
  const content = () => ({
    ...userContent(
      threePlaces.map((place) => ({ ...place, order: order.indexOf(place.location.identifier) })),
    ),
    user,
  });
  server.use(
    http.get('/api/v2/servicelocation/user/:userId/content', () => HttpResponse.json(content())),
    http.get('/api/v2/user/:userId/ui', () =>
      HttpResponse.json({ priwattiUserId: OWN_USER_ID, uiMode }),
    ),
  );
  return {
    user,
    setUiMode: (mode: string) => (uiMode = mode),
    setOrder: (next: string[]) => (order = next),
  };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('client-side rules', () => {
  it('e-mail: required, valid, not the current one', () => {
    expect(validateEmail('', 'a@b.fi')).toBe('Pakollinen tieto.');
    expect(validateEmail('nimi@', 'a@b.fi')).toMatch(/muodossa/);
    expect(validateEmail(' A@B.fi ', 'a@b.fi')).toBe('Osoite on jo käytössäsi.');
    expect(validateEmail('uusi@esimerkki.fi', 'a@b.fi')).toBeUndefined();
  });
});

describe('settings (/asetukset)', () => {
  it('is in the main menu', async () => {
    userServer();
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Asetukset' })).toHaveAttribute(
      'href',
      '/asetukset',
    );
  });

  it('tips subscription (#105): sends the new value and shows the refetched one', async () => {
    const state = userServer();
    state.user.subscribedToTipsAndTricks = false;
    const sent: Sent[] = [];
    server.use(
      http.post('/api/v2/user/:userId/setEmailSubscription', async ({ request }) => {
        await record(sent, request);
        state.user.subscribedToTipsAndTricks = (
          sent[0]!.body as { subscribed: boolean }
        ).subscribed;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/asetukset');
    const card = await region('Vinkit sähköpostiin');
    expect(within(card).getByTestId('tips-current')).toHaveTextContent('Et tilaa vinkkejä.');
    const box = within(card).getByLabelText('Haluan vinkit ja uutiset sähköpostiini');
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      {
        url: `/api/v2/user/${OWN_USER_ID}/setEmailSubscription`,
        body: { subscribed: true },
        webVersion: '0.1.0',
      },
    ]);
    await waitFor(() =>
      expect(within(card).getByTestId('tips-current')).toHaveTextContent('Tilaus on voimassa.'),
    );
  });

  it('tips subscription: a 502 is the request-fail dialog and nothing shows as saved', async () => {
    userServer();
    server.use(
      http.post('/api/v2/user/:userId/setEmailSubscription', () => problem(502, 'UPSTREAM_FAILED')),
    );
    renderApp('/asetukset');
    const card = await region('Vinkit sähköpostiin');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Toiminto onnistui' })).not.toBeInTheDocument();
  });

  it('general settings (#104): sends only the changed properties, refetches the UI mode', async () => {
    const state = userServer();
    const sent: Sent[] = [];
    server.use(
      http.post('/api/v2/user/:userId/setProperty', async ({ request }) => {
        await record(sent, request);
        const body = sent[sent.length - 1]!.body as { property: string; value: string };
        if (body.property === 'graphMode') state.user.graphMode = body.value;
        else state.setUiMode(body.value);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/asetukset');
    const card = await region('Yleiset asetukset');
    const graph = within(card).getByLabelText('Kuvaajien asteikko');
    expect(graph).toHaveValue('AUTOSCALE');
    await userEvent.selectOptions(graph, 'ZERO');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog('Toiminto onnistui');
    expect(sent.map((item) => item.body)).toEqual([{ property: 'graphMode', value: 'ZERO' }]);
    await userEvent.click(within(card).getByLabelText('Yritysasiakkaan näkymä'));
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    await closeDialog('Toiminto onnistui');
    expect(sent.map((item) => item.body)).toEqual([
      { property: 'graphMode', value: 'ZERO' },
      { property: 'uiMode', value: 'B2B' },
    ]);
    expect(sent[1]!.webVersion).toBe('0.1.0');
    expect(within(card).getByLabelText('Yritysasiakkaan näkymä')).toBeChecked();
    expect(within(card).getByLabelText('Kuvaajien asteikko')).toHaveValue('ZERO');
  });

  it('general settings: a 400 shows the field error by the field', async () => {
    userServer();
    server.use(
      http.post('/api/v2/user/:userId/setProperty', () =>
        problem(400, 'VALIDATION_FAILED', {
          errors: [
            {
              field: 'value',
              code: 'too_long',
              params: { min: 1, max: 40 },
              message: 'must be 1 to 40 characters',
            },
          ],
        }),
      ),
    );
    renderApp('/asetukset');
    const card = await region('Yleiset asetukset');
    await userEvent.selectOptions(within(card).getByLabelText('Kuvaajien asteikko'), 'ZERO');
    await userEvent.click(within(card).getByRole('button', { name: 'Tallenna' }));
    expect(await within(card).findByText('Enintään 40 merkkiä.')).toBeVisible();
    expect(within(card).getByRole('alert')).toHaveTextContent('Tarkista lomakkeen tiedot.');
  });

  it('e-mail change (#106): validates, sends, shows the new address after the refetch', async () => {
    const state = userServer();
    const sent: Sent[] = [];
    server.use(
      http.post('/api/v2/user/:userId/changeEmailAddress', async ({ request }) => {
        await record(sent, request);
        state.user.email = (sent[0]!.body as { email: string }).email;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/asetukset');
    const card = await region('Sähköpostiosoite');
    const field = within(card).getByLabelText('Uusi sähköpostiosoite');
    await userEvent.type(field, 'uusi@');
    await userEvent.click(within(card).getByRole('button', { name: 'Vaihda osoite' }));
    expect(field).toHaveAccessibleDescription(/muodossa nimi@esimerkki.fi/);
    expect(sent).toEqual([]);
    await userEvent.type(field, 'esimerkki.fi');
    await userEvent.click(within(card).getByRole('button', { name: 'Vaihda osoite' }));
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      {
        url: `/api/v2/user/${OWN_USER_ID}/changeEmailAddress`,
        body: { email: 'uusi@esimerkki.fi' },
        webVersion: '0.1.0',
      },
    ]);
    await waitFor(() =>
      expect(within(card).getByTestId('email-current')).toHaveTextContent('uusi@esimerkki.fi'),
    );
  });

  it('e-mail change: 400 by the field, 409 taken, 502 request fail', async () => {
    userServer();
    let calls = 0;
    server.use(
      http.post('/api/v2/user/:userId/changeEmailAddress', () => {
        calls += 1;
        if (calls === 1)
          return problem(400, 'VALIDATION_FAILED', {
            errors: [
              {
                field: 'email',
                code: 'invalid_format',
                params: { format: 'email' },
                message: 'invalid email',
              },
            ],
          });
        if (calls === 2) return problem(409, 'EmailAlreadyInUse');
        return problem(502, 'UPSTREAM_FAILED');
      }),
    );
    renderApp('/asetukset');
    const card = await region('Sähköpostiosoite');
    const field = within(card).getByLabelText('Uusi sähköpostiosoite');
    await userEvent.type(field, 'toinen@esimerkki.fi');
    const submit = within(card).getByRole('button', { name: 'Vaihda osoite' });
    await userEvent.click(submit);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/muodossa nimi@esimerkki.fi/);
    await userEvent.click(submit);
    const failed = await screen.findByRole('alertdialog', { name: 'Toiminto epäonnistui' });
    expect(field).toHaveAccessibleDescription(/toisen käyttäjän/);
    await userEvent.click(within(failed).getByRole('button', { name: 'Sulje' }));
    await userEvent.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });

  it('account deletion (#113): cancel sends nothing; confirm deletes and signs out', async () => {
    userServer();
    const sent: Sent[] = [];
    server.use(
      http.delete('/api/v2/user/:userId', async ({ request }) => {
        await record(sent, request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, router } = renderApp('/asetukset');
    const card = await region('Käyttäjätilin poistaminen');
    await userEvent.click(within(card).getByRole('button', { name: 'Poista käyttäjätili…' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Poistetaanko käyttäjätili?' });
    expect(dialog).toHaveTextContent('antamasi ja saamasi lukuoikeudet');
    expect(dialog).toHaveTextContent('hälytykset, kulutusbudjetin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Poista käyttäjätili…' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Poistetaanko käyttäjätili?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poista käyttäjätili' }));
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/kirjaudu');
    expect(screen.getByRole('status')).toHaveTextContent('Käyttäjätilisi on poistettu');
    expect(sent).toEqual([{ url: `/api/v2/user/${OWN_USER_ID}`, body: null, webVersion: '0.1.0' }]);
    expect(store.getState().app.signedOut).toBe(true);
    expect(store.getState().api.queries).toEqual({});
  });

  it('account deletion: a 409 (company user) is execution failed and keeps the session', async () => {
    userServer();
    server.use(http.delete('/api/v2/user/:userId', () => problem(409, 'CompanyUserNotDeletable')));
    const { store } = renderApp('/asetukset');
    const card = await region('Käyttäjätilin poistaminen');
    await userEvent.click(within(card).getByRole('button', { name: 'Poista käyttäjätili…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Poistetaanko käyttäjätili?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poista käyttäjätili' }));
    expect(await screen.findByRole('alertdialog', { name: 'Toiminto epäonnistui' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
    expect(store.getState().app.signedOut).toBe(false);
  });
});
