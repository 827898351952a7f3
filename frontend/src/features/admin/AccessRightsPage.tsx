import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { adminApi, type NewStaffAccount, type StaffAccount } from '../../api/adminApi';
import { isApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { isEmail } from '../../components/forms/outcome';
import { QueryState } from '../../components/QueryState';
import { fiAdmin } from './fiAdmin';
import {
  Checks,
  ConfirmedAction,
  Done,
  OriginSelect,
  ORIGINS,
  WriteError,
  type Origin,
} from './parts';
import { EmailField } from './SearchTool';

const t = fiAdmin.rights;

/** The company group of an origin (A74). */
const groupOf = (origin: Origin) => `ADMIN_GROUP_${origin}`;

/** Spec §6's staff groups, the only ones a new account can be given (#39): companies first. */
const STAFF_GROUPS = [
  'ADMIN_GROUP_VARE',
  'ADMIN_GROUP_SV',
  'ADMIN_GROUP_KUO',
  'ADMIN_USERS',
  'ADMIN_GROUP_MESSAGING',
  'ADMIN_GROUP_BENEFITS',
  'ADMIN_GROUP_TOPBAR_MESSAGE',
  'ADMIN_GROUP_ADVERTISEMENT_TILE',
  'USER_GROUP_ADMIN_ACCESS_RIGHTS',
  'ADMIN_GROUP_DEVELOPER_USERS',
  'ADMIN_GROUP_SUPERUSERS',
] as const;
type StaffGroup = (typeof STAFF_GROUPS)[number];

/** Groups in Finnish, as a list. */
const groupList = (groups: readonly string[]) =>
  groups.map((group) => t.groupNames[group] ?? group).join(', ');

/** This form's words for a refusal of #39: an address with an account, or a body refused. */
function createRefusal(email: string, error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return t.exists(email);
  if (error.status === 400) return t.createRefused;
  return null;
}

/**
 * #39: a new staff account with the groups ticked, created only after a confirmation that names
 * them (they give access at once). A refusal keeps the confirmation open with what went wrong.
 */
function NewStaffAccountForm({ onCreated }: { onCreated: (account: StaffAccount) => void }) {
  const [create, creation] = adminApi.useCreateStaffAccountMutation();
  const [email, setEmail] = useState('');
  const [groups, setGroups] = useState<StaffGroup[]>([]);
  const [problems, setProblems] = useState<{ email?: string; groups?: string }>({});
  const [asking, setAsking] = useState<NewStaffAccount | null>(null);
  const [error, setError] = useState<unknown>(null);

  function check() {
    const address = email.trim();
    const found = {
      email: isEmail(address) ? undefined : t.badEmail,
      groups: groups.length > 0 ? undefined : t.noGroups,
    };
    setProblems(found);
    if (!found.email && !found.groups) {
      setAsking({ email: address, groups: STAFF_GROUPS.filter((g) => groups.includes(g)) });
    }
  }

  async function send(body: NewStaffAccount) {
    try {
      const made = await create(body).unwrap();
      setAsking(null);
      setError(null);
      setEmail('');
      setGroups([]);
      onCreated(made);
    } catch (failure) {
      setError(failure);
    }
  }

  return (
    <>
      <h2 id="rights-create-title">{t.create}</h2>
      <p>
        {t.createIntro} {t.createMail}
      </p>
      <form
        noValidate
        aria-labelledby="rights-create-title"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <EmailField value={email} onChange={setEmail} error={problems.email} />
        <Checks
          legend={t.createGroups}
          values={STAFF_GROUPS}
          chosen={groups}
          label={(group) => t.groupNames[group] ?? group}
          onChange={setGroups}
          error={problems.groups}
        />
        <button type="submit" className="button">
          {t.createSubmit}
        </button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t.confirmCreate(asking.email)}
          confirm={t.createSubmit}
          busy={creation.isLoading}
          role="alertdialog"
          onConfirm={() => void send(asking)}
          onCancel={() => {
            setAsking(null);
            setError(null);
          }}
        >
          <p>{t.createText(groupList(asking.groups))}</p>
          <p>{t.createMail}</p>
          <WriteError own={createRefusal(asking.email, error)} error={error} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}

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
      <p>{t.groups(groupList(account.groups))}</p>
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
 * Access rights (#37–#41, A74): who holds an origin's company group, one staff account's
 * groups, each company group given or taken away after a confirmation, and new staff accounts.
 * A change holds from that staff member's next request. #39 has the screen's groups (the same
 * rows' policy), so whoever sees the screen may create accounts.
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

      <NewStaffAccountForm
        onCreated={(made) => {
          setEmail(made.email);
          setAsked(made.email);
          setDone(t.created(made.email, groupList(made.groups)));
        }}
      />

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
                <div>{t.groups(groupList(holder.groups))}</div>
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
