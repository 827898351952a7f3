import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { companyApi, type CompanyLocationItem, userManagement } from '../../api/b2bApi';
import type { ApiTokenInfo, IssuedApiToken } from '../../api/rowTypes';
import type { LoggedInUser } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { ScrollTable } from '../../components/TableScroll';
import { TextField } from '../../components/TextField';
import { formatDate, formatDateTime } from '../../format';
import { fi } from '../../i18n/fi';
import { fiApiTokens as t } from '../../i18n/fiApiTokens';
import { fiForms } from '../../i18n/fiForms';
import { useCompany } from '../../place/company';
import { addressText, placeTitle } from '../../place/companyPlace';
import { Pager } from '../../components/Pager';
import { PICKER_PAGE, PlaceSearch, resultStatus } from '../../components/PlaceSearch';
import { fiCompany } from '../../i18n/fiCompany';
import './apiTokens.css';

type UserCompany = LoggedInUser['companies'][number];

/** The gateway's limit of live tokens a company (409 API_TOKEN_LIMIT). */
const MAX_TOKENS = 20;
const NAME_MAX = 60;

const itemRef = (item: CompanyLocationItem) => item.location.locationReferenceId;

/** The place as the company names it, with its address and the reference the External API takes. */
function placeLabel(item: CompanyLocationItem): string {
  const named = item.location.name ? `${placeTitle(item)}, ` : '';
  return `${named}${addressText(item)} (${item.location.locationReferenceId})`;
}

/**
 * API tokens (/api-avaimet): list (#242), issue (#241) and revoke (#243) the tokens of the
 * company the user works in; its main user only.
 */
export function ApiTokensPage() {
  // The company chosen in the header's company switcher (A62).
  const { me, company, userId } = useCompany();

  let body;
  if (!me.data) {
    body = (
      <QueryState query={me} failed={fi.errors.userLoadFailed}>
        {() => null}
      </QueryState>
    );
  } else if (!company) {
    body = (
      <section className="notice" role="note" aria-labelledby="tokens-note">
        <h2 id="tokens-note">{t.notCompanyTitle}</h2>
        <p>{t.notCompany}</p>
      </section>
    );
  } else if (company.role !== 'MAIN_USER') {
    body = (
      <section className="notice" role="note" aria-labelledby="tokens-note">
        <h2 id="tokens-note">{t.notMainUserTitle}</h2>
        <p>{t.notMainUser(company.companyName)}</p>
      </section>
    );
  } else {
    body = <CompanyTokens company={company} userId={userId} />;
  }
  return (
    <>
      <h1>{t.title}</h1>
      {body}
    </>
  );
}

function CompanyTokens({ company, userId }: { company: UserCompany; userId?: number }) {
  const companyRef = company.companyReferenceId;
  const tokens = userManagement.useGetApiTokensQuery(companyRef);
  // The token list names the places the picker has shown; others by their reference (the
  // company may have thousands, and no read names one place by its reference).
  const [placeNames, setPlaceNames] = useState<ReadonlyMap<string, string>>(new Map());
  const remember = useCallback((items: readonly CompanyLocationItem[]) => {
    setPlaceNames((known) => {
      if (items.every((item) => known.has(item.location.locationReferenceId))) return known;
      const next = new Map(known);
      for (const item of items) next.set(item.location.locationReferenceId, placeLabel(item));
      return next;
    });
  }, []);
  const nameOf = (ref: string) => placeNames.get(ref) ?? ref;
  const [confirming, setConfirming] = useState<ApiTokenInfo | null>(null);
  const [revoke, revoking] = userManagement.useRevokeApiTokenMutation();
  const write = useWrite();

  async function confirmRevoke() {
    const item = confirming;
    setConfirming(null);
    if (!item) return;
    await write.run(
      () => revoke({ companyRef, tokenId: item.tokenId }).unwrap(),
      () => t.revoked(item.name),
    );
  }

  const full = (tokens.data?.tokens.length ?? 0) >= MAX_TOKENS;
  return (
    <>
      <p>{t.intro(company.companyName)}</p>
      <section className="card" aria-labelledby="tokens-list">
        <h2 id="tokens-list">{t.listTitle}</h2>
        <QueryState
          query={tokens}
          failed={t.loadFailed}
          empty={t.empty}
          isEmpty={(data) => data.tokens.length === 0}
        >
          {(data) => (
            <>
              <p>{t.count(data.tokens.length, MAX_TOKENS)}</p>
              <TokenTable items={data.tokens} placeName={nameOf} onRevoke={setConfirming} />
            </>
          )}
        </QueryState>
      </section>
      <section className="card" aria-labelledby="tokens-issue">
        <h2 id="tokens-issue">{t.issueTitle}</h2>
        {full ? (
          <p className="notice" role="note">
            {t.limitReached(MAX_TOKENS)}
          </p>
        ) : null}
        {userId === undefined ? null : (
          <IssueForm companyRef={companyRef} userId={userId} onPlacesShown={remember} />
        )}
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t.revokeTitle}
          confirm={t.revoke}
          busy={revoking.isLoading}
          onConfirm={() => void confirmRevoke()}
          onCancel={() => setConfirming(null)}
        >
          <p>{t.revokeText(confirming.name, confirming.prefix)}</p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} />
    </>
  );
}

