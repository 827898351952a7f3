import { lazy, Suspense } from 'react';
import { api } from '../api/enhanced';

// Open invitations to join a company are rare: their screen part loads only when a page that
// shows them (the front page, the message box) asks for it.
const CompanyInvitations = lazy(() =>
  import('../features/invitations/CompanyInvitations').then((m) => ({
    default: m.CompanyInvitations,
  })),
);

/** The signed-in person's open invitations with accept and decline (nothing when none). */
export function OpenInvitations() {
  const userId = api.useGetMeQuery().data?.priwattiId;
  if (userId == null) return null;
  return (
    <Suspense fallback={null}>
      <CompanyInvitations userId={userId} />
    </Suspense>
  );
}
