import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../api/enhanced';
import { formsApi } from '../../api/formsApi';
import { errorCode } from '../../api/problem';
import { useAppDispatch } from '../../app/hooks';
import { leaveSignInNotice } from '../../app/signInNotice';
import { signOutLocally } from '../../app/store';
import { Dialog } from '../../components/Dialog';
import { OutcomeDialog } from '../../components/forms/OutcomeDialog';
import { isEmail } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';
import { fiSelfService } from '../../i18n/fiSelfService';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';

const t = fiSelfService.settings;
export const GRAPH_MODES = ['AUTOSCALE', 'ZERO'] as const;
const UI_MODES = ['B2C', 'B2B'] as const;

/** #104: graph mode (user content `graphMode`) and UI mode (#107). */
function GeneralSettingsForm({
  userId,
  graphMode,
  uiMode,
  onUiModeSaved,
}: {
  userId: number;
  graphMode: string;
  uiMode: string;
  onUiModeSaved: () => void;
}) {
  const [graph, setGraph] = useState(graphMode);
  const [ui, setUi] = useState(uiMode);
  const [save, { isLoading }] = formsApi.useSetUserPropertyMutation();
  const write = useWrite();
  const graphId = useId();
  // The stored mode may be one this screen does not name; it stays selectable.
  const graphOptions = GRAPH_MODES.includes(graphMode as (typeof GRAPH_MODES)[number])
    ? GRAPH_MODES
    : [graphMode, ...GRAPH_MODES];

  async function submit(event: FormEvent) {
    event.preventDefault();
    // One row per property; only the changed ones are sent, graph mode first.
    const changes: { property: 'graphMode' | 'uiMode'; value: string }[] = [];
    if (graph !== graphMode) changes.push({ property: 'graphMode', value: graph });
    if (ui !== uiMode) changes.push({ property: 'uiMode', value: ui });
    await write.run(
      async () => {
        for (const change of changes) {
          await save({ userId, setPropertyRequest: change }).unwrap();
          if (change.property === 'uiMode') onUiModeSaved();
        }
      },
      () => t.general.saved,
    );
  }

  return (
    <section className="card" aria-labelledby="settings-general">
      <h2 id="settings-general">{t.general.title}</h2>
      <form onSubmit={submit} noValidate aria-labelledby="settings-general">
        <FormAlert show={write.formError !== null} />
        <div className={`field${write.serverErrors.value ? ' field--invalid' : ''}`}>
          <label htmlFor={graphId}>{t.general.graphMode}</label>
          <select
            id={graphId}
            name="graphMode"
            value={graph}
            onChange={(event) => setGraph(event.target.value)}
          >
            {graphOptions.map((mode) => (
              <option key={mode} value={mode}>
                {t.general.graphModes[mode] ?? mode}
              </option>
            ))}
          </select>
          {write.serverErrors.value ? (
            <p className="field__error">{write.serverErrors.value}</p>
          ) : null}
        </div>
        <fieldset className="field">
          <legend>{t.general.uiMode}</legend>
          <p className="field__hint">{t.general.uiModeHint}</p>
          {UI_MODES.map((mode) => (
            <label key={mode} className="checkbox">
              <input
                type="radio"
                name="uiMode"
                value={mode}
                checked={ui === mode}
                onChange={() => setUi(mode)}
              />
              {t.general.uiModes[mode]}
            </label>
          ))}
        </fieldset>
        <SubmitButton pending={isLoading} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}

/** #105: tips and tricks by e-mail (user content `subscribedToTipsAndTricks`). */
function TipsForm({ userId, subscribed }: { userId: number; subscribed: boolean }) {
  const [value, setValue] = useState(subscribed);
  const [save, { isLoading }] = formsApi.useSetEmailSubscriptionMutation();
  const write = useWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await write.run(
      () => save({ userId, emailSubscriptionRequest: { subscribed: value } }).unwrap(),
      () => t.tips.saved(value),
    );
  }

  return (
    <section className="card" aria-labelledby="settings-tips">
      <h2 id="settings-tips">{t.tips.title}</h2>
      <p>{t.tips.intro}</p>
      <p data-testid="tips-current">{t.tips.current(subscribed)}</p>
      <form onSubmit={submit} noValidate aria-labelledby="settings-tips">
        <FormAlert show={write.formError !== null} />
        <p>
          <label className="checkbox">
            <input
              type="checkbox"
              name="subscribed"
              checked={value}
              onChange={(event) => setValue(event.target.checked)}
            />
            {t.tips.subscribed}
          </label>
        </p>
        <SubmitButton pending={isLoading} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}

/** The account's sign-ins (A78) have their own screen. */
function SignInsLink() {
  return (
    <section className="card" aria-labelledby="settings-sign-ins">
      <h2 id="settings-sign-ins">{t.signInsLink}</h2>
      <p>{t.signInsIntro}</p>
      <Link to="/asetukset/kirjautumiset">{t.signInsLink}</Link>
    </section>
  );
}

/** The server's rule: a valid address of at most 254 characters. */
export function validateEmail(value: string, current: string): string | undefined {
  const email = value.trim();
  if (email === '') return fiForms.field.required;
  if (!isEmail(email)) return fiForms.field.email;
  if (email.toLowerCase() === current.toLowerCase()) return t.email.same;
  return undefined;
}

/** #106: the sign-in and contact e-mail address (crm and identity). */
function EmailForm({ userId, current }: { userId: number; current: string }) {
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [save, { isLoading }] = formsApi.useChangeEmailAddressMutation();
  const write = useWrite();
  const outcome = write.outcome;
  const taken = outcome && 'error' in outcome && errorCode(outcome.error) === 'EmailAlreadyInUse';
  const error =
    clientError ?? write.serverErrors.email ?? (taken ? t.email.taken : undefined) ?? undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateEmail(email, current);
    setClientError(checked);
    if (checked) return;
    const address = email.trim();
    const ok = await write.run(
      async () => {
        await save({ userId, changeEmailAddressRequest: { email: address } }).unwrap();
        return true;
      },
      () => t.email.saved(address),
    );
    if (ok) setEmail('');
  }

  return (
    <section className="card" aria-labelledby="settings-email">
      <h2 id="settings-email">{t.email.title}</h2>
      <p data-testid="email-current">{t.email.current(current)}</p>
      <form onSubmit={submit} noValidate aria-labelledby="settings-email">
        <FormAlert show={clientError !== undefined || write.formError !== null} />
        <TextField
          label={t.email.field}
          hint={t.email.hint}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <SubmitButton pending={isLoading} label={t.email.submit} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}

/**
 * #113: deletes the account after a confirmation that names what is lost. The server ends the
 * session, so the app clears its state and goes to sign-in with a notice.
 */
function DeleteAccount({ userId }: { userId: number }) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [remove, { isLoading }] = formsApi.useDeleteUserMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function confirm() {
    try {
      await remove(userId).unwrap();
    } catch (error) {
      setConfirming(false);
      setFailure(error);
      return;
    }
    // The session has ended on the server: clear the state and go to sign-in with a notice.
    leaveSignInNotice(t.deletion.done);
    dispatch(signOutLocally());
    await navigate('/kirjaudu', { replace: true });
  }

  return (
    <section className="card" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t.deletion.title}</h2>
      <p>{t.deletion.intro}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setConfirming(true)}
      >
        {t.deletion.open}
      </button>
      {confirming ? (
        <Dialog
          title={t.deletion.confirmTitle}
          onEscape={isLoading ? undefined : () => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirming(false)}
                disabled={isLoading}
              >
                {fiForms.cancel}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => void confirm()}
                disabled={isLoading}
                aria-busy={isLoading}
              >
                {isLoading ? t.deletion.deleting : t.deletion.confirm}
              </button>
            </>
          }
        >
          <p>{t.deletion.confirmLead}</p>
          <ul>
            {t.deletion.lost.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Dialog>
      ) : null}
      {failure ? <OutcomeDialog error={failure} onClose={() => setFailure(null)} /> : null}
    </section>
  );
}

