import { Link, Outlet, useNavigate } from 'react-router';
import { api } from '../api/enhanced';
import { fi } from '../i18n/fi';
import { useCompany } from '../place/company';
import { CompanySwitcher } from '../place/CompanySwitcher';
import { useUiMode, userContentArg } from '../place/uiMode';
import { useAppDispatch, useAppSelector } from './hooks';
import { MainMenu } from './MainMenu';
import { companyMenuLinks, menuLinks, withFeatures } from './menu';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { signOutLocally } from './store';
import { DemoNotice } from '../demo/DemoNotice';
import { useMaintenance } from './maintenance';
import { MaintenanceScreen } from './MaintenanceScreen';
import { AdminMenu } from '../features/admin/AdminMenu';
import { TopBarNotice } from '../features/admin/TopBarNotice';

export function RootLayout() {
  const maintenance = useMaintenance();
  return (
    <>
      <a className="skip-link" href="#main">
        {fi.skipToContent}
      </a>
      {maintenance ? <MaintenanceScreen maintenance={maintenance} /> : <Outlet />}
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
  const demoMode = useAppSelector((state) => state.app.demoMode);
  const me = api.useGetMeQuery(undefined, { skip: !loadUser });
  // The unread-messages bubble (spec §4) counts user.unreadMessages of the user content.
  const userId = me.data?.priwattiId ?? undefined;
  const ui = useUiMode(userId);
  const b2b = ui.ready && ui.mode === 'B2B';
  const { isMainUser } = useCompany();
  const content = api.useGetUserContentQuery(userContentArg(userId, ui));
  const unread = content.data?.user.unreadMessages ?? 0;
  const [logout, { isLoading: signingOut }] = api.useLogoutMutation();
  // A household's menu follows its user-level features (A72); demo mode shows every entry.
  const features = api.useGetUserFeaturesQuery(userId ?? 0, {
    skip: userId === undefined || !ui.ready || b2b || demoMode,
  });

  async function signOut() {
    // Logout is idempotent; whatever it answers, the local state is cleared. Demo mode has no
    // session of its own to end.
    if (!demoMode) await logout();
    dispatch(signOutLocally());
    navigate('/kirjaudu', { replace: true });
  }

  return (
    <div className="layout">
      {demoMode ? <DemoNotice /> : null}
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand">
            {fi.appName}
          </Link>
          <MainMenu
            links={
              b2b ? companyMenuLinks(isMainUser) : withFeatures(menuLinks, features.data?.features)
            }
            unread={unread}
            signingOut={signingOut}
            onSignOut={() => void signOut()}
          />
          {me.data ? <AdminMenu groups={me.data.groups} /> : null}
          {me.data ? <span className="user-name">{me.data.username}</span> : null}
          {b2b ? <CompanySwitcher /> : null}
        </div>
      </header>
      <TopBarNotice message={me.data?.topBarMessage} />
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
