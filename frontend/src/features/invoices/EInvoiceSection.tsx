import { useId, useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import type { EInvoiceBank, EInvoicingStatus } from '../../api/rowTypes';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../format';
import { fiForms } from '../../i18n/fiForms';
import { fiSelfService } from '../../i18n/fiSelfService';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';

const t = fiSelfService.eInvoice;

/** A Finnish IBAN (FI + 16 digits, spaces allowed) or an OVT code (0037 + 8–13 digits). */
export function isEInvoiceAddress(value: string): boolean {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^FI\d{16}$/.test(compact) || /^0037\d{8,13}$/.test(compact);
}

export function validateEInvoice(bankBic: string, address: string) {
  const errors: Record<string, string> = {};
  if (bankBic === '') errors.bankBic = fiForms.field.required;
  if (address.trim() === '') errors.eInvoiceAddress = fiForms.field.required;
  else if (!isEInvoiceAddress(address)) errors.eInvoiceAddress = t.addressInvalid;
  return errors;
}

function bankName(banks: readonly EInvoiceBank[], bic: string | null | undefined): string {
  return banks.find((bank) => bank.bic === bic)?.name ?? bic ?? '';
}

function ProposalForm({
  status,
  contractCode,
  banks,
}: {
  status: EInvoicingStatus;
  contractCode: string;
  banks: readonly EInvoiceBank[];
}) {
  const [bankBic, setBankBic] = useState('');
  const [address, setAddress] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = formsApi.useSendEInvoiceProposalMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };
  const bankId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateEInvoice(bankBic, address);
    setClientErrors(checked);
    if (Object.keys(checked).length > 0) return;
    await write.run(
      () =>
        send({
          bankBic,
          eInvoiceAddress: address.replace(/\s/g, '').toUpperCase(),
          invoicingContractCode: contractCode,
          invoicingCustomerCode: status.invoicingCustomerCode,
        }).unwrap(),
      () => t.sent,
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="e-invoice-title">
      <p>{t.intro}</p>
      <FormAlert show={Object.keys(clientErrors).length > 0 || write.formError !== null} />
      <div className={`field${errors.bankBic ? ' field--invalid' : ''}`}>
        <label htmlFor={bankId}>{t.bank}</label>
        <select
          id={bankId}
          name="bankBic"
          value={bankBic}
          onChange={(event) => setBankBic(event.target.value)}
          aria-invalid={errors.bankBic ? true : undefined}
          aria-describedby={errors.bankBic ? `${bankId}-error` : undefined}
        >
          <option value="">{t.chooseBank}</option>
          {banks.map((bank) => (
            <option key={bank.bic} value={bank.bic}>
              {bank.name}
            </option>
          ))}
        </select>
        {errors.bankBic ? (
          <p className="field__error" id={`${bankId}-error`}>
            {errors.bankBic}
          </p>
        ) : null}
      </div>
      <TextField
        label={t.address}
        hint={t.addressHint}
        name="eInvoiceAddress"
        autoComplete="off"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={errors.eInvoiceAddress}
      />
      <SubmitButton pending={isLoading} label={t.submit} pendingLabel={fiForms.sending} />
      <WriteOutcome write={write} />
    </form>
  );
}

/**
 * E-invoicing of the place's invoicing contract: status (#183) and a proposal to a bank (#184
 * list, #185 send), also to change the bank while e-invoicing is on; a sent one shows as pending.
 */
export function EInvoiceSection({ contractCode }: { contractCode: string }) {
  const statuses = formsApi.useGetEInvoicingQuery();
  const banks = formsApi.useGetEInvoiceBanksQuery();
  return (
    <section className="card" aria-labelledby="e-invoice-title">
      <h2 id="e-invoice-title">{t.title}</h2>
      <QueryState query={statuses} failed={t.loadFailed}>
        {(data) => {
          const status = data.items.find((item) =>
            item.invoicingContractCodes.includes(contractCode),
          );
          if (!status) return <p>{t.notFound}</p>;
          const bankList = banks.data?.items ?? [];
          return (
            <>
              <p data-testid="e-invoice-delivery">
                {status.eInvoiceActive
                  ? t.active(bankName(bankList, status.bankBic))
                  : t.deliveryNow(t.delivery[status.delivery] ?? status.delivery)}
              </p>
              {status.pendingProposal ? (
                <p className="notice" data-testid="e-invoice-pending">
                  {t.pending(
                    formatDate(status.pendingProposal.sentDate),
                    bankName(bankList, status.pendingProposal.bankBic),
                  )}
                </p>
              ) : null}
              <QueryState query={banks} failed={t.banksFailed}>
                {(list) => (
                  <ProposalForm status={status} contractCode={contractCode} banks={list.items} />
                )}
              </QueryState>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
