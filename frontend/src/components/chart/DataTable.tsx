import { formatNumber } from '../../format';
import { fi } from '../../i18n/fi';
import { timeText } from './timeText';
import type { ChartData } from './types';
import { TableScroll } from '../TableScroll';

/** A year of 15-minute data is 35,040 rows: the table shows this many, the CSV has them all. */
export const TABLE_ROW_LIMIT = 744;

/** The chart's data as a table: what a screen reader user reads instead of the canvas. */
export function DataTable({
  data,
  caption,
  limit = TABLE_ROW_LIMIT,
}: {
  data: ChartData;
  caption: string;
  limit?: number;
}) {
  const rows = data.times.slice(0, limit);
  return (
    <TableScroll label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{fi.chart.time}</th>
            {data.series.map((series) => (
              <th key={series.key} scope="col">
                {`${series.label} (${series.unit})`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((time, index) => (
            <tr key={time}>
              <th scope="row">{timeText(time, data.timeFormat)}</th>
              {data.series.map((series) => (
                <td key={series.key}>{formatNumber(series.values[index])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {data.times.length > limit ? <p>{fi.chart.tableLimited(limit, data.times.length)}</p> : null}
    </TableScroll>
  );
}
