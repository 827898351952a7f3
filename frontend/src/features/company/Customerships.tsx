import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState, type FormEvent } from 'react';
import { type Customership, type EnergyCompany, userManagement } from '../../api/b2bApi';
import { formsApi } from '../../api/formsApi';
import { isApiError } from '../../api/problem';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { fiCompany } from '../../i18n/fiCompany';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ManagedPlacesTable } from './ManagedPlaces';

const t = fiCompany.customerships;

/** A customership as #231 and #232 name it in the query and #225 in the body. */
interface Named {
  company: EnergyCompany;
  customerCode: string;
}

/** The gateway's rule for a customer code: A and seven digits. */
const CUSTOMER_CODE = /^A\d{7}$/;

interface Fields {
  company: EnergyCompany | '';
  customerCode: string;
}

function fieldErrors(fields: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (fields.company === '') errors.company = t.companyRequired;
  if (!CUSTOMER_CODE.test(fields.customerCode.trim().toUpperCase()))
    errors.customerCode = t.codeInvalid;
  return errors;
}

/**
 * The company's customerships (spec §2 "add customership", the main user's): one looked up by
 * its energy company and customer code (#231) with the places under it, removed (#232), and one
 * added back (#225). Each write asks first and says what was done only when the gateway
 * answered. Nothing lists the company's customerships (#231 reads one), so both start from the
 * code on the company's invoice or contract.
 */
export function CustomershipsPanel({ companyRef }: { companyRef: string }) {
  const companies = formsApi.useGetCompaniesQuery();
  const [shown, setShown] = useState<Named>();
  const nameOf = (company: EnergyCompany) =>
    companies.data?.companies.find((each) => each.company === company)?.companyName ?? company;
  return (
    <section className="card" aria-labelledby="company-customerships">
      <h2 id="company-customerships">{t.title}</h2>
      <p>{t.lead}</p>
      <QueryState query={companies} failed={t.companiesFailed}>
        {(data) => (
          <div className="company-customerships">
            <CustomershipForm
              title={t.lookupTitle}
              submit={t.lookup}
              companies={data.companies}
              onSubmit={setShown}
            />
            <AddCustomership
              companyRef={companyRef}
              companies={data.companies}
              onAdded={setShown}
            />
          </div>
        )}
      </QueryState>
      {shown ? (
        <CustomershipDetails
          companyRef={companyRef}
          named={shown}
          companyName={nameOf(shown.company)}
          onRemoved={() => setShown(undefined)}
        />
      ) : null}
    </section>
  );
}

type CompanyChoice = { company: EnergyCompany; companyName: string };

/** The energy company and the customer code, checked before anything is asked. */
function CustomershipForm({
  title,
  submit,
  companies,
  pending = false,
  onSubmit,
}: {
  title: string;
  submit: string;
  companies: readonly CompanyChoice[];
  pending?: boolean;
  onSubmit: (named: Named) => void;
}) {
  const titleId = useId();
  const companyId = useId();
  const [fields, setFields] = useState<Fields>({ company: '', customerCode: '' });
  const [checked, setChecked] = useState(false);
  const errors = checked ? fieldErrors(fields) : {};

  function send(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (fields.company === '' || Object.keys(fieldErrors(fields)).length > 0) return;
    onSubmit({ company: fields.company, customerCode: fields.customerCode.trim().toUpperCase() });
  }

  return (
    <form onSubmit={send} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <FormAlert show={Object.keys(errors).length > 0} />
      <div className={`field${errors.company ? ' field--invalid' : ''}`}>
        <label htmlFor={companyId}>{t.company}</label>
        <select
          id={companyId}
          value={fields.company}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={errors.company ? `${companyId}-error` : undefined}
          onChange={(event) =>
            setFields({ ...fields, company: event.target.value as EnergyCompany | '' })
          }
        >
          <option value="">{t.chooseCompany}</option>
          {companies.map((each) => (
            <option key={each.company} value={each.company}>
              {each.companyName}
            </option>
          ))}
        </select>
        {errors.company ? (
          <p className="field__error" id={`${companyId}-error`}>
            {errors.company}
          </p>
        ) : null}
      </div>
      <TextField
        label={t.code}
        hint={t.codeHint}
        autoComplete="off"
        value={fields.customerCode}
        error={errors.customerCode}
        onChange={(event) => setFields({ ...fields, customerCode: event.target.value })}
      />
      <SubmitButton pending={pending} label={submit} />
    </form>
  );
}

