import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/enhanced';
import { fieldErrors } from '../../api/problem';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { fi } from '../../i18n/fi';

type Step = 'request' | 'reset' | 'done';

/** Password reset: ask for a code by e-mail, then set a new password with it (/salasana). */
export function PasswordResetPage() {
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [sendCode, sendState] = api.useSendResetPasswordCodeMutation();
  const [reset, resetState] = api.useResetPasswordMutation();

  async function onRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await sendCode({ email: email.trim() });
    if (!result.error) setStep('reset');
  }

  async function onReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await reset({ email: email.trim(), code: code.trim(), newPassword });
    if (!result.error) setStep('done');
  }

  if (step === 'done') {
    return (
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{fi.reset.title}</h1>
        <p role="status">{fi.reset.done}</p>
        <Link className="button" to="/kirjaudu">
          {fi.reset.toSignIn}
        </Link>
      </section>
    );
  }

  if (step === 'reset') {
    const fields = fieldErrors(resetState.error);
    return (
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{fi.reset.title}</h1>
        {sendState.isSuccess ? <p role="status">{fi.reset.codeSent(email.trim())}</p> : null}
        <form onSubmit={onReset} noValidate>
          <FormError error={resetState.error} />
          <TextField
            label={fi.reset.email}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fields.email}
          />
          <TextField
            label={fi.reset.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fields.code}
          />
          <TextField
            label={fi.reset.newPassword}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            hint={fi.password.rules}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            error={fields.newPassword}
          />
          <button type="submit" className="button" disabled={resetState.isLoading}>
            {resetState.isLoading ? fi.reset.submitting : fi.reset.submit}
          </button>
        </form>
      </section>
    );
  }

  const fields = fieldErrors(sendState.error);
  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{fi.reset.title}</h1>
      <p>{fi.reset.requestIntro}</p>
      <form onSubmit={onRequest} noValidate>
        <FormError error={sendState.error} />
        <TextField
          label={fi.reset.email}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fields.email}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={sendState.isLoading}>
            {sendState.isLoading ? fi.reset.sending : fi.reset.sendCode}
          </button>
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
    </section>
  );
}
