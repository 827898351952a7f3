import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from './staffTesting';

const entry = (entryId: number, operationId: string, status: number) => ({
  entryId,
  at: '2026-02-16T13:00:00Z',
  actor: 'admin@demo.example',
  actorGroups: ['ADMIN_GROUP_SUPERUSERS'],
  row: null,
  operationId,
  target: { email: 'liisa@demo.example' },
  status,
  requestId: `r-${entryId}`,
});

describe('the audit log', () => {
  it('sends the filters, shows the entries and pages to older ones by the cursor', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/audit/v1', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return query.get('cursor')
          ? HttpResponse.json({ entries: [entry(3, 'deleteUserAccount', 200)], nextCursor: null })
          : HttpResponse.json({
              entries: [entry(9, 'createUserAccount', 409), entry(8, 'createUserAccount', 201)],
              nextCursor: '8',
            });
      }),
    );
    signedInAs(['ADMIN_GROUP_SUPERUSERS']);
    renderApp('/yllapito/tapahtumaloki');
    expect(await screen.findByText('2 tapahtumaa')).toHaveAttribute('role', 'status');
    await userEvent.type(screen.getByLabelText('Toiminto'), 'createUserAccount');
    await userEvent.type(screen.getByLabelText(/^Kohde/), 'liisa@demo.example');
    await userEvent.type(screen.getByLabelText('Tila (HTTP)'), '409');
    await userEvent.click(screen.getByRole('button', { name: 'Rajaa' }));
    await screen.findByRole('button', { name: 'Vanhemmat' });
    const filtered = asked.at(-1)!;
    expect(filtered.get('operation')).toBe('createUserAccount');
    expect(filtered.get('target')).toBe('liisa@demo.example');
    expect(filtered.get('status')).toBe('409');
    await userEvent.click(screen.getByRole('button', { name: 'Vanhemmat' }));
    expect(await screen.findByText('deleteUserAccount')).toBeInTheDocument();
    expect(asked.at(-1)!.get('cursor')).toBe('8');
    expect(screen.queryByRole('button', { name: 'Vanhemmat' })).toBeNull();
  });

  it('is the superusers’ alone', async () => {
    signedInAs(['ADMIN_USERS', 'ADMIN_GROUP_DEVELOPER_USERS']);
    renderApp('/yllapito/tapahtumaloki');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
