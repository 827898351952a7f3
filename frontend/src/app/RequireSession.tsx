import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../api/enhanced';
import { isApiError } from '../api/problem';
import { errorMessage } from '../components/errorMessage';
import { ErrorState, Loading } from '../components/StatusViews';
import { fi } from '../i18n/fi';
import { useAppDispatch, useAppSelector } from './hooks';
import { sessionStatusRead } from './store';

/**
 * Protected routes: asks the gateway whether there is a session (the cookie is HttpOnly, so the
 * app cannot tell by itself). 401 → sign-in, which returns here afterwards.
 */
export function RequireSession() {
  const location = useLocation();
  const signedOut = useAppSelector((state) => state.app.signedOut);
  // Demo mode needs no session: its reads are the demo user's public ones (A9).
  const demoMode = useAppSelector((state) => state.app.demoMode);
  const status = api.useSessionStatusQuery(undefined, {
    skip: signedOut || demoMode,
    refetchOnMountOrArgChange: true,
  });
  const dispatch = useAppDispatch();
  // A layout effect runs before the effects that start the page's calls, so their session check
  // finds this status fresh instead of reading it again.
  useLayoutEffect(() => {
    if (status.data) dispatch(sessionStatusRead(status.data));
  }, [dispatch, status.data]);

  const toSignIn = <Navigate to="/kirjaudu" replace state={{ from: location }} />;
  if (demoMode) return <Outlet />;
  if (signedOut) return toSignIn;
  if (status.isError) {
    if (isApiError(status.error) && status.error.status === 401) return toSignIn;
    return (
      <main id="main" className="page">
        <ErrorState message={fi.errors.sessionCheckFailed} onRetry={() => void status.refetch()}>
          <p>{errorMessage(status.error)}</p>
        </ErrorState>
      </main>
    );
  }
  if (!status.data) {
    return (
      <main id="main" className="page">
        <Loading />
      </main>
    );
  }
  return <Outlet />;
}
