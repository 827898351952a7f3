import { useId, useState, type FormEvent } from 'react';
import { userManagement, type UserRight } from '../../api/b2bApi';
import { CloseDialog } from '../../components/ConfirmDialog';
import { QueryState } from '../../components/QueryState';
import { fiCompany } from '../../i18n/fiCompany';
import { placeRef } from '../../place/companyPlace';
import { type BulkTarget, useBulkChange, writesOf } from './bulk';
import { BulkSteps } from './BulkSteps';
import { PLACES_PER_WRITE, RightChoice } from './UserActions';

const t = fiCompany.bulk;

/**
 * The main user gives one of the company's users a right on many places at once: the
 * selection, or every place matching the list's filter (gathered page by page). The count is
 * confirmed first; the places go to #220 100 at a time (its limit), a composite by its id,
 * and a place its answer does not show with the right is named as not changed.
 */
export function RightsDialog({
  companyRef,
  userId,
  target,
  onClose,
}: {
  companyRef: string;
  userId: number;
  target: BulkTarget;
  onClose: () => void;
}) {
  const users = userManagement.useListCompanyUsersQuery(companyRef);
  const [update] = userManagement.useUpdateCompanyUserAccessRightsMutation();
  const bulk = useBulkChange(companyRef, userId, target);
  const [userRef, setUserRef] = useState('');
  const [right, setRight] = useState<UserRight>('READ_ONLY');
  const selectId = useId();
  // Only a user who has joined can be given places: not the main user, not an invitation.
  const others = (users.data?.users ?? []).filter((user) => !user.mainUser && !user.invited);
  const chosen = others.find((user) => user.userReferenceId === userRef) ?? others[0];
  const rightText = fiCompany.rights[right].toLowerCase();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    void bulk.prepare((items) => ({
      writes: writesOf(items, placeRef, PLACES_PER_WRITE),
      unchanged: 0,
      readOnly: 0,
    }));
  }

  const form = (
    <QueryState query={users} failed={t.usersFailed}>
      {() =>
        others.length === 0 ? (
          <p>{t.noUsers}</p>
        ) : (
          <form onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={selectId}>{t.user}</label>
              <select
                id={selectId}
                value={chosen?.userReferenceId ?? ''}
                onChange={(event) => setUserRef(event.target.value)}
              >
                {others.map((user) => (
                  <option key={user.userReferenceId} value={user.userReferenceId}>
                    {`${user.name} (${user.email})`}
                  </option>
                ))}
              </select>
            </div>
            <RightChoice legend={t.right} value={right} onChange={setRight} />
            <button type="submit" className="button" disabled={bulk.busy}>
              {t.next}
            </button>
          </form>
        )
      }
    </QueryState>
  );
  const title =
    'all' in target ? t.rightsAllTitle(target.all.total) : t.rightsTitle(target.items.length);
  const who = chosen?.name || chosen?.email || '';
  return (
    <CloseDialog title={title} onClose={onClose} secondary>
      <p>{t.rightsInfo}</p>
      <BulkSteps
        bulk={bulk}
        form={form}
        confirmText={(count) => t.rightsConfirm(who, rightText, count)}
        confirmButton={t.rightsButton}
        doneText={(count) => t.rightsGiven(who, count)}
        onConfirm={() =>
          void bulk.run(async (write) => {
            if (!chosen) return write.places;
            const answer = await update({
              companyRef,
              userRef: chosen.userReferenceId,
              updateAccessRightsRequest: {
                locations: write.refs.map((ref) => ({ compositeLocationIdentifier: ref, right })),
              },
            }).unwrap();
            const held = new Map(
              answer.locations.map((place) => [place.compositeLocationIdentifier, place.right]),
            );
            return write.places.filter((item) => held.get(placeRef(item)) !== right);
          })
        }
      />
    </CloseDialog>
  );
}