/** #225 after a confirmation; the added customership is shown as #231 would show it. */
function AddCustomership({
  companyRef,
  companies,
  onAdded,
}: {
  companyRef: string;
  companies: readonly CompanyChoice[];
  onAdded: (named: Named) => void;
}) {
  const [add, adding] = userManagement.useAddCompanyCustomershipMutation();
  const write = useWrite();
  const [confirming, setConfirming] = useState<Named>();
  const nameOf = (company: EnergyCompany) =>
    companies.find((each) => each.company === company)?.companyName ?? company;

  async function confirmed(named: Named) {
    setConfirming(undefined);
    const added = await write.run(
      () => add({ companyRef, addCustomershipRequest: named }).unwrap(),
      (answer: Customership) =>
        t.added(answer.customerCode, answer.companyName, answer.locations.length),
    );
    if (added) onAdded(named);
  }

  return (
    <div>
      <CustomershipForm
        title={t.addTitle}
        submit={t.add}
        companies={companies}
        pending={adding.isLoading}
        onSubmit={setConfirming}
      />
      {confirming ? (
        <ConfirmDialog
          title={t.addConfirmTitle}
          confirm={t.add}
          busy={adding.isLoading}
          onConfirm={() => void confirmed(confirming)}
          onCancel={() => setConfirming(undefined)}
        >
          <p>{t.addConfirmText(confirming.customerCode, nameOf(confirming.company))}</p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} codes={t.codes} />
    </div>
  );
}

/**
 * One customership (#231) with its places and the remove button (#232). A code that is not the
 * company's is 403 from the gateway (a foreign and a missing one answer alike): said as such.
 */
function CustomershipDetails({
  companyRef,
  named,
  companyName,
  onRemoved,
}: {
  companyRef: string;
  named: Named;
  companyName: string;
  onRemoved: () => void;
}) {
  // `removing` lets go of the read while #232 runs; `removed` keeps the success dialog up
  // until it is closed, then the panel forgets the customership.
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState(false);
  const details = userManagement.useGetCompanyCustomershipQuery(
    removing ? skipToken : { companyRef, ...named },
  );
  const [remove, removal] = userManagement.useRemoveCompanyCustomershipMutation();
  const write = useWrite();
  const [confirming, setConfirming] = useState<Customership>();
  const titleId = useId();

  async function confirmed(customership: Customership) {
    setConfirming(undefined);
    // Let go of the read first: once removed, the customership is no longer the company's and
    // a refetch after the write would be refused.
    setRemoving(true);
    const done = await write.run(
      () =>
        remove({ companyRef, ...named })
          .unwrap()
          .then(() => true),
      () => t.removed(customership.customerCode, customership.companyName),
    );
    if (done) setRemoved(true);
    else setRemoving(false);
  }
  const outcome = (
    <WriteOutcome
      write={{
        ...write,
        closeOutcome: () => {
          write.closeOutcome();
          if (removed) onRemoved();
        },
      }}
      codes={t.codes}
    />
  );
  if (removed) return outcome;

  const forbidden = isApiError(details.error) && details.error.status === 403;
  return (
    <section className="company-table" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.detailsTitle(named.customerCode)}</h3>
      {forbidden ? (
        <p role="status">{t.notCompanys(named.customerCode, companyName)}</p>
      ) : removing ? null : (
        <QueryState query={details} failed={t.loadFailed}>
          {(data) => (
            <>
              <dl className="facts">
                <div>
                  <dt>{t.company}</dt>
                  <dd>{data.companyName}</dd>
                </div>
                <div>
                  <dt>{t.code}</dt>
                  <dd>{data.customerCode}</dd>
                </div>
                <div>
                  <dt>{fiCompany.users.places}</dt>
                  <dd>{data.locations.length}</dd>
                </div>
              </dl>
              {data.locations.length === 0 ? (
                <p>{t.noPlaces}</p>
              ) : (
                <ManagedPlacesTable caption={t.places} places={data.locations} rights={false} />
              )}
              <p>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={removal.isLoading}
                  onClick={() => setConfirming(data)}
                >
                  {t.remove(data.customerCode)}
                </button>
              </p>
            </>
          )}
        </QueryState>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t.removeTitle}
          confirm={t.removeConfirm}
          busy={removal.isLoading}
          onConfirm={() => void confirmed(confirming)}
          onCancel={() => setConfirming(undefined)}
        >
          <p>
            {t.removeText(
              confirming.customerCode,
              confirming.companyName,
              confirming.locations.length,
            )}
          </p>
        </ConfirmDialog>
      ) : null}
      {outcome}
    </section>
  );
}
