import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OWN_USER_ID } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { liveSolar, monthlyProduction, panelDetails } from '../../testing/rowFixtures';
import { server } from '../../testing/server';
import { validatePanelId } from './PanelLinkCards';
import { closeDialog } from '../../testing/kit';

const PLACE = '643000000000000001';
const SOLAR = '/api/v2/production/solar';
const liveUrl = '/api/v1/solar/user/:userId/location/:locationId/energy';

/** The solar mock: one panel, linked or not; link/unlink answer 204 or 409 like the mock. */
function solarStore(linked: boolean, calls: string[]) {
  let isLinked = linked;
  return [
    http.get(liveUrl, () =>
      isLinked ? HttpResponse.json(liveSolar()) : problem(404, 'NOT_FOUND'),
    ),
    http.get(`${SOLAR}/panel/:panelId`, () => HttpResponse.json(panelDetails())),
    http.get(`${SOLAR}/user/:userId/panel/:panelId/location/:locationId`, () =>
      HttpResponse.json(monthlyProduction()),
    ),
    http.post(`${SOLAR}/findLink`, async ({ request }) => {
      calls.push(`findLink ${JSON.stringify(await request.clone().json())}`);
      return HttpResponse.json({ linked: isLinked });
    }),
    http.put(`${SOLAR}/user/:userId/panel/:panelId/link/:locationId`, ({ params, request }) => {
      calls.push(
        `link ${params.userId} ${params.panelId} ${params.locationId} ${request.headers.get('X-Web-Version')}`,
      );
      if (isLinked) return problem(409, 'AlreadyLinked');
      isLinked = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${SOLAR}/user/:userId/panel/:panelId/unlink/:locationId`, ({ params }) => {
      calls.push(`unlink ${params.userId} ${params.panelId} ${params.locationId}`);
      if (!isLinked) return problem(409, 'NotLinked');
      isLinked = false;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

describe('solar plant join and removal (#58–#60)', () => {
  it('panel ids are 1..40 letters, digits and dashes', () => {
    expect(validatePanelId('PV100103')).toBeUndefined();
    expect(validatePanelId(' ')).toBe('Pakollinen tieto.');
    expect(validatePanelId('PV 1')).toMatch(/enintään 40/);
    expect(validatePanelId('P'.repeat(41))).toMatch(/enintään 40/);
  });

  it('removes the plant only after a confirmation, then offers to join it again', async () => {
    const calls: string[] = [];
    server.use(...solarStore(true, calls));
    renderApp(`/kayttopaikka/aurinkosahko?paikka=${PLACE}`);
    const manage = await screen.findByRole('region', { name: 'Voimalan liitos' });
    await userEvent.click(within(manage).getByRole('button', { name: /Poista voimala/ }));
    const confirm = screen.getByRole('alertdialog', { name: /Poistetaanko voimala/ });
    expect(confirm).toHaveTextContent('PV100103');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Peruuta' }));
    expect(calls).toEqual([]);
    await userEvent.click(within(manage).getByRole('button', { name: /Poista voimala/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: /Poistetaanko/ })).getByRole('button', {
        name: 'Poista',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'PV100103 poistettiin',
    );
    expect(calls).toEqual([`unlink ${OWN_USER_ID} PV100103 ${PLACE}`]);
    await closeDialog(/Toiminto onnistui/);
    expect(await screen.findByRole('region', { name: /Liitä aurinkovoimala/ })).toBeVisible();
  });

  it('joins a plant: findLink, a confirmation, then link; the production shows again', async () => {
    const calls: string[] = [];
    server.use(...solarStore(false, calls));
    renderApp(`/kayttopaikka/aurinkosahko?paikka=${PLACE}`);
    const join = await screen.findByRole('region', { name: /Liitä aurinkovoimala/ });
    await userEvent.click(within(join).getByRole('button', { name: 'Liitä' }));
    expect(within(join).getByLabelText('Voimalan tunnus')).toHaveAccessibleDescription(
      /Pakollinen tieto/,
    );
    await userEvent.type(within(join).getByLabelText('Voimalan tunnus'), 'PV100103');
    await userEvent.click(within(join).getByRole('button', { name: 'Liitä' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Liitetäänkö voimala?' });
    expect(confirm).toHaveTextContent('PV100103');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Liitä voimala' }));
    await closeDialog(/Toiminto onnistui/);
    expect(calls).toEqual([
      `findLink {"userId":${OWN_USER_ID},"panelId":"PV100103","locationId":"${PLACE}"}`,
      `link ${OWN_USER_ID} PV100103 ${PLACE} 0.1.0`,
    ]);
    expect(await screen.findByRole('region', { name: 'Voimalan liitos' })).toBeVisible();
  });

  it('a 400 on the panel id shows by the field; a 403 and a 502 open their dialogs', async () => {
    let calls = 0;
    server.use(
      http.get(liveUrl, () => problem(404, 'NOT_FOUND')),
      http.post(`${SOLAR}/findLink`, () => {
        calls += 1;
        if (calls === 1)
          return problem(400, 'VALIDATION_FAILED', {
            errors: [
              {
                field: 'panelId',
                code: 'too_long',
                params: { min: 1, max: 40 },
                message: 'must be 1 to 40 characters',
              },
            ],
          });
        return calls === 2 ? problem(403, 'FORBIDDEN') : problem(502, 'UPSTREAM_FAILED');
      }),
    );
    renderApp(`/kayttopaikka/aurinkosahko?paikka=${PLACE}`);
    const join = await screen.findByRole('region', { name: /Liitä aurinkovoimala/ });
    const field = within(join).getByLabelText('Voimalan tunnus');
    await userEvent.type(field, 'PV999');
    await userEvent.click(within(join).getByRole('button', { name: 'Liitä' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/40 merkkiä/));
    await userEvent.click(within(join).getByRole('button', { name: 'Liitä' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Toiminto epäonnistui' });
    await userEvent.click(within(failed).getByRole('button', { name: 'Sulje' }));
    await userEvent.click(within(join).getByRole('button', { name: 'Liitä' }));
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});
