import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  useGetCompanyMainUserQuery,
  useGetCompanyUserBasicInfoQuery,
  useGetCompanyUserQuery,
  useListCompanyUserEligibleLocationsQuery,
  useListCompanyUsersQuery,
  type CompanyUser,
  type ManagedLocation,
  type UserRightFilter,
} from '../../api/b2bApi';
import { QueryState } from '../../components/QueryState';
import { Loading } from '../../components/StatusViews';
import { ScrollTable } from '../../components/TableScroll';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { fiCompany } from '../../i18n/fiCompany';
import { B2BNotice } from '../../place/B2BNotice';
import { useCompany } from '../../place/company';
import './company.css';

const t = fiCompany.users;
const RIGHT_FILTERS: UserRightFilter[] = ['ALL', 'FULL_ACCESS', 'READ_ONLY'];

const userPath = (ref: string) => `/kayttajahallinta/${encodeURIComponent(ref)}`;

/**
 * User management (spec §2 menu steps): the main user sees the company's users (#229) and its
 * main user (#228), and opens one (#226, #230); anyone else sees their own information (#227)
 * and places (#226 with their own reference). The writes (add user, rights, transfer) come with
 * their rows.
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
          <UserPlaces companyRef={companyRef} userRef={userRef} own={own} />
          {data.user.mainUser ? null : <EligiblePlaces companyRef={companyRef} userRef={userRef} />}
        </>
      )}
    </QueryState>
  );
}

function placeName(place: ManagedLocation) {
  return place.name ?? place.compositeLocationIdentifier;
}

/** A user's places with the right on each: a table on a wide screen, a list on a phone. */
function PlacesTable({ caption, places }: { caption: string; places: readonly ManagedLocation[] }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (!wide) {
    return (
      <ul className="plain-list company-place-list" aria-label={caption}>
        {places.map((place) => (
          <li key={place.compositeLocationIdentifier}>
            <strong>{placeName(place)}</strong>
            {place.locationIdentifiers.length > 1
              ? ` (${fiCompany.place.members(place.locationIdentifiers.length)})`
              : null}
            <br />
            {place.address}
            {place.right ? (
              <>
                <br />
                {fiCompany.rights[place.right]}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ScrollTable caption={caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">{fiCompany.places.name}</th>
          <th scope="col">{fiCompany.places.address}</th>
          <th scope="col">{fiCompany.places.right}</th>
        </tr>
      </thead>
      <tbody>
        {places.map((place) => (
          <tr key={place.compositeLocationIdentifier}>
            <th scope="row">
              {placeName(place)}
              {place.locationIdentifiers.length > 1 ? (
                <span className="muted">
                  {' '}
                  ({fiCompany.place.members(place.locationIdentifiers.length)})
                </span>
              ) : null}
            </th>
            <td>{place.address}</td>
            <td>{place.right ? fiCompany.rights[place.right] : '–'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function UserPlaces({
  companyRef,
  userRef,
  own,
}: {
  companyRef: string;
  userRef: string;
  own: boolean;
}) {
  const [status, setStatus] = useState<UserRightFilter>('ALL');
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
            <PlacesTable caption={title} places={data.locations} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function EligiblePlaces({ companyRef, userRef }: { companyRef: string; userRef: string }) {
  const eligible = useListCompanyUserEligibleLocationsQuery({
    companyRef,
    userReferenceId: userRef,
  });
  return (
    <section className="card company-table" aria-labelledby="company-user-eligible">
      <h2 id="company-user-eligible">{t.eligible}</h2>
      <QueryState
        query={eligible}
        failed={t.eligibleFailed}
        empty={t.noEligible}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => <PlacesTable caption={t.eligible} places={data.results} />}
      </QueryState>
    </section>
  );
}
