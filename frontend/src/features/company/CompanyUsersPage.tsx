import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  companyApi,
  type CompanyUser,
  type ManagedLocation,
  userManagement,
  type UserRight,
  type UserRightFilter,
} from '../../api/b2bApi';
import { useAppDispatch } from '../../app/hooks';
import { OutcomeDialog } from '../../components/forms/OutcomeDialog';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { Loading } from '../../components/StatusViews';
import { ScrollTable } from '../../components/TableScroll';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { fiCompany } from '../../i18n/fiCompany';
import { B2BNotice } from '../../place/B2BNotice';
import { useCompany } from '../../place/company';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fi } from '../../i18n/fi';
import { CustomershipsPanel } from './Customerships';
import { EligiblePlaces } from './EligiblePlaces';
import {
  managedPlaceLabel,
  managedPlaceName as placeName,
  ManagedPlacesTable,
} from './ManagedPlaces';
import {
  DeleteUser,
  locationRights,
  NewUserPanel,
  RightChoice,
  TransferMainUser,
} from './UserActions';
import './company.css';

const t = fiCompany.users;
const a = fiCompany.userActions;
const s = fiCompany.userPlaceSettings;
const RIGHT_FILTERS: UserRightFilter[] = ['ALL', 'FULL_ACCESS', 'READ_ONLY'];

const userPath = (ref: string) => `/kayttajahallinta/${encodeURIComponent(ref)}`;

/**
 * User management (spec §2 menu steps): the main user sees the company's users (#229) and its
 * main user (#228), and opens one (#226, #230); anyone else sees their own information (#227)
 * and places (#226 with their own reference). The main user adds users (#224), gives a user
 * places (#220) and takes them away (#221), and passes on the main user's rights (#223).
 */
export function CompanyUsersPage() {
  const { company, me, isMainUser } = useCompany();
  if (me.isLoading) return <Loading />;
  if (!company) return <B2BNotice message={fiCompany.noCompany} />;
  const companyRef = company.companyReferenceId;
  return (
    <>
      <h1>{isMainUser ? t.title : t.ownTitle}</h1>
      <p className="lead">{fiCompany.company(company.companyName)}</p>
      {isMainUser ? <UsersList companyRef={companyRef} /> : <OwnInfo companyRef={companyRef} />}
    </>
  );
}

/**
 * One user of the company (`/kayttajahallinta/{userRef}`): the main user's panel. Anyone else
 * reaching it by its address sees it without changes: only the main user manages (A57), and the
 * gateway would refuse the writes. Once the main user has passed their rights on to this user
 * (#223), the page says so instead: the caller manages no more (`me` says so too, and the
 * gateway would refuse this user's reads).
 */
export function CompanyUserPage() {
  const { userRef = '' } = useParams();
  const { company, me, isMainUser } = useCompany();
  const [transferredTo, setTransferredTo] = useState<CompanyUser>();
  const [deleted, setDeleted] = useState<CompanyUser>();
  if (me.isLoading) return <Loading />;
  if (!company) return <B2BNotice message={fiCompany.noCompany} />;
  if (transferredTo) return <Transferred user={transferredTo} />;
  if (deleted) return <Deleted user={deleted} />;
  return (
    <>
      <p>
        <Link to="/kayttajahallinta">{t.back}</Link>
      </p>
      <UserPanel
        companyRef={company.companyReferenceId}
        userRef={userRef}
        manage={isMainUser}
        onTransferred={setTransferredTo}
        onDeleted={setDeleted}
      />
    </>
  );
}

/**
 * After deleting a sub-user (#254): the success message and the way back. The company's users
 * and places are refreshed only now that the deleted user's panel and its reads are gone.
 */
function Deleted({ user }: { user: CompanyUser }) {
  return (
    <UserGone
      title={a.deletedTitle}
      heading={user.name}
      text={a.deleted(user.name)}
      link={a.backToUsers}
      success={a.deleted(user.name)}
    />
  );
}

