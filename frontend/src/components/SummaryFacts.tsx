import type { MonthlySummary } from '../api/rowTypes';
import {
  formatCelsius,
  formatCentsPerKwh,
  formatEuro,
  formatKwh,
  formatSignedPercent,
} from '../format';
import { fi } from '../i18n/fi';

/** A month's figures (§3 report summary): use, cost, mean price and temperature, changes. */
export function SummaryFacts({ summary }: { summary: MonthlySummary }) {
  return (
    <dl className="facts">
      <div>
        <dt>{fi.insights.consumption}</dt>
        <dd>{formatKwh(summary.kwh)}</dd>
      </div>
      <div>
        <dt>{fi.insights.cost}</dt>
        <dd>{formatEuro(summary.cost)}</dd>
      </div>
      <div>
        <dt>{fi.insights.averagePrice}</dt>
        <dd>{formatCentsPerKwh(summary.averagePrice)}</dd>
      </div>
      <div>
        <dt>{fi.insights.averageTemperature}</dt>
        <dd>{formatCelsius(summary.averageTemperature)}</dd>
      </div>
      <div>
        <dt>{fi.insights.previousMonth}</dt>
        <dd>{`${formatKwh(summary.previousMonthKwh)} (${formatSignedPercent(summary.previousMonthDelta)})`}</dd>
      </div>
      <div>
        <dt>{fi.insights.previousYear}</dt>
        <dd>{`${formatKwh(summary.previousYearKwh)} (${formatSignedPercent(summary.previousYearDelta)})`}</dd>
      </div>
    </dl>
  );
}
