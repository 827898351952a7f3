import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMeQuery, useGetUserContentQuery, useLogoutMutation } from '../api/enhanced';
import { fi } from '../i18n/fi';
import { useUiMode } from '../place/uiMode';
import { useAppDispatch, useAppSelector } from './hooks';
import { menuLinks } from './menu';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { signOutLocally } from './store';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {fi.skipToContent}
      </a>
      <Outlet />
      <SessionExpiredDialog />
    </>
  );
}

/** Sign-in, sign-up and password pages. */
export function PublicLayout() {
  return (
    <div className="layout">
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/kirjaudu" className="brand">
            {fi.appName}
          </Link>
        </div>
      </header>
      <main id="main" className="page page--narrow" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** The signed-in app: header, menu and the page. */
export function Shell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loadUser = useAppSelector((state) => state.app.loadUser);
  const me = useGetMeQuery(undefined, { skip: !loadUser });
  // The unread-messages bubble (spec §4) counts user.unreadMessages of the user content.
  const userId = me.data?.priwattiId ?? undefined;
  const ui = useUiMode(userId);
  const content = useGetUserContentQuery(
    userId !== undefined && ui.ready && ui.mode === 'B2C' ? userId : skipToken,
  );
  const unread = content.data?.user.unreadMessages ?? 0;
  const [logout, { isLoading: signingOut }] = useLogoutMutation();

  async function signOut() {
    // Logout is idempotent; whatever it answers, the local state is cleared.
    await logout();
    dispatch(signOutLocally());
    navigate('/kirjaudu', { replace: true });
  }

  return (
    <div className="layout">
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand">
            {fi.appName}
          </Link>
          <nav aria-label={fi.menu.label} className="menu">
            <ul>
              {menuLinks.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end}>
                    {item.label}
                    {'unreadBubble' in item && unread > 0 ? (
                      <span className="bubble">
                        <span aria-hidden="true">{unread}</span>
                        <span className="visually-hidden">, {fi.messages.bubble(unread)}</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void signOut()}
                  disabled={signingOut}
                >
                  {signingOut ? fi.menu.signingOut : fi.menu.signOut}
                </button>
              </li>
            </ul>
          </nav>
          {me.data ? <span className="user-name">{me.data.username}</span> : null}
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function NotFound() {
  return (
    <>
      <h1>{fi.common.notFoundTitle}</h1>
      <p>{fi.common.notFoundText}</p>
      <p>
        <Link to="/">{fi.common.toFrontPage}</Link>
      </p>
    </>
  );
}
