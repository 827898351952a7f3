import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '../../api/enhanced';
import { fieldErrors } from '../../api/problem';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { fi } from '../../i18n/fi';

type Step = 'form' | 'confirm' | 'done';

/** Sign-up, then confirmation with the code sent by e-mail (/rekisteroidy). */
export function SignUpPage() {
  const location = useLocation();
  const confirmEmail = (location.state as { confirmEmail?: string } | null)?.confirmEmail;
  const [step, setStep] = useState<Step>(confirmEmail ? 'confirm' : 'form');
  const [name, setName] = useState('');
  const [email, setEmail] = useState(confirmEmail ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [signUp, signUpState] = api.useSignUpMutation();
  const [confirm, confirmState] = api.useConfirmSignupMutation();
  const [resend, resendState] = api.useResendSignupCodeMutation();

  async function onSignUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await signUp({ email: email.trim(), password, name: name.trim() });
    if (!result.error) setStep('confirm');
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await confirm({ email: email.trim(), code: code.trim() });
    if (!result.error) setStep('done');
  }

  if (step === 'done') {
    return (
      <section className="card auth-card" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title">{fi.signUp.confirmTitle}</h1>
        <p role="status">{fi.signUp.done}</p>
        <Link className="button" to="/kirjaudu">
          {fi.signUp.toSignIn}
        </Link>
      </section>
    );
  }

  if (step === 'confirm') {
    const fields = fieldErrors(confirmState.error);
    return (
      <section className="card auth-card" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title">{fi.signUp.confirmTitle}</h1>
        {email ? <p>{fi.signUp.confirmIntro(email.trim())}</p> : null}
        <form onSubmit={onConfirm} noValidate>
          <FormError error={confirmState.error ?? resendState.error} />
          {!confirmEmail && email ? null : (
            <TextField
              label={fi.signUp.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fields.email}
            />
          )}
          <TextField
            label={fi.signUp.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fields.code}
          />
          <div className="actions">
            <button type="submit" className="button" disabled={confirmState.isLoading}>
              {confirmState.isLoading ? fi.signUp.confirming : fi.signUp.confirm}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={resendState.isLoading || !email.trim()}
              onClick={() => void resend({ email: email.trim() })}
            >
              {fi.signUp.resend}
            </button>
          </div>
          {resendState.isSuccess ? <p role="status">{fi.signUp.resent}</p> : null}
        </form>
      </section>
    );
  }

  const fields = fieldErrors(signUpState.error);
  return (
    <section className="card auth-card" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{fi.signUp.title}</h1>
      <form onSubmit={onSignUp} noValidate>
        <FormError error={signUpState.error} />
        <TextField
          label={fi.signUp.name}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fields.name}
        />
        <TextField
          label={fi.signUp.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fields.email}
        />
        <TextField
          label={fi.signUp.password}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={fi.password.rules}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fields.password}
        />
        <button type="submit" className="button" disabled={signUpState.isLoading}>
          {signUpState.isLoading ? fi.signUp.submitting : fi.signUp.submit}
        </button>
      </form>
      <p>
        {fi.signUp.haveAccount} <Link to="/kirjaudu">{fi.signIn.submit}</Link>
      </p>
    </section>
  );
}