/** A table on a wide screen; below 48rem the stylesheet lays each row out as a card. */
function TokenTable({
  items,
  placeName,
  onRevoke,
}: {
  items: readonly ApiTokenInfo[];
  placeName: (ref: string) => string;
  onRevoke: (item: ApiTokenInfo) => void;
}) {
  return (
    <div className="token-list">
      <ScrollTable caption={t.listTitle} hideCaption label={t.listTitle}>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.prefix}</th>
            <th scope="col">{t.place}</th>
            <th scope="col">{t.created}</th>
            <th scope="col">{t.lastUsed}</th>
            <th scope="col">
              <span className="visually-hidden">{fi.common.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.tokenId}>
              <th scope="row">{item.name}</th>
              <td data-label={t.prefix}>
                <code>{item.prefix}…</code>
              </td>
              <td data-label={t.place}>{placeName(item.locationRef)}</td>
              <td data-label={t.created}>{formatDate(new Date(item.createdAt))}</td>
              <td data-label={t.lastUsed}>
                {item.lastUsedAt ? formatDateTime(new Date(item.lastUsedAt)) : t.neverUsed}
              </td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onRevoke(item)}
                >
                  {t.revoke}
                  <span className="visually-hidden"> {item.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

function IssueForm({
  companyRef,
  userId,
  onPlacesShown,
}: {
  companyRef: string;
  userId: number;
  onPlacesShown: (items: readonly CompanyLocationItem[]) => void;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<CompanyLocationItem | null>(null);
  const locationRef = chosen?.location.locationReferenceId ?? '';
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  // The secret lives only here, while its dialog is open: the mutation's cached result is
  // dropped at once, so it is never in the Redux store after the answer, nor in any storage.
  const [issued, setIssued] = useState<IssuedApiToken | null>(null);
  const [create, creating] = userManagement.useCreateApiTokenMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const problems: Record<string, string> = {};
    if (trimmed === '') problems.name = fiForms.field.required;
    else if (trimmed.length > NAME_MAX) problems.name = t.nameTooLong;
    if (locationRef === '') problems.locationRef = fiForms.field.required;
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const made = await write.run(
      async () => {
        const request = create({ companyRef, apiTokenRequest: { name: trimmed, locationRef } });
        try {
          return await request.unwrap();
        } finally {
          request.reset();
        }
      },
      () => null,
    );
    if (made) {
      setIssuedPlace(chosen ? placeLabel(chosen) : made.locationRef);
      setIssued(made);
      setName('');
      setChosen(null);
    }
  }

  // The dialog names the place the token was made for: the one chosen when it was sent.
  const [issuedPlace, setIssuedPlace] = useState('');

  return (
    <>
      <form
        className="token-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="tokens-issue"
      >
        <p>{t.issueIntro}</p>
        <FormAlert show={Object.keys(clientErrors).length > 0 || write.formError !== null} />
        <TextField
          label={t.name}
          hint={t.nameHint}
          name="name"
          autoComplete="off"
          maxLength={NAME_MAX + 20}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <PlacePicker
          companyRef={companyRef}
          userId={userId}
          chosen={chosen}
          error={errors.locationRef}
          onChoose={setChosen}
          onPlacesShown={onPlacesShown}
        />
        <SubmitButton pending={creating.isLoading} label={t.issue} pendingLabel={t.issuing} />
      </form>
      <WriteOutcome write={write} codes={t.codes} />
      {issued ? (
        <IssuedDialog issued={issued} place={issuedPlace} onClose={() => setIssued(null)} />
      ) : null}
    </>
  );
}

/**
 * The token's place: a search of the company's places (#193 searchString) and a select of one
 * page of 20 of them (offset, count), with the pages. The chosen place stays in the select
 * while another page or search is shown, so the choice is never lost from sight.
 */
function PlacePicker({
  companyRef,
  userId,
  chosen,
  error,
  onChoose,
  onPlacesShown,
}: {
  companyRef: string;
  userId: number;
  chosen: CompanyLocationItem | null;
  error?: string;
  onChoose: (item: CompanyLocationItem | null) => void;
  onPlacesShown: (items: readonly CompanyLocationItem[]) => void;
}) {
  const placeId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const places = companyApi.useListCompanyLocationsQuery({
    companyRef,
    userId,
    searchString: search || undefined,
    offset: (page - 1) * PICKER_PAGE,
    count: PICKER_PAGE,
  });
  const results = places.data?.results;
  useEffect(() => {
    if (results) onPlacesShown(results);
  }, [results, onPlacesShown]);
  const options =
    chosen && !results?.some((item) => itemRef(item) === itemRef(chosen))
      ? [chosen, ...(results ?? [])]
      : (results ?? []);
  const status = places.data
    ? resultStatus(
        search,
        places.data.offset,
        places.data.results.length,
        places.data.locationsTotal,
      )
    : null;
  return (
    <div className="token-picker">
      <PlaceSearch
        label={t.searchPlaces}
        hint={fiCompany.search.hint}
        status={status}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <QueryState
        query={places}
        failed={t.placesFailed}
        empty={search ? undefined : t.noPlaces}
        isEmpty={(data) => data.locationsTotal === 0}
      >
        {(data) => (
          <>
            <div className={`field${error ? ' field--invalid' : ''}`}>
              <label htmlFor={placeId}>{t.place}</label>
              <select
                id={placeId}
                name="locationRef"
                value={chosen ? itemRef(chosen) : ''}
                onChange={(event) =>
                  onChoose(options.find((item) => itemRef(item) === event.target.value) ?? null)
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${placeId}-error` : undefined}
              >
                <option value="">{t.choosePlace}</option>
                {options.map((item) => (
                  <option key={itemRef(item)} value={itemRef(item)}>
                    {placeLabel(item)}
                  </option>
                ))}
              </select>
              {error ? (
                <p className="field__error" id={`${placeId}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
            <Pager page={page} pages={data.pagesTotal} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The one-time display of a new token's secret, with a copy button. */
function IssuedDialog({
  issued,
  place,
  onClose,
}: {
  issued: IssuedApiToken;
  place: string;
  onClose: () => void;
}) {
  const tokenId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(issued.token);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <Dialog
      title={t.issuedTitle}
      role="dialog"
      onEscape={onClose}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            {t.copy}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t.done}
          </button>
        </>
      }
    >
      <p className="token-once" role="note">
        <strong>{t.issuedOnce}</strong>
      </p>
      <p>{t.issuedFor(issued.name, place)}</p>
      <label htmlFor={tokenId}>{t.tokenLabel}</label>
      <input
        id={tokenId}
        className="token-secret"
        readOnly
        value={issued.token}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>{t.usage}</p>
      {copyState === 'idle' ? null : (
        <p role="status">{copyState === 'copied' ? t.copied : t.copyFailed}</p>
      )}
    </Dialog>
  );
}
