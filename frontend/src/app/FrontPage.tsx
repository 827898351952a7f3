import { lazy, Suspense } from 'react';
import { UsePlacesPage } from '../features/useplaces/UsePlacesPage';
import { Loading } from '../components/StatusViews';
import { fi } from '../i18n/fi';
import { useUserContent } from '../place/usePlaces';
import { OpenInvitations } from './OpenInvitations';

// A company user's places come with the company screens' own chunk: a household never loads it.
const CompanyPlacesPage = lazy(() =>
  import('../features/company/CompanyPlacesPage').then((m) => ({ default: m.CompanyPlacesPage })),
);

/**
 * The front page (/) by UI mode (spec §6): a household's use places, or, once the mode is known
 * to be B2B, the company's places. Until then the household page shows its loading state.
 */
export function FrontPage() {
  const { b2b } = useUserContent();
  if (!b2b)
    return (
      <>
        <OpenInvitations />
        <UsePlacesPage />
      </>
    );
  return (
    <>
      <h1>{fi.usePlaces.title}</h1>
      <OpenInvitations />
      <Suspense fallback={<Loading />}>
        <CompanyPlacesPage />
      </Suspense>
    </>
  );
}
