import { lazy, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../components/errorMessage';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { contractTypeName, utilityTypeName } from '../../format';
import { fi } from '../../i18n/fi';
import { B2BNotice } from '../../place/B2BNotice';
import { ReadOnlyBadge } from '../../place/ReadOnlyBadge';
import { UserLoadError } from '../../place/UserLoadError';
import { isReadOnly, placeName, placePath, useUserContent } from '../../place/usePlaces';
import { OpenInvoice, SpotPriceNow } from './GlanceCards';
import { PlaceGlance } from './PlaceGlance';
import './glance.css';

// Only a signed-up identity without a portal user needs it: loaded on demand (formsApi).
const RegisterForm = lazy(() =>
  import('./RegisterForm').then((m) => ({ default: m.RegisterForm })),
);
// The order form carries the forms' endpoints: loaded on demand, not with the first page.
const PlaceOrderForm = lazy(() =>
  import('./PlaceOrderForm').then((m) => ({ default: m.PlaceOrderForm })),
);

/** The front page: the user's use places (/). */
export function UsePlacesPage() {
  const {
    me,
    content,
    userFailed,
    isLoading,
    usePlaces: arrived,
    ownUserId,
    b2b,
  } = useUserContent();
  // The places' cards (each with its glance sections and three queries) render in a deferred,
  // time-sliced pass when the content arrives: rendered at once they were one long task on a
  // phone. Until that first pass is done the page shows its loading line, as it did while
  // fetching; a later answer (a refetch) keeps the cards shown until its own pass is done.
  const usePlaces = useDeferredValue(arrived);
  const rendering = arrived !== undefined && usePlaces === undefined;

  let body;
  if (userFailed) {
    body = <UserLoadError />;
  } else if (me.data && me.data.priwattiId == null) {
    body = (
      <Suspense fallback={<Loading />}>
        <RegisterForm />
      </Suspense>
    );
  } else if (isLoading || rendering) {
    body = <Loading />;
  } else if (b2b) {
    body = <B2BNotice />;
  } else if (content.isError) {
    body = (
      <ErrorState message={fi.usePlaces.loadFailed} onRetry={() => void content.refetch()}>
        <p>{errorMessage(content.error)}</p>
      </ErrorState>
    );
  } else if (!usePlaces || usePlaces.length === 0) {
    body = <EmptyState message={fi.usePlaces.empty} />;
  } else {
    const electricity = usePlaces.some((place) => place.utilityType === 'ELECTRICITY');
    body = (
      <>
        {electricity ? <SpotPriceNow /> : null}
        <ul className="useplace-list">
          {usePlaces.map((place) => {
            const name = placeName(place);
            const { street, postalCode, city } = place.location.address;
            return (
              <li
                key={`${place.contentOwnerId}:${place.location.identifier}:${place.contractType}`}
              >
                <article className="card useplace-card">
                  <h2 className="useplace-card__title">
                    <Link to={placePath(place)}>{name}</Link>
                  </h2>
                  {isReadOnly(place, ownUserId ?? undefined) ? <ReadOnlyBadge /> : null}
                  <p className="useplace-card__address">
                    {street}, {postalCode} {city}
                  </p>
                  <dl className="facts">
                    <div>
                      <dt>{fi.usePlaces.utility}</dt>
                      <dd>{utilityTypeName(place.utilityType)}</dd>
                    </div>
                    <div>
                      <dt>{fi.usePlaces.contract}</dt>
                      <dd>{contractTypeName(place.contractType)}</dd>
                    </div>
                  </dl>
                  <PlaceGlance place={place} />
                  <OpenInvoice
                    userId={place.contentOwnerId}
                    locationId={place.location.identifier}
                  />
                </article>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  const orderForm =
    !b2b && ownUserId !== undefined && usePlaces && usePlaces.length > 1 ? (
      <Suspense fallback={null}>
        <PlaceOrderForm
          // A new form when the places change; a new order alone keeps it (and its dialog).
          key={usePlaces
            .map((place) => place.location.identifier)
            .sort()
            .join(',')}
          userId={ownUserId}
          places={usePlaces}
        />
      </Suspense>
    ) : null;

  return (
    <>
      <h1>{fi.usePlaces.title}</h1>
      {body}
      {orderForm}
    </>
  );
}
