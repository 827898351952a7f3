import type { CompanyLocationSummary } from '../../api/b2bApi';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { formatNumber, formatSignedPercent } from '../../format';
import { fiCompany } from '../../i18n/fiCompany';

const t = fiCompany.summary;

/** `2026-10` as `10/2026`. */
export function monthText(month: string): string {
  const [year, number] = month.split('-');
  return number && year ? `${Number(number)}/${year}` : month;
}

/** The places matching the search and filter at a glance (#195). */
export function PlacesSummary({ query }: { query: QueryLike<CompanyLocationSummary> }) {
  return (
    <section className="card" aria-labelledby="company-summary-title">
      <h2 id="company-summary-title">{t.title}</h2>
      <QueryState query={query} failed={t.failed}>
        {(summary) => (
          <dl className="facts">
            <div>
              <dt>{t.places}</dt>
              <dd>{summary.locationsTotal}</dd>
            </div>
            <div>
              <dt>{t.composites}</dt>
              <dd>{summary.compositesTotal}</dd>
            </div>
            <div>
              <dt>{t.alertsTriggered}</dt>
              <dd>{summary.alertsTriggered}</dd>
            </div>
            <div>
              <dt>{t.alertsEnabled}</dt>
              <dd>{summary.alertsEnabled}</dd>
            </div>
            {(summary.consumption ?? []).map((total) => (
              <div key={total.unit}>
                <dt>{t.consumption(monthText(total.month), total.unit)}</dt>
                <dd>
                  {formatNumber(total.consumption, 0)} {total.unit}
                  <span className="muted"> ({t.change(formatSignedPercent(total.delta))})</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
