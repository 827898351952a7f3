import { useState } from 'react';
import { formsApi } from '../../api/formsApi';
import type { EnergyPriceAlert } from '../../api/rowTypes';
import {
  Checkbox,
  SaveForm,
  ThresholdFields,
  type Thresholds,
} from '../../components/forms/SaveForm';
import { parseDecimal } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { formatCentsPerKwh } from '../../format';
import { fiForms } from '../../i18n/fiForms';

/** The thresholds' names, as the row and its 400 name them. */
const NAMES: Thresholds = ['thresholdValue', 'bottomThresholdValue'];

const t = fiForms.priceAlert;
const MAX = 100000;

function toText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

/** The server's rules: thresholds 0..100000 c/kWh, bottom below top when both are set. */
export function validatePriceAlert(top: string, bottom: string) {
  const errors: Record<string, string> = {};
  const topValue = parseDecimal(top);
  const bottomValue = parseDecimal(bottom);
  for (const [field, value] of [
    ['thresholdValue', topValue],
    ['bottomThresholdValue', bottomValue],
  ] as const) {
    if (value === null) continue;
    if (Number.isNaN(value)) errors[field] = fiForms.field.number;
    else if (value < 0 || value > MAX) errors[field] = fiForms.field.range('0', '100 000');
  }
  if (
    !errors.thresholdValue &&
    !errors.bottomThresholdValue &&
    topValue !== null &&
    bottomValue !== null &&
    bottomValue >= topValue
  ) {
    errors.bottomThresholdValue = fiForms.field.bottomBelowTop;
  }
  return { errors, topValue, bottomValue };
}

function AlertEditor({ userId, alert }: { userId: number; alert: EnergyPriceAlert }) {
  const [active, setActive] = useState(alert.active);
  const thresholds = useState<Thresholds>([
    toText(alert.thresholdValue),
    toText(alert.bottomThresholdValue),
  ]);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = formsApi.useSetEnergyPriceAlertMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };
  const formLevel = errors.__all__ ?? errors[''];

  function submit() {
    const checked = validatePriceAlert(...thresholds[0]);
    setClientErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    void write.run(
      () =>
        save({
          userId,
          energyPriceAlert: {
            id: alert.id,
            active,
            thresholdValue: checked.topValue,
            bottomThresholdValue: checked.bottomValue,
          },
        }).unwrap(),
      () => t.saved,
    );
  }

  return (
    <SaveForm
      labelledBy="price-alert-title"
      write={write}
      saving={isLoading}
      invalid={Object.keys(clientErrors).length > 0}
      message={formLevel}
      onSubmit={submit}
    >
      <Checkbox label={t.active} name="active" checked={active} onChange={setActive} />
      <ThresholdFields text={t} names={NAMES} state={thresholds} errors={errors} />
    </SaveForm>
  );
}

/** The saved settings as the server has them (#99). */
function SavedAlert({ alert }: { alert: EnergyPriceAlert }) {
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? t.none : formatCentsPerKwh(value);
  return (
    <dl className="facts" aria-label={t.current}>
      <div>
        <dt>{t.active}</dt>
        <dd>{alert.active ? 'Kyllä' : t.off}</dd>
      </div>
      <div>
        <dt>{t.top}</dt>
        <dd data-testid="saved-top">{show(alert.thresholdValue)}</dd>
      </div>
      <div>
        <dt>{t.bottom}</dt>
        <dd data-testid="saved-bottom">{show(alert.bottomThresholdValue)}</dd>
      </div>
    </dl>
  );
}

/** Market price alert (#99 read, #100 save) of the signed-in user. */
export function PriceAlertCard({ userId }: { userId: number }) {
  const alert = formsApi.useGetEnergyPriceAlertQuery(userId);
  return (
    <section className="card" aria-labelledby="price-alert-title">
      <h2 id="price-alert-title">{t.title}</h2>
      <p>{t.intro}</p>
      <QueryState query={alert} failed={t.loadFailed}>
        {(data) => (
          <>
            <SavedAlert alert={data} />
            <AlertEditor userId={userId} alert={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
