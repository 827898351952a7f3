import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { api } from '../api/enhanced';
import { activeLocationSelected } from '../app/appSlice';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { errorMessage } from '../components/errorMessage';
import { EmptyState, ErrorState, Loading } from '../components/StatusViews';
import { fi } from '../i18n/fi';
import { isEnabled, mergeFeatures } from './features';
import { PlaceContext, type PlaceContextValue } from './PlaceContext';
import { B2BNotice } from './B2BNotice';
import { ReadOnlyBadge } from './ReadOnlyBadge';
import {
  customerServiceBase,
  OWN_PLACE_BASE,
  PLACE_PARAM,
  PLACE_SCREENS,
  screenPath,
} from './screens';
import { isReadOnly, placeName, selectUsePlace, useUserContent } from './usePlaces';
import { UserLoadError } from './UserLoadError';

/**
 * The frame of every use-place screen: picks the place (`?paikka=`), decides read-only
 * (a read right, or customer service at `/aspa/asiakashaku/{customerId}/kayttopaikka`), merges
 * the feature lists and shows the place's menu of enabled screens.
 */
export function PlaceLayout({ customerService = false }: { customerService?: boolean }) {
  const dispatch = useAppDispatch();
  const { customerId: customerParam } = useParams();
  const customerId = customerService ? Number(customerParam) : undefined;
  const badCustomer =
    customerService && (!Number.isSafeInteger(customerId) || (customerId ?? 0) <= 0);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(PLACE_PARAM);
  const active = useAppSelector((state) => state.app.activeCompositeLocationIdentifier);
  const { content, userFailed, isLoading, usePlaces, ownUserId, userId, b2b } = useUserContent(
    badCustomer ? undefined : customerId,
  );
  const place = usePlaces ? selectUsePlace(usePlaces, requested, active) : undefined;
  const identifier = place?.location.identifier;
  const basePath = customerService ? customerServiceBase(customerParam ?? '') : OWN_PLACE_BASE;

  useEffect(() => {
    if (!customerService && identifier && identifier !== active) {
      dispatch(activeLocationSelected(identifier));
    }
  }, [customerService, identifier, active, dispatch]);

  const generalFeatures = content.data?.generalFeatures;
  const locationFeaturesQuery = api.useGetLocationFeaturesQuery(
    identifier && userId !== undefined ? { userId, locationId: identifier } : skipToken,
  );
  const locationFeatures = locationFeaturesQuery.data?.features;
  const context = useMemo<PlaceContextValue | null>(() => {
    if (!place || userId === undefined) return null;
    return {
      place,
      viewerId: userId,
      ownerId: place.contentOwnerId,
      readOnly: customerService || isReadOnly(place, ownUserId),
      customerService,
      basePath,
      features: mergeFeatures(generalFeatures, locationFeatures),
    };
  }, [place, userId, ownUserId, customerService, basePath, generalFeatures, locationFeatures]);

  const back = customerService ? null : (
    <p>
      <Link to="/">{fi.usePlace.backToList}</Link>
    </p>
  );
  const banner = customerService ? (
    <p className="notice" role="note">
      {fi.place.customerServiceView(customerParam ?? '')}
    </p>
  ) : null;

  const frame = (body: ReactNode) => (
    <>
      {back}
      {banner}
      <h1>{fi.usePlace.title}</h1>
      {body}
    </>
  );

  if (badCustomer) return frame(<EmptyState message={fi.place.unknownCustomer} />);
  if (userFailed) return frame(<UserLoadError />);
  if (isLoading) return frame(<Loading />);
  if (b2b) return frame(<B2BNotice />);
  if (content.isError) {
    return frame(
      <ErrorState message={fi.usePlaces.loadFailed} onRetry={() => void content.refetch()}>
        <p>{errorMessage(content.error)}</p>
      </ErrorState>,
    );
  }
  if (!usePlaces || usePlaces.length === 0)
    return frame(<EmptyState message={fi.usePlaces.empty} />);
  if (!place || !context) return frame(<EmptyState message={fi.usePlace.notFound} />);

  return (
    <PlaceContext.Provider value={context}>
      {back}
      {banner}
      <h1>{placeName(place)}</h1>
      {context.readOnly ? <ReadOnlyBadge customerService={customerService} /> : null}
      {/* The menu and the screen wait for the place's features: a menu that grew once they
          arrived pushed the screen down (Lighthouse counted the layout shift). */}
      {locationFeaturesQuery.isLoading ? (
        <Loading />
      ) : (
        <>
          <PlaceMenu context={context} />
          <Outlet />
        </>
      )}
    </PlaceContext.Provider>
  );
}

function PlaceMenu({ context }: { context: PlaceContextValue }) {
  const location = useLocation();
  const current = useRef<HTMLAnchorElement>(null);
  // On a phone the menu is one row scrolling sideways: the current screen's link is kept in view.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname]);
  const screens = PLACE_SCREENS.filter(
    (screen) => !screen.feature || isEnabled(context.features, screen.feature),
  );
  const identifier = context.place.location.identifier;
  return (
    <nav aria-label={fi.screens.placeMenu} className="place-menu">
      <ul>
        {screens.map((screen) => {
          const to = screenPath(context.basePath, screen.path, identifier);
          const path = to.split('?')[0]!;
          const isCurrent =
            location.pathname === path ||
            (screen.path !== '' && location.pathname.startsWith(`${path}/`));
          return (
            <li key={screen.path}>
              <Link
                to={to}
                aria-current={isCurrent ? 'page' : undefined}
                ref={isCurrent ? current : undefined}
              >
                {screen.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
