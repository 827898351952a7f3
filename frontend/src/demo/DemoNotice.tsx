import { useNavigate } from 'react-router';
import { useAppDispatch } from '../app/hooks';
import { signOutLocally } from '../app/store';
import { fi } from '../i18n/fi';

/** Shown above every screen in demo mode: nothing is saved, and the way out to sign-in. */
export function DemoNotice() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <section className="demo-notice" aria-label={fi.demo.notice}>
      <div className="demo-notice__inner">
        <p className="demo-notice__text">{fi.demo.notice}</p>
        <button
          type="button"
          className="button button--secondary demo-notice__leave"
          onClick={() => {
            dispatch(signOutLocally());
            navigate('/kirjaudu', { replace: true });
          }}
        >
          {fi.demo.leave}
        </button>
      </div>
    </section>
  );
}
