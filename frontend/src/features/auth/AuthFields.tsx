import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../components/TextField';
import { TitledCard } from '../../components/TitledCard';
import { fi } from '../../i18n/fi';

/** A field's value and its setter, as `useState<string>` gives them. */
type FieldState = readonly [string, (value: string) => void];

/** The card of a sign-up or password page's step. */
export function AuthCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledCard id={id} title={title} heading="h1" className="card auth-card">
      {children}
    </TitledCard>
  );
}

/** The last step of sign-up or a password reset: what was done, and on to sign in. */
export function DoneCard({
  id,
  title,
  text,
}: {
  id: string;
  title: string;
  text: { done: string; toSignIn: string };
}) {
  return (
    <AuthCard id={id} title={title}>
      <p role="status">{text.done}</p>
      <Link className="button" to="/kirjaudu">
        {text.toSignIn}
      </Link>
    </AuthCard>
  );
}

/**
 * The fields the sign-up and password pages ask for, each as every page asks for it: the
 * e-mail address (`username` where it is the account's name in a password manager), the code
 * sent by e-mail, a new password with the password rules as its hint, and its repetition.
 */
const KINDS = {
  email: { type: 'email', name: 'email', autoComplete: 'email' },
  username: { type: 'email', name: 'email', autoComplete: 'username' },
  code: { name: 'code', inputMode: 'numeric', autoComplete: 'one-time-code' },
  newPassword: { type: 'password', autoComplete: 'new-password', hint: fi.password.rules },
  repeatPassword: { type: 'password', autoComplete: 'new-password' },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement> & { hint?: string }>;

/** One field of a sign-up or password page; `name` names a password field. */
export function AuthField({
  kind,
  label,
  name,
  state: [value, setValue],
  error,
}: {
  kind: keyof typeof KINDS;
  label: string;
  name?: string;
  state: FieldState;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      required
      {...KINDS[kind]}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
    />
  );
}

/** A step's submit: sends what `send` sends, and moves on with `next` when it went through. */
export function submitThen(send: () => Promise<{ error?: unknown }>, next: () => void) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await send();
    if (!result.error) next();
  };
}
