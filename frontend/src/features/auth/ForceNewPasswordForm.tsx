import { useState, type FormEvent } from 'react';
import { api } from '../../api/enhanced';
import { fieldErrors } from '../../api/problem';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { fi } from '../../i18n/fi';

/** The forced new-password step after login answered NEW_PASSWORD_REQUIRED. */
export function ForceNewPasswordForm({
  username,
  password,
  onSignedIn,
  onCancel,
}: {
  username: string;
  password: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [forceReset, { isLoading, error }] = api.useForceResetPasswordMutation();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (newPassword !== confirmPassword) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    const result = await forceReset({ username, password, newPassword });
    if (result.data) onSignedIn();
  }

  const fields = fieldErrors(error);
  return (
    <section className="card auth-card" aria-labelledby="force-title">
      <h1 id="force-title">{fi.forceNewPassword.title}</h1>
      <p>{fi.forceNewPassword.intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <FormError error={error} />
        <TextField
          label={fi.forceNewPassword.newPassword}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={fi.password.rules}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={fields.newPassword}
        />
        <TextField
          label={fi.forceNewPassword.confirmPassword}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={mismatch ? fi.password.mismatch : undefined}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? fi.forceNewPassword.submitting : fi.forceNewPassword.submit}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {fi.forceNewPassword.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
