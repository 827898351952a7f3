import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Representation } from '../../api/rowTypes';
import { OWN_USER_ID } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

function right(overrides: Partial<Representation>): Representation {
  return {
    id: 'REP-1',
    created: '2026-10-01',
    grantorName: 'Kaisa Kuluttaja',
    grantorUserId: OWN_USER_ID,
    locationIdentifiers: ['KP100101'],
    representativeEmail: 'edustaja@demo.example',
    status: 'ACTIVE',
    ...overrides,
  };
}

async function bodyOf(request: Request): Promise<unknown> {
  return request.clone().json();
}

describe('read rights (/lukuoikeudet: #137, #133, #134)', () => {
  it('grants a right, and the list is refetched and shows it', async () => {
    let granted = [right({})];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v2/representative/user/:userId/current', () =>
        HttpResponse.json({ granted, received: [] }),
      ),
      http.post('/api/v2/representative/user/:userId/create', async ({ request, params }) => {
        expect(params.userId).toBe(String(OWN_USER_ID));
        sent.push(await bodyOf(request));
        const created = right({
          id: 'REP-9',
          representativeEmail: 'uusi@example.fi',
          status: 'PENDING',
        });
        granted = [...granted, created];
        return HttpResponse.json(created);
      }),
    );
    renderApp('/lukuoikeudet');
    const table = await screen.findByRole('table', { name: 'Antamasi lukuoikeudet' });
    expect(within(table).getByRole('rowheader', { name: 'edustaja@demo.example' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Saajan sähköpostiosoite'), ' uusi@example.fi ');
    await userEvent.click(screen.getByRole('button', { name: 'Anna lukuoikeus' }));
    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent('uusi@example.fi');
    expect(sent).toEqual([{ email: 'uusi@example.fi', rights: 'READ_ONLY' }]);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    expect(await within(table).findByRole('rowheader', { name: 'uusi@example.fi' })).toBeVisible();
    expect(within(table).getByText('Odottaa hyväksyntää')).toBeInTheDocument();
    expect(screen.getByLabelText('Saajan sähköpostiosoite')).toHaveValue('');
  });

  it('checks the address before sending, and shows the general representation code', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v2/representative/user/:userId/current', () =>
        HttpResponse.json({ granted: [], received: [] }),
      ),
      http.post('/api/v2/representative/user/:userId/create', () => {
        calls += 1;
        return problem(409, 'RepresentativeGeneralException');
      }),
    );
    renderApp('/lukuoikeudet');
    const field = await screen.findByLabelText('Saajan sähköpostiosoite');
    await userEvent.type(field, 'ei-osoite');
    await userEvent.click(screen.getByRole('button', { name: 'Anna lukuoikeus' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'edustaja@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Anna lukuoikeus' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Lukuoikeutta ei voitu käsitellä' }),
    ).toBeVisible();
    expect(calls).toBe(1);
  });

  it('removes a right only after the confirmation, then it shows as ended', async () => {
    let status: Representation['status'] = 'ACTIVE';
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v2/representative/user/:userId/current', () =>
        HttpResponse.json({ granted: [right({ status })], received: [] }),
      ),
      http.post('/api/v2/representative/user/:userId/remove', async ({ request }) => {
        sent.push(await bodyOf(request));
        status = 'REVOKED';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/lukuoikeudet');
    const table = await screen.findByRole('table', { name: 'Antamasi lukuoikeudet' });
    await userEvent.click(within(table).getByRole('button', { name: /Poista/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Poistetaanko lukuoikeus?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Peruuta' }));
    expect(sent).toEqual([]);
    await userEvent.click(within(table).getByRole('button', { name: /Poista/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Poistetaanko lukuoikeus?' })).getByRole(
        'button',
        {
          name: 'Poista',
        },
      ),
    );
    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(sent).toEqual([{ representationId: 'REP-1' }]);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    expect(await within(table).findByText('Peruttu')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Poista/ })).not.toBeInTheDocument();
  });

  it('a 502 on removal says nothing was saved and keeps the right', async () => {
    server.use(
      http.get('/api/v2/representative/user/:userId/current', () =>
        HttpResponse.json({ granted: [right({})], received: [] }),
      ),
      http.post('/api/v2/representative/user/:userId/remove', () =>
        problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp('/lukuoikeudet');
    const table = await screen.findByRole('table', { name: 'Antamasi lukuoikeudet' });
    await userEvent.click(within(table).getByRole('button', { name: /Poista/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Poistetaanko lukuoikeus?' })).getByRole(
        'button',
        {
          name: 'Poista',
        },
      ),
    );
    expect(
      await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' }),
    ).toHaveTextContent('Muutoksia ei tallennettu');
    expect(within(table).getByText('Voimassa')).toBeInTheDocument();
  });
});

describe('read right activation (/lukuoikeus/aktivoi: #135)', () => {
  it('accepts only on click, with the code of the link', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v2/representative/activate', async ({ request }) => {
        sent.push(await bodyOf(request));
        return HttpResponse.json(right({ representativeUserId: OWN_USER_ID }));
      }),
    );
    renderApp('/lukuoikeus/aktivoi?koodi=abc-123');
    const accept = await screen.findByRole('button', { name: 'Hyväksy lukuoikeus' });
    expect(sent).toEqual([]);
    await userEvent.click(accept);
    const done = await screen.findByRole('dialog', { name: 'Toiminto onnistui' });
    expect(done).toHaveTextContent('Kaisa Kuluttaja');
    expect(sent).toEqual([{ activationCode: 'abc-123' }]);
    await userEvent.click(within(done).getByRole('button', { name: 'Sulje' }));
    expect(screen.getByRole('link', { name: 'Siirry käyttöpaikkoihin' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button', { name: 'Hyväksy lukuoikeus' })).not.toBeInTheDocument();
  });

  it.each([
    ['RepresentativeAlreadyActivatedException', 409, 'Lukuoikeus on jo hyväksytty'],
    ['RepresentativeAlreadyRevokedException', 409, 'Lukuoikeus on päättynyt'],
    ['RepresentativeEmailMismatchException', 409, 'Kutsu on toiselle osoitteelle'],
    ['RepresentativeGeneralException', 400, 'Lukuoikeutta ei voitu käsitellä'],
    ['UPSTREAM_TIMEOUT', 504, 'Pyyntö epäonnistui'],
  ])('%s opens its own dialog', async (code, status, title) => {
    server.use(http.post('/api/v2/representative/activate', () => problem(status, code)));
    renderApp('/lukuoikeus/aktivoi?koodi=abc-123');
    await userEvent.click(await screen.findByRole('button', { name: 'Hyväksy lukuoikeus' }));
    expect(await screen.findByRole('alertdialog', { name: title })).toBeVisible();
    // Not accepted: the button is still there to try again.
    expect(screen.getByRole('button', { name: 'Hyväksy lukuoikeus' })).toBeEnabled();
  });

  it('a link without a code says so and offers nothing to send', async () => {
    renderApp('/lukuoikeus/aktivoi');
    expect(await screen.findByRole('alert')).toHaveTextContent('hyväksymiskoodi');
    expect(screen.queryByRole('button', { name: 'Hyväksy lukuoikeus' })).not.toBeInTheDocument();
  });
});
