import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LocationDetails, Popup, ProductConfiguration } from '../../api/rowTypes';
import { popupToShow, type PopupRules } from './PlacePopups';
import { electricityFeatures, threePlaces, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { invoiceDetail, locationDetails } from '../../testing/rowFixtures';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const detailsUrl = '/api/v2/servicelocation/user/:userId/location/:locationId';

function fullDetails(): LocationDetails {
  return {
    ...locationDetails(),
    missing: ['metering'],
    invoice: {
      ...invoiceDetail(),
      invoicingContractCode: 'C1',
      invoicingCustomerCode: 'K1',
      barcode: null,
    },
    marketPrice: {
      weekAvgPrice: 8.5,
      weekAvgPriceVat: 8.5,
      weekAvgPriceVat0: 6.77,
      hourlyPrice: 12.25,
      hourlyPriceVat: 12.25,
      hourlyPriceVat0: 9.76,
      notificationOn: true,
    },
    monthlyInsightsMonth: '2026-10',
    // §3 solarEnergy, which the gateway does not send yet.
    ...({ solarEnergy: { panelId: 'PV100103', panelName: 'Koivulehdon voimala' } } as object),
  };
}

const popup: Popup = {
  type: 'greenPower',
  utilityType: 'ELECTRICITY',
  title: 'Vihreää sähköä 1 €/kk',
  description: 'Lisää sopimukseesi tuulivoimaa.',
  accept: 'Tilaa vihreä sähkö',
  close: 'Ei kiitos',
  dismissDescription: 'Älä näytä tätä uudelleen',
  dismissProperty: 'greenPowerPopupDismissed',
};

/** The place's products (#121): what the offers are judged by. */
function products(overrides: Partial<ProductConfiguration> = {}): ProductConfiguration {
  return {
    locationId: PLACE,
    productName: 'Pörssisähkö',
    productType: 'SPOT',
    buildingPackageType: 'DETACHED_HOUSE',
    annualConsumptionEstimateKwh: 18000,
    greenPowerOn: false,
    greenPowerPackageKwh: 3000,
    canHaveGreenPower: true,
    homeInsuranceOn: false,
    canHaveHomeInsurance: true,
    ...overrides,
  };
}

const insurance: Popup = {
  ...popup,
  type: 'homeInsurance',
  title: 'Kotivakuutus sähköasiakkaille',
  accept: 'Katso tarjous',
};

/** Serves the popups and the place's products; answers how often the products were read. */
function popupServer(popups: Popup[], config: ProductConfiguration = products()) {
  const configReads = { count: 0 };
  server.use(
    http.get('/api/popup/v1', () => HttpResponse.json({ popups })),
    http.get(
      '/api/v2/consumption/pricing/user/:userId/location/:locationId/productConfiguration',
      () => {
        configReads.count += 1;
        return HttpResponse.json(config);
      },
    ),
  );
  return configReads;
}

describe('popup rules', () => {
  const rules = (over: Partial<PopupRules> = {}): PopupRules => ({
    dismissed: () => false,
    config: products(),
    shownThisVisit: null,
    key: (p) => p.type,
    ...over,
  });

  it('offers nothing the place has or cannot have, and nothing before its products are known', () => {
    expect(popupToShow([popup, insurance], rules())).toBe(popup);
    expect(
      popupToShow([popup, insurance], rules({ config: products({ greenPowerOn: true }) })),
    ).toBe(insurance);
    expect(
      popupToShow(
        [popup, insurance],
        rules({ config: products({ canHaveGreenPower: false, homeInsuranceOn: true }) }),
      ),
    ).toBeUndefined();
    expect(popupToShow([popup], rules({ config: undefined }))).toBeUndefined();
    const tip = { ...popup, type: 'returnTemperature' };
    expect(popupToShow([tip], rules({ config: undefined }))).toBe(tip);
  });

  it('shows at most one a visit: the one shown already, until it is closed', () => {
    expect(popupToShow([popup, insurance], rules({ shownThisVisit: 'homeInsurance' }))).toBe(
      insurance,
    );
    expect(
      popupToShow(
        [popup, insurance],
        rules({ shownThisVisit: 'homeInsurance', dismissed: (p) => p.type === 'homeInsurance' }),
      ),
    ).toBeUndefined();
  });
});

describe('use place overview', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('shows the location-details cards and names the missing parts', async () => {
    server.use(
      http.get(detailsUrl, () => HttpResponse.json(fullDetails())),
      http.get('/api/features/v1/user/:userId/location/:locationId', () =>
        HttpResponse.json({
          features: [
            ...electricityFeatures,
            { ...electricityFeatures[0]!, feature: 'MONTHLY_INSIGHTS' },
          ],
        }),
      ),
    );
    renderApp(`/kayttopaikka?paikka=${PLACE}`);

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Osa tiedoista ei ole juuri nyt saatavilla: kulutus- ja tuotantotiedot.',
    );
    const contract = screen.getByRole('region', { name: 'Sopimus' });
    expect(contract).toHaveTextContent('Pörssisähkö');
    expect(contract).toHaveTextContent('Omakotitalo');
    expect(contract.textContent).toContain('0,49\u00a0c/kWh (sis. alv');
    expect(contract.textContent).toContain('1\u00a0200\u00a0kg');
    const invoices = screen.getByRole('region', { name: 'Laskut' });
    expect(invoices.textContent).toContain(
      '2026110001: 125,50\u00a0€, eräpäivä 28.11.2026 (Avoin)',
    );
    expect(screen.getByRole('region', { name: 'Pörssisähkö' }).textContent).toContain(
      '12,25\u00a0c/kWh',
    );
    expect(
      screen.getByRole('link', { name: 'Katso kuukausikatsaus: lokakuu 2026' }),
    ).toHaveAttribute(
      'href',
      `/kayttopaikka/kuukausikatsaus?paikka=${PLACE}&jakso=MONTH&pvm=2026-10-01`,
    );
    expect(
      screen.getByRole('link', { name: 'Aurinkovoimala Koivulehdon voimala' }),
    ).toHaveAttribute('href', `/kayttopaikka/aurinkosahko?paikka=${PLACE}`);
    expect(screen.getByRole('region', { name: 'Kulutusbudjetti' }).textContent).toContain(
      '150,00\u00a0€ / 300,00\u00a0€',
    );
  });

  it('shows an error when the location details fail', async () => {
    server.use(http.get(detailsUrl, () => problem(502, 'UPSTREAM_FAILED')));
    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Käyttöpaikan tietojen lataus epäonnistui.',
    );
  });

  it('shows one popup a visit, not pre-ticked, remembered only when ticked', async () => {
    const asked: (string | null)[] = [];
    const configReads = popupServer([popup, insurance]);
    server.use(
      http.get('/api/popup/v1', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('utilityType'));
        return HttpResponse.json({ popups: [popup, insurance] });
      }),
    );
    const first = renderApp(`/kayttopaikka?paikka=${PLACE}`);
    const dialog = await screen.findByRole('dialog', { name: popup.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = within(dialog).getByRole('checkbox', { name: popup.dismissDescription });
    expect(box).not.toBeChecked();
    expect(asked).toEqual(['ELECTRICITY']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ei kiitos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed without the tick: not remembered, and the second popup waits for another visit.
    expect(window.localStorage.getItem('portal.popup.1000001.greenPower')).toBeNull();
    expect(screen.queryByRole('dialog', { name: insurance.title })).not.toBeInTheDocument();
    first.unmount();

    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    await screen.findByRole('region', { name: 'Sopimus' });
    await waitFor(() => expect(asked).toHaveLength(2));
    // Once the place's products are known a popup would show: none does, this visit.
    await waitFor(() => expect(configReads.count).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('remembers a popup dismissed with the tick, and the next visit shows the next one', async () => {
    popupServer([popup, insurance]);
    const first = renderApp(`/kayttopaikka?paikka=${PLACE}`);
    const dialog = await screen.findByRole('dialog', { name: popup.title });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: popup.dismissDescription }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ei kiitos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('portal.popup.1000001.greenPower')).not.toBeNull();
    first.unmount();

    window.sessionStorage.clear();
    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    expect(await screen.findByRole('dialog', { name: insurance.title })).toBeVisible();
  });

  it('never offers green power to a place that has it', async () => {
    popupServer([popup, insurance], products({ greenPowerOn: true }));
    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    expect(await screen.findByRole('dialog', { name: insurance.title })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: popup.title })).not.toBeInTheDocument();
  });

  it('shows no popups on a place shared through a read right', async () => {
    let asked = false;
    server.use(
      http.get('/api/popup/v1', () => {
        asked = true;
        return HttpResponse.json({ popups: [popup] });
      }),
    );
    renderApp('/kayttopaikka?paikka=KL-2001');
    await screen.findByText('Vain luku');
    await screen.findByRole('region', { name: 'Sopimus' });
    expect(asked).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes a popup with Escape', async () => {
    popupServer([popup]);
    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    await screen.findByRole('dialog', { name: popup.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('UI mode', () => {
  it('shows a B2B user of no company a notice instead of the places, none of the household content', async () => {
    server.use(
      http.get('/api/v2/user/:userId/ui', () =>
        HttpResponse.json({ priwattiUserId: 1000001, uiMode: 'B2B' }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Yritysnäkymä' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Tunnukseesi ei ole liitetty yhtään yritystä',
    );
    expect(screen.queryByRole('link', { name: 'Koti' })).not.toBeInTheDocument();
  });

  it("sends a B2B user from a household place's screen to the company's places", async () => {
    server.use(
      http.get('/api/v2/user/:userId/ui', () =>
        HttpResponse.json({ priwattiUserId: 1000001, uiMode: 'B2B' }),
      ),
    );
    renderApp(`/kayttopaikka?paikka=${PLACE}`);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Yrityksen käyttöpaikat näet etusivulta.',
    );
  });

  it('asks for the user content together with the UI mode, not after it', async () => {
    const asked: string[] = [];
    let answerUi: () => void = () => undefined;
    const uiAnswered = new Promise<void>((resolve) => (answerUi = resolve));
    server.use(
      http.get('/api/v2/user/:userId/ui', async () => {
        asked.push('ui');
        await uiAnswered;
        return HttpResponse.json({ priwattiUserId: 1000001, uiMode: 'B2C' });
      }),
      http.get('/api/v2/servicelocation/user/:userId/content', () => {
        asked.push('content');
        answerUi();
        return HttpResponse.json(userContent(threePlaces));
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Koti' })).toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining(['ui', 'content']));
  });

  it('falls back to B2C when the mode is unknown or cannot be read', async () => {
    server.use(http.get('/api/v2/user/:userId/ui', () => problem(502, 'UPSTREAM_FAILED')));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Koti' })).toBeInTheDocument();
  });
});
