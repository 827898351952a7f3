import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { UsePlace } from '../../api/types';
import { activeLocationSelected } from '../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorMessage } from '../../components/errorMessage';
import { EmptyState, ErrorState, Loading } from '../../components/StatusViews';
import { contractTypeName, formatNumber, NBSP, utilityTypeName } from '../../format';
import { fi } from '../../i18n/fi';
import { ReadOnlyBadge } from './ReadOnlyBadge';
import { UserLoadError } from './UserLoadError';
import { isReadOnly, placeName, useUserContent } from './useUserContent';

/**
 * The use place from `?paikka=`, else the last one opened (Redux, kept in sessionStorage), else
 * the first one.
 */
export function selectUsePlace(
  places: readonly UsePlace[],
  requested: string | null,
  active: string | null,
): UsePlace | undefined {
  if (requested) return places.find((place) => place.location.identifier === requested);
  return places.find((place) => place.location.identifier === active) ?? places[0];
}

/** One use place (/kayttopaikka). */
export function UsePlacePage() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('paikka');
  const active = useAppSelector((state) => state.app.activeCompositeLocationIdentifier);
  const { content, userFailed, isLoading, usePlaces, ownUserId } = useUserContent();
  const place = usePlaces ? selectUsePlace(usePlaces, requested, active) : undefined;
  const identifier = place?.location.identifier;

  useEffect(() => {
    if (identifier && identifier !== active) dispatch(activeLocationSelected(identifier));
  }, [identifier, active, dispatch]);

  const back = (
    <p>
      <Link to="/">{fi.usePlace.backToList}</Link>
    </p>
  );

  if (userFailed) return withTitle(<UserLoadError />, back);
  if (isLoading) return withTitle(<Loading />, back);
  if (content.isError) {
    return withTitle(
      <ErrorState message={fi.usePlaces.loadFailed} onRetry={() => void content.refetch()}>
        <p>{errorMessage(content.error)}</p>
      </ErrorState>,
      back,
    );
  }
  if (!usePlaces || usePlaces.length === 0) {
    return withTitle(<EmptyState message={fi.usePlaces.empty} />, back);
  }
  if (!place) return withTitle(<EmptyState message={fi.usePlace.notFound} />, back);

  const { street, postalCode, city } = place.location.address;
  const alert = place.electricityConsumptionAlert;
  const hasAlert =
    alert !== null &&
    alert !== undefined &&
    (alert.topThresholdValue != null || alert.bottomThresholdValue != null);

  return (
    <>
      {back}
      <h1>{placeName(place)}</h1>
      {isReadOnly(place, ownUserId ?? undefined) ? <ReadOnlyBadge /> : null}
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
    </>
  );
}

function withTitle(body: ReactNode, back: ReactNode) {
  return (
    <>
      {back}
      <h1>{fi.usePlace.title}</h1>
      {body}
    </>
  );
}
