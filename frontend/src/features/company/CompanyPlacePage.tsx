import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  useGetCompanyCompositeEligibleQuery,
  useGetCompanyCompositesExistingQuery,
  useGetCompanyInvoiceSummaryQuery,
  useGetCompanyLocationAdditionalServicesQuery,
  useGetCompanyLocationContractsQuery,
  useGetCompanyUserBasicInfoQuery,
  useGetCompanyUserQuery,
  useModifyCompanyCompositeLocationMutation,
  type CompanyContract,
} from '../../api/b2bApi';
import { QueryState } from '../../components/QueryState';
import { Loading } from '../../components/StatusViews';
import { ScrollTable } from '../../components/TableScroll';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { contractTypeName, formatDate, formatNumber } from '../../format';
import { utilityTypeName } from '../../format/names';
import { InvoiceList } from '../../components/InvoiceList';
import { fiCompany } from '../../i18n/fiCompany';
import { B2BNotice } from '../../place/B2BNotice';
import { useCompany } from '../../place/company';
import { ConfirmDialog, DoneDialog } from '../../components/ConfirmDialog';
import { addressText, companyPlacePath } from './companyPlace';
import { CsvExportDialog } from './CsvExportDialog';
import './company.css';

const t = fiCompany.place;

/**
 * A company place or composite (`/yritys/kohde/{id}`): its contracts (#197), additional
 * services (#198), the company's other composites (#199) and the places a composite could take
 * (#200) and its invoices with their PDFs (#217, #218). A composite the user may change can be separated into its places again (#209); a
 * READ_ONLY one offers no change (A56).
 */
export function CompanyPlacePage() {
  const { placeId = '' } = useParams();
  const { company, userId, me } = useCompany();
  // The list passes the place's name and kind along; a reload or a shared link shows the id.
  const from = useLocation().state as { name?: string; composite?: boolean } | null;

  let body;
  if (me.isLoading) body = <Loading />;
  else if (!company || userId === undefined) body = <B2BNotice message={fiCompany.noCompany} />;
  else {
    const arg = { companyRef: company.companyReferenceId, userId, compositeLocationId: placeId };
    body = (
      <>
        <p className="lead">
          {t.identifier}: {placeId}
        </p>
        <CsvExport arg={arg} />
        <Separate arg={arg} />
        <Contracts arg={arg} />
        <Services arg={arg} />
        <Invoices arg={arg} />
        <Composites arg={arg} current={placeId} />
        <Eligible arg={arg} />
      </>
    );
  }
  const title =
    from?.composite === undefined ? t.anyTitle : from.composite ? t.compositeTitle : t.title;
  return (
    <>
      <p>
        <Link to="/">{t.back}</Link>
      </p>
      <h1>{from?.name ? `${title}: ${from.name}` : `${title} ${placeId}`}</h1>
      {body}
    </>
  );
}

type Arg = { companyRef: string; userId: number; compositeLocationId: string };

