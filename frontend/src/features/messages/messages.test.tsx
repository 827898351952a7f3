import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Message } from '../../api/rowTypes';
import { makeUsePlace, OWN_USER_ID, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

type Box = Message['box'];

/**
 * A messaging upstream in memory: three boxes, their seen flags, and the user content's
 * unread count (the bubble) computed from the general box, as the gateway reports it.
 */
function messaging() {
  const messages: Message[] = [
    message('M1', 'general', 'Uusi lasku', false),
    message('M2', 'general', 'Sopimusvahvistus', false),
    message('M3', 'general', 'Vanha vinkki', true),
    message('I1', 'info', 'Huoltokatko', false),
    message('A1', 'alert', 'Hintahälytys', false),
  ];
  const writes: string[] = [];
  const page = (box: Box) => {
    const inBox = messages.filter((m) => m.box === box);
    return {
      box,
      count: 20,
      offset: 0,
      total: inBox.length,
      unreadCount: inBox.filter((m) => !m.seen).length,
      messages: inBox,
    };
  };
  const markAll = (box?: Box) => {
    for (const m of messages) if (!box || m.box === box) m.seen = true;
  };
  server.use(
    http.get('/api/v2/servicelocation/user/:userId/content', () => {
      const content = userContent([makeUsePlace({})]);
      content.user.unreadMessages = page('general').unreadCount;
      return HttpResponse.json(content);
    }),
    http.get('/api/v2/messages/user/:userId', () => HttpResponse.json(page('general'))),
    http.get('/api/v2/messages/info/user/:userId', () => HttpResponse.json(page('info'))),
    http.get('/api/v2/messages/alert/user/:userId', () => HttpResponse.json(page('alert'))),
    http.put('/api/v2/messages/seen/:messageId', ({ params, request }) => {
      const seen = new URL(request.url).searchParams.get('seen');
      writes.push(`seen ${String(params.messageId)} ${seen}`);
      const found = messages.find((m) => m.messageId === params.messageId)!;
      found.seen = seen === 'true';
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/v2/messages/user/:userId/markAllAsRead', ({ params }) => {
      writes.push(`all ${String(params.userId)}`);
      markAll();
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/v2/messages/info/user/:userId/markAllAsRead', ({ params }) => {
      writes.push(`info ${String(params.userId)}`);
      markAll('info');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { writes };
}

function message(messageId: string, box: Box, title: string, seen: boolean): Message {
  return {
    messageId,
    box,
    title,
    seen,
    body: `${title}: teksti`,
    sent: '2026-11-20T09:00:00+02:00',
    type: 'INVOICE',
  };
}

async function bubble() {
  const nav = await screen.findByRole('navigation', { name: 'Päävalikko' });
  return within(nav).getByRole('link', { name: /Viestit/ });
}

describe('message box actions (#65–#68)', () => {
  it('marks one message seen and unseen; the list and the unread bubble follow', async () => {
    const { writes } = messaging();
    renderApp('/viestit');
    await screen.findByText('2 lukematonta viestiä.');
    await waitFor(async () => expect(await bubble()).toHaveTextContent('2 lukematonta'));
    await userEvent.click(screen.getByRole('button', { name: /^Merkitse luetuksi\W+Uusi lasku$/ }));
    await screen.findByText('1 lukematon viesti.');
    await waitFor(async () => expect(await bubble()).toHaveTextContent('1 lukematonta'));
    // A toggle shows no dialog: the list is the answer.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: /^Merkitse lukemattomaksi\W+Uusi lasku$/ }),
    );
    await screen.findByText('2 lukematonta viestiä.');
    expect(writes).toEqual(['seen M1 true', 'seen M1 false']);
  });

  it('marks every message read from the general box, and the bubble goes away', async () => {
    const { writes } = messaging();
    renderApp('/viestit');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Merkitse kaikki viestit luetuiksi' }),
    );
    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    await screen.findByText('0 lukematonta viestiä.');
    await waitFor(async () => expect(await bubble()).not.toHaveTextContent('lukematonta'));
    expect(writes).toEqual([`all ${OWN_USER_ID}`]);
  });

  it('marks only the info box read from its tab', async () => {
    const { writes } = messaging();
    renderApp('/viestit');
    await userEvent.click(await screen.findByRole('link', { name: 'Tiedotteet' }));
    await screen.findByRole('heading', { name: /Huoltokatko/ });
    expect(screen.getByRole('link', { name: 'Tiedotteet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Merkitse kaikki tämän laatikon viestit luetuiksi' }),
    );
    await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(writes).toEqual([`info ${OWN_USER_ID}`]);
    // The general box is untouched.
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    await userEvent.click(screen.getByRole('link', { name: 'Viestit', current: false }));
    expect(await screen.findByText('2 lukematonta viestiä.')).toBeInTheDocument();
  });

  it('a failed toggle opens the request-fail dialog and changes nothing', async () => {
    messaging();
    server.use(http.put('/api/v2/messages/seen/:messageId', () => problem(502, 'UPSTREAM_FAILED')));
    renderApp('/viestit');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Merkitse luetuksi\W+Uusi lasku$/ }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
    expect(screen.getByText('2 lukematonta viestiä.')).toBeInTheDocument();
  });
});
