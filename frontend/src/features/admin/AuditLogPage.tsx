import { useState } from 'react';
import { adminApi, type AuditEntry } from '../../api/adminApi';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { fiAdmin } from './fiAdmin';
import { AdminTable, formatInstant, toInstant } from './parts';

const t = fiAdmin.audit;

/** The filters as typed; empty fields are not sent. */
interface Filters {
  actor: string;
  row: string;
  operation: string;
  target: string;
  status: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = {
  actor: '',
  row: '',
  operation: '',
  target: '',
  status: '',
  from: '',
  to: '',
};

/** What the entry is about, as one line. */
function targetOf(entry: AuditEntry): string {
  const { email, userId, locationId, origin } = entry.target;
  const parts = [email, userId == null ? null : String(userId), locationId, origin];
  return parts.filter(Boolean).join(', ') || '–';
}

/** A whole number typed, or none. */
function whole(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The audit log (#244, A77; superusers only): who did what to whose data, newest first, with
 * filters (actor, row, operation, target, status, time) and paging to older entries by the
 * log's cursor.
 */
export function AuditLogPage() {
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = adminApi.useGetAuditLogQuery({
    actor: filters.actor.trim() || undefined,
    row: whole(filters.row),
    operation: filters.operation.trim() || undefined,
    target: filters.target.trim() || undefined,
    status: whole(filters.status),
    from: toInstant(filters.from),
    to: toInstant(filters.to),
    limit: 50,
    cursor,
  });
  const field = (name: keyof Filters) => ({
    value: typed[name],
    onChange: (event: { target: { value: string } }) =>
      setTyped((now) => ({ ...now, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby="audit-title" className="admin-tool">
      <h1 id="audit-title">{t.title}</h1>
      <p>{t.intro}</p>
      <form
        noValidate
        aria-label={t.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(typed);
          setCursors([]);
        }}
      >
        <div className="admin-filters">
          <TextField label={t.actor} type="email" autoComplete="off" {...field('actor')} />
          <TextField label={t.row} inputMode="numeric" autoComplete="off" {...field('row')} />
          <TextField label={t.operation} autoComplete="off" {...field('operation')} />
          <TextField label={t.target} hint={t.targetHint} autoComplete="off" {...field('target')} />
          <TextField label={t.status} inputMode="numeric" autoComplete="off" {...field('status')} />
          <TextField label={t.from} type="datetime-local" {...field('from')} />
          <TextField label={t.to} type="datetime-local" {...field('to')} />
        </div>
        <div className="admin-actions">
          <button type="submit" className="button">
            {t.apply}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setTyped(NO_FILTERS);
              setFilters(NO_FILTERS);
              setCursors([]);
            }}
          >
            {t.clear}
          </button>
        </div>
      </form>
      <QueryState query={page} failed={fiAdmin.failed}>
        {(answer) => (
          <>
            <p role="status">{answer.entries.length ? t.shown(answer.entries.length) : t.none}</p>
            {answer.entries.length ? (
              <AdminTable
                label={t.title}
                headers={[t.at, t.actor, t.operation, t.target, t.status]}
              >
                {answer.entries.map((entry) => (
                  <tr key={entry.entryId}>
                    <td>{formatInstant(entry.at)}</td>
                    <td>{entry.actor}</td>
                    <td>
                      {entry.row == null ? '' : `#${entry.row} `}
                      {entry.operationId}
                    </td>
                    <td>{targetOf(entry)}</td>
                    <td>{entry.status}</td>
                  </tr>
                ))}
              </AdminTable>
            ) : null}
            <div className="admin-actions">
              {cursors.length ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setCursors([])}
                >
                  {t.newest}
                </button>
              ) : null}
              {answer.nextCursor ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setCursors((now) => [...now, answer.nextCursor ?? ''])}
                >
                  {t.older}
                </button>
              ) : null}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
