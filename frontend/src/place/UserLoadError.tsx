import { loadUserRequested } from '../app/appSlice';
import { useAppDispatch } from '../app/hooks';
import { ErrorState } from '../components/StatusViews';
import { fi } from '../i18n/fi';

export function UserLoadError() {
  const dispatch = useAppDispatch();
  return (
    <ErrorState message={fi.errors.userLoadFailed} onRetry={() => dispatch(loadUserRequested())} />
  );
}
