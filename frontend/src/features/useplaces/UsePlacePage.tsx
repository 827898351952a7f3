import { lazy, Suspense } from 'react';
import { MonthProjection } from '../../components/MonthProjection';
import { todayIso } from '../../components/period/period';
import { Loading } from '../../components/StatusViews';
import { contractTypeName, formatNumber, NBSP, utilityTypeName } from '../../format';
import { fi } from '../../i18n/fi';
import { useAppSelector } from '../../app/hooks';
import { usePlace } from '../../place/PlaceContext';

// The cards and popups load in their own chunk, so the first screen stays small.
const LocationDetailsCards = lazy(() =>
  import('./LocationDetailsCards').then((m) => ({ default: m.LocationDetailsCards })),
);
const RenamePlaceForm = lazy(() =>
  import('./RenamePlaceForm').then((m) => ({ default: m.RenamePlaceForm })),
);
const PlacePopups = lazy(() => import('./PlacePopups').then((m) => ({ default: m.PlacePopups })));

/**
 * The overview of one use place (/kayttopaikka): what it is, the location-details cards (#117),
 * whom to call, its alert, and the place's popups (#176; offers, so not on a read-only place: a read right or the
 * customer-service view).
 */
export function UsePlacePage() {
  const { place, viewerId, ownerId, readOnly } = usePlace();
  const demoMode = useAppSelector((state) => state.app.demoMode);
  const { street, postalCode, city } = place.location.address;
  const alert = place.electricityConsumptionAlert;
  const hasAlert =
    alert !== null &&
    alert !== undefined &&
    (alert.topThresholdValue != null || alert.bottomThresholdValue != null);

  return (
    <>
      <section className="card" aria-labelledby="place-facts">
        <h2 id="place-facts" className="visually-hidden">
          {fi.usePlace.title}
        </h2>
        <dl className="facts">
          <div>
            <dt>{fi.usePlaces.address}</dt>
            <dd>
              {street}, {postalCode} {city}
            </dd>
          </div>
          <div>
            <dt>{fi.usePlaces.utility}</dt>
            <dd>{utilityTypeName(place.utilityType)}</dd>
          </div>
          <div>
            <dt>{fi.usePlaces.contract}</dt>
            <dd>{contractTypeName(place.contractType)}</dd>
          </div>
          <div>
            <dt>{fi.usePlace.identifier}</dt>
            <dd>{place.location.identifier}</dd>
          </div>
        </dl>
      </section>
      {place.utilityType === 'ELECTRICITY' ? (
        <MonthProjection
          userId={ownerId}
          locationId={place.location.identifier}
          today={todayIso()}
        />
      ) : null}
      {readOnly ? null : (
        <Suspense fallback={<Loading />}>
          <RenamePlaceForm
            key={place.location.identifier}
            userId={ownerId}
            locationIdentifier={place.location.identifier}
            currentName={place.location.name ?? ''}
          />
        </Suspense>
      )}
      <Suspense fallback={<Loading />}>
        <LocationDetailsCards />
      </Suspense>
      <section className="card" aria-labelledby="place-service">
        <h2 id="place-service">{fi.usePlace.customerService}</h2>
        {place.customerServiceNumbers.length === 0 ? (
          <p>{fi.usePlace.noCustomerService}</p>
        ) : (
          <ul className="plain-list">
            {place.customerServiceNumbers.map((service) => (
              <li key={`${service.company}:${service.type}:${service.number}`}>
                <strong>
                  {fi.usePlace.customerServiceTypes[service.type] ?? service.type},{' '}
                  {service.companyName}
                </strong>
                <br />
                <a href={`tel:${service.number.replace(/\s+/g, '')}`}>{service.number}</a>
                <br />
                <span>
                  {fi.usePlace.hours}: {service.hours}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="place-alert">
        <h2 id="place-alert">{fi.usePlace.consumptionAlert}</h2>
        {hasAlert ? (
          <dl className="facts">
            <div>
              <dt>{fi.usePlace.alertTop}</dt>
              <dd>{`${formatNumber(alert.topThresholdValue)}${NBSP}kWh`}</dd>
            </div>
            <div>
              <dt>{fi.usePlace.alertBottom}</dt>
              <dd>{`${formatNumber(alert.bottomThresholdValue)}${NBSP}kWh`}</dd>
            </div>
          </dl>
        ) : (
          <p>{fi.usePlace.noAlert}</p>
        )}
      </section>
      {/* Demo mode shows no offers: the demo notice is the one message over its screens. */}
      {readOnly || demoMode ? null : (
        <Suspense fallback={null}>
          <PlacePopups
            userId={viewerId}
            locationId={place.location.identifier}
            utilityType={place.utilityType}
          />
        </Suspense>
      )}
    </>
  );
}
