import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { formsApi } from '../../api/formsApi';
import { QueryState } from '../../components/QueryState';
import { fi } from '../../i18n/fi';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { canWrite, FEATURES, isEnabled } from '../../place/features';
import { usePlace } from '../../place/PlaceContext';
import { screenPath } from '../../place/screens';
import { ConsumptionAlertCard } from './ConsumptionAlertCard';
import { DisruptionAlertCard } from './DisruptionAlertCard';
import { DistrictHeatingAlertCard } from './DistrictHeatingAlertCard';
import { PriceReportCard } from './PriceReportCard';
import { WeightedAlertCard, WeightedPlusAlertCard } from './WeightedAlertCard';

const t = fiPlaceForms.alerts;

function ElectricityAlerts(props: { userId: number; locationId: string; canEdit: boolean }) {
  return (
    <>
      <ConsumptionAlertCard {...props} />
      <DisruptionAlertCard {...props} />
      <WeightedAlertCard {...props} />
      <WeightedPlusAlertCard {...props} />
    </>
  );
}

/**
 * Alert settings of a use place (/kayttopaikka/halytykset): one card per alert kind the place
 * supports, each read from its GET and saved with its PUT. #101 decides whether the electricity
 * alerts are offered; district-heating places get the return-temperature alert; the price
 * report is the user's own (not in the customer-service view nor on a shared place).
 */
export function AlertsPage() {
  const { place, viewerId, readOnly, customerService, basePath, features } = usePlace();
  const locationId = place.location.identifier;
  const canEdit = canWrite(features, FEATURES.alerts, readOnly);
  // #101 takes the caller's own id: customer service decides by the place's utility type.
  const check = formsApi.useCheckElectricityContractsQuery(
    customerService ? skipToken : { priwattiUserId: viewerId, locationIdentifier: locationId },
  );
  const props = { userId: viewerId, locationId, canEdit };
  const electricityPlace = place.utilityType === 'ELECTRICITY';

  return (
    <>
      <h2>{fi.screens.alerts}</h2>
      <p>{t.intro}</p>
      {canEdit ? null : (
        <p className="notice" role="note">
          {t.readOnly}
        </p>
      )}
      {customerService ? (
        electricityPlace ? (
          <ElectricityAlerts {...props} />
        ) : null
      ) : (
        <QueryState query={check} failed={t.checkFailed}>
          {(result) =>
            result.hasElectricityContract ? (
              <ElectricityAlerts {...props} />
            ) : electricityPlace ? (
              <p className="status status--empty">{t.noElectricity}</p>
            ) : null
          }
        </QueryState>
      )}
      {place.utilityType === 'DISTRICT_HEATING' ? <DistrictHeatingAlertCard {...props} /> : null}
      {readOnly ? null : <PriceReportCard userId={viewerId} />}
      {isEnabled(features, FEATURES.marketPrice) ? (
        <p>
          {t.priceAlertLinkText}{' '}
          <Link to={screenPath(basePath, 'markkinahinta', locationId)}>{t.priceAlertLink}</Link>
        </p>
      ) : null}
    </>
  );
}