/**
 * After the transfer: the success dialog, and what the caller is now. The company's users and
 * places changed (#223); they are refreshed only now that the user panel and its reads (#226,
 * #230), which the caller may no longer make, are gone.
 */
function Transferred({ user }: { user: CompanyUser }) {
  return (
    <UserGone
      title={a.transferredTitle}
      heading={a.transferTitle}
      text={a.transferredText(user.name)}
      link={fi.menu.ownInfo}
      success={a.transferred(user.name)}
    />
  );
}

/**
 * The screen once a user's panel is gone (a transfer, a delete): the success dialog, what
 * changed and the way back to the user management; the company's users and places are read
 * again now, when no read of the gone panel can follow.
 */
function UserGone({
  title,
  heading,
  text,
  link,
  success,
}: {
  title: string;
  heading: string;
  text: string;
  link: string;
  success: string;
}) {
  const [done, setDone] = useState(true);
  const dispatch = useAppDispatch();
  const headingId = useId();
  useEffect(() => {
    dispatch(companyApi.util.invalidateTags(['CompanyUsers', 'CompanyLocations']));
  }, [dispatch]);
  return (
    <>
      <h1>{title}</h1>
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        <p>{text}</p>
        <p>
          <Link to="/kayttajahallinta">{link}</Link>
        </p>
      </section>
      {done ? <OutcomeDialog success={success} onClose={() => setDone(false)} /> : null}
    </>
  );
}

/** An open invitation is no user yet: the company sees only the address it typed. */
function roleOf(user: CompanyUser): string {
  if (user.invited) return t.invited;
  return user.mainUser ? t.mainUser : t.subUser;
}

/** The user's name as a link to their page; an invitation has neither, only its address. */
function UserName({ user }: { user: CompanyUser }) {
  if (user.invited) return <span className="company-invited">{user.email}</span>;
  return <Link to={userPath(user.userReferenceId)}>{user.name}</Link>;
}

function UserFacts({ user }: { user: CompanyUser }) {
  return (
    <dl className="facts">
      <div>
        <dt>{t.email}</dt>
        <dd>{user.email}</dd>
      </div>
      <div>
        <dt>{t.phone}</dt>
        <dd>{user.phone ?? '–'}</dd>
      </div>
      <div>
        <dt>{t.role}</dt>
        <dd>{roleOf(user)}</dd>
      </div>
      <div>
        <dt>{t.places}</dt>
        <dd>{user.locationsTotal}</dd>
      </div>
    </dl>
  );
}

