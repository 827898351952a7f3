import { useState } from 'react';
import { useNavigate } from 'react-router';
import Bowser from 'bowser';
import { formsApi } from '../../api/formsApi';
import type { SignInInfo } from '../../api/rowTypes';
import { useAppDispatch } from '../../app/hooks';
import { leaveSignInNotice } from '../../app/signInNotice';
import { signOutLocally } from '../../app/store';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../format';
import { fiSelfService } from '../../i18n/fiSelfService';
import './signIns.css';

const t = fiSelfService.signIns;

const PLATFORMS: Record<string, string> = {
  mobile: 'puhelin',
  tablet: 'tablettitietokone',
  desktop: 'tietokone',
  tv: 'televisio',
};

/** "Chrome 130, Linux (tietokone)" from the user agent the browser signed in with. */
export function deviceName(userAgent: string): string {
  if (userAgent.trim() === '') return t.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  if (!browser) return t.unknownDevice;
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  const platform = parsed.platform.type ? PLATFORMS[parsed.platform.type] : undefined;
  const where = [os, platform ? `(${platform})` : undefined].filter(Boolean).join(' ');
  return [major ? `${browser} ${major}` : browser, where].filter(Boolean).join(', ');
}

/** What is about to be ended: one sign-in, or every other one. */
type Ending = { kind: 'one'; signIn: SignInInfo } | { kind: 'others'; count: number };

/**
 * Kirjautumiset (/asetukset/kirjautumiset, A78): the account's live sign-ins (#246), each of
 * which can be ended, and all the others at once (#247). Ending this device's own signs out.
 */
export function SignInsPage() {
  const signIns = formsApi.useListSessionsQuery();
  const [end, ending] = formsApi.useEndSessionMutation();
  const [confirming, setConfirming] = useState<Ending | null>(null);
  const write = useWrite();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function confirm() {
    const target = confirming;
    if (!target) return;
    if (target.kind === 'one' && target.signIn.current) {
      try {
        await end(target.signIn.sessionId).unwrap();
      } catch {
        // The dialog shows the failure; the user is still signed in.
        return;
      }
      leaveSignInNotice(t.signedOut);
      dispatch(signOutLocally());
      await navigate('/kirjaudu', { replace: true });
      return;
    }
    setConfirming(null);
    await write.run(
      () => end(target.kind === 'others' ? 'all' : target.signIn.sessionId).unwrap(),
      () =>
        target.kind === 'others' ? t.endedOthers : t.ended(deviceName(target.signIn.userAgent)),
    );
  }

  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <QueryState query={signIns} failed={t.loadFailed}>
        {(list) => {
          const others = list.filter((signIn) => !signIn.current).length;
          return (
            <>
              <ul className="sign-ins" aria-label={t.listLabel}>
                {list.map((signIn) => (
                  <SignInCard
                    key={signIn.sessionId}
                    signIn={signIn}
                    onEnd={() => setConfirming({ kind: 'one', signIn })}
                  />
                ))}
              </ul>
              {others > 0 ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setConfirming({ kind: 'others', count: others })}
                >
                  {t.endOthers}
                </button>
              ) : (
                <p>{t.onlyThis}</p>
              )}
            </>
          );
        }}
      </QueryState>
      {confirming ? (
        <ConfirmDialog
          title={dialogTitle(confirming)}
          confirm={t.end}
          busy={ending.isLoading}
          error={ending.error}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        >
          <p>{dialogText(confirming)}</p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} />
    </>
  );
}

function dialogTitle(ending: Ending): string {
  if (ending.kind === 'others') return t.confirmOthersTitle;
  return ending.signIn.current ? t.confirmOwnTitle : t.confirmTitle;
}

function dialogText(ending: Ending): string {
  if (ending.kind === 'others') return t.confirmOthersText(ending.count);
  return ending.signIn.current
    ? t.confirmOwnText
    : t.confirmText(deviceName(ending.signIn.userAgent));
}

function SignInCard({ signIn, onEnd }: { signIn: SignInInfo; onEnd: () => void }) {
  const device = deviceName(signIn.userAgent);
  return (
    <li className="card sign-in">
      <h2 className="sign-in__device">
        {device}
        {signIn.current ? <span className="badge sign-in__this">{t.thisDevice}</span> : null}
      </h2>
      <dl className="sign-in__facts">
        <div>
          <dt>{t.address}</dt>
          <dd>{signIn.address ?? t.unknownAddress}</dd>
        </div>
        <div>
          <dt>{t.signedIn}</dt>
          <dd>{formatDateTime(new Date(signIn.createdAt))}</dd>
        </div>
        <div>
          <dt>{t.lastSeen}</dt>
          <dd>{formatDateTime(new Date(signIn.lastSeenAt))}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary" onClick={onEnd}>
        {t.end}
        <span className="visually-hidden">: {device}</span>
      </button>
    </li>
  );
}
