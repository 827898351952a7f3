import { Link, useParams } from 'react-router';
import { api } from '../../api/enhanced';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format';
import { fiScreens } from '../../i18n/fiScreens';
import { usePlace } from '../../place/PlaceContext';
import { screenPath } from '../../place/screens';
import { SummaryFacts } from '../../components/SummaryFacts';

/** One usage report (/kayttopaikka/raportit/{reportId}, #158). */
export function ReportPage() {
  const { place, ownerId, basePath } = usePlace();
  const { reportId = '' } = useParams();
  const locationId = place.location.identifier;
  const report = api.useGetUsageReportQuery({ userId: ownerId, locationId, reportId });
  return (
    <>
      <p>
        <Link to={screenPath(basePath, 'raportit', locationId)}>{fiScreens.reports.back}</Link>
      </p>
      <QueryState query={report} failed={fiScreens.reports.detailFailed}>
        {(data) => (
          <section className="card" aria-labelledby="report-title">
            <h2 id="report-title">{data.report.name}</h2>
            <p className="muted">
              {data.report.companyName}, {formatDate(data.report.date)}
            </p>
            <SummaryFacts summary={data.summary} />
          </section>
        )}
      </QueryState>
    </>
  );
}
