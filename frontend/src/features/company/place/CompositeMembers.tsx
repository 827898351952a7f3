import { useState } from 'react';
import { useNavigate } from 'react-router';
import { companyApi, type CompanyLocationItem, type ManagedLocation } from '../../../api/b2bApi';
import { QueryState } from '../../../components/QueryState';
import { utilityTypeName } from '../../../format/names';
import { fiCompany } from '../../../i18n/fiCompany';
import { ConfirmDialog, DoneDialog } from '../../../components/ConfirmDialog';
import { addressText, itemMatches } from '../../../place/companyPlace';
import { PagedPlaces } from '../../../components/PlaceSearch';
import { isComposite, useHeldPlace, type PlaceArg } from './heldPlace';

const t = fiCompany.placeData;

/** One change of a composite's places (#209): its new member list and what the user is told. */
interface Change {
  title: string;
  confirm: string;
  text: string;
  locationIdentifiers: string[];
  done: (name: string, count: number) => { title: string; text: string };
}

/**
 * A composite's places and the changes a user who may change it can make (#209): add a place
 * of #200, remove a member while at least two remain, or separate the whole composite (an empty
 * list). For a place on its own, the places a composite could take (#200), without controls.
 */
export function CompositePlaces({ arg }: { arg: PlaceArg }) {
  const { place, mayChange } = useHeldPlace(arg);
  const [modify, modifying] = companyApi.useModifyCompanyCompositeLocationMutation();
  const [change, setChange] = useState<Change>();
  const [done, setDone] = useState<{ title: string; text: string; separated: boolean }>();
  const navigate = useNavigate();
  const composite = isComposite(place) ? place : undefined;
  const name = composite ? (composite.name ?? composite.compositeLocationIdentifier) : '';

  function ask(next: Change) {
    modifying.reset();
    setChange(next);
  }

  async function send() {
    if (!change) return;
    try {
      const result = await modify({
        ...arg,
        compositeModificationRequest: { name, locationIdentifiers: change.locationIdentifiers },
      }).unwrap();
      setDone({
        ...change.done(result.name, result.locationIdentifiers.length),
        separated: result.locationIdentifiers.length === 0,
      });
      setChange(undefined);
    } catch {
      // The error shows in the confirmation (modifying.error), which stays open.
    }
  }

  const canEdit = composite !== undefined && mayChange;
  return (
    <>
      {composite ? (
        <Members
          composite={composite}
          name={name}
          canEdit={canEdit}
          onRemove={(id) =>
            ask({
              title: t.membersConfirmTitle,
              confirm: t.membersConfirm,
              text: t.membersConfirmRemove(id, name),
              locationIdentifiers: composite.locationIdentifiers.filter((member) => member !== id),
              done: (doneName, count) => ({
                title: t.membersDoneTitle,
                text: t.membersDoneText(doneName, count),
              }),
            })
          }
          onSeparate={() =>
            ask({
              title: fiCompany.separate.confirmTitle,
              confirm: fiCompany.separate.confirm,
              text: fiCompany.separate.confirmText(name, composite.locationIdentifiers.length),
              locationIdentifiers: [],
              done: () => ({
                title: fiCompany.separate.doneTitle,
                text: fiCompany.separate.doneText(name),
              }),
            })
          }
        />
      ) : null}
      <Eligible
        arg={arg}
        onAdd={
          canEdit
            ? (item) =>
                ask({
                  title: t.membersConfirmTitle,
                  confirm: t.membersConfirm,
                  text: t.membersConfirmAdd(item.location.locationIdentifier, name),
                  locationIdentifiers: [
                    ...composite.locationIdentifiers,
                    item.location.locationIdentifier,
                  ],
                  done: (doneName, count) => ({
                    title: t.membersDoneTitle,
                    text: t.membersDoneText(doneName, count),
                  }),
                })
            : undefined
        }
      />
      {change ? (
        <ConfirmDialog
          title={change.title}
          confirm={change.confirm}
          busy={modifying.isLoading}
          error={modifying.error}
          onConfirm={() => void send()}
          onCancel={() => setChange(undefined)}
        >
          <p>{change.text}</p>
        </ConfirmDialog>
      ) : null}
      {done ? (
        <DoneDialog
          title={done.title}
          // Once separated, the composite's id names nothing: back to the list.
          onClose={() => (done.separated ? void navigate('/') : setDone(undefined))}
        >
          <p>{done.text}</p>
        </DoneDialog>
      ) : null}
    </>
  );
}

function Members({
  composite,
  name,
  canEdit,
  onRemove,
  onSeparate,
}: {
  composite: ManagedLocation;
  name: string;
  canEdit: boolean;
  onRemove: (id: string) => void;
  onSeparate: () => void;
}) {
  const members = composite.locationIdentifiers;
  // Fewer than two places is no composite (#209 refuses a list of one): separate instead.
  const removable = canEdit && members.length > 2;
  return (
    <section className="card" aria-labelledby="company-members">
      <h2 id="company-members">{t.members}</h2>
      <p>
        {name}: {fiCompany.place.members(members.length)}
      </p>
      <ul className="plain-list">
        {members.map((id) => (
          <li key={id}>
            {id}{' '}
            {removable ? (
              <button type="button" className="button button--ghost" onClick={() => onRemove(id)}>
                {t.remove(id)}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <>
          <p className="muted">{t.membersHint}</p>
          <button type="button" className="button button--secondary" onClick={onSeparate}>
            {fiCompany.separate.button}
          </button>
        </>
      ) : (
        <p>{t.membersReadOnly}</p>
      )}
    </section>
  );
}

/**
 * The places that could join (#200); with `onAdd`, each the user may change can be added. #200
 * takes no search or paging parameters (its contract row has none) and answers every single
 * place of the company the user holds, thousands in a large company: the list is searched and
 * paged here, 20 at a time.
 */
function Eligible({ arg, onAdd }: { arg: PlaceArg; onAdd?: (item: CompanyLocationItem) => void }) {
  const query = companyApi.useGetCompanyCompositeEligibleQuery(arg);
  const p = fiCompany.place;
  return (
    <section className="card" aria-labelledby="company-eligible">
      <h2 id="company-eligible">{p.eligible}</h2>
      {onAdd ? null : <p className="muted">{p.eligibleHint}</p>}
      <QueryState
        query={query}
        failed={p.eligibleFailed}
        empty={p.noEligible}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <PagedPlaces places={data.results} matches={itemMatches}>
            {(shown) => (
              <ul className="plain-list">
                {shown.map((item) => (
                  <li key={item.location.locationIdentifier}>
                    {item.location.name ? `${item.location.name}, ` : ''}
                    {addressText(item)} ({item.location.locationIdentifier},{' '}
                    {utilityTypeName(item.location.utilityType)})
                    {onAdd && item.rights === 'FULL_ACCESS' ? (
                      <>
                        {' '}
                        <button
                          type="button"
                          className="button button--ghost"
                          onClick={() => onAdd(item)}
                        >
                          {t.add(item.location.locationIdentifier)}
                        </button>
                      </>
                    ) : null}
                    {onAdd && item.rights === 'READ_ONLY' ? ` – ${t.readOnlyPlace}` : null}
                  </li>
                ))}
              </ul>
            )}
          </PagedPlaces>
        )}
      </QueryState>
    </section>
  );
}