function UsersList({ companyRef }: { companyRef: string }) {
  const users = userManagement.useListCompanyUsersQuery(companyRef);
  const main = userManagement.useGetCompanyMainUserQuery(companyRef);
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <>
      <NewUserPanel companyRef={companyRef} />
      <section className="card" aria-labelledby="company-main-user">
        <h2 id="company-main-user">{t.mainUserTitle}</h2>
        <QueryState query={main} failed={t.failed}>
          {(user) => (
            <>
              <p>{user.name}</p>
              <UserFacts user={user} />
            </>
          )}
        </QueryState>
      </section>
      <section className="company-table" aria-labelledby="company-users">
        <h2 id="company-users">{t.list}</h2>
        <QueryState
          query={users}
          failed={t.failed}
          empty={t.empty}
          isEmpty={(data) => data.users.length === 0}
        >
          {(data) =>
            wide ? (
              <ScrollTable caption={t.list} hideCaption>
                <thead>
                  <tr>
                    <th scope="col">{t.name}</th>
                    <th scope="col">{t.email}</th>
                    <th scope="col">{t.phone}</th>
                    <th scope="col">{t.role}</th>
                    <th scope="col">{t.places}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.users.map((user) => (
                    <tr key={user.userReferenceId}>
                      <th scope="row">
                        <UserName user={user} />
                      </th>
                      <td>{user.email}</td>
                      <td>{user.phone ?? '–'}</td>
                      <td>{roleOf(user)}</td>
                      <td>{user.locationsTotal}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            ) : (
              <ul className="company-cards">
                {data.users.map((user) => (
                  <li key={user.userReferenceId}>
                    <article className="card">
                      <h3>
                        <UserName user={user} />
                      </h3>
                      <UserFacts user={user} />
                    </article>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <CustomershipsPanel companyRef={companyRef} />
    </>
  );
}

function OwnInfo({ companyRef }: { companyRef: string }) {
  const info = userManagement.useGetCompanyUserBasicInfoQuery(companyRef);
  return (
    <QueryState query={info} failed={t.failed}>
      {(data) => (
        <>
          <section className="card" aria-labelledby="company-own-user">
            <h2 id="company-own-user">{data.user.name}</h2>
            <UserFacts user={data.user} />
          </section>
          <UserPlaces companyRef={companyRef} userRef={data.user.userReferenceId} own />
        </>
      )}
    </QueryState>
  );
}

/** The manage-user panel: the user, their places with the right on each, and what they lack. */
function UserPanel({
  companyRef,
  userRef,
  manage,
  onTransferred,
  onDeleted,
}: {
  companyRef: string;
  userRef: string;
  /** The caller is the main user, who may change the user's places and rights. */
  manage: boolean;
  onTransferred: (user: CompanyUser) => void;
  onDeleted: (user: CompanyUser) => void;
}) {
  const detail = userManagement.useGetCompanyUserQuery({ companyRef, userRef });
  return (
    <QueryState query={detail} failed={t.failed}>
      {(data) => (
        <>
          <h1>{t.userTitle(data.user.name)}</h1>
          <section className="card" aria-labelledby="company-user-facts">
            <h2 id="company-user-facts">{data.user.name}</h2>
            <UserFacts user={data.user} />
          </section>
          <UserPlaces
            companyRef={companyRef}
            userRef={userRef}
            own={false}
            editable={manage && !data.user.mainUser ? data.user : undefined}
          />
          {!manage || data.user.mainUser ? null : (
            <>
              <EligiblePlaces companyRef={companyRef} user={data.user} />
              <TransferMainUser
                companyRef={companyRef}
                user={data.user}
                onTransferred={onTransferred}
              />
              <DeleteUser companyRef={companyRef} user={data.user} onDeleted={onDeleted} />
            </>
          )}
        </>
      )}
    </QueryState>
  );
}

/** What the main user is about to do to a sub-user's places, asked in a dialog first. */
type PlaceEdit =
  | { kind: 'remove'; place: ManagedLocation }
  | { kind: 'right'; place: ManagedLocation }
  | { kind: 'removeAll'; places: number };

function UserPlaces({
  companyRef,
  userRef,
  own,
  editable,
}: {
  companyRef: string;
  userRef: string;
  own: boolean;
  /** The sub-user whose places and rights the main user may change (#220–#222). */
  editable?: CompanyUser;
}) {
  const [status, setStatus] = useState<UserRightFilter>('ALL');
  const [remove, removing] = userManagement.useRemoveCompanyUserLocationMutation();
  const [removeAll, removingAll] = userManagement.useRemoveAllCompanyUserLocationsMutation();
  const [update, updating] = userManagement.useUpdateCompanyUserAccessRightsMutation();
  const busy = removing.isLoading || removingAll.isLoading || updating.isLoading;
  const write = useWrite();
  // Kept here, not in the row: the row goes away once the place is removed.
  const [edit, setEdit] = useState<PlaceEdit>();
  const [newRight, setNewRight] = useState<UserRight>('READ_ONLY');
  const filter = status === 'ALL' ? undefined : status;

  async function confirmed(change: PlaceEdit) {
    setEdit(undefined);
    if (change.kind === 'remove') {
      const { place } = change;
      await write.run(
        () =>
          remove({
            companyRef,
            userRef,
            removeLocationRequest: {
              compositeLocationIdentifier: place.compositeLocationIdentifier,
            },
          }).unwrap(),
        () => a.removed(placeName(place)),
      );
    } else if (change.kind === 'right') {
      const { place } = change;
      const right = newRight;
      await write.run(
        () =>
          update({
            companyRef,
            userRef,
            updateAccessRightsRequest: { locations: locationRights([{ place, right }]) },
          }).unwrap(),
        () => s.changed(placeName(place), fiCompany.rights[right].toLowerCase()),
      );
    } else {
      // #222 takes the list's filter as its `status`: what is removed is what the list shows.
      await write.run(
        () => removeAll({ companyRef, userRef, status: filter }).unwrap(),
        () => s.removedAll(editable?.name ?? '', change.places),
      );
    }
  }
  const placeButtons = (place: ManagedLocation) => {
    const label = managedPlaceLabel(place);
    return (
      <div className="actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={s.change(label)}
          disabled={busy}
          onClick={() => {
            setNewRight(place.right ?? 'READ_ONLY');
            setEdit({ kind: 'right', place });
          }}
        >
          {s.changeShort}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={a.remove(label)}
          disabled={busy}
          onClick={() => setEdit({ kind: 'remove', place })}
        >
          {a.removeShort}
        </button>
      </div>
    );
  };
  const filterId = useId();
  const detail = userManagement.useGetCompanyUserQuery({ companyRef, userRef, status: filter });
  const title = own ? t.ownPlaces : t.userPlaces;
  return (
    <section className="card company-filters company-table" aria-labelledby="company-user-places">
      <h2 id="company-user-places">{title}</h2>
      <div className="field">
        <label htmlFor={filterId}>{fiCompany.rightFilter.label}</label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => setStatus(event.target.value as UserRightFilter)}
        >
          {RIGHT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {fiCompany.rightFilter[value]}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={detail}
        failed={t.failed}
        empty={status === 'ALL' ? t.noPlaces : t.noPlacesFiltered}
        isEmpty={(data) => data.locations.length === 0}
      >
        {(data) => (
          <>
            <p>{t.placeCount(data.locations.length)}</p>
            <ManagedPlacesTable
              caption={title}
              places={data.locations}
              action={editable ? placeButtons : undefined}
            />
            {editable ? (
              <p>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => setEdit({ kind: 'removeAll', places: data.locations.length })}
                >
                  {filter
                    ? s.removeAllFiltered(fiCompany.rightFilter[filter].toLowerCase())
                    : s.removeAll}
                </button>
              </p>
            ) : null}
          </>
        )}
      </QueryState>
      {(edit?.kind === 'remove' || edit?.kind === 'removeAll') && editable ? (
        <ConfirmDialog
          title={edit.kind === 'remove' ? a.removeTitle : s.removeAllTitle}
          confirm={edit.kind === 'remove' ? a.removeConfirm : s.removeAllConfirm}
          busy={busy}
          onConfirm={() => void confirmed(edit)}
          onCancel={() => setEdit(undefined)}
        >
          <p>
            {edit.kind === 'remove'
              ? a.removeText(placeName(edit.place), editable.name)
              : s.removeAllText(editable.name, edit.places)}
          </p>
        </ConfirmDialog>
      ) : null}
      {edit?.kind === 'right' && editable ? (
        // The spec's sub-user location settings: the current right, the new one, and only a
        // different right can be saved.
        <ConfirmDialog
          title={s.title(placeName(edit.place))}
          confirm={s.confirm}
          busy={busy || newRight === edit.place.right}
          onConfirm={() => void confirmed(edit)}
          onCancel={() => setEdit(undefined)}
        >
          <p>
            {edit.place.address}.{' '}
            {s.text(
              editable.name,
              edit.place.right ? fiCompany.rights[edit.place.right].toLowerCase() : '–',
            )}
          </p>
          <RightChoice legend={s.newRight} value={newRight} onChange={setNewRight} />
          <p role="status">
            {newRight === edit.place.right || !edit.place.right
              ? s.unchanged
              : s.changeTo(fiCompany.rights[edit.place.right], fiCompany.rights[newRight])}
          </p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} />
    </section>
  );
}
