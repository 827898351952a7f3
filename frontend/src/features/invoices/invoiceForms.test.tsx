import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EInvoicingStatus } from '../../api/rowTypes';
import { OWN_USER_ID, OTHER_USER_ID, makeUsePlace, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { invoiceSummary } from '../../testing/rowFixtures';
import { server } from '../../testing/server';
import { validateDueDate } from './DueDateForm';
import { isEInvoiceAddress, validateEInvoice } from './EInvoiceSection';
import { closeDialog, record, type Sent } from '../../testing/kit';

const PLACE = '643000000000000001';
const summaryUrl = '/api/v2/invoice/user/:userId/location/:locationId/summary';
const dueDateUrl = '/api/v2/invoice/user/:userId/location/:locationId/dueDate';
const banks = {
  items: [
    { name: 'Nordea Bank Abp', bic: 'NDEAFIHH' },
    { name: 'OP Ryhmä', bic: 'OKOYFIHH' },
  ],
};
const status = (overrides: Partial<EInvoicingStatus> = {}): EInvoicingStatus => ({
  invoicingCustomerCode: 'ICU-1',
  company: 'VARE',
  companyName: 'Vaasan Energia',
  delivery: 'PAPER',
  eInvoiceActive: false,
  bankBic: null,
  invoicingContractCodes: ['IC-1'],
  pendingProposal: null,
  ...overrides,
});

/** The summary with its due-date state, and an e-invoicing status that the proposal updates. */
function invoicing(initial: { canChangeDueDate?: boolean; eInvoice?: EInvoicingStatus } = {}) {
  const state = {
    code: '28',
    canChange: initial.canChangeDueDate ?? true,
    lastChanged: null as string | null,
    eInvoice: initial.eInvoice ?? status(),
  };
  server.use(
    http.get(summaryUrl, () =>
      HttpResponse.json({
        ...invoiceSummary(),
        invoiceDueDateCode: state.code,
        canChangeDueDate: state.canChange,
        lastChangedDate: state.lastChanged,
      }),
    ),
    http.get('/api/invoices/v1/e-invoicing', () => HttpResponse.json({ items: [state.eInvoice] })),
    http.get('/api/invoices/v1/e-invoice-proposal/banks', () => HttpResponse.json(banks)),
  );
  return state;
}

describe('client-side rules', () => {
  it('due date: one of 01, 15, LAST and not the current one', () => {
    expect(validateDueDate('', '28')).toBe('Pakollinen tieto.');
    expect(validateDueDate('28', '28')).toBe('Pakollinen tieto.');
    expect(validateDueDate('15', '15')).toBe('Valitse eri eräpäivä kuin nykyinen.');
    expect(validateDueDate('LAST', '28')).toBeUndefined();
  });
  it('e-invoice: a bank and an IBAN or OVT address', () => {
    expect(isEInvoiceAddress('FI21 1234 5600 0007 85')).toBe(true);
    expect(isEInvoiceAddress('003712345678')).toBe(true);
    expect(isEInvoiceAddress('FI21 1234')).toBe(false);
    expect(validateEInvoice('', '')).toEqual({
      bankBic: 'Pakollinen tieto.',
      eInvoiceAddress: 'Pakollinen tieto.',
    });
    expect(validateEInvoice('NDEAFIHH', 'SE123').eInvoiceAddress).toMatch(/IBAN/);
  });
});

describe('due date change (#237)', () => {
  it('sends the code; the refetched summary shows it and locks the change', async () => {
    const state = invoicing();
    const sent: Sent[] = [];
    server.use(
      http.put(dueDateUrl, async ({ request }) => {
        await record(sent, request);
        state.code = (sent[0]!.body as { invoiceDueDateCode: string }).invoiceDueDateCode;
        state.canChange = false;
        state.lastChanged = '2026-11-23';
        return HttpResponse.json({
          invoiceDueDateCode: state.code,
          canChangeDueDate: false,
          lastChangedDate: state.lastChanged,
        });
      }),
    );
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    const form = await screen.findByRole('form', { name: 'Vaihda eräpäivä' });
    await userEvent.click(within(form).getByLabelText('Kuukauden viimeinen päivä'));
    await userEvent.click(within(form).getByRole('button', { name: 'Vaihda eräpäivä' }));
    expect(await screen.findByRole('dialog', { name: 'Toiminto onnistui' })).toHaveTextContent(
      'Eräpäiväksi vaihdettiin: Kuukauden viimeinen päivä.',
    );
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      {
        url: `/api/v2/invoice/user/${OWN_USER_ID}/location/${PLACE}/dueDate`,
        body: { invoiceDueDateCode: 'LAST' },
        webVersion: '0.1.0',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('due-date-current')).toHaveTextContent(
        'Laskusi erääntyvät kuukauden viimeisenä päivänä.',
      ),
    );
    expect(screen.getByText('Eräpäivää ei voi tällä hetkellä vaihtaa.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Vaihda eräpäivä' })).not.toBeInTheDocument();
  });

  it('is not offered while the summary says canChangeDueDate false', async () => {
    invoicing({ canChangeDueDate: false });
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    expect(await screen.findByRole('table', { name: 'Laskut' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'E-lasku' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Vaihda eräpäivä' })).not.toBeInTheDocument();
  });

  it('nothing chosen sends nothing; 400 by the field; 409 execution failed; 502 request fail', async () => {
    invoicing();
    let calls = 0;
    server.use(
      http.put(dueDateUrl, () => {
        calls += 1;
        if (calls === 1)
          return problem(400, 'VALIDATION_FAILED', {
            errors: [
              {
                field: 'invoiceDueDateCode',
                code: 'not_allowed',
                message: 'must be one of 01, 15, LAST',
              },
            ],
          });
        if (calls === 2) return problem(409, 'DueDateChangeNotAllowed');
        return problem(502, 'UPSTREAM_FAILED');
      }),
    );
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    const form = await screen.findByRole('form', { name: 'Vaihda eräpäivä' });
    const submit = within(form).getByRole('button', { name: 'Vaihda eräpäivä' });
    const group = within(form).getByRole('group', { name: 'Uusi eräpäivä' });
    await userEvent.click(submit);
    expect(group).toHaveAccessibleDescription('Pakollinen tieto.');
    expect(calls).toBe(0);
    await userEvent.click(within(form).getByLabelText('Kuukauden 15. päivä'));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Valitse jokin sallituista vaihtoehdoista.'),
    );
    await userEvent.click(submit);
    const failed = await screen.findByRole('alertdialog', { name: 'Toiminto epäonnistui' });
    await userEvent.click(within(failed).getByRole('button', { name: 'Sulje' }));
    await userEvent.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });

  it('a place seen through a read right shows no forms', async () => {
    invoicing();
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/content', () =>
        HttpResponse.json(
          userContent([makeUsePlace({ identifier: PLACE, contentOwnerId: OTHER_USER_ID })]),
        ),
      ),
    );
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    expect(await screen.findByRole('table', { name: 'Laskut' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Vaihda eräpäivä' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-lasku' })).not.toBeInTheDocument();
  });
});

