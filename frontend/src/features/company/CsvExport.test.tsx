import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dispositionFilename } from '../../api/download';
import {
  companyHandlers,
  companyItem,
  ownPlacesHandlers,
  PLACE_URL,
} from '../../testing/companyFixtures';
import { problem, sessionStatusOk } from '../../testing/handlers';
import { renderApp, renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import {
  checkPeriod,
  CsvExportDialog,
  lastFullMonth,
  PlaceCounter,
  type CsvTarget,
} from './CsvExportDialog';

const BASE = '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId';
const CSV =
  '\uFEFFKäyttöpaikka;Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus;Yksikkö;Osoite;Nimi;Tunnisteet\r\n';

/** What the anchor clicks saved: the name and the blob's text. */
let saved: { name: string; url: string }[];
let blobs: Map<string, Blob>;
let revoked: string[];

beforeEach(() => {
  saved = [];
  blobs = new Map();
  revoked = [];
  let next = 0;
  // jsdom has no object URLs and does not download: record what the app hands over.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${next++}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, url: this.href });
  });
});

function csvAnswer(name: string) {
  return new HttpResponse(CSV + 'KP300001;1.10.2026;00:00;+03:00;1,250;kWh\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

function openDialog(target: CsvTarget) {
  server.use(sessionStatusOk());
  const { store } = renderWithProviders(
    <CsvExportDialog companyRef="CR-100" userId={1000003} target={target} onClose={() => {}} />,
  );
  return { store, dialog: screen.getByRole('dialog', { name: /kulutus CSV-tiedostona/ }) };
}

async function setPeriod(dialog: HTMLElement, from: string, to: string) {
  const first = within(dialog).getByLabelText('Alkupäivä');
  const last = within(dialog).getByLabelText('Loppupäivä');
  await userEvent.clear(first);
  if (from) await userEvent.type(first, from);
  await userEvent.clear(last);
  if (to) await userEvent.type(last, to);
}

describe('the CSV period', () => {
  it('defaults to the last full month', () => {
    expect(lastFullMonth('2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastFullMonth('2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('checks the period as the gateway does: both days, in order, 366 days at most', () => {
    expect(checkPeriod('2026-10-01', '2026-10-01')).toEqual({});
    expect(checkPeriod('', '2026-10-01')).toEqual({ from: 'Valitse päivä.' });
    expect(checkPeriod('2026-10-02', '2026-10-01')).toEqual({
      to: 'Loppupäivä ei voi olla ennen alkupäivää.',
    });
    // 2024 is a leap year: 1.1.–31.12. is 366 days, one more is too many.
    expect(checkPeriod('2024-01-01', '2024-12-31')).toEqual({});
    expect(checkPeriod('2024-01-01', '2025-01-01')).toEqual({
      to: 'Jakso voi olla enintään 366 päivää.',
    });
  });

  it('reads the file name from Content-Disposition', () => {
    expect(
      dispositionFilename('attachment; filename="kulutus_KP1_2026-10-01_2026-10-31.csv"'),
    ).toBe('kulutus_KP1_2026-10-01_2026-10-31.csv');
    expect(dispositionFilename('attachment; filename=a.csv')).toBe('a.csv');
    expect(dispositionFilename("attachment; filename=a.csv; filename*=UTF-8''k%C3%A4.csv")).toBe(
      'kä.csv',
    );
    expect(dispositionFilename(null)).toBeUndefined();
  });
});

describe('the CSV export dialog', () => {
  it('exports every matching place by the list’s filter and counts the places as they arrive', async () => {
    const bodies: unknown[] = [];
    const rows = (id: string) =>
      `${id};1.10.2026;00:00;+03:00;1,25;kWh;Katu 1, 00100 Helsinki;;\r\n`;
    server.use(
      http.post(`${BASE}/csvAll`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(CSV + rows('KP1') + rows('KP1') + rows('KP2') + rows('KP3'), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="kulutus_CR-100_a.csv"',
            'X-Export-Places': '3',
          },
        });
      }),
    );
    const { dialog } = openDialog({
      all: { searchString: 'halli', type: 'ELECTRICITY', total: 3 },
    });
    expect(dialog).toHaveAccessibleName('Vie kaikki: 3 käyttöpaikan kulutus CSV-tiedostona');
    await setPeriod(dialog, '2026-10-01', '2026-10-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    expect(await within(dialog).findByText('Tiedosto kulutus_CR-100_a.csv ladattu.')).toBeVisible();
    expect(bodies).toEqual([
      {
        from: '2026-10-01',
        to: '2026-10-01',
        resolution: 'DAY_QUARTERLY',
        searchString: 'halli',
        type: 'ELECTRICITY',
      },
    ]);
    expect(saved.map((file) => file.name)).toEqual(['kulutus_CR-100_a.csv']);
  });

  it('counts a place once however its rows are cut into pieces', () => {
    const counter = new PlaceCounter();
    expect(counter.add('\uFEFFKäyttöpaikka;Päivä')).toBe(0);
    expect(counter.add('määrä\r\nKP1;1.10.2026\r\nKP')).toBe(1);
    expect(counter.add('1;2.10.2026\r\nKP2;1')).toBe(1);
    expect(counter.add('.10.2026\r\nKP3;1.10.2026\r\n')).toBe(3);
  });

  it('sends the selection with the period and resolution and saves the named file', async () => {
    const bodies: unknown[] = [];
    const headers: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/csv`, async ({ request, params }) => {
        expect(params).toMatchObject({ companyRef: 'CR-100', userId: '1000003' });
        headers.push(request.headers.get('X-Web-Version'));
        bodies.push(await request.json());
        return csvAnswer('kulutus_CR-100_2026-10-01_2026-10-01.csv');
      }),
    );
    const { dialog } = openDialog({ refs: ['KP300001', 'CL100001'] });
    expect(within(dialog).getByLabelText('Tarkkuus')).toHaveValue('DAY_QUARTERLY');
    await setPeriod(dialog, '2026-10-01', '2026-10-01');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tarkkuus'), 'Tunneittain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));

    expect(
      await within(dialog).findByText('Tiedosto kulutus_CR-100_2026-10-01_2026-10-01.csv ladattu.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        from: '2026-10-01',
        to: '2026-10-01',
        resolution: 'DAY',
        locationIdentifiers: ['KP300001', 'CL100001'],
      },
    ]);
    expect(headers).toEqual(['0.1.0']);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('kulutus_CR-100_2026-10-01_2026-10-01.csv');
    // The bytes as sent, BOM first (text() would drop the BOM).
    const bytes = new Uint8Array(await blobs.get(saved[0]!.url)!.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).startsWith(CSV)).toBe(true);
    await waitFor(() => expect(revoked).toEqual([saved[0]!.url]));
  });

  it('puts one place’s export with its id in the path, and says it is preparing the file', async () => {
    let release: () => void = () => {};
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/:placeId/csv`, async ({ request, params }) => {
        expect(params.placeId).toBe('CL100001');
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return csvAnswer('kulutus_CL100001_2026-10-01_2026-10-31.csv');
      }),
    );
    const { dialog } = openDialog({ ref: 'CL100001' });
    await setPeriod(dialog, '2026-10-01', '2026-10-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    expect(await within(dialog).findByText('Valmistellaan tiedostoa…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lataa' })).toBeDisabled();
    await waitFor(() => expect(bodies).toHaveLength(1));
    release();
    await within(dialog).findByText(/ladattu/);
    expect(bodies).toEqual([{ from: '2026-10-01', to: '2026-10-31', resolution: 'DAY_QUARTERLY' }]);
    expect(saved.map((file) => file.name)).toEqual(['kulutus_CL100001_2026-10-01_2026-10-31.csv']);
  });

  it('names a bad period at its field and sends nothing', async () => {
    // An unhandled request fails the test (setupTests): nothing may be sent.
    const { dialog } = openDialog({ ref: 'KP300001' });
    await setPeriod(dialog, '2026-10-05', '2026-10-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    expect(
      within(dialog).getByText('Loppupäivä ei voi olla ennen alkupäivää.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Loppupäivä')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('shows a 400 at the field it names, and a 502 as the service failing; nothing is saved', async () => {
    let answer = () =>
      problem(400, 'VALIDATION_FAILED', {
        errors: [{ field: 'to', code: 'INVALID', message: 'must be on or after from' }],
      });
    server.use(http.put(`${BASE}/:placeId/csv`, () => answer()));
    const { dialog } = openDialog({ ref: 'KP300001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tarkista lomakkeen tiedot.',
    );
    expect(within(dialog).getByLabelText('Loppupäivä')).toHaveAttribute('aria-invalid', 'true');

    answer = () => problem(502, 'UPSTREAM_FAILED');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Palvelu ei juuri nyt vastaa. Yritä hetken kuluttua uudelleen.',
      ),
    );
    expect(within(dialog).getByLabelText('Loppupäivä')).not.toHaveAttribute('aria-invalid');
    expect(saved).toEqual([]);
  });
});

describe('a selection with places the user cannot export', () => {
  it('names the places refused, by the ids chosen, never the rights in general', async () => {
    const refusal = (indices: number[]) =>
      problem(403, 'PLACES_NOT_AVAILABLE', {
        errors: indices.map((index) => ({
          field: `locationIdentifiers[${index}]`,
          code: 'NOT_ALLOWED',
          message: 'is not one of your places',
        })),
      });
    let answer = () => refusal([1, 2]);
    server.use(http.post(`${BASE}/csv`, () => answer()));
    const { dialog } = openDialog({ refs: ['KP300005', 'KP300015', 'KP300101'] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Nämä 2 käyttöpaikkaa eivät ole käytettävissäsi: KP300015, KP300101. Poista ne valinnasta ja lataa uudelleen.',
    );
    expect(alert).not.toHaveTextContent('oikeutta');

    answer = () => refusal([0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Käyttöpaikka KP300005 ei ole käytettävissäsi.',
      ),
    );
    expect(saved).toEqual([]);
  });
});

describe('the CSV export and the session', () => {
  it('checks the session first and reports a 401 as the session expired', async () => {
    const order: string[] = [];
    server.use(
      http.put(`${BASE}/:placeId/csv`, () => {
        order.push('export');
        return problem(401, 'SESSION_EXPIRED');
      }),
    );
    const { store, dialog } = openDialog({ ref: 'KP300001' });
    server.use(
      http.get('/api/auth/v1/session-status', () => {
        order.push('status');
        return HttpResponse.json({
          hasRefreshToken: true,
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        });
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    await waitFor(() => expect(store.getState().app.sessionExpired).toBe(true));
    expect(order.at(-1)).toBe('export');
    expect(order).toContain('status');
    expect(saved).toEqual([]);
  });
});

describe('the export buttons', () => {
  it('exports the list’s selection, a read-only place included', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...companyHandlers([
        companyItem('KP300001', { name: 'Tehdas' }),
        companyItem('KP300003', { name: 'Myymälä', rights: 'READ_ONLY' }),
      ]),
      http.post(`${BASE}/csv`, async ({ request }) => {
        bodies.push(await request.json());
        return csvAnswer('kulutus_CR-100_x.csv');
      }),
    );
    renderApp('/');
    await screen.findByRole('table', { name: 'Yrityksen käyttöpaikat' });
    await userEvent.click(screen.getByRole('checkbox', { name: /\(KP300001\)/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /\(KP300003\)/ }));
    const bar = screen.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Lataa 2 käyttöpaikan kulutus CSV-tiedostona',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lataa' }));
    await within(dialog).findByText(/ladattu/);
    expect(bodies).toEqual([
      expect.objectContaining({ locationIdentifiers: ['KP300001', 'KP300003'] }),
    ]);
  });

  it('offers the export on the place screen, whatever its reads answer', async () => {
    server.use(
      ...ownPlacesHandlers(),
      ...companyHandlers([]),
      http.get(`${PLACE_URL}/:read`, () => problem(502, 'UPSTREAM_FAILED')),
    );
    renderApp('/yritys/kohde/KP300014');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Lataa kulutus CSV-tiedostona' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Lataa kulutus CSV-tiedostona' });
    expect(within(dialog).getByLabelText('Alkupäivä')).toHaveValue(lastFullMonth().from);
    expect(within(dialog).getByLabelText('Loppupäivä')).toHaveValue(lastFullMonth().to);
  });
});
