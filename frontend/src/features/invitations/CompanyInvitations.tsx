import { formsApi } from '../../api/formsApi';
import type { CompanyInvitation } from '../../api/rowTypes';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { fiCompany } from '../../i18n/fiCompany';
import './invitations.css';

const t = fiCompany.invitations;

/**
 * The signed-in person's open invitations to join a company, each with accept and decline. A
 * company learns who has the address only when its owner accepts, so nothing happens until one
 * of the buttons is pressed. Shows nothing while loading, on failure or with no invitations:
 * the page it sits on is the person's own.
 */
export function CompanyInvitations({ userId }: { userId: number }) {
  const invitations = formsApi.useGetCompanyInvitationsQuery(userId);
  const write = useWrite();
  const [accept, accepting] = formsApi.useAcceptCompanyInvitationMutation();
  const [decline, declining] = formsApi.useDeclineCompanyInvitationMutation();
  const pending = accepting.isLoading || declining.isLoading;
  const open = invitations.data?.invitations ?? [];

  function answer(invitation: CompanyInvitation, accepted: boolean) {
    const args = { userId, invitationRef: invitation.invitationReferenceId };
    void write.run(
      () => (accepted ? accept(args) : decline(args)).unwrap(),
      () => (accepted ? t.accepted : t.declined)(invitation.companyName),
    );
  }

  return (
    <>
      {open.map((invitation) => {
        const heading = `invitation-${invitation.invitationReferenceId}`;
        return (
          <section key={heading} className="invitation-notice" aria-labelledby={heading}>
            <h2 id={heading}>{t.title}</h2>
            <p>{t.text(invitation.companyName, invitation.locationsTotal)}</p>
            <div className="invitation-actions">
              <button
                type="button"
                className="button"
                disabled={pending}
                onClick={() => answer(invitation, true)}
              >
                {t.accept}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={pending}
                onClick={() => answer(invitation, false)}
              >
                {t.decline}
              </button>
            </div>
          </section>
        );
      })}
      <WriteOutcome write={write} />
    </>
  );
}
