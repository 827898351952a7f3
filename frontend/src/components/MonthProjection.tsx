import { api } from '../api/enhanced';
import type { ElectricitySummary } from '../api/rowTypes';
import { formatCentsPerKwh, formatDate, formatEuro, toCalendarDate } from '../format';
import { fi } from '../i18n/fi';

/** The month so far and the month-end projection, when the summary has them (#126). */
export function projectionFigures(summary: ElectricitySummary) {
  const { monthToDate, projectedTotal, projectionBasis, vatIncluded } = summary;
  if (monthToDate == null || projectedTotal == null || projectionBasis == null) return null;
  return {
    soFar: vatIncluded ? monthToDate.total : monthToDate.totalVat0,
    projected: projectedTotal,
    basis: projectionBasis,
    vatIncluded,
  };
}

/**
 * "Tähän mennessä X €, ennuste kuun lopussa Y €" for an electricity place's current month, with
 * what the projection is based on. Shows nothing for a month without a projection (a place
 * without this month's data) and a short notice when the summary cannot be read.
 */
export function MonthProjection({
  userId,
  locationId,
  today,
}: {
  userId: number;
  locationId: string;
  /** YYYY-MM-DD: the month whose summary is asked. */
  today: string;
}) {
  const day = toCalendarDate(today)!;
  const summary = api.useGetElectricitySummaryQuery({
    userId,
    locationId,
    year: day.year,
    month: day.month,
  });
  if (summary.isError) return <p className="muted">{fi.projection.loadFailed}</p>;
  const figures = summary.data ? projectionFigures(summary.data) : null;
  if (!figures) return null;
  const { basis } = figures;
  const t = fi.projection;
  return (
    <section className="card month-projection" aria-labelledby="month-projection">
      <h2 id="month-projection">{t.title}</h2>
      <p className="lead">{t.line(formatEuro(figures.soFar), formatEuro(figures.projected))}</p>
      <p className="muted">{t.vat(figures.vatIncluded)}</p>
      <details>
        <summary>{t.basisTitle}</summary>
        <ul>
          <li>{t.measured(basis.measuredDays)}</li>
          <li>
            {t.profile(
              basis.projectedDays,
              formatDate(basis.profileFrom),
              formatDate(basis.profileTo),
            )}
          </li>
          <li>
            {t.prices(
              basis.knownPriceSlots,
              basis.averagePriceSlots,
              formatCentsPerKwh(basis.averagePrice),
            )}
          </li>
          <li>{t.fees}</li>
        </ul>
      </details>
    </section>
  );
}
