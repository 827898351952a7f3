import { useState, type FormEvent } from 'react';
import type { MaintenanceState } from '../../api/adminApi';
import { FormError } from '../../components/FormError';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { adminApi } from '../../api/adminApi';
import { fiAdmin } from './fiAdmin';
import {
  ConfirmedAction,
  Done,
  formatInstant,
  OriginSelect,
  toInstant,
  type Origin,
} from './parts';

const t = fiAdmin.maintenance;

/** One origin's toggle: starting asks first (its customers are shut out), with a message. */
function OriginToggle({
  state,
  onDone,
}: {
  state: MaintenanceState;
  onDone: (text: string) => void;
}) {
  const [toggle] = adminApi.useToggleMaintenanceMutation();
  const [message, setMessage] = useState('');
  const [until, setUntil] = useState('');
  const origin = state.origin;
  const name = fiAdmin.origins[origin] ?? origin;
  return (
    <li className="admin-row">
      <h3>{name}</h3>
      <p>
        <strong>{state.enabled ? t.on : t.off}</strong>
        {state.enabled && state.until ? `, ${t.until(formatInstant(state.until))}` : null}
      </p>
      {state.enabled && state.message ? <p>{state.message}</p> : null}
      {state.enabled ? (
        <ConfirmedAction
          label={t.stop}
          title={t.confirmStop(name)}
          confirm={t.stop}
          action={() => toggle({ origin, maintenanceToggle: { enabled: false } }).unwrap()}
          done={t.stopped(name)}
          onDone={onDone}
        />
      ) : (
        <>
          <TextField
            label={t.messageLabel}
            value={message}
            maxLength={300}
            onChange={(event) => setMessage(event.target.value)}
          />
          <TextField
            label={t.endsLabel}
            type="datetime-local"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
          <ConfirmedAction
            label={t.start}
            title={t.confirmStart(name)}
            confirm={t.start}
            action={() =>
              toggle({
                origin,
                maintenanceToggle: {
                  enabled: true,
                  message: message.trim() || undefined,
                  until: toInstant(until),
                },
              }).unwrap()
            }
            done={t.started(name)}
            onDone={onDone}
          >
            <p>{t.confirmStartText}</p>
          </ConfirmedAction>
        </>
      )}
    </li>
  );
}

/** The form of a new window. */
function ScheduleForm({ onDone }: { onDone: (text: string) => void }) {
  const [add, { isLoading, error }] = adminApi.useAddMaintenanceScheduleMutation();
  const [origin, setOrigin] = useState<string>('VARE');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const startAt = toInstant(start);
    const endAt = toInstant(end);
    const found: Record<string, string> = {};
    if (!startAt) found.start = fiAdmin.required;
    if (!endAt) found.end = fiAdmin.required;
    else if (startAt && endAt <= startAt) found.end = t.endBeforeStart;
    if (!message.trim()) found.message = fiAdmin.required;
    setProblems(found);
    if (Object.keys(found).length > 0 || !startAt || !endAt) return;
    await add({ origin: origin as Origin, start: startAt, end: endAt, message: message.trim() })
      .unwrap()
      .then(() => {
        setMessage('');
        onDone(t.scheduleAdded);
      })
      .catch(() => undefined);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-schedule">
      <h3 id="add-schedule">{t.addSchedule}</h3>
      <OriginSelect
        id="schedule-origin"
        label={fiAdmin.originLabel}
        value={origin}
        onChange={setOrigin}
      />
      <TextField
        label={t.startLabel}
        type="datetime-local"
        value={start}
        error={problems.start}
        onChange={(event) => setStart(event.target.value)}
      />
      <TextField
        label={t.endLabel}
        type="datetime-local"
        value={end}
        error={problems.end}
        onChange={(event) => setEnd(event.target.value)}
      />
      <TextField
        label={fiAdmin.message}
        value={message}
        maxLength={300}
        error={problems.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <FormError error={error} />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? fiAdmin.saving : t.addSchedule}
      </button>
    </form>
  );
}

/** Maintenance per origin and its planned windows (A70). */
export function MaintenancePage() {
  const overview = adminApi.useGetMaintenanceQuery();
  const [removeSchedule] = adminApi.useRemoveMaintenanceScheduleMutation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="maintenance-title" className="admin-tool">
      <h1 id="maintenance-title">{t.title}</h1>
      <p>{t.intro}</p>
      <Done text={done} />
      <QueryState query={overview} failed={fiAdmin.failed}>
        {(data) => (
          <>
            <h2>{t.origins}</h2>
            <ul className="admin-list">
              {data.origins.map((state) => (
                <OriginToggle key={state.origin} state={state} onDone={setDone} />
              ))}
            </ul>
            <h2>{t.schedules}</h2>
            {data.schedules.length === 0 ? <p>{t.noSchedules}</p> : null}
            <ul className="admin-list">
              {data.schedules.map((schedule) => (
                <li key={schedule.scheduleId} className="admin-row">
                  <p>
                    <strong>{fiAdmin.origins[schedule.origin] ?? schedule.origin}</strong>{' '}
                    {t.when(formatInstant(schedule.start), formatInstant(schedule.end))}
                  </p>
                  <p>{schedule.message}</p>
                  <ConfirmedAction
                    label={fiAdmin.remove}
                    title={t.confirmRemove}
                    action={() => removeSchedule(schedule.scheduleId).unwrap()}
                    done={t.scheduleRemoved}
                    onDone={setDone}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <ScheduleForm onDone={setDone} />
    </section>
  );
}
