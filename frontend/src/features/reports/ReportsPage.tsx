import { Link } from 'react-router';
import { api } from '../../api/enhanced';
import { addMonths, periodLabel, periodStart, todayIso } from '../../components/period/period';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { usePeriod } from '../../components/period/usePeriod';
import { isApiError } from '../../api/problem';
import { QueryState } from '../../components/QueryState';
import { EmptyState } from '../../components/StatusViews';
import { formatDate } from '../../format';
import { fi } from '../../i18n/fi';
import { fiScreens } from '../../i18n/fiScreens';
import { usePlace } from '../../place/PlaceContext';
import { screenPath } from '../../place/screens';
import { reportFileUrl } from './reportFile';
import { ScrollTable } from '../../components/TableScroll';

const MONTH_ONLY = ['MONTH'] as const;

/** The month file (#175) of a chosen month: CSV and JSON links. */
function ReportFiles() {
  const { place, ownerId } = usePlace();
  const latest = todayIso();
  const [period, setPeriod] = usePeriod('MONTH', latest, MONTH_ONLY);
  const year = Number(period.date.slice(0, 4));
  const month = Number(period.date.slice(5, 7));
  const label = periodLabel(period);
  const locationId = place.location.identifier;
  return (
    <section className="card" aria-labelledby="report-files">
      <h3 id="report-files">{fiScreens.reports.fileTitle}</h3>
      <p>{fiScreens.reports.fileIntro}</p>
      <PeriodPicker
        period={period}
        onChange={setPeriod}
        ranges={MONTH_ONLY}
        latest={latest}
        earliest={addMonths(periodStart('YEAR', latest), -24)}
      />
      <ul className="plain-list">
        <li>
          <a href={reportFileUrl(ownerId, locationId, year, month, 'csv')} download>
            {fiScreens.reports.csv(label)}
          </a>
        </li>
        <li>
          <a href={reportFileUrl(ownerId, locationId, year, month, 'json')} download>
            {fiScreens.reports.json(label)}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** Reports (/kayttopaikka/raportit): the monthly usage reports (#157) and month files (#175). */
export function ReportsPage() {
  const { place, ownerId, basePath } = usePlace();
  const locationId = place.location.identifier;
  const reports = api.useGetUsageReportsQuery({ userId: ownerId, locationId });
  return (
    <>
      <h2>{fi.screens.reports}</h2>
      <section aria-labelledby="usage-reports">
        <h3 id="usage-reports">{fiScreens.reports.listTitle}</h3>
        {/* metering answers 404 for places it keeps no reports of (district heating,
            microgeneration), though their feature lists enable REPORTS: shown as none. */}
        {isApiError(reports.error) && reports.error.status === 404 ? (
          <EmptyState message={fiScreens.reports.none} />
        ) : (
          <QueryState
            query={reports}
            failed={fiScreens.reports.loadFailed}
            empty={fiScreens.reports.none}
            isEmpty={(data) => data.items.length === 0}
          >
            {(data) => (
              <ScrollTable caption={fiScreens.reports.caption}>
                <thead>
                  <tr>
                    <th scope="col">{fiScreens.reports.name}</th>
                    <th scope="col">{fiScreens.reports.date}</th>
                    <th scope="col">{fiScreens.reports.company}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((report) => (
                    <tr key={report.reportId}>
                      <th scope="row">
                        <Link
                          to={screenPath(
                            basePath,
                            `raportit/${encodeURIComponent(report.reportId)}`,
                            locationId,
                          )}
                        >
                          {report.name}
                        </Link>
                      </th>
                      <td>{formatDate(report.date)}</td>
                      <td>{report.companyName}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </QueryState>
        )}
      </section>
      <ReportFiles />
    </>
  );
}
