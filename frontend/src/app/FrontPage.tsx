import { lazy, Suspense } from 'react';
import { UsePlacesPage } from '../features/useplaces/UsePlacesPage';
import { Loading } from '../components/StatusViews';
import { fi } from '../i18n/fi';
import { useUserContent } from '../place/usePlaces';
import { api } from '../api/enhanced';

// A company user's places come with the company screens' own chunk: a household never loads it.
const CompanyPlacesPage = lazy(() =>
  import('../features/company/CompanyPlacesPage').then((m) => ({ default: m.CompanyPlacesPage })),
);

// Open invitations to join a company: rare, so their screen part loads only with the front page.
const CompanyInvitations = lazy(() =>
  import('../features/invitations/CompanyInvitations').then((m) => ({
    default: m.CompanyInvitations,
  })),
);

/** The signed-in person's open invitations, above either front page (nothing when none). */
function Invitations() {
  const userId = api.useGetMeQuery().data?.priwattiId;
  if (userId == null) return null;
  return (
    <Suspense fallback={null}>
      <CompanyInvitations userId={userId} />
    </Suspense>
  );
}

/**
 * The front page (/) by UI mode (spec §6): a household's use places, or, once the mode is known
 * to be B2B, the company's places. Until then the household page shows its loading state.
 */
export function FrontPage() {
  const { b2b } = useUserContent();
  if (!b2b)
    return (
      <>
        <Invitations />
        <UsePlacesPage />
      </>
    );
  return (
    <>
      <h1>{fi.usePlaces.title}</h1>
      <Invitations />
      <Suspense fallback={<Loading />}>
        <CompanyPlacesPage />
      </Suspense>
    </>
  );
}
