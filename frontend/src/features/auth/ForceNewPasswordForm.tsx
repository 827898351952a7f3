import { useState, type FormEvent } from 'react';
import { api } from '../../api/enhanced';
import { fieldErrors } from '../../api/problem';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/forms/WriteOutcome';
import { fi } from '../../i18n/fi';
import { AuthCard, AuthField } from './AuthFields';

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
  const newPasswordState = useState('');
  const confirmPasswordState = useState('');
  const [newPassword] = newPasswordState;
  const [confirmPassword] = confirmPasswordState;
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
    <AuthCard id="force-title" title={fi.forceNewPassword.title}>
      <p>{fi.forceNewPassword.intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <FormError error={error} />
        <AuthField
          kind="newPassword"
          name="newPassword"
          label={fi.forceNewPassword.newPassword}
          state={newPasswordState}
          error={fields.newPassword}
        />
        <AuthField
          kind="repeatPassword"
          name="confirmPassword"
          label={fi.forceNewPassword.confirmPassword}
          state={confirmPasswordState}
          error={mismatch ? fi.password.mismatch : undefined}
        />
        <div className="actions">
          <SubmitButton
            pending={isLoading}
            label={fi.forceNewPassword.submit}
            pendingLabel={fi.forceNewPassword.submitting}
          />
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {fi.forceNewPassword.cancel}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