/** General settings of the signed-in user (/asetukset). */
export function SettingsPage() {
  // Read directly (not through useUserContent): the settings stay reachable in the B2B mode,
  // where the front page does not load the content.
  const me = api.useGetMeQuery();
  const ownUserId = me.data?.priwattiId ?? undefined;
  const content = api.useGetUserContentQuery(ownUserId ?? skipToken);
  const ui = api.useGetUserUiQuery(ownUserId ?? skipToken);
  const uiKnown = ui.data !== undefined || ui.isError;
  const query = {
    data: uiKnown ? content.data : undefined,
    isLoading: me.isLoading || content.isLoading || ui.isLoading,
    isError: me.isError || content.isError,
    error: me.error ?? content.error,
    refetch: () => (me.isError ? me.refetch() : content.refetch()),
  };
  return (
    <>
      <h1>{t.title}</h1>
      <QueryState query={query} failed={t.loadFailed}>
        {(data) => {
          const userId = data.user.priwattiUserId;
          const uiMode = ui.data?.uiMode === 'B2B' ? 'B2B' : 'B2C';
          return (
            <>
              <GeneralSettingsForm
                userId={userId}
                graphMode={data.user.graphMode}
                uiMode={uiMode}
                onUiModeSaved={() => void ui.refetch()}
              />
              <TipsForm userId={userId} subscribed={data.user.subscribedToTipsAndTricks} />
              <EmailForm userId={userId} current={data.user.email} />
              <SignInsLink />
              <DeleteAccount userId={userId} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
