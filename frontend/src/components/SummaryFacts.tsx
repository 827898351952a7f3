import type { MonthlySummary } from '../api/rowTypes';
import {
  formatCelsius,
  formatCentsPerKwh,
  formatEuro,
  formatKwh,
  formatSignedPercent,
} from '../format';
import { fiScreens } from '../i18n/fiScreens';

/** A month's figures (§3 report summary): use, cost, mean price and temperature, changes. */
export function SummaryFacts({ summary }: { summary: MonthlySummary }) {
  return (
    <dl className="facts">
      <div>
        <dt>{fiScreens.insights.consumption}</dt>
        <dd>{formatKwh(summary.kwh)}</dd>
      </div>
      <div>
        <dt>{fiScreens.insights.cost}</dt>
        <dd>{formatEuro(summary.cost)}</dd>
      </div>
      <div>
        <dt>{fiScreens.insights.averagePrice}</dt>
        <dd>{formatCentsPerKwh(summary.averagePrice)}</dd>
      </div>
      <div>
        <dt>{fiScreens.insights.averageTemperature}</dt>
        <dd>{formatCelsius(summary.averageTemperature)}</dd>
      </div>
      <div>
        <dt>{fiScreens.insights.previousMonth}</dt>
        <dd>{`${formatKwh(summary.previousMonthKwh)} (${formatSignedPercent(summary.previousMonthDelta)})`}</dd>
      </div>
      <div>
        <dt>{fiScreens.insights.previousYear}</dt>
        <dd>{`${formatKwh(summary.previousYearKwh)} (${formatSignedPercent(summary.previousYearDelta)})`}</dd>
      </div>
    </dl>
  );
}
