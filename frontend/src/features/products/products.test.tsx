import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OWN_USER_ID } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { greenPowerMonthlyEuros, validatePackageSize } from '../../components/forms/greenPower';
import { closeDialog } from '../../testing/kit';

const PLACE = '643000000000000001';
const PATH = '/api/v2/consumption/pricing/user/:userId/location/:locationId/productConfiguration';

const config = {
  locationId: PLACE,
  productName: 'Pörssisähkö',
  productType: 'SPOT',
  buildingPackageType: 'DETACHED_HOUSE',
  annualConsumptionEstimateKwh: 15748,
  greenPowerOn: false,
  greenPowerPackageKwh: 3000,
  homeInsuranceOn: false,
  canHaveGreenPower: true,
  canHaveHomeInsurance: true,
};

/** The mock's behaviour: #122 turns a product on, #123 ends all, #121 reads the state. */
function productStore(sent: { method: string; body: unknown }[]) {
  let state: Record<string, unknown> = { ...config };
  return [
    http.get(PATH, () => HttpResponse.json(state)),
    http.post(PATH, async ({ request, params }) => {
      expect(params.userId).toBe(String(OWN_USER_ID));
      const body = (await request.clone().json()) as { product: string; packageSize?: number };
      sent.push({ method: 'POST', body });
      state =
        body.product === 'GREEN_POWER'
          ? { ...state, greenPowerOn: true, greenPowerPackageKwh: body.packageSize ?? 3000 }
          : { ...state, homeInsuranceOn: true };
      return HttpResponse.json(state);
    }),
    http.delete(PATH, ({ request }) => {
      sent.push({ method: 'DELETE', body: request.headers.get('X-Web-Version') });
      state = { ...state, greenPowerOn: false, homeInsuranceOn: false };
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

describe('green power pricing and package rule', () => {
  it('1 € a month per started 3000 kWh; package 1000..20000 kWh', () => {
    expect(greenPowerMonthlyEuros(3000)).toBe(1);
    expect(greenPowerMonthlyEuros(3001)).toBe(2);
    expect(greenPowerMonthlyEuros(20000)).toBe(7);
    expect(validatePackageSize('5000')).toEqual({ value: 5000 });
    expect(validatePackageSize('999').error).toMatch(/välillä 1 000–20 000/);
    expect(validatePackageSize('').error).toBe('Pakollinen tieto.');
    expect(validatePackageSize('3000,5').error).toBe('Anna luku.');
  });
});

describe('add-on products (/kayttopaikka/lisapalvelut, #121–#123)', () => {
  it('orders green power with the default 3000 kWh package, then home insurance', async () => {
    const sent: { method: string; body: unknown }[] = [];
    server.use(...productStore(sent));
    renderApp(`/kayttopaikka/lisapalvelut?paikka=${PLACE}`);
    const green = await screen.findByRole('region', { name: 'Vihreä sähkö' });
    expect(green).toHaveTextContent('alkaen 1 € kuukaudessa');
    const size = await within(green).findByLabelText(/Paketin koko/);
    expect(size).toHaveValue('3000');
    expect(within(green).getByTestId('green-power-price')).toHaveTextContent('1,00 € / kk');
    await userEvent.clear(size);
    await userEvent.type(size, '7000');
    expect(within(green).getByTestId('green-power-price')).toHaveTextContent('3,00 € / kk');
    await userEvent.click(within(green).getByRole('button', { name: 'Tilaa vihreä sähkö' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      '7 000 kWh',
    );
    await closeDialog(/Toiminto onnistui/);
    await waitFor(() =>
      expect(within(green).getByTestId('saved-green-power')).toHaveTextContent(
        /Tilattu.*7 000 kWh.*3,00 € \/ kk/,
      ),
    );
    const insurance = screen.getByRole('region', { name: 'Kotivakuutus' });
    await userEvent.click(within(insurance).getByRole('button', { name: 'Tilaa kotivakuutus' }));
    await closeDialog(/Toiminto onnistui/);
    await waitFor(() =>
      expect(within(insurance).getByTestId('saved-home-insurance')).toHaveTextContent('Tilattu'),
    );
    expect(sent).toEqual([
      { method: 'POST', body: { product: 'GREEN_POWER', packageSize: 7000 } },
      { method: 'POST', body: { product: 'HOME_INSURANCE', packageSize: null } },
    ]);
  });

  it('ends every add-on only after a confirmation', async () => {
    const sent: { method: string; body: unknown }[] = [];
    server.use(...productStore(sent));
    renderApp(`/kayttopaikka/lisapalvelut?paikka=${PLACE}`);
    const green = await screen.findByRole('region', { name: 'Vihreä sähkö' });
    await userEvent.click(await within(green).findByRole('button', { name: 'Tilaa vihreä sähkö' }));
    await closeDialog(/Toiminto onnistui/);
    const end = await screen.findByRole('region', { name: 'Lopeta lisäpalvelut' });
    await userEvent.click(within(end).getByRole('button', { name: 'Lopeta lisäpalvelut' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Lopetetaanko lisäpalvelut?' });
    expect(confirm).toHaveTextContent('vihreä sähkö');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Peruuta' }));
    expect(sent.filter((s) => s.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(end).getByRole('button', { name: 'Lopeta lisäpalvelut' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: /Lopetetaanko/ })).getByRole('button', {
        name: 'Lopeta',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'lopetettiin',
    );
    await closeDialog(/Toiminto onnistui/);
    await waitFor(() =>
      expect(within(green).getByTestId('saved-green-power')).toHaveTextContent('Ei tilattu'),
    );
    expect(sent.at(-1)).toEqual({ method: 'DELETE', body: '0.1.0' });
  });

  it('checks the package size; a 400 shows by the field; a 409 and a 502 open their dialogs', async () => {
    let calls = 0;
    server.use(
      http.get(PATH, () => HttpResponse.json(config)),
      http.post(PATH, () => {
        calls += 1;
        if (calls === 1)
          return problem(400, 'VALIDATION_FAILED', {
            errors: [
              {
                field: 'packageSize',
                code: 'out_of_range',
                params: { min: 1000, max: 20000 },
                message: 'must be from 1000 to 20000',
              },
            ],
          });
        return calls === 2 ? problem(409, 'ProductNotAvailable') : problem(502, 'UPSTREAM_FAILED');
      }),
    );
    renderApp(`/kayttopaikka/lisapalvelut?paikka=${PLACE}`);
    const green = await screen.findByRole('region', { name: 'Vihreä sähkö' });
    const size = await within(green).findByLabelText(/Paketin koko/);
    const order = within(green).getByRole('button', { name: 'Tilaa vihreä sähkö' });
    await userEvent.clear(size);
    await userEvent.type(size, '25000');
    await userEvent.click(order);
    expect(size).toHaveAccessibleDescription(/välillä 1 000–20 000/);
    expect(calls).toBe(0);
    await userEvent.clear(size);
    await userEvent.type(size, '4000');
    await userEvent.click(order);
    await waitFor(() => expect(size).toHaveAttribute('aria-invalid', 'true'));
    expect(size).toHaveAccessibleDescription(/välillä 1000–20000/);
    // The button stays disabled until the page has seen the write end; a click before that is
    // one a person cannot make either.
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    const failed = await screen.findByRole('alertdialog', { name: 'Toiminto epäonnistui' });
    await userEvent.click(within(failed).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });

  it('a place that cannot have add-ons says so and offers nothing', async () => {
    server.use(
      http.get(PATH, () =>
        HttpResponse.json({ ...config, canHaveGreenPower: false, canHaveHomeInsurance: false }),
      ),
    );
    renderApp(`/kayttopaikka/lisapalvelut?paikka=${PLACE}`);
    expect(await screen.findByText(/ei ole tarjolla lisäpalveluita/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tilaa/ })).not.toBeInTheDocument();
  });
});
