import { useId, useState, type FormEvent } from 'react';
import type { UtilityFilter } from '../../api/b2bApi';
import type { Resolution } from '../../api/rowTypes';
import { downloadFile, type FileRequest } from '../../api/download';
import { isApiError, fieldErrors as problemFieldErrors } from '../../api/problem';
import { useAppDispatch } from '../../app/hooks';
import { CloseDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { addDays, addMonths, todayIso } from '../../components/period/period';
import { fiCompany } from '../../i18n/fiCompany';

const t = fiCompany.csv;
/** The gateway's limit: `to` at most 365 days after `from`, 366 days in all. */
export const MAX_EXPORT_DAYS = 366;
/** WEEK draws days as MONTH does, so the same file: offered once, as days. */
const RESOLUTIONS = ['DAY_QUARTERLY', 'DAY', 'MONTH', 'YEAR', 'YEARS'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every place the caller sees that matches the list's filter (#252), `total` of them. */
export interface AllPlaces {
  searchString?: string;
  type: UtilityFilter;
  total: number;
}

/**
 * What the file covers: one place or composite (#206), the list's selection (#211), or every
 * matching place (#252).
 */
export type CsvTarget = { ref: string } | { refs: readonly string[] } | { all: AllPlaces };

/** The response header with the number of places in the file. */
const PLACES_HEADER = 'X-Export-Places';

/**
 * Counts the places of a CSV as its pieces arrive: rows come place by place, so a new id in
 * the first column is the next place. The place being written counts once its first row came.
 */
export class PlaceCounter {
  private rest = '';
  private last: string | undefined;
  private header = true;
  places = 0;

  add(text: string): number {
    const lines = (this.rest + text).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) {
      if (this.header) {
        this.header = false;
        continue;
      }
      const id = line.slice(0, line.indexOf(';'));
      if (id && id !== this.last) {
        this.last = id;
        this.places += 1;
      }
    }
    return this.places;
  }
}

export interface CsvOptions {
  from: string;
  to: string;
  resolution: Resolution;
}

/** The last full month in Finnish time: the default period. */
export function lastFullMonth(today: string = todayIso()): { from: string; to: string } {
  const thisMonth = addMonths(today, 0);
  return { from: addMonths(today, -1), to: addDays(thisMonth, -1) };
}

function dayNumber(iso: string): number | undefined {
  if (!ISO_DAY.test(iso)) return undefined;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : Math.round(time / 86_400_000);
}

/** The server's checks of the period, so a bad one is named before anything is sent. */
export function checkPeriod(from: string, to: string): { from?: string; to?: string } {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const errors: { from?: string; to?: string } = {};
  if (first === undefined) errors.from = t.required;
  if (last === undefined) errors.to = t.required;
  if (first === undefined || last === undefined) return errors;
  if (last < first) errors.to = t.order;
  else if (last - first >= MAX_EXPORT_DAYS) errors.to = t.tooLong;
  return errors;
}

/**
 * The places of the selection a 403 PLACES_NOT_AVAILABLE names, by their index in the list
 * sent (`locationIdentifiers[i]`): the ids the user chose, not the server's words.
 */
export function refusedPlaces(failure: unknown, target: CsvTarget): string[] {
  if (!isApiError(failure) || failure.problem?.code !== 'PLACES_NOT_AVAILABLE') return [];
  const refs = 'ref' in target ? [target.ref] : 'refs' in target ? target.refs : [];
  return (failure.problem.errors ?? []).flatMap((item) => {
    const index = /^locationIdentifiers\[(\d+)\]$/.exec(item.field)?.[1];
    const ref = index === undefined ? undefined : refs[Number(index)];
    return ref === undefined ? [] : [ref];
  });
}

/** The request of the file, by what it covers. */
function exportRequest(
  companyRef: string,
  userId: number,
  target: CsvTarget,
  options: CsvOptions,
): FileRequest {
  const base = `/api/v2/b2b/company/${encodeURIComponent(companyRef)}/servicelocation/user/${userId}`;
  const name = (subject: string) => `kulutus_${subject}_${options.from}_${options.to}.csv`;
  if ('ref' in target) {
    return {
      method: 'PUT',
      path: `${base}/${encodeURIComponent(target.ref)}/csv`,
      body: options,
      fallbackName: name(target.ref),
    };
  }
  if ('refs' in target) {
    return {
      method: 'POST',
      path: `${base}/csv`,
      body: { ...options, locationIdentifiers: target.refs },
      fallbackName: name(companyRef),
    };
  }
  const { searchString, type } = target.all;
  return {
    method: 'POST',
    path: `${base}/csvAll`,
    body: { ...options, ...(searchString ? { searchString } : {}), type },
    fallbackName: name(companyRef),
  };
}

function dialogTitle(target: CsvTarget): string {
  if ('ref' in target) return t.title;
  if ('refs' in target) return t.titleMany(target.refs.length);
  return t.titleAll(target.all.total);
}

/**
 * The CSV export modal (#206 for a place or composite, #211 for the selection, #252 for every
 * matching place, its progress shown as the places arrive): a period of
 * Helsinki days (the last full month unless changed) and the buckets' size, checked as the
 * gateway checks them, then the file is saved. A read right suffices, so READ_ONLY places export
 * too. The dialog stays open with the gateway's error if the file could not be made.
 */
export function CsvExportDialog({
  companyRef,
  userId,
  target,
  onClose,
}: {
  companyRef: string;
  userId: number;
  target: CsvTarget;
  onClose: () => void;
}) {
  const initial = lastFullMonth();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [resolution, setResolution] = useState<Resolution>('DAY_QUARTERLY');
  const [fieldErrors, setFieldErrors] = useState<{ from?: string; to?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');
  /** Places written so far, of how many (an export of many places). */
  const [progress, setProgress] = useState<{ places: number; total: number }>();
  const resolutionId = useId();
  const dispatch = useAppDispatch();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = checkPeriod(from, to);
    setFieldErrors(errors);
    if (errors.from || errors.to) return;
    setError(undefined);
    setDone('');
    setBusy(true);
    const options: CsvOptions = { from, to, resolution };
    setProgress(undefined);
    try {
      const counter = new PlaceCounter();
      const request: FileRequest = {
        ...exportRequest(companyRef, userId, target, options),
        onChunk: (text, response) => {
          const total = Number(response.headers.get(PLACES_HEADER) ?? NaN);
          if (Number.isFinite(total) && total > 1)
            setProgress({ places: counter.add(text), total });
        },
      };
      // Through the store for its session scheduler and session-expired handling.
      const name = await dispatch((_dispatch, _state, extra) => downloadFile(request, extra));
      setDone(t.done(name));
    } catch (failure) {
      // A 400 names the field (`to` for a bad period): shown at the field as well.
      const named = problemFieldErrors(failure);
      setFieldErrors({ from: named.from, to: named.to });
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  const title = dialogTitle(target);
  const refused = refusedPlaces(error, target);
  return (
    <CloseDialog title={title} onClose={onClose} secondary>
      <p>{t.info}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t.from}
          type="date"
          value={from}
          error={fieldErrors.from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t.to}
          type="date"
          value={to}
          error={fieldErrors.to}
          onChange={(event) => setTo(event.target.value)}
        />
        <div className="field">
          <label htmlFor={resolutionId}>{t.resolution}</label>
          <select
            id={resolutionId}
            value={resolution}
            onChange={(event) => setResolution(event.target.value as Resolution)}
          >
            {RESOLUTIONS.map((value) => (
              <option key={value} value={value}>
                {t.resolutions[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t.download}
        </button>
      </form>
      {refused.length > 0 ? (
        <p className="form-error" role="alert">
          {t.refused(refused)}
        </p>
      ) : (
        <FormError error={error} />
      )}
      {busy && progress ? (
        <progress
          className="csv-progress"
          max={progress.total}
          value={progress.places}
          aria-label={t.progressLabel}
        />
      ) : null}
      <p role="status" className="muted">
        {busy ? (progress ? t.progress(progress.places, progress.total) : t.preparing) : done}
      </p>
    </CloseDialog>
  );
}
