import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../components/Dialog';
import { fi } from '../i18n/fi';
import { useAppDispatch, useAppSelector } from './hooks';
import { signOutLocally } from './store';

/** Shown when a data call answers 401 (spec §2 "session expired"). */
export function SessionExpiredDialog() {
  const expired = useAppSelector((state) => state.app.sessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  if (!expired) return null;
  return (
    <Dialog
      title={fi.sessionExpired.title}
      actions={
        <button
          type="button"
          className="button"
          onClick={() => {
            dispatch(signOutLocally());
            navigate('/kirjaudu', { replace: true, state: { from: location } });
          }}
        >
          {fi.sessionExpired.signInAgain}
        </button>
      }
    >
      <p>{fi.sessionExpired.text}</p>
    </Dialog>
  );
}
