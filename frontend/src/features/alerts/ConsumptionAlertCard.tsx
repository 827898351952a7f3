import { useState } from 'react';
import { AlertCard } from './AlertCard';
import { formsApi } from '../../api/formsApi';
import type { ElectricityConsumptionAlert } from '../../api/rowTypes';
import { useWrite } from '../../components/forms/useWrite';
import { formatNumber, NBSP } from '../../format';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { SaveForm, ThresholdFields, type Thresholds } from '../../components/forms/SaveForm';
import { numberText, validateConsumptionAlert } from './rules';

/** The thresholds' names, as the row and its 400 name them. */
const NAMES: Thresholds = ['topThresholdValue', 'bottomThresholdValue'];

const t = fiPlaceForms.alerts.consumption;

function kwhPerDay(value: number | null | undefined): string {
  return value === null || value === undefined
    ? fiPlaceForms.notSet
    : `${formatNumber(value)}${NBSP}kWh/vrk`;
}

function ConsumptionAlertForm({
  userId,
  locationId,
  alert,
}: {
  userId: number;
  locationId: string;
  alert: ElectricityConsumptionAlert;
}) {
  const thresholds = useState<Thresholds>([
    numberText(alert.topThresholdValue),
    numberText(alert.bottomThresholdValue),
  ]);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = formsApi.useSetConsumptionAlertMutation();
  const write = useWrite();
  // The server reports "bottom below top" under the rule's name.
  const server = write.serverErrors;
  const errors: Record<string, string> = {
    ...server,
    ...(server.bottom_below_top ? { bottomThresholdValue: server.bottom_below_top } : {}),
    ...clientErrors,
  };

  function submit() {
    const checked = validateConsumptionAlert(...thresholds[0]);
    setClientErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    void write.run(
      () =>
        save({
          userId,
          locationId,
          electricityConsumptionAlert: {
            topThresholdValue: checked.top,
            bottomThresholdValue: checked.bottom,
          },
        }).unwrap(),
      () => t.saved,
    );
  }

  return (
    <SaveForm
      labelledBy="consumption-alert-title"
      write={write}
      saving={isLoading}
      invalid={Object.keys(clientErrors).length > 0}
      onSubmit={submit}
    >
      <ThresholdFields text={t} names={NAMES} state={thresholds} errors={errors} />
    </SaveForm>
  );
}

/** Consumption thresholds of an electricity place (#89 read, #90 save). */
export function ConsumptionAlertCard({
  userId,
  locationId,
  canEdit,
}: {
  userId: number;
  locationId: string;
  canEdit: boolean;
}) {
  const query = formsApi.useGetConsumptionAlertQuery({ userId, locationId });
  return (
    <AlertCard
      id="consumption-alert"
      title={t.title}
      intro={t.intro}
      query={query}
      facts={(alert) => [
        [t.top, kwhPerDay(alert.topThresholdValue)],
        [t.bottom, kwhPerDay(alert.bottomThresholdValue)],
      ]}
    >
      {(alert) =>
        canEdit ? (
          <ConsumptionAlertForm userId={userId} locationId={locationId} alert={alert} />
        ) : null
      }
    </AlertCard>
  );
}
