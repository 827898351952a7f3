import type { ReactNode } from 'react';
import type { CompanyLocationItem } from '../../api/b2bApi';
import { FormError } from '../../components/FormError';
import { fiCompany } from '../../i18n/fiCompany';
import { placeName, type BulkPlan, type useBulkChange } from './bulk';

const t = fiCompany.bulk;
/** A refusal lists this many places by name, and counts the rest. */
const NAMED = 50;

/** The refused places by name (the first 50; a long list is counted). */
function RefusedPlaces({ places }: { places: readonly CompanyLocationItem[] }) {
  if (places.length === 0) return null;
  const rest = places.length - NAMED;
  return (
    <div role="alert" className="form-error">
      <p>{t.refused(places.length)}</p>
      <ul className="bulk-refused">
        {places.slice(0, NAMED).map((item) => (
          <li key={placeName(item)}>{placeName(item)}</li>
        ))}
        {rest > 0 ? <li>{t.more(rest)}</li> : null}
      </ul>
    </div>
  );
}

/** How many places a plan changes (a composite's each), and those it leaves. */
export function planPlaces(plan: BulkPlan) {
  return plan.writes.reduce((sum, write) => sum + write.places.length, 0);
}

function PlanNotes({ plan }: { plan: BulkPlan }) {
  return (
    <>
      {plan.unchanged > 0 ? <p>{t.unchanged(plan.unchanged)}</p> : null}
      {plan.readOnly > 0 ? <p>{t.readOnly(plan.readOnly)}</p> : null}
    </>
  );
}

/**
 * A bulk dialog's body after its form: the gathering and writing with their progress, the
 * confirmation naming the count (`confirmText`, `confirmButton`), and the outcome (`doneText`)
 * with the places that could not be changed. The form shows while the phase is `form`.
 */
export function BulkSteps({
  bulk,
  form,
  confirmText,
  confirmButton,
  doneText,
  onConfirm,
}: {
  bulk: ReturnType<typeof useBulkChange>;
  form: ReactNode;
  confirmText: (places: number) => string;
  confirmButton: (places: number) => string;
  doneText: (changed: number) => string;
  onConfirm: () => void;
}) {
  const { phase } = bulk;
  const progress =
    phase.kind === 'gathering'
      ? { value: phase.got, max: phase.total, text: t.gathering(phase.got, phase.total) }
      : phase.kind === 'writing'
        ? { value: phase.done, max: phase.total, text: t.writing(phase.done, phase.total) }
        : undefined;
  return (
    <>
      {phase.kind === 'form' ? form : null}
      {phase.kind === 'confirm' ? (
        <>
          {planPlaces(phase.plan) === 0 ? (
            <p>{t.nothing}</p>
          ) : (
            <p>
              <strong>{confirmText(planPlaces(phase.plan))}</strong>
            </p>
          )}
          <PlanNotes plan={phase.plan} />
          <div className="actions">
            {planPlaces(phase.plan) > 0 ? (
              <button type="button" className="button" onClick={onConfirm}>
                {confirmButton(planPlaces(phase.plan))}
              </button>
            ) : null}
            <button type="button" className="button button--secondary" onClick={bulk.back}>
              {t.back}
            </button>
          </div>
        </>
      ) : null}
      {progress ? (
        <progress
          className="csv-progress"
          max={Math.max(progress.max, 1)}
          value={progress.value}
          aria-label={t.progressLabel}
        />
      ) : null}
      <FormError error={bulk.error} />
      {phase.kind === 'done' ? <RefusedPlaces places={phase.refused} /> : null}
      <p role="status" className="muted">
        {progress ? progress.text : phase.kind === 'done' ? doneText(phase.changed) : ''}
      </p>
    </>
  );
}
