import { useState } from 'react';
import {
  useListCompanyUserEligibleLocationsQuery,
  useUpdateCompanyUserAccessRightsMutation,
  type CompanyUser,
  type ManagedLocation,
  type UserRight,
} from '../../api/b2bApi';
import { Dialog } from '../../components/Dialog';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { fiCompany } from '../../i18n/fiCompany';
import {
  managedPlaceMatches,
  managedPlaceName as placeName,
  ManagedPlacesTable,
} from './ManagedPlaces';
import { PagedPlaces } from './PlaceSearch';
import { RightChoice } from './UserActions';

const t = fiCompany.users;
const a = fiCompany.userActions;

/**
 * The places the user lacks (#230), each given with a chosen right (#220) in a dialog that
 * names the place, the user and the right before anything is sent.
 */
export function EligiblePlaces({ companyRef, user }: { companyRef: string; user: CompanyUser }) {
  const userRef = user.userReferenceId;
  const eligible = useListCompanyUserEligibleLocationsQuery({
    companyRef,
    userReferenceId: userRef,
  });
  const [update, updating] = useUpdateCompanyUserAccessRightsMutation();
  const write = useWrite();
  const [giving, setGiving] = useState<ManagedLocation>();
  const [right, setRight] = useState<UserRight>('READ_ONLY');

  async function give(place: ManagedLocation) {
    setGiving(undefined);
    await write.run(
      () =>
        update({
          companyRef,
          userRef,
          updateAccessRightsRequest: {
            locations: [{ compositeLocationIdentifier: place.compositeLocationIdentifier, right }],
          },
        }).unwrap(),
      () => a.given(placeName(place), fiCompany.rights[right].toLowerCase()),
    );
  }
  const giveButton = (place: ManagedLocation) => (
    <button
      type="button"
      className="button button--small"
      aria-label={a.give(`${placeName(place)}, ${place.address}`)}
      disabled={updating.isLoading}
      onClick={() => {
        setRight('READ_ONLY');
        setGiving(place);
      }}
    >
      {a.giveShort}
    </button>
  );
  return (
    <section className="card company-table" aria-labelledby="company-user-eligible">
      <h2 id="company-user-eligible">{t.eligible}</h2>
      <QueryState
        query={eligible}
        failed={t.eligibleFailed}
        empty={t.noEligible}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <PagedPlaces places={data.results} matches={managedPlaceMatches}>
            {(shown) => (
              <ManagedPlacesTable caption={t.eligible} places={shown} action={giveButton} />
            )}
          </PagedPlaces>
        )}
      </QueryState>
      {giving ? (
        <Dialog
          role="dialog"
          title={a.giveTitle(placeName(giving))}
          onEscape={() => setGiving(undefined)}
          actions={
            <>
              <button type="button" className="button" onClick={() => void give(giving)}>
                {a.giveConfirm}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setGiving(undefined)}
              >
                {a.cancel}
              </button>
            </>
          }
        >
          <p>
            {giving.address} ({user.name})
          </p>
          <RightChoice legend={a.right} value={right} onChange={setRight} />
        </Dialog>
      ) : null}
      <WriteOutcome write={write} />
    </section>
  );
}
