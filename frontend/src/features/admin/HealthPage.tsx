import { adminApi } from '../../api/adminApi';
import { QueryState } from '../../components/QueryState';
import { fiAdmin } from './fiAdmin';
import { AdminTable, formatInstant } from './parts';

const t = fiAdmin.health;

/** Seconds as the largest whole unit that fits: "3 h", "2 pv". */
function age(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 2 * 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 2 * 86400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86400)} pv`;
}

/**
 * Service health (#48: every upstream asked at once, with its state, latency and circuit) and
 * data age (#49: the newest measured slot per system and origin), on one screen; each asks
 * again on "Päivitä".
 */
export function HealthPage() {
  const health = adminApi.useGetServiceHealthQuery();
  const dataAge = adminApi.useGetDataAgeQuery();
  return (
    <section aria-labelledby="health-title" className="admin-tool">
      <h1 id="health-title">{t.title}</h1>
      <p>{t.intro}</p>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={health.isFetching || dataAge.isFetching}
          onClick={() => {
            void health.refetch();
            void dataAge.refetch();
          }}
        >
          {t.refresh}
        </button>
      </div>
      <h2>{t.services}</h2>
      <QueryState query={health} failed={fiAdmin.failed}>
        {(answer) => (
          <>
            <p role="status">
              {answer.status === 'UP' ? t.allUp : t.someDown}{' '}
              {t.checkedAt(formatInstant(answer.checkedAt))}
            </p>
            <AdminTable label={t.services} headers={[t.system, t.state, t.latency, t.circuit]}>
              {answer.upstreams.map((upstream) => (
                <tr key={upstream.system}>
                  <td>{upstream.system}</td>
                  <td>
                    {upstream.state === 'UP' ? t.up : t.down}
                    {upstream.reason ? ` (${upstream.reason})` : ''}
                  </td>
                  <td>{upstream.latencyMs} ms</td>
                  <td>{t.circuits[upstream.circuit] ?? upstream.circuit}</td>
                </tr>
              ))}
            </AdminTable>
          </>
        )}
      </QueryState>
      <h2>{t.dataAge}</h2>
      <QueryState
        query={dataAge}
        failed={fiAdmin.failed}
        empty={t.noData}
        isEmpty={(answer) => answer.sources.length === 0}
      >
        {(answer) => (
          <AdminTable
            label={t.dataAge}
            headers={[t.utility, fiAdmin.originLabel, t.places, t.newest, t.age]}
          >
            {answer.sources.map((source) => (
              <tr key={`${source.utilityType}-${source.origin}`}>
                <td>{t.utilities[source.utilityType] ?? source.utilityType}</td>
                <td>{source.origin}</td>
                <td>{source.places}</td>
                <td>{formatInstant(source.newestReading)}</td>
                <td>{age(source.ageSeconds)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryState>
    </section>
  );
}