describe('e-invoice proposal (#183, #184, #185)', () => {
  it('sends the proposal; the refetched status shows it as pending', async () => {
    const state = invoicing();
    const sent: Sent[] = [];
    server.use(
      http.post('/api/invoices/v1/e-invoice-proposal', async ({ request }) => {
        await record(sent, request);
        const body = sent[0]!.body as { bankBic: string; eInvoiceAddress: string };
        state.eInvoice = status({
          pendingProposal: {
            proposalId: 'EIP-1',
            invoicingContractCode: 'IC-1',
            bankBic: body.bankBic,
            eInvoiceAddress: body.eInvoiceAddress,
            sentDate: '2026-11-23',
          },
        });
        return HttpResponse.json({ proposalId: 'EIP-1', status: 'SENT' });
      }),
    );
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'E-lasku' });
    expect(await within(card).findByTestId('e-invoice-delivery')).toHaveTextContent(
      'Laskut toimitetaan nyt: Paperilasku.',
    );
    await userEvent.selectOptions(await within(card).findByLabelText('Pankki'), 'NDEAFIHH');
    await userEvent.type(within(card).getByLabelText(/E-laskuosoite/), 'fi21 1234 5600 0007 85');
    await userEvent.click(within(card).getByRole('button', { name: 'Lähetä e-laskuehdotus' }));
    await closeDialog('Toiminto onnistui');
    expect(sent).toEqual([
      {
        url: '/api/invoices/v1/e-invoice-proposal',
        body: {
          bankBic: 'NDEAFIHH',
          eInvoiceAddress: 'FI2112345600000785',
          invoicingContractCode: 'IC-1',
          invoicingCustomerCode: 'ICU-1',
        },
        webVersion: '0.1.0',
      },
    ]);
    expect(await within(card).findByTestId('e-invoice-pending')).toHaveTextContent(
      'E-laskuehdotus lähetetty 23.11.2026 (Nordea Bank Abp)',
    );
  });

  it('client-side errors send nothing; 400 by the field; 502 request fail', async () => {
    invoicing({ eInvoice: status({ eInvoiceActive: true, bankBic: 'OKOYFIHH' }) });
    let calls = 0;
    server.use(
      http.post('/api/invoices/v1/e-invoice-proposal', () =>
        ++calls === 1
          ? problem(400, 'VALIDATION_FAILED', {
              errors: [
                {
                  field: 'bankBic',
                  code: 'invalid_format',
                  params: { format: 'bic' },
                  message: 'unknown bank',
                },
              ],
            })
          : problem(502, 'UPSTREAM_FAILED'),
      ),
    );
    renderApp(`/kayttopaikka/laskut?paikka=${PLACE}`);
    const card = await screen.findByRole('region', { name: 'E-lasku' });
    expect(await within(card).findByTestId('e-invoice-delivery')).toHaveTextContent(
      'E-lasku on käytössä (OP Ryhmä).',
    );
    const submit = await within(card).findByRole('button', { name: 'Lähetä e-laskuehdotus' });
    const address = within(card).getByLabelText(/E-laskuosoite/);
    await userEvent.type(address, 'SE12');
    await userEvent.click(submit);
    expect(address).toHaveAccessibleDescription(/IBAN-muodossa/);
    expect(within(card).getByLabelText('Pankki')).toHaveAccessibleDescription('Pakollinen tieto.');
    expect(calls).toBe(0);
    await userEvent.selectOptions(within(card).getByLabelText('Pankki'), 'NDEAFIHH');
    await userEvent.clear(address);
    await userEvent.type(address, 'FI2112345600000785');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(card).getByLabelText('Pankki')).toHaveAttribute('aria-invalid', 'true'),
    );
    await userEvent.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'Pyyntö epäonnistui' })).toBeVisible();
  });
});
