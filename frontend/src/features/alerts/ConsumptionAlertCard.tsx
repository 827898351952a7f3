import { useState } from 'react';
import { formsApi } from '../../api/formsApi';
import type { ElectricityConsumptionAlert } from '../../api/rowTypes';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { formatNumber, NBSP } from '../../format';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { SavedFacts, SaveForm } from '../../components/forms/SaveForm';
import { numberText, validateConsumptionAlert } from './rules';

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
  const [top, setTop] = useState(numberText(alert.topThresholdValue));
  const [bottom, setBottom] = useState(numberText(alert.bottomThresholdValue));
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
    const checked = validateConsumptionAlert(top, bottom);
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
      <TextField
        label={t.top}
        hint={t.hint}
        inputMode="decimal"
        name="topThresholdValue"
        value={top}
        onChange={(event) => setTop(event.target.value)}
        error={errors.topThresholdValue}
      />
      <TextField
        label={t.bottom}
        hint={t.hint}
        inputMode="decimal"
        name="bottomThresholdValue"
        value={bottom}
        onChange={(event) => setBottom(event.target.value)}
        error={errors.bottomThresholdValue}
      />
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
    <section className="card" aria-labelledby="consumption-alert-title">
      <h3 id="consumption-alert-title">{t.title}</h3>
      <p>{t.intro}</p>
      <QueryState query={query} failed={fiPlaceForms.alerts.loadFailed}>
        {(alert) => (
          <>
            <SavedFacts
              label={fiPlaceForms.savedTitle}
              testId="saved-consumption-alert"
              facts={[
                [t.top, kwhPerDay(alert.topThresholdValue)],
                [t.bottom, kwhPerDay(alert.bottomThresholdValue)],
              ]}
            />
            {canEdit ? (
              <ConsumptionAlertForm userId={userId} locationId={locationId} alert={alert} />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
