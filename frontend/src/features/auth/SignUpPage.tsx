import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '../../api/enhanced';
import { fieldErrors } from '../../api/problem';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/forms/WriteOutcome';
import { TextField } from '../../components/TextField';
import { fi } from '../../i18n/fi';
import { AuthCard, AuthField, DoneCard, submitThen } from './AuthFields';

type Step = 'form' | 'confirm' | 'done';

const TITLE_ID = 'sign-up-title';

/** Sign-up, then confirmation with the code sent by e-mail (/rekisteroidy). */
export function SignUpPage() {
  const location = useLocation();
  const confirmEmail = (location.state as { confirmEmail?: string } | null)?.confirmEmail;
  const [step, setStep] = useState<Step>(confirmEmail ? 'confirm' : 'form');
  const name = useState('');
  const emailState = useState(confirmEmail ?? '');
  const password = useState('');
  const code = useState('');
  const email = emailState[0].trim();
  const [signUp, signUpState] = api.useSignUpMutation();
  const [confirm, confirmState] = api.useConfirmSignupMutation();
  const [resend, resendState] = api.useResendSignupCodeMutation();

  const onSignUp = submitThen(
    () => signUp({ email, password: password[0], name: name[0].trim() }),
    () => setStep('confirm'),
  );
  const onConfirm = submitThen(
    () => confirm({ email, code: code[0].trim() }),
    () => setStep('done'),
  );

  if (step === 'done') {
    return <DoneCard id={TITLE_ID} title={fi.signUp.confirmTitle} text={fi.signUp} />;
  }

  if (step === 'confirm') {
    const fields = fieldErrors(confirmState.error);
    return (
      <AuthCard id={TITLE_ID} title={fi.signUp.confirmTitle}>
        {email ? <p>{fi.signUp.confirmIntro(email)}</p> : null}
        <form onSubmit={onConfirm} noValidate>
          <FormError error={confirmState.error ?? resendState.error} />
          {!confirmEmail && emailState[0] ? null : (
            <AuthField
              kind="email"
              label={fi.signUp.email}
              state={emailState}
              error={fields.email}
            />
          )}
          <AuthField kind="code" label={fi.signUp.code} state={code} error={fields.code} />
          <div className="actions">
            <SubmitButton
              pending={confirmState.isLoading}
              label={fi.signUp.confirm}
              pendingLabel={fi.signUp.confirming}
            />
            <button
              type="button"
              className="button button--secondary"
              disabled={resendState.isLoading || !email}
              onClick={() => void resend({ email })}
            >
              {fi.signUp.resend}
            </button>
          </div>
          {resendState.isSuccess ? <p role="status">{fi.signUp.resent}</p> : null}
        </form>
      </AuthCard>
    );
  }

  const fields = fieldErrors(signUpState.error);
  return (
    <AuthCard id={TITLE_ID} title={fi.signUp.title}>
      <form onSubmit={onSignUp} noValidate>
        <FormError error={signUpState.error} />
        <TextField
          label={fi.signUp.name}
          name="name"
          autoComplete="name"
          required
          value={name[0]}
          onChange={(event) => name[1](event.target.value)}
          error={fields.name}
        />
        <AuthField kind="email" label={fi.signUp.email} state={emailState} error={fields.email} />
        <AuthField
          kind="newPassword"
          name="password"
          label={fi.signUp.password}
          state={password}
          error={fields.password}
        />
        <SubmitButton
          pending={signUpState.isLoading}
          label={fi.signUp.submit}
          pendingLabel={fi.signUp.submitting}
        />
      </form>
      <p>
        {fi.signUp.haveAccount} <Link to="/kirjaudu">{fi.signIn.submit}</Link>
      </p>
    </AuthCard>
  );
}
