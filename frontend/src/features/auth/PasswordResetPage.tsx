import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/enhanced';
import { fieldErrors } from '../../api/problem';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/forms/WriteOutcome';
import { fi } from '../../i18n/fi';
import { AuthCard, AuthField, DoneCard, submitThen } from './AuthFields';

type Step = 'request' | 'reset' | 'done';

const TITLE_ID = 'reset-title';

/** Password reset: ask for a code by e-mail, then set a new password with it (/salasana). */
export function PasswordResetPage() {
  const [step, setStep] = useState<Step>('request');
  const emailState = useState('');
  const code = useState('');
  const newPassword = useState('');
  const email = emailState[0].trim();
  const [sendCode, sendState] = api.useSendResetPasswordCodeMutation();
  const [reset, resetState] = api.useResetPasswordMutation();

  const onRequest = submitThen(
    () => sendCode({ email }),
    () => setStep('reset'),
  );
  const onReset = submitThen(
    () => reset({ email, code: code[0].trim(), newPassword: newPassword[0] }),
    () => setStep('done'),
  );

  if (step === 'done') {
    return <DoneCard id={TITLE_ID} title={fi.reset.title} text={fi.reset} />;
  }

  if (step === 'reset') {
    const fields = fieldErrors(resetState.error);
    return (
      <AuthCard id={TITLE_ID} title={fi.reset.title}>
        {sendState.isSuccess ? <p role="status">{fi.reset.codeSent(email)}</p> : null}
        <form onSubmit={onReset} noValidate>
          <FormError error={resetState.error} />
          <AuthField
            kind="username"
            label={fi.reset.email}
            state={emailState}
            error={fields.email}
          />
          <AuthField kind="code" label={fi.reset.code} state={code} error={fields.code} />
          <AuthField
            kind="newPassword"
            name="newPassword"
            label={fi.reset.newPassword}
            state={newPassword}
            error={fields.newPassword}
          />
          <SubmitButton
            pending={resetState.isLoading}
            label={fi.reset.submit}
            pendingLabel={fi.reset.submitting}
          />
        </form>
      </AuthCard>
    );
  }

  const fields = fieldErrors(sendState.error);
  return (
    <AuthCard id={TITLE_ID} title={fi.reset.title}>
      <p>{fi.reset.requestIntro}</p>
      <form onSubmit={onRequest} noValidate>
        <FormError error={sendState.error} />
        <AuthField kind="username" label={fi.reset.email} state={emailState} error={fields.email} />
        <div className="actions">
          <SubmitButton
            pending={sendState.isLoading}
            label={fi.reset.sendCode}
            pendingLabel={fi.reset.sending}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep('reset')}
          >
            {fi.reset.haveCode}
          </button>
        </div>
      </form>
      <p>
        <Link to="/kirjaudu">{fi.reset.toSignIn}</Link>
      </p>
    </AuthCard>
  );
}
