import { errorMessage } from './errorMessage';

/** The form-level message for a failed mutation, announced to screen readers. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {errorMessage(error)}
    </p>
  );
}
