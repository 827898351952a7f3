import { useState } from 'react';
import { AlertCard } from './AlertCard';
import { formsApi } from '../../api/formsApi';
import type { WeightedConsumptionAlert } from '../../api/rowTypes';
import { useWrite } from '../../components/forms/useWrite';
import type { QueryLike } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { formatCentsPerKwh } from '../../format';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { Checkbox, SaveForm } from '../../components/forms/SaveForm';
import { checkThreshold, numberText } from './rules';

const t = fiPlaceForms.alerts.weighted;

/** #86/#88 rule: the threshold is 0..1000 c/kWh, or empty. */
export function validateWeightedAlert(threshold: string) {
  const checked = checkThreshold(threshold, 1000, '1 000');
  return {
    errors: checked.error ? { thresholdValue: checked.error } : ({} as Record<string, string>),
    value: checked.value,
  };
}

type Save = (alert: WeightedConsumptionAlert) => Promise<WeightedConsumptionAlert>;

function WeightedAlertForm({
  id,
  alert,
  save,
  saving,
}: {
  id: string;
  alert: WeightedConsumptionAlert;
  save: Save;
  saving: boolean;
}) {
  const [active, setActive] = useState(alert.active);
  const [threshold, setThreshold] = useState(numberText(alert.thresholdValue));
  const [vat, setVat] = useState(alert.vat);
  const [email, setEmail] = useState(alert.emailNotifications);
  const [push, setPush] = useState(alert.pushNotifications);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };

  function submit() {
    const checked = validateWeightedAlert(threshold);
    setClientErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    void write.run(
      () =>
        save({
          ...alert,
          active,
          thresholdValue: checked.value,
          vat,
          emailNotifications: email,
          pushNotifications: push,
        }),
      () => t.saved,
    );
  }

  return (
    <SaveForm
      labelledBy={`${id}-title`}
      write={write}
      saving={saving}
      invalid={Object.keys(clientErrors).length > 0}
      onSubmit={submit}
    >
      <Checkbox label={t.active} name="active" checked={active} onChange={setActive} />
      <TextField
        label={t.threshold}
        inputMode="decimal"
        name="thresholdValue"
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
        error={errors.thresholdValue}
      />
      <Checkbox label={t.vat} name="vat" checked={vat} onChange={setVat} />
      <Checkbox label={t.email} name="emailNotifications" checked={email} onChange={setEmail} />
      <Checkbox label={t.push} name="pushNotifications" checked={push} onChange={setPush} />
    </SaveForm>
  );
}

function yesNo(value: boolean) {
  return value ? fiPlaceForms.yes : fiPlaceForms.no;
}

function WeightedAlertView({
  id,
  title,
  intro,
  query,
  canEdit,
  save,
  saving,
}: {
  id: string;
  title: string;
  intro: string;
  query: QueryLike<WeightedConsumptionAlert>;
  canEdit: boolean;
  save: Save;
  saving: boolean;
}) {
  return (
    <AlertCard
      id={id}
      title={title}
      intro={intro}
      query={query}
      facts={(alert) => [
        [t.active, yesNo(alert.active)],
        [
          t.threshold,
          alert.thresholdValue === null || alert.thresholdValue === undefined
            ? fiPlaceForms.notSet
            : formatCentsPerKwh(alert.thresholdValue),
        ],
        [t.vat, yesNo(alert.vat)],
        [t.email, yesNo(alert.emailNotifications)],
        [t.push, yesNo(alert.pushNotifications)],
      ]}
    >
      {(alert) =>
        canEdit ? <WeightedAlertForm id={id} alert={alert} save={save} saving={saving} /> : null
      }
    </AlertCard>
  );
}

interface Props {
  userId: number;
  locationId: string;
  canEdit: boolean;
}

/** The weighted-price alert (#87 read, #88 save). */
export function WeightedAlertCard({ userId, locationId, canEdit }: Props) {
  const query = formsApi.useGetWeightedConsumptionAlertQuery({ userId, locationId });
  const [save, { isLoading }] = formsApi.useSetWeightedConsumptionAlertMutation();
  return (
    <WeightedAlertView
      id="weighted-alert"
      title={t.title}
      intro={t.intro}
      query={query}
      canEdit={canEdit}
      saving={isLoading}
      save={(alert) => save({ userId, locationId, weightedConsumptionAlert: alert }).unwrap()}
    />
  );
}

/** The "plus" weighted-price alert, the contract's margin included (#85 read, #86 save). */
export function WeightedPlusAlertCard({ userId, locationId, canEdit }: Props) {
  const query = formsApi.useGetWeightedConsumptionPlusAlertQuery({ userId, locationId });
  const [save, { isLoading }] = formsApi.useSetWeightedConsumptionPlusAlertMutation();
  return (
    <WeightedAlertView
      id="weighted-plus-alert"
      title={t.titlePlus}
      intro={t.introPlus}
      query={query}
      canEdit={canEdit}
      saving={isLoading}
      save={(alert) => save({ userId, locationId, weightedConsumptionAlert: alert }).unwrap()}
    />
  );
}