/** The place's or composite's consumption as a file (#206); a read right suffices (A55). */
function CsvExport({ arg }: { arg: Arg }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {fiCompany.csv.open}
        </button>
      </p>
      {open ? (
        <CsvExportDialog
          companyRef={arg.companyRef}
          userId={arg.userId}
          target={{ ref: arg.compositeLocationId }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function priceText(contract: CompanyContract) {
  const p = contract.pricing;
  return `${formatNumber(p.price, 2)} ${p.priceUnit}`;
}

function Contracts({ arg }: { arg: Arg }) {
  const query = useGetCompanyLocationContractsQuery(arg);
  return (
    <section className="card company-table" aria-labelledby="company-contracts">
      <h2 id="company-contracts">{t.contracts}</h2>
      <QueryState
        query={query}
        failed={t.contractsFailed}
        empty={t.noContracts}
        isEmpty={(data) => data.contracts.length === 0}
      >
        {(data) => (
          <>
            <p>
              {data.vatIncluded
                ? t.vatIncluded(formatNumber(data.contracts[0]?.pricing.vatPercent, 1))
                : t.vatExcluded}
            </p>
            <ContractList contracts={data.contracts} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function validity(contract: CompanyContract) {
  return t.from(
    formatDate(contract.startDate),
    contract.endDate ? formatDate(contract.endDate) : t.openEnded,
  );
}

function basicFee(contract: CompanyContract) {
  return `${formatNumber(contract.pricing.basicFee, 2)} ${contract.pricing.basicFeeUnit}`;
}

function contractKind(contract: CompanyContract) {
  return `${contractTypeName(contract.contractType)} (${utilityTypeName(contract.utilityType)})`;
}

/** The contracts: a table on a wide screen, a card each on a phone. */
function ContractList({ contracts }: { contracts: readonly CompanyContract[] }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (!wide) {
    return (
      <ul className="company-cards">
        {contracts.map((contract) => (
          <li key={contract.contractCode}>
            <article className="card">
              <h3>{contract.productName}</h3>
              <dl className="facts">
                <div>
                  <dt>{fiCompany.places.name}</dt>
                  <dd>{contract.locationIdentifier}</dd>
                </div>
                <div>
                  <dt>{t.contractType}</dt>
                  <dd>{contractKind(contract)}</dd>
                </div>
                <div>
                  <dt>{t.price}</dt>
                  <dd>{priceText(contract)}</dd>
                </div>
                <div>
                  <dt>{t.basicFee}</dt>
                  <dd>{basicFee(contract)}</dd>
                </div>
                <div>
                  <dt>{t.validity}</dt>
                  <dd>{validity(contract)}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ScrollTable caption={t.contracts} hideCaption>
      <thead>
        <tr>
          <th scope="col">{t.product}</th>
          <th scope="col">{fiCompany.places.name}</th>
          <th scope="col">{t.contractType}</th>
          <th scope="col">{t.price}</th>
          <th scope="col">{t.basicFee}</th>
          <th scope="col">{t.validity}</th>
        </tr>
      </thead>
      <tbody>
        {contracts.map((contract) => (
          <tr key={contract.contractCode}>
            <th scope="row">{contract.productName}</th>
            <td>{contract.locationIdentifier}</td>
            <td>{contractKind(contract)}</td>
            <td>{priceText(contract)}</td>
            <td>{basicFee(contract)}</td>
            <td>{validity(contract)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * Separating the composite shown (#209 with no places): offered when the user's own places
 * (#227, #226: a composite with its name, members and the user's right; #199 names only the
 * other composites) hold it with FULL_ACCESS. Once the gateway confirmed it, the composite's id
 * names nothing, so closing the success dialog returns to the list.
 */
function Separate({ arg }: { arg: Arg }) {
  const own = useGetCompanyUserBasicInfoQuery(arg.companyRef);
  const userRef = own.data?.user.userReferenceId ?? '';
  const held = useGetCompanyUserQuery({ companyRef: arg.companyRef, userRef }, { skip: !userRef });
  const [modify, modifying] = useModifyCompanyCompositeLocationMutation();
  const [step, setStep] = useState<'confirm' | 'done'>();
  const navigate = useNavigate();
  const [done, setDone] = useState<{ name: string; count: number }>();
  const found = held.data?.locations.find(
    (place) =>
      place.compositeLocationIdentifier === arg.compositeLocationId &&
      place.locationIdentifiers.length > 1,
  );
  const composite = found && {
    name: found.name ?? found.compositeLocationIdentifier,
    locationIdentifiers: found.locationIdentifiers,
    rights: found.right,
  };
  if (!composite && !done) return null;

  async function separate() {
    if (!composite) return;
    try {
      await modify({
        ...arg,
        compositeModificationRequest: { name: composite.name, locationIdentifiers: [] },
      }).unwrap();
      setDone({ name: composite.name, count: composite.locationIdentifiers.length });
      setStep('done');
    } catch {
      // The error shows in the confirmation (modifying.error).
    }
  }

  return (
    <section className="card" aria-labelledby="company-separate">
      <h2 id="company-separate">{t.compositeTitle}</h2>
      {composite ? (
        <p>
          {composite.name}: {t.members(composite.locationIdentifiers.length)}
        </p>
      ) : null}
      {composite?.rights === 'READ_ONLY' ? (
        <p>{fiCompany.separate.readOnly}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            modifying.reset();
            setStep('confirm');
          }}
        >
          {fiCompany.separate.button}
        </button>
      )}
      {step === 'confirm' && composite ? (
        <ConfirmDialog
          title={fiCompany.separate.confirmTitle}
          confirm={fiCompany.separate.confirm}
          busy={modifying.isLoading}
          error={modifying.error}
          onConfirm={() => void separate()}
          onCancel={() => setStep(undefined)}
        >
          <p>
            {fiCompany.separate.confirmText(composite.name, composite.locationIdentifiers.length)}
          </p>
        </ConfirmDialog>
      ) : null}
      {step === 'done' && done ? (
        <DoneDialog title={fiCompany.separate.doneTitle} onClose={() => void navigate('/')}>
          <p>{fiCompany.separate.doneText(done.name)}</p>
        </DoneDialog>
      ) : null}
    </section>
  );
}

function Services({ arg }: { arg: Arg }) {
  const query = useGetCompanyLocationAdditionalServicesQuery(arg);
  return (
    <section className="card" aria-labelledby="company-services">
      <h2 id="company-services">{t.services}</h2>
      <QueryState
        query={query}
        failed={t.servicesFailed}
        empty={t.noServices}
        isEmpty={(data) => data.services.length === 0}
      >
        {(data) => (
          <ul className="plain-list">
            {data.services.map((service) => (
              <li key={`${service.locationIdentifier}:${service.service}`}>
                {service.name}, {service.locationIdentifier}: {t.serviceState(service.active)}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Composites({ arg, current }: { arg: Arg; current: string }) {
  const query = useGetCompanyCompositesExistingQuery(arg);
  return (
    <section className="card" aria-labelledby="company-composites">
      <h2 id="company-composites">{t.composites}</h2>
      <QueryState
        query={query}
        failed={t.compositesFailed}
        empty={t.noComposites}
        isEmpty={(data) =>
          data.compositeLocations.every((c) => c.compositeLocationIdentifier === current)
        }
      >
        {(data) => (
          <ul className="plain-list">
            {data.compositeLocations
              .filter((c) => c.compositeLocationIdentifier !== current)
              .map((c) => (
                <li key={c.compositeLocationIdentifier}>
                  <Link
                    to={companyPlacePath(c.compositeLocationIdentifier)}
                    state={{ name: c.name, composite: true }}
                  >
                    {c.name}
                  </Link>{' '}
                  ({t.members(c.locationIdentifiers.length)},{' '}
                  {fiCompany.rights[c.rights].toLowerCase()})
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Eligible({ arg }: { arg: Arg }) {
  const query = useGetCompanyCompositeEligibleQuery(arg);
  return (
    <section className="card" aria-labelledby="company-eligible">
      <h2 id="company-eligible">{t.eligible}</h2>
      <p className="muted">{t.eligibleHint}</p>
      <QueryState
        query={query}
        failed={t.eligibleFailed}
        empty={t.noEligible}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <ul className="plain-list">
            {data.results.map((item) => (
              <li key={item.location.locationIdentifier}>
                {item.location.name ? `${item.location.name}, ` : ''}
                {addressText(item)} ({item.location.locationIdentifier},{' '}
                {utilityTypeName(item.location.utilityType)})
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The company's path prefix of one place's reads (as the generated client builds it). */
function placePath(arg: Arg) {
  return `/api/v2/b2b/company/${encodeURIComponent(arg.companyRef)}/servicelocation/user/${arg.userId}/${encodeURIComponent(arg.compositeLocationId)}`;
}

/**
 * The place's invoices (#217), each with its PDF (#218): a plain GET link the browser
 * downloads with the session cookie (a read needs no CSRF header). The household's list is
 * reused; a company place has no invoice detail screen, so the numbers are plain text.
 */
function Invoices({ arg }: { arg: Arg }) {
  const query = useGetCompanyInvoiceSummaryQuery(arg);
  // A composite made in the portal has no invoicing of its own yet: the upstream knows no
  // invoices for it and answers 404, which is "no invoices", not a failure.
  const none = query.error && 'status' in query.error && query.error.status === 404;
  return (
    <section className="card company-table" aria-labelledby="company-invoices">
      <h2 id="company-invoices">{t.invoices}</h2>
      {none ? (
        <p>{t.noInvoices}</p>
      ) : (
        <QueryState
          query={query}
          failed={t.invoicesFailed}
          empty={t.noInvoices}
          isEmpty={(data) => data.invoices.length === 0}
        >
          {(data) => (
            <InvoiceList
              summary={data}
              pdfUrl={(number) => `${placePath(arg)}/invoice/pdf/${encodeURIComponent(number)}`}
            />
          )}
        </QueryState>
      )}
    </section>
  );
}
