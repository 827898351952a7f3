import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OWN_USER_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const INVITATIONS = '/api/v2/user/:userId/companyInvitations';

const invitation = {
  invitationReferenceId: 'UR-100-03',
  companyReferenceId: 'CR-100',
  companyName: 'Pohjanmaan Konepaja Oy',
  locationsTotal: 2,
};

/** An open invitation until it is answered; each answer is recorded in `answered`. */
function invitationHandlers(answered: string[]) {
  let open = [invitation];
  const answer = (action: string) =>
    http.post(`${INVITATIONS}/:ref/${action}`, ({ params }) => {
      answered.push(`${String(params.userId)} ${String(params.ref)} ${action}`);
      open = [];
      return HttpResponse.json({ invitations: open });
    });
  return [
    http.get(INVITATIONS, () => HttpResponse.json({ invitations: open })),
    answer('accept'),
    answer('decline'),
  ];
}

describe('an invitation to join a company', () => {
  it.each([
    ['Hyväksy kutsu', 'accept', 'Olet nyt yrityksen Pohjanmaan Konepaja Oy käyttäjä.'],
    ['Hylkää kutsu', 'decline', 'Hylkäsit yrityksen Pohjanmaan Konepaja Oy kutsun.'],
  ])('is shown on the front page and answered with “%s”', async (button, action, outcome) => {
    const answered: string[] = [];
    server.use(...invitationHandlers(answered));
    renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Kutsu yrityksen käyttäjäksi' });
    expect(notice).toHaveTextContent(
      'Pohjanmaan Konepaja Oy kutsuu sinut yrityksen käyttäjäksi. Saat käyttöösi 2 käyttöpaikkaa.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: button }));
    expect(answered).toEqual([`${OWN_USER_ID} UR-100-03 ${action}`]);
    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent(outcome);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Kutsu yrityksen käyttäjäksi' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('is answered in the message box too, where its message is', async () => {
    const answered: string[] = [];
    server.use(
      ...invitationHandlers(answered),
      http.get('/api/v2/messages/user/:userId', () =>
        HttpResponse.json({
          box: 'general',
          offset: 0,
          count: 20,
          total: 0,
          unreadCount: 0,
          messages: [],
        }),
      ),
    );
    renderApp('/viestit');
    const notice = await screen.findByRole('region', { name: 'Kutsu yrityksen käyttäjäksi' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Hyväksy kutsu' }));
    expect(answered).toEqual([`${OWN_USER_ID} UR-100-03 accept`]);
    await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
  });

  it('shows nothing without an open invitation', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kutsu yrityksen käyttäjäksi' })).toBeNull();
  });
});
