import { useId, useState, type FormEvent } from 'react';
import {
  useCreateApiTokenMutation,
  useGetApiTokensQuery,
  useListCompanyLocationsQuery,
  useRevokeApiTokenMutation,
  type ApiToken,
} from '../../api/b2bApi';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { QueryState } from '../../components/QueryState';
import { Loading } from '../../components/StatusViews';
import { ScrollTable } from '../../components/TableScroll';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../format';
import { fi } from '../../i18n/fi';
import { fiCompany } from '../../i18n/fiCompany';
import { B2BNotice } from '../../place/B2BNotice';
import { useCompany } from '../../place/company';
import { addressText, placeTitle } from './companyPlace';
import './company.css';

const t = fiCompany.tokens;
/** #242 takes a name of 1–60 characters. */
const MAX_NAME = 60;

/**
 * The company's External API tokens (`/api-avaimet`, main user only, #241–#243): the tokens by
 * name and place, a new one for a place (its secret shown once, in a dialog), and a token revoked
 * after a confirmation. Each change is reported only once the gateway confirmed it.
 */
export function ApiTokensPage() {
  const { company, userId, me, isMainUser } = useCompany();
  let body;
  if (me.isLoading) body = <Loading />;
  else if (!company || userId === undefined) body = <B2BNotice message={fiCompany.noCompany} />;
  else if (!isMainUser) body = <B2BNotice message={t.mainUserOnly} />;
  else {
    body = (
      <>
        <p className="lead">{fiCompany.company(company.companyName)}</p>
        <p>{t.lead}</p>
        <NewToken companyRef={company.companyReferenceId} userId={userId} />
        <Tokens companyRef={company.companyReferenceId} />
      </>
    );
  }
  return (
    <>
      <h1>{t.title}</h1>
      {body}
    </>
  );
}

function NewToken({ companyRef, userId }: { companyRef: string; userId: number }) {
  // The company's places by name (up to 100, the most a page of #193 holds).
  const places = useListCompanyLocationsQuery({
    companyRef,
    userId,
    count: 100,
    sortingMode: 'NAME_ASC',
  });
  const [create, creating] = useCreateApiTokenMutation();
  const [name, setName] = useState('');
  const [place, setPlace] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [issued, setIssued] = useState<{ name: string; token: string }>();
  const placeId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setNameError(t.nameRequired);
    if (value.length > MAX_NAME) return setNameError(t.nameTooLong);
    setNameError(undefined);
    const locationRef = place || places.data?.results[0]?.location.locationReferenceId;
    if (!locationRef) return;
    try {
      const answer = await create({
        companyRef,
        apiTokenRequest: { name: value, locationRef },
      }).unwrap();
      setIssued({ name: answer.name, token: answer.token });
      setName('');
    } catch {
      // The error shows under the form (creating.error).
    }
  }

  return (
    <section className="card company-filters" aria-labelledby="token-new">
      <h2 id="token-new">{t.create}</h2>
      <QueryState query={places} failed={t.placesFailed}>
        {(data) => (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={t.nameLabel}
              hint={t.nameHint}
              value={name}
              error={nameError}
              onChange={(event) => setName(event.target.value)}
            />
            <div className="field">
              <label htmlFor={placeId}>{t.placeLabel}</label>
              <select id={placeId} value={place} onChange={(event) => setPlace(event.target.value)}>
                {data.results.map((item) => (
                  <option
                    key={item.location.locationIdentifier}
                    value={item.location.locationReferenceId}
                  >
                    {item.location.name
                      ? `${placeTitle(item)}, ${addressText(item)}`
                      : addressText(item)}{' '}
                    ({item.location.locationIdentifier})
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button" disabled={creating.isLoading}>
              {t.submit}
            </button>
            <FormError error={creating.error} />
          </form>
        )}
      </QueryState>
      {issued ? (
        <Dialog
          role="dialog"
          title={t.createdTitle}
          onEscape={() => setIssued(undefined)}
          actions={
            <button type="button" className="button" onClick={() => setIssued(undefined)}>
              {fi.common.close}
            </button>
          }
        >
          <p>{t.createdText}</p>
          <p>
            <strong>{issued.name}</strong>
          </p>
          <TextField label={t.secret} value={issued.token} readOnly />
        </Dialog>
      ) : null}
    </section>
  );
}

function Tokens({ companyRef }: { companyRef: string }) {
  const tokens = useGetApiTokensQuery(companyRef);
  const [revoke, revoking] = useRevokeApiTokenMutation();
  const [confirm, setConfirm] = useState<ApiToken>();
  const [done, setDone] = useState('');

  async function revokeConfirmed(token: ApiToken) {
    setDone('');
    try {
      await revoke({ companyRef, tokenId: token.tokenId }).unwrap();
      setDone(t.revoked(token.name));
      setConfirm(undefined);
    } catch {
      // The error shows in the dialog (revoking.error).
    }
  }

  return (
    <section className="company-table" aria-labelledby="token-list">
      <h2 id="token-list">{t.list}</h2>
      <p role="status">{done}</p>
      <QueryState
        query={tokens}
        failed={t.failed}
        empty={t.empty}
        isEmpty={(data) => data.tokens.length === 0}
      >
        {(data) => (
          <ScrollTable caption={t.list} hideCaption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.prefix}</th>
                <th scope="col">{t.created}</th>
                <th scope="col">{t.lastUsed}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {data.tokens.map((token) => (
                <tr key={token.tokenId}>
                  <th scope="row">{token.name}</th>
                  <td>{token.prefix}…</td>
                  <td>{formatDateTime(new Date(token.createdAt))}</td>
                  <td>
                    {token.lastUsedAt ? formatDateTime(new Date(token.lastUsedAt)) : t.neverUsed}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t.revoke(token.name)}
                      onClick={() => {
                        revoking.reset();
                        setConfirm(token);
                      }}
                    >
                      {t.revokeShort}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </QueryState>
      {confirm ? (
        <Dialog
          title={t.revokeTitle}
          actions={
            <>
              <button
                type="button"
                className="button"
                disabled={revoking.isLoading}
                onClick={() => void revokeConfirmed(confirm)}
              >
                {t.revokeShort}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirm(undefined)}
              >
                {t.cancel}
              </button>
            </>
          }
        >
          <p>{t.revokeText(confirm.name)}</p>
          <FormError error={revoking.error} />
        </Dialog>
      ) : null}
    </section>
  );
}
