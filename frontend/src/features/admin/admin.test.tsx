import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { record, type Sent } from '../../testing/kit';
import { renderApp } from '../../testing/renderWithProviders';
import { signedInAs } from './staffTesting';
import { server } from '../../testing/server';
import { adminTools, toolsFor } from './tools';

const confirmIn = async (name: RegExp | string, button: RegExp | string) => {
  const dialog = await screen.findByRole('alertdialog', { name });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
};

describe('the admin menu', () => {
  it('lists only the tools the groups allow, and superusers get every one', () => {
    expect(toolsFor([]).map((tool) => tool.path)).toEqual([]);
    expect(toolsFor(['ADMIN_GROUP_TOPBAR_MESSAGE']).map((tool) => tool.path)).toEqual([
      'ylapalkki',
    ]);
    expect(toolsFor(['ADMIN_GROUP_BENEFITS']).map((tool) => tool.path)).toEqual(['kampanjat']);
    expect(toolsFor(['ADMIN_GROUP_MESSAGING']).map((tool) => tool.path)).toEqual(['viestit']);
    expect(toolsFor(['ADMIN_USERS']).map((tool) => tool.path)).toEqual([
      'asiakashaku',
      'tunnistamattomat',
      'kayttajat',
    ]);
    // The audit log is the superusers' alone.
    expect(
      toolsFor(['ADMIN_USERS', 'ADMIN_GROUP_DEVELOPER_USERS']).map((t) => t.path),
    ).not.toContain('tapahtumaloki');

    expect(toolsFor(['ADMIN_GROUP_SUPERUSERS'])).toHaveLength(adminTools.length);
  });

  it('is not shown to a customer', async () => {
    signedInAs([]);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(screen.queryByRole('button', { name: 'Ylläpito' })).toBeNull();
  });

  it('opens and closes, and shows a developer their tools', async () => {
    signedInAs(['ADMIN_GROUP_DEVELOPER_USERS']);
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Ylläpito' });
    const menu = screen.getByRole('navigation', { name: 'Ylläpitovalikko' });
    expect(within(menu).queryByRole('link', { name: 'Huoltotila' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Huoltotila',
      'Ominaisuusliput',
      'Yläpalkin viesti',
      'Mainostiili',
      'Viestit',
      'Välimuisti',
      'Käyttöoikeudet',
      'Vianetsintä',
      'Palvelujen tila',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says a tool the groups do not allow is not theirs', async () => {
    signedInAs(['ADMIN_GROUP_BENEFITS']);
    renderApp('/yllapito/huoltotila');
    expect(await screen.findByRole('alert')).toHaveTextContent('ei ole oikeutta');
  });
});

describe('maintenance (/yllapito/huoltotila)', () => {
  it('starts an origin’s maintenance only after confirming, and says so', async () => {
    signedInAs(['ADMIN_GROUP_DEVELOPER_USERS']);
    const sent: Sent[] = [];
    let vare = { origin: 'VARE', enabled: false, message: null as string | null, until: null };
    server.use(
      http.get('/api/admin/maintenance/v1/schedules', () =>
        HttpResponse.json({
          origins: [vare, { origin: 'SV', enabled: false }, { origin: 'KUO', enabled: false }],
          schedules: [],
        }),
      ),
      http.put('/api/admin/maintenance/v1/:origin', async ({ request }) => {
        const body = (await record(sent, request)) as { enabled: boolean; message?: string };
        vare = { ...vare, enabled: body.enabled, message: body.message ?? null };
        return HttpResponse.json(vare);
      }),
    );
    renderApp('/yllapito/huoltotila');
    const row = (await screen.findByRole('heading', { name: 'VARE' })).closest('li');
    if (!row) throw new Error('no VARE row');
    await userEvent.type(
      within(row).getByLabelText(/Asiakkaille näytettävä viesti/),
      'Päivitys käynnissä.',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Käynnistä huoltotila' }));
    expect(sent).toHaveLength(0);
    await confirmIn(/yhtiön VARE huoltotila/, 'Käynnistä huoltotila');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/admin/maintenance/v1/VARE',
      body: { enabled: true, message: 'Päivitys käynnissä.' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Yhtiön VARE huoltotila käynnistettiin.',
    );
  });

  it('refuses a window that ends before it starts without sending it', async () => {
    signedInAs(['ADMIN_GROUP_SUPERUSERS']);
    const sent: Sent[] = [];
    server.use(
      http.get('/api/admin/maintenance/v1/schedules', () =>
        HttpResponse.json({ origins: [], schedules: [] }),
      ),
      http.post('/api/admin/maintenance/v1/schedules', async ({ request }) => {
        await record(sent, request);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderApp('/yllapito/huoltotila');
    await userEvent.type(await screen.findByLabelText('Alkaa'), '2030-03-01T22:00');
    await userEvent.type(screen.getByLabelText('Päättyy'), '2030-03-01T21:00');
    await userEvent.type(screen.getByLabelText('Viesti'), 'Päivitys');
    await userEvent.click(screen.getByRole('button', { name: 'Lisää huoltokatko' }));
    expect(await screen.findByText('Päättymisajan on oltava alkamisajan jälkeen.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});

describe('feature flags (/yllapito/ominaisuusliput)', () => {
  it('sets a flag for one company and removes an override after confirming', async () => {
    signedInAs(['ADMIN_GROUP_DEVELOPER_USERS']);
    const sent: Sent[] = [];
    let overrides = [
      {
        overrideId: 'FO-1',
        feature: 'SIMULATOR',
        locationId: 'KP100104',
        enabled: false,
        readOnly: true,
      },
    ];
    server.use(
      http.get('/api/admin/feature-flags/v1', () => HttpResponse.json({ flags: [] })),
      http.post('/api/admin/feature-flags/v1', async ({ request }) =>
        HttpResponse.json((await record(sent, request)) as Record<string, unknown>),
      ),
      http.get('/api/admin/feature-flags/v1/override', () => HttpResponse.json({ overrides })),
      http.delete('/api/admin/feature-flags/v1/override/:id', ({ params }) => {
        overrides = overrides.filter((item) => item.overrideId !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/yllapito/ominaisuusliput');
    const form = await screen.findByRole('form', { name: 'Aseta lippu' });
    await userEvent.type(within(form).getByLabelText(/Ominaisuus/), 'messages');
    await userEvent.selectOptions(within(form).getByLabelText('Vain yhtiön asiakkaille'), 'SV');
    await userEvent.click(within(form).getByRole('button', { name: 'Aseta lippu' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      feature: 'MESSAGES',
      enabled: false,
      readOnly: false,
      qualifiers: [{ type: 'ORIGIN', value: 'SV' }],
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Poista' }));
    await confirmIn(/SIMULATOR/, 'Poista');
    expect(await screen.findByText('Ei poikkeuksia.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Poikkeus poistettiin.');
  });
});

describe('top-bar message (/yllapito/ylapalkki)', () => {
  it('previews the message before publishing it', async () => {
    signedInAs(['ADMIN_GROUP_TOPBAR_MESSAGE']);
    const sent: Sent[] = [];
    server.use(
      http.get('/api/admin/notifications/top-bar/v1', () => HttpResponse.json(null)),
      http.post('/api/admin/notifications/top-bar/v1', async ({ request }) =>
        HttpResponse.json((await record(sent, request)) as Record<string, unknown>),
      ),
    );
    renderApp('/yllapito/ylapalkki');
    expect(await screen.findByText('Yläpalkissa ei ole viestiä.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Viesti'), 'Huomenna huoltokatko.');
    await userEvent.selectOptions(screen.getByLabelText('Taso'), 'WARNING');
    const preview = screen.getByText('Esikatselu').closest('figure');
    expect(preview).toHaveTextContent('Huomenna huoltokatko.');
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise viesti' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ message: 'Huomenna huoltokatko.', level: 'WARNING' });
    expect(await screen.findByText('Viesti julkaistiin asiakkaille.')).toBeVisible();
  });
});

describe('advertisement tile (/yllapito/mainostiili)', () => {
  it('takes only https links and sends the origins chosen', async () => {
    signedInAs(['ADMIN_GROUP_ADVERTISEMENT_TILE']);
    const sent: Sent[] = [];
    server.use(
      http.get('/api/admin/advertisement-tile/v1', () => HttpResponse.json(null)),
      http.post('/api/admin/advertisement-tile/v1', async ({ request }) =>
        HttpResponse.json((await record(sent, request)) as Record<string, unknown>),
      ),
    );
    renderApp('/yllapito/mainostiili');
    await userEvent.type(await screen.findByLabelText('Otsikko'), 'Aurinkoa');
    await userEvent.type(screen.getByLabelText('Teksti'), 'Kartoitus');
    await userEvent.type(screen.getByLabelText('Linkin teksti'), 'Lue lisää');
    await userEvent.type(screen.getByLabelText('Linkin osoite (https://)'), 'http://x.fi');
    await userEvent.click(screen.getByLabelText('SV'));
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise tiili' }));
    expect(await screen.findByText('Osoitteen on alettava https://')).toBeVisible();
    expect(sent).toHaveLength(0);
    const link = screen.getByLabelText('Linkin osoite (https://)');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://aurinko.fi/');
    expect(screen.getByRole('complementary', { name: 'Aurinkoa' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise tiili' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ title: 'Aurinkoa', origins: ['VARE', 'KUO'] });
  });
});

describe('campaigns (/yllapito/kampanjat)', () => {
  it('saves a draft, and deletes a campaign after confirming', async () => {
    signedInAs(['ADMIN_GROUP_BENEFITS']);
    const sent: Sent[] = [];
    let drafts = [
      {
        campaignId: 'CMP-201',
        status: 'DRAFT',
        title: 'Kevätetu',
        description: 'd',
        benefit: '-5 %',
        partner: 'P',
        linkUrl: 'https://x.fi',
        company: null,
        startDate: '2030-01-01',
        endDate: '2030-02-01',
      },
    ];
    server.use(
      http.get('/api/v2/campaign/published', () => HttpResponse.json({ campaigns: [] })),
      http.get('/api/v2/campaign/expired', () => HttpResponse.json({ campaigns: [] })),
      http.get('/api/v2/campaign/drafts', () => HttpResponse.json({ campaigns: drafts })),
      http.post('/api/v2/campaign', async ({ request }) =>
        HttpResponse.json((await record(sent, request)) as Record<string, unknown>, {
          status: 201,
        }),
      ),
      http.put('/api/v2/campaign/deleteCampaign/:id', ({ params }) => {
        drafts = drafts.filter((item) => item.campaignId !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/yllapito/kampanjat');
    const form = await screen.findByRole('form', { name: 'Uusi kampanja' });
    await userEvent.type(within(form).getByLabelText('Otsikko'), 'Talviedut');
    await userEvent.type(within(form).getByLabelText('Kuvaus'), 'Kuvaus');
    await userEvent.type(within(form).getByLabelText('Etu (esim. -20 %)'), '-10 %');
    await userEvent.type(within(form).getByLabelText('Kumppani'), 'Kumppani Oy');
    await userEvent.type(within(form).getByLabelText('Linkin osoite (https://)'), 'https://a.fi');
    await userEvent.type(within(form).getByLabelText('Alkaa'), '2030-12-01');
    await userEvent.type(within(form).getByLabelText('Päättyy'), '2030-12-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna luonnoksena' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ status: 'DRAFT', title: 'Talviedut', company: null });

    await userEvent.click(screen.getByRole('button', { name: 'Poista' }));
    await confirmIn(/Kevätetu/, 'Poista');
    expect(await screen.findByText('Kampanja Kevätetu poistettiin.')).toBeVisible();
  });
});
