import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/enhanced';
import { errorCode, fieldErrors } from '../../api/problem';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { signedIn } from '../../app/appSlice';
import { useAppDispatch } from '../../app/hooks';
import { fi } from '../../i18n/fi';
import { ForceNewPasswordForm } from './ForceNewPasswordForm';
import { returnPath } from './returnPath';
import { clearSignInNotice, readSignInNotice } from '../../app/signInNotice';

export function SignInPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading, error }] = api.useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** Set when the identity service asks for a new password before sign-in completes. */
  const [challenge, setChallenge] = useState<{ username: string; password: string } | null>(null);
  // A notice left by a flow that ended the session (account deletion); shown once.
  const [notice] = useState(readSignInNotice);
  useEffect(() => clearSignInNotice(), []);

  function completeSignIn() {
    dispatch(signedIn());
    navigate(returnPath(location.state), { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await login({ username: username.trim(), password });
    if (!result.data) return;
    if (result.data.status === 'NEW_PASSWORD_REQUIRED') {
      setChallenge({ username: username.trim(), password });
    } else {
      completeSignIn();
    }
  }

  if (challenge) {
    return (
      <ForceNewPasswordForm
        username={challenge.username}
        password={challenge.password}
        onSignedIn={completeSignIn}
        onCancel={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  const fields = fieldErrors(error);

  return (
    <section className="card auth-card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{fi.signIn.title}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <FormError error={error} />
        {errorCode(error) === 'ACCOUNT_NOT_CONFIRMED' ? (
          <p>
            <Link to="/rekisteroidy" state={{ confirmEmail: username.trim() }}>
              {fi.signUp.confirmTitle}
            </Link>
          </p>
        ) : null}
        <TextField
          label={fi.signIn.email}
          type="email"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={fields.username}
        />
        <TextField
          label={fi.signIn.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fields.password}
        />
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? fi.signIn.submitting : fi.signIn.submit}
        </button>
      </form>
      <p>
        <Link to="/salasana">{fi.signIn.forgotPassword}</Link>
      </p>
      <p>
        {fi.signIn.noAccount} <Link to="/rekisteroidy">{fi.signIn.signUp}</Link>
      </p>
      <p>
        <Link to="/demo">{fi.demo.tryIt}</Link>
      </p>
    </section>
  );
}
