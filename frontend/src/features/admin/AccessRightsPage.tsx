import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { adminApi, type StaffAccount } from '../../api/adminApi';
import { QueryState } from '../../components/QueryState';
import { fiAdmin } from './fiAdmin';
import { ConfirmedAction, Done, OriginSelect, ORIGINS, type Origin } from './parts';
import { EmailField } from './SearchTool';

const t = fiAdmin.rights;

/** The company group of an origin (A74). */
const groupOf = (origin: Origin) => `ADMIN_GROUP_${origin}`;

/** One staff account's company groups: each held one can be taken away, each other given. */
function AccountRights({
  account,
  onDone,
}: {
  account: StaffAccount;
  onDone: (text: string) => void;
}) {
  const [grant] = adminApi.useGrantOriginAccessMutation();
  const [revoke] = adminApi.useRevokeOriginAccessMutation();
  const { email } = account;
  return (
    <>
      <p>{t.groups(account.groups.map((group) => t.groupNames[group] ?? group).join(', '))}</p>
      <div className="admin-actions">
        {ORIGINS.map((origin) =>
          account.groups.includes(groupOf(origin)) ? (
            <ConfirmedAction
              key={origin}
              label={t.revoke(origin)}
              title={t.confirmRevoke(origin, email)}
              confirm={t.revoke(origin)}
              action={() => revoke({ email, origin }).unwrap()}
              done={t.revoked(origin, email)}
              onDone={onDone}
            >
              <p>{t.revokeText}</p>
            </ConfirmedAction>
          ) : (
            <ConfirmedAction
              key={origin}
              label={t.grant(origin)}
              title={t.confirmGrant(origin, email)}
              confirm={t.grant(origin)}
              action={() => grant({ email, origin }).unwrap()}
              done={t.granted(origin, email)}
              onDone={onDone}
            >
              <p>{t.grantText}</p>
            </ConfirmedAction>
          ),
        )}
      </div>
    </>
  );
}

/**
 * Access rights (#37–#41, A74): who holds an origin's company group, and one staff account's
 * groups, each company group given or taken away after a confirmation. A change holds from
 * that staff member's next request.
 */
export function AccessRightsPage() {
  const [origin, setOrigin] = useState<Origin>('VARE');
  const holders = adminApi.useGetOriginStaffQuery(origin);
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const account = adminApi.useGetStaffAccountQuery(asked ?? skipToken);
  const [done, setDone] = useState<string | null>(null);
  const [revoke] = adminApi.useRevokeOriginAccessMutation();

  return (
    <section aria-labelledby="rights-title" className="admin-tool">
      <h1 id="rights-title">{t.title}</h1>
      <p>{t.intro}</p>
      <Done text={done} />

      <h2>{t.account}</h2>
      <form
        noValidate
        aria-label={t.account}
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(email.trim() || null);
        }}
      >
        <EmailField value={email} onChange={setEmail} />
        <button type="submit" className="button">
          {t.find}
        </button>
      </form>
      {asked ? (
        <QueryState query={account} failed={t.notStaff}>
          {(found) => <AccountRights account={found} onDone={setDone} />}
        </QueryState>
      ) : null}

      <h2>{t.holders}</h2>
      <OriginSelect
        id="rights-origin"
        label={fiAdmin.originLabel}
        value={origin}
        onChange={(value) => setOrigin(value as Origin)}
      />
      <QueryState
        query={holders}
        failed={fiAdmin.failed}
        empty={t.noHolders}
        isEmpty={(list) => list.accounts.length === 0}
      >
        {(list) => (
          <ul className="admin-list" aria-label={t.holdersOf(origin)}>
            {list.accounts.map((holder) => (
              <li key={holder.email} className="admin-row">
                <strong>{holder.email}</strong>
                <div>
                  {t.groups(holder.groups.map((group) => t.groupNames[group] ?? group).join(', '))}
                </div>
                <ConfirmedAction
                  label={t.revoke(origin)}
                  title={t.confirmRevoke(origin, holder.email)}
                  confirm={t.revoke(origin)}
                  action={() => revoke({ email: holder.email, origin }).unwrap()}
                  done={t.revoked(origin, holder.email)}
                  onDone={setDone}
                >
                  <p>{t.revokeText}</p>
                </ConfirmedAction>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
