import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { adminApi } from '../../api/adminApi';
import { FormError } from '../../components/FormError';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { fiAdmin } from './fiAdmin';
import { Done, formatInstant, OriginSelect, type Origin } from './parts';

const t = fiAdmin.debug;

/** One view of a record: its JSON as it came, scrollable by keyboard too. */
function RecordView<T>({ title, query }: { title: string; query: QueryLike<T> }) {
  return (
    <div>
      <h3>{title}</h3>
      <QueryState query={query} failed={t.notFound}>
        {(record) => (
          <pre className="admin-record" tabIndex={0} role="region" aria-label={title}>
            {JSON.stringify(record, null, 2)}
          </pre>
        )}
      </QueryState>
    </div>
  );
}

/** A customer of an origin: crm's raw records beside the portal's view of the same data. */
function CustomerViews({ customer }: { customer: { origin: Origin; customerCode: string } }) {
  const raw = adminApi.useGetRawCustomerQuery(customer);
  const portal = adminApi.useGetCrmCustomerQuery(customer);
  const rawContracts = adminApi.useGetRawCustomerContractsQuery(customer);
  const portalContracts = adminApi.useGetCrmCustomerContractsQuery(customer);
  return (
    <>
      <h2>{t.customerOf(customer.origin, customer.customerCode)}</h2>
      <div className="admin-side-by-side">
        <RecordView title={t.raw} query={raw} />
        <RecordView title={t.portal} query={portal} />
      </div>
      <h2>{t.contracts}</h2>
      <div className="admin-side-by-side">
        <RecordView title={t.rawContracts} query={rawContracts} />
        <RecordView title={t.portalContracts} query={portalContracts} />
      </div>
    </>
  );
}

/**
 * The developers' debug views (#42–#47, A23): a customer of an origin as crm stores it beside
 * the portal's view (side by side, stacked on a phone), and a portal user's mappings, which
 * "Päivitä liitokset" has crm rebuild.
 */
export function DebugPage() {
  const [origin, setOrigin] = useState<Origin>('VARE');
  const [code, setCode] = useState('');
  const [customer, setCustomer] = useState<{ origin: Origin; customerCode: string } | null>(null);
  const [codeProblem, setCodeProblem] = useState<string>();
  const [userText, setUserText] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [userProblem, setUserProblem] = useState<string>();
  const mappings = adminApi.useGetUserMappingInfoQuery(userId ?? skipToken);
  const [refresh, refreshing] = adminApi.useRefreshUserMappingsMutation();
  const [done, setDone] = useState<string | null>(null);

  return (
    <section aria-labelledby="debug-title" className="admin-tool">
      <h1 id="debug-title">{t.title}</h1>
      <p>{t.intro}</p>
      <Done text={done} />

      <form
        noValidate
        aria-label={t.customerForm}
        onSubmit={(event) => {
          event.preventDefault();
          const customerCode = code.trim().toUpperCase();
          if (!/^A\d{7}$/.test(customerCode)) {
            setCodeProblem(fiAdmin.users.customerCodeHint);
            return;
          }
          setCodeProblem(undefined);
          setCustomer({ origin, customerCode });
        }}
      >
        <OriginSelect
          id="debug-origin"
          label={fiAdmin.originLabel}
          value={origin}
          onChange={(value) => setOrigin(value as Origin)}
        />
        <TextField
          label={fiAdmin.users.customerCode}
          hint={fiAdmin.users.customerCodeHint}
          autoComplete="off"
          value={code}
          error={codeProblem}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button">
          {t.show}
        </button>
      </form>
      {customer ? (
        <CustomerViews key={`${customer.origin}-${customer.customerCode}`} customer={customer} />
      ) : null}

      <h2>{t.mappings}</h2>
      <form
        noValidate
        aria-label={t.mappings}
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(userText.trim());
          if (!Number.isSafeInteger(id) || id <= 0) {
            setUserProblem(t.badUser);
            return;
          }
          setUserProblem(undefined);
          setUserId(id);
        }}
      >
        <TextField
          label={t.userId}
          inputMode="numeric"
          autoComplete="off"
          value={userText}
          error={userProblem}
          onChange={(event) => setUserText(event.target.value)}
        />
        <button type="submit" className="button">
          {t.show}
        </button>
      </form>
      {userId ? (
        <QueryState query={mappings} failed={t.notFound}>
          {(info) => (
            <>
              <p>
                {t.refreshedAt(
                  info.mappingsRefreshedAt ? formatInstant(info.mappingsRefreshedAt) : t.never,
                )}
              </p>
              <pre className="admin-record" tabIndex={0} role="region" aria-label={t.mappings}>
                {JSON.stringify(info, null, 2)}
              </pre>
              <div className="admin-actions">
                <button
                  type="button"
                  className="button"
                  disabled={refreshing.isLoading}
                  onClick={() => {
                    void refresh(userId)
                      .unwrap()
                      .then((answer) => setDone(t.refreshed(answer.priwattiUserId)));
                  }}
                >
                  {t.refresh}
                </button>
              </div>
              <FormError error={refreshing.error} />
            </>
          )}
        </QueryState>
      ) : null}
    </section>
  );
}
