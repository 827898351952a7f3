import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  useGetCompanyMainUserQuery,
  useGetCompanyUserBasicInfoQuery,
  useGetCompanyUserQuery,
  useListCompanyUserEligibleLocationsQuery,
  useListCompanyUsersQuery,
  useRemoveCompanyUserLocationMutation,
  useUpdateCompanyUserAccessRightsMutation,
  type CompanyUser,
  type ManagedLocation,
  type UserRight,
  type UserRightFilter,
} from '../../api/b2bApi';
import { Dialog } from '../../components/Dialog';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { Loading } from '../../components/StatusViews';
import { ScrollTable } from '../../components/TableScroll';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { fiCompany } from '../../i18n/fiCompany';
import { B2BNotice } from '../../place/B2BNotice';
import { useCompany } from '../../place/company';
import { ConfirmDialog } from './ActionDialogs';
import { CustomershipsPanel } from './Customerships';
import { ManagedPlacesTable } from './ManagedPlaces';
import {
  managedPlaceName as placeName,
  NewUserPanel,
  RIGHTS,
  TransferMainUser,
} from './UserActions';
import './company.css';

const t = fiCompany.users;
const a = fiCompany.userActions;
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

/** One user of the company (`/kayttajahallinta/{userRef}`): the main user's panel. */
export function CompanyUserPage() {
  const { userRef = '' } = useParams();
  const { company, me } = useCompany();
  if (me.isLoading) return <Loading />;
  if (!company) return <B2BNotice message={fiCompany.noCompany} />;
  return (
    <>
      <p>
        <Link to="/kayttajahallinta">{t.back}</Link>
      </p>
      <UserPanel companyRef={company.companyReferenceId} userRef={userRef} own={false} />
    </>
  );
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
        <dd>{user.mainUser ? t.mainUser : t.subUser}</dd>
      </div>
      <div>
        <dt>{t.places}</dt>
        <dd>{user.locationsTotal}</dd>
      </div>
    </dl>
  );
}

function UsersList({ companyRef }: { companyRef: string }) {
  const users = useListCompanyUsersQuery(companyRef);
  const main = useGetCompanyMainUserQuery(companyRef);
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
                        <Link to={userPath(user.userReferenceId)}>{user.name}</Link>
                      </th>
                      <td>{user.email}</td>
                      <td>{user.phone ?? '–'}</td>
                      <td>{user.mainUser ? t.mainUser : t.subUser}</td>
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
                        <Link to={userPath(user.userReferenceId)}>{user.name}</Link>
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
  const info = useGetCompanyUserBasicInfoQuery(companyRef);
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
  own,
}: {
  companyRef: string;
  userRef: string;
  own: boolean;
}) {
  const detail = useGetCompanyUserQuery({ companyRef, userRef });
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
            own={own}
            editable={data.user.mainUser ? undefined : data.user}
          />
          {data.user.mainUser ? null : (
            <>
              <EligiblePlaces companyRef={companyRef} user={data.user} />
              <TransferMainUser companyRef={companyRef} user={data.user} />
            </>
          )}
        </>
      )}
    </QueryState>
  );
}

function UserPlaces({
  companyRef,
  userRef,
  own,
  editable,
}: {
  companyRef: string;
  userRef: string;
  own: boolean;
  /** The sub-user whose places the main user may take away (#221). */
  editable?: CompanyUser;
}) {
  const [status, setStatus] = useState<UserRightFilter>('ALL');
  const [remove, removing] = useRemoveCompanyUserLocationMutation();
  const write = useWrite();
  // Kept here, not in the row: the row goes away once the place is removed.
  const [confirm, setConfirm] = useState<ManagedLocation>();

  async function removeConfirmed(place: ManagedLocation) {
    setConfirm(undefined);
    await write.run(
      () =>
        remove({
          companyRef,
          userRef,
          removeLocationRequest: { compositeLocationIdentifier: place.compositeLocationIdentifier },
        }).unwrap(),
      () => a.removed(placeName(place)),
    );
  }
  const removeButton = (place: ManagedLocation) => (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={a.remove(`${placeName(place)}, ${place.address}`)}
      disabled={removing.isLoading}
      onClick={() => setConfirm(place)}
    >
      {a.removeShort}
    </button>
  );
  const filterId = useId();
  const detail = useGetCompanyUserQuery({
    companyRef,
    userRef,
    status: status === 'ALL' ? undefined : status,
  });
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
              action={editable ? removeButton : undefined}
            />
          </>
        )}
      </QueryState>
      {confirm && editable ? (
        <ConfirmDialog
          title={a.removeTitle}
          confirm={a.removeConfirm}
          busy={removing.isLoading}
          error={undefined}
          onConfirm={() => void removeConfirmed(confirm)}
          onCancel={() => setConfirm(undefined)}
        >
          <p>{a.removeText(placeName(confirm), editable.name)}</p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} />
    </section>
  );
}

/**
 * The places the user lacks (#230), each given with a chosen right (#220) in a dialog that
 * names the place, the user and the right before anything is sent.
 */
function EligiblePlaces({ companyRef, user }: { companyRef: string; user: CompanyUser }) {
  const userRef = user.userReferenceId;
  const eligible = useListCompanyUserEligibleLocationsQuery({
    companyRef,
    userReferenceId: userRef,
  });
  const [update, updating] = useUpdateCompanyUserAccessRightsMutation();
  const write = useWrite();
  const [giving, setGiving] = useState<ManagedLocation>();
  const [right, setRight] = useState<UserRight>('READ_ONLY');
  const rightName = useId();

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
          <ManagedPlacesTable caption={t.eligible} places={data.results} action={giveButton} />
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
          <fieldset className="field">
            <legend>{a.right}</legend>
            {RIGHTS.map((value) => (
              <label key={value} className="checkbox">
                <input
                  type="radio"
                  name={rightName}
                  value={value}
                  checked={right === value}
                  onChange={() => setRight(value)}
                />
                {fiCompany.rights[value]}
              </label>
            ))}
          </fieldset>
        </Dialog>
      ) : null}
      <WriteOutcome write={write} />
    </section>
  );
}
