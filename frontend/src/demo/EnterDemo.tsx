import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { enterDemo } from '../app/store';
import { Loading } from '../components/StatusViews';

/** `/demo`: opens demo mode and goes to the front page; the address carries no flag afterwards. */
export function EnterDemo() {
  const dispatch = useAppDispatch();
  const demoMode = useAppSelector((state) => state.app.demoMode);
  useEffect(() => {
    if (!demoMode) dispatch(enterDemo());
  }, [dispatch, demoMode]);
  if (demoMode) return <Navigate to="/" replace />;
  return (
    <main id="main" className="page">
      <Loading />
    </main>
  );
}
