import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUsePlace, me, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { validateRegistration } from './RegisterForm';

const NEW_ID = 1000099;
const companies = {
  companies: [
    { company: 'VARE', companyName: 'Vaaranmaan Energia Oy' },
    { company: 'SV', companyName: 'Suomenselän Voima Oy' },
  ],
};

/** A signed-up identity without a portal user until #103 answers. */
function newIdentity(register: () => Response | Promise<Response>) {
  let registered = false;
  const sent: unknown[] = [];
  server.use(
    http.get('/api/v2/me', () =>
      HttpResponse.json({ ...me, priwattiId: registered ? NEW_ID : null }),
    ),
    http.get('/api/v2/info/companies', () => HttpResponse.json(companies)),
    http.post('/api/v3/user/register', async ({ request }) => {
      sent.push(await request.clone().json());
      const response = await register();
      registered = response.ok;
      return response;
    }),
    http.get('/api/v2/servicelocation/user/:userId/content', ({ params }) => {
      expect(params.userId).toBe(String(NEW_ID));
      return HttpResponse.json(userContent([makeUsePlace({ contentOwnerId: NEW_ID })]));
    }),
  );
  return sent;
}

describe('registration of a signed-up identity (#103)', () => {
  it('mirrors the server rules', () => {
    expect(validateRegistration('Rea', '')).toEqual({});
    expect(validateRegistration('  ', 'abc')).toEqual({
      name: 'Pakollinen tieto.',
      phone: expect.stringContaining('puhelinnumero'),
    });
    expect(validateRegistration('x'.repeat(101), '+358 40 123 4567').name).toMatch(/100/);
  });

  it('creates the portal user, then the front page shows its places', async () => {
    const sent = newIdentity(() => HttpResponse.json({ priwattiUserId: NEW_ID }));
    renderApp('/');
    const form = await screen.findByRole('region', { name: 'Ota asiakasportaali käyttöön' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Ota käyttöön' }));
    expect(within(form).getByLabelText('Nimi')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Nimi'), ' Rea Rekisteröityvä ');
    await userEvent.click(within(form).getByLabelText('Suomenselän Voima Oy'));
    await userEvent.click(within(form).getByRole('button', { name: 'Ota käyttöön' }));
    // The result is the front page itself: the new user's places replace the form.
    expect(await screen.findByRole('link', { name: 'Koti' })).toBeVisible();
    expect(sent).toEqual([{ name: 'Rea Rekisteröityvä', company: 'SV' }]);
    expect(
      screen.queryByRole('region', { name: 'Ota asiakasportaali käyttöön' }),
    ).not.toBeInTheDocument();
  });

  it('shows a 400 by its field and an existing user with its own dialog', async () => {
    let calls = 0;
    newIdentity(() =>
      ++calls === 1
        ? problem(400, 'VALIDATION_FAILED', {
            errors: [
              {
                field: 'phone',
                code: 'invalid_format',
                params: { format: 'phone' },
                message: 'must be a phone number',
              },
            ],
          })
        : problem(409, 'ACCOUNT_EXISTS'),
    );
    renderApp('/');
    const form = await screen.findByRole('region', { name: 'Ota asiakasportaali käyttöön' });
    await userEvent.type(await within(form).findByLabelText('Nimi'), 'Rea');
    await userEvent.click(within(form).getByLabelText('Vaaranmaan Energia Oy'));
    await userEvent.click(within(form).getByRole('button', { name: 'Ota käyttöön' }));
    expect(await within(form).findByLabelText(/Puhelinnumero/)).toHaveAccessibleDescription(
      /puhelinnumero/,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Ota käyttöön' }));
    expect(await screen.findByRole('alertdialog', { name: 'Tunnus on jo käytössä' })).toBeVisible();
  });
});
