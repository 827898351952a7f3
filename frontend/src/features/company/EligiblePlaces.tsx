import { useState } from 'react';
import {
  type CompanyUser,
  type ManagedLocation,
  userManagement,
  type UserRight,
} from '../../api/b2bApi';
import type { GetCompanyUserApiResponse } from '../../api/rowTypes';
import { CloseDialog, ConfirmDialog } from '../../components/ConfirmDialog';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { fiCompany } from '../../i18n/fiCompany';
import {
  ChosenPlaces,
  managedPlaceMatches,
  managedPlaceLabel as placeLabel,
  managedPlaceName as placeName,
  ManagedPlacesTable,
} from './ManagedPlaces';
import { PagedPlaces } from '../../components/PlaceSearch';
import { locationRights, PLACES_PER_WRITE, RightChoice } from './UserActions';

const t = fiCompany.users;
const a = fiCompany.userActions;
const placeId = (place: ManagedLocation) => place.compositeLocationIdentifier;
/** The place when there is one, which the dialogs name; several are counted and listed. */
const single = (places: readonly ManagedLocation[]) =>
  places.length === 1 ? places[0] : undefined;

/** The places of a #220 request that its answer does not show with the right asked for. */
function notGiven(
  answer: GetCompanyUserApiResponse,
  asked: readonly ManagedLocation[],
  right: UserRight,
) {
  const held = new Map(answer.locations.map((place) => [placeId(place), place.right]));
  return asked.filter((place) => held.get(placeId(place)) !== right);
}

/** Places given in part: how many were, the right, and those the answer does not show. */
interface PartlyGiven {
  given: number;
  right: UserRight;
  missing: readonly ManagedLocation[];
}

/**
 * The places the user lacks (#230). One is given with its own button; several are selected
 * (the selection is kept across pages and searches) and given together in one #220 call, at
 * most 100 at a time (the row's limit). A dialog names the places, the user and the right
 * before anything is sent; the success dialog comes only once the gateway answered, and an
 * answer that does not hold every place with that right names those it lacks.
 */
export function EligiblePlaces({ companyRef, user }: { companyRef: string; user: CompanyUser }) {
  const userRef = user.userReferenceId;
  const eligible = userManagement.useListCompanyUserEligibleLocationsQuery({
    companyRef,
    userReferenceId: userRef,
  });
  const [update, updating] = userManagement.useUpdateCompanyUserAccessRightsMutation();
  const write = useWrite();
  const [selected, setSelected] = useState<ReadonlyMap<string, ManagedLocation>>(new Map());
  const [giving, setGiving] = useState<readonly ManagedLocation[]>();
  const [right, setRight] = useState<UserRight>('READ_ONLY');
  const [partial, setPartial] = useState<PartlyGiven>();

  function select(places: readonly ManagedLocation[], on: boolean) {
    const next = new Map(selected);
    for (const place of places) {
      if (on) next.set(placeId(place), place);
      else next.delete(placeId(place));
    }
    setSelected(next);
  }

  function ask(places: readonly ManagedLocation[]) {
    setRight('READ_ONLY');
    setGiving(places);
  }

  async function give(places: readonly ManagedLocation[]) {
    setGiving(undefined);
    const given = right;
    const rightText = fiCompany.rights[given].toLowerCase();
    let missing: readonly ManagedLocation[] = [];
    const answer = await write.run(
      () =>
        update({
          companyRef,
          userRef,
          updateAccessRightsRequest: {
            locations: locationRights(places.map((place) => ({ place, right: given }))),
          },
        }).unwrap(),
      (detail) => {
        missing = notGiven(detail, places, given);
        if (missing.length > 0) return null;
        const one = single(places);
        return one ? a.given(placeName(one), rightText) : a.givenMany(places.length, rightText);
      },
    );
    // A failure keeps the selection (its dialog shows). The places given leave it; those the
    // answer lacks are selected, to try again.
    if (!answer) return;
    setSelected((now) => {
      const next = new Map(now);
      for (const place of places) next.delete(placeId(place));
      for (const place of missing) next.set(placeId(place), place);
      return next;
    });
    if (missing.length > 0)
      setPartial({ given: places.length - missing.length, right: given, missing });
  }

  const placeActions = (place: ManagedLocation) => (
    <div className="actions">
      <input
        type="checkbox"
        className="company-select"
        aria-label={fiCompany.selection.select(placeLabel(place))}
        checked={selected.has(placeId(place))}
        onChange={(event) => select([place], event.target.checked)}
      />
      <button
        type="button"
        className="button button--small"
        aria-label={a.give(placeLabel(place))}
        disabled={updating.isLoading}
        onClick={() => ask([place])}
      >
        {a.giveShort}
      </button>
    </div>
  );
  const tooMany = selected.size > PLACES_PER_WRITE;
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
          <>
            <PagedPlaces places={data.results} matches={managedPlaceMatches}>
              {(shown) => (
                <>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      className="company-select"
                      checked={shown.every((place) => selected.has(placeId(place)))}
                      onChange={(event) => select(shown, event.target.checked)}
                    />
                    {fiCompany.selection.selectAll}
                  </label>
                  <ManagedPlacesTable caption={t.eligible} places={shown} action={placeActions} />
                </>
              )}
            </PagedPlaces>
            <div className="selection-bar">
              <p role="status">
                {fiCompany.selection.selected(selected.size)}
                {tooMany ? `. ${a.tooManyPlaces(PLACES_PER_WRITE)}` : null}
              </p>
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  disabled={selected.size === 0 || tooMany || updating.isLoading}
                  onClick={() => ask([...selected.values()])}
                >
                  {a.giveSelected}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={selected.size === 0}
                  onClick={() => setSelected(new Map())}
                >
                  {fiCompany.selection.clear}
                </button>
              </div>
            </div>
          </>
        )}
      </QueryState>
      {giving ? (
        <GiveDialog
          places={giving}
          user={user}
          right={right}
          onRight={setRight}
          onGive={() => void give(giving)}
          onCancel={() => setGiving(undefined)}
        />
      ) : null}
      {partial ? (
        <CloseDialog
          role="alertdialog"
          title={a.partialTitle}
          onClose={() => setPartial(undefined)}
        >
          <p>
            {a.partialText(
              partial.given,
              partial.given + partial.missing.length,
              fiCompany.rights[partial.right].toLowerCase(),
            )}
          </p>
          <ChosenPlaces places={partial.missing.map((place) => ({ place }))} />
        </CloseDialog>
      ) : null}
      <WriteOutcome write={write} />
    </section>
  );
}

/** The give dialog: the place (or the places listed), the user, and the right to give. */
function GiveDialog({
  places,
  user,
  right,
  onRight,
  onGive,
  onCancel,
}: {
  places: readonly ManagedLocation[];
  user: CompanyUser;
  right: UserRight;
  onRight: (right: UserRight) => void;
  onGive: () => void;
  onCancel: () => void;
}) {
  const one = single(places);
  return (
    <ConfirmDialog
      role="dialog"
      title={one ? a.giveTitle(placeName(one)) : a.giveManyTitle(places.length)}
      confirm={a.giveConfirm}
      onConfirm={onGive}
      onCancel={onCancel}
    >
      {one ? (
        <p>
          {one.address} ({user.name})
        </p>
      ) : (
        <>
          <p>{a.giveManyText(user.name)}</p>
          <ChosenPlaces places={places.map((place) => ({ place }))} />
        </>
      )}
      <RightChoice legend={a.right} value={right} onChange={onRight} />
    </ConfirmDialog>
  );
}
