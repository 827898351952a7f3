import { useMemo } from 'react';
import { ScrollTable } from '../../components/TableScroll';
import { api } from '../../api/enhanced';
import type { ConsumptionGraph, InsightPage, MonthlySummary } from '../../api/rowTypes';
import { TimeSeriesChart } from '../../components/chart/TimeSeriesChart';
import type { ChartData } from '../../components/chart/types';
import { periodLabel } from '../../components/period/period';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { usePeriod } from '../../components/period/usePeriod';
import { QueryState } from '../../components/QueryState';
import { SummaryFacts } from '../../components/SummaryFacts';
import {
  formatDate,
  formatDateTime,
  formatEuro,
  formatKwh,
  formatNumber,
  formatPercent,
  formatSignedPercent,
  NBSP,
} from '../../format';
import { fi } from '../../i18n/fi';
import { fiScreens } from '../../i18n/fiScreens';
import { usePlace } from '../../place/PlaceContext';

const MONTH_ONLY = ['MONTH'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const firstDay = (page: InsightPage) => `${page.year}-${pad(page.month)}-01`;

/** The month's daily use (#156 MONTH, paged by `date`) as bars. */
export function insightGraphToChartData(graph: ConsumptionGraph): ChartData {
  return {
    times: graph.points.map((point) => Date.parse(point.time)),
    timeFormat: 'date',
    series: [
      {
        key: 'consumption',
        label: fiScreens.insights.consumption,
        unit: 'kWh',
        style: 'bars',
        values: graph.points.map((point) => point.kwh ?? null),
      },
    ],
  };
}

interface Month {
  userId: number;
  locationId: string;
  year: number;
  month: number;
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function ComparisonTable({ summary }: { summary: MonthlySummary }) {
  const rows: [string, number, number | null][] = [
    [fiScreens.insights.thisMonth, summary.kwh, null],
    [fiScreens.insights.previousMonth, summary.previousMonthKwh, summary.previousMonthDelta],
    [fiScreens.insights.previousYear, summary.previousYearKwh, summary.previousYearDelta],
  ];
  return (
    <ScrollTable caption={fiScreens.insights.comparisonCaption}>
      <thead>
        <tr>
          <th scope="col">{fiScreens.insights.period}</th>
          <th scope="col">{fiScreens.insights.consumption}</th>
          <th scope="col">{fiScreens.insights.change}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, kwh, delta]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatKwh(kwh)}</td>
            {/* The delta is this month against that period (spec §5). */}
            <td>{delta === null ? '' : formatSignedPercent(delta)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function MonthInsights({ month, label }: { month: Month; label: string }) {
  const summary = api.useGetMonthlyInsightsSummaryQuery(month);
  const pkg = api.useGetMonthlyPackageSummaryQuery(month);
  const topHours = api.useGetTopHoursQuery(month);
  const tip = api.useGetTipOfTheMonthQuery(month);
  const localPower = api.useGetLocalPowerSummaryQuery(month);
  const greenPower = api.useGetGreenPowerSummaryQuery(month);
  const budget = api.useGetConsumptionBudgetSummaryQuery(month);
  const date = `${month.year}-${pad(month.month)}-01`;
  const graph = api.useGetConsumptionGraphQuery({
    userId: month.userId,
    locationId: month.locationId,
    resolution: 'MONTH',
    splineData: false,
    date,
  });
  const chart = useMemo(
    () => (graph.data ? insightGraphToChartData(graph.data) : undefined),
    [graph.data],
  );

  return (
    <>
      <Card id="insights-summary" title={`${fiScreens.insights.summaryTitle}: ${label}`}>
        <QueryState query={summary} failed={fiScreens.insights.summaryFailed}>
          {(data) => <SummaryFacts summary={data} />}
        </QueryState>
      </Card>
      <Card id="insights-tip" title={fiScreens.insights.tipTitle}>
        <QueryState query={tip} failed={fiScreens.insights.tipFailed}>
          {(data) => (
            <>
              <p>
                <strong>{data.title}</strong>
              </p>
              <p>{data.text}</p>
            </>
          )}
        </QueryState>
      </Card>
      <QueryState query={graph} failed={fiScreens.insights.graphFailed}>
        {() => (
          <TimeSeriesChart
            title={fiScreens.insights.graphTitle(label)}
            data={chart!}
            fileName={`kuukausikatsaus-${month.locationId}-${date.slice(0, 7)}`}
          />
        )}
      </QueryState>
      <div className="card-grid">
        <Card id="insights-comparison" title={fiScreens.insights.comparisonTitle}>
          <QueryState query={pkg} failed={fiScreens.insights.comparisonFailed}>
            {(data) => <ComparisonTable summary={data} />}
          </QueryState>
        </Card>
        <Card id="insights-budget" title={fiScreens.insights.budgetTitle}>
          <QueryState query={budget} failed={fiScreens.insights.budgetFailed}>
            {(data) =>
              data.active ? (
                <dl className="facts">
                  <div>
                    <dt>{fiScreens.insights.budget}</dt>
                    <dd>{formatEuro(data.budget)}</dd>
                  </div>
                  <div>
                    <dt>{fiScreens.insights.used}</dt>
                    <dd>{formatEuro(data.totalConsumption)}</dd>
                  </div>
                </dl>
              ) : (
                <p>{fiScreens.insights.budgetInactive}</p>
              )
            }
          </QueryState>
        </Card>
        <Card id="insights-local-power" title={fiScreens.insights.localPowerTitle}>
          <QueryState query={localPower} failed={fiScreens.insights.localPowerFailed}>
            {(data) =>
              data.hasLocalPower ? (
                <dl className="facts">
                  <div>
                    <dt>{fiScreens.insights.produced}</dt>
                    <dd>{formatKwh(data.producedKwh)}</dd>
                  </div>
                  <div>
                    <dt>{fiScreens.insights.selfConsumed}</dt>
                    <dd>{formatKwh(data.selfConsumedKwh)}</dd>
                  </div>
                  <div>
                    <dt>{fiScreens.insights.fedToGrid}</dt>
                    <dd>{formatKwh(data.fedToGridKwh)}</dd>
                  </div>
                  <div>
                    <dt>{fiScreens.insights.selfSufficiency}</dt>
                    <dd>{formatPercent(data.selfSufficiencyPercent)}</dd>
                  </div>
                </dl>
              ) : (
                <p>{fiScreens.insights.noLocalPower}</p>
              )
            }
          </QueryState>
        </Card>
        <Card id="insights-green-power" title={fiScreens.insights.greenPowerTitle}>
          <QueryState query={greenPower} failed={fiScreens.insights.greenPowerFailed}>
            {(data) => (
              <p>
                {data.greenPowerOn
                  ? fiScreens.insights.greenPowerOn(formatKwh(data.kwh))
                  : fiScreens.insights.greenPowerOff(
                      formatKwh(data.kwh),
                      `${formatNumber(data.potentialCarbonEmissionSavings, 1)}${NBSP}${data.potentialCarbonEmissionSavingsUnit}`,
                    )}
              </p>
            )}
          </QueryState>
        </Card>
      </div>
      <Card id="insights-top-hours" title={fiScreens.insights.topHoursTitle}>
        <QueryState
          query={topHours}
          failed={fiScreens.insights.topHoursFailed}
          empty={fiScreens.insights.topHoursNone}
          isEmpty={(data) => data.hours.length === 0}
        >
          {(data) => (
            <ScrollTable
              caption={fiScreens.insights.topHoursTitle}
              hideCaption
              label={fiScreens.insights.topHoursTable}
            >
              <thead>
                <tr>
                  <th scope="col">{fiScreens.insights.hour}</th>
                  <th scope="col">{fiScreens.insights.consumption}</th>
                  <th scope="col">{fiScreens.insights.cost}</th>
                </tr>
              </thead>
              <tbody>
                {data.hours.map((hour) => (
                  <tr key={hour.time}>
                    <th scope="row">{formatDateTime(new Date(hour.time))}</th>
                    <td>{formatKwh(hour.kwh)}</td>
                    <td>{formatEuro(hour.cost)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </QueryState>
      </Card>
    </>
  );
}

/** The chosen month (`?jakso=MONTH&pvm=`) among the months with insights (#154, newest first). */
function InsightMonths({ pages }: { pages: readonly InsightPage[] }) {
  const { place, ownerId } = usePlace();
  const days = pages.map(firstDay).sort();
  const latest = days[days.length - 1]!;
  const earliest = days[0]!;
  const [period, setPeriod] = usePeriod('MONTH', latest, MONTH_ONLY);
  const shown = period.date < earliest ? { ...period, date: earliest } : period;
  const month: Month = {
    userId: ownerId,
    locationId: place.location.identifier,
    year: Number(shown.date.slice(0, 4)),
    month: Number(shown.date.slice(5, 7)),
  };
  return (
    <>
      <PeriodPicker
        period={shown}
        onChange={setPeriod}
        ranges={MONTH_ONLY}
        latest={latest}
        earliest={earliest}
      />
      <MonthInsights month={month} label={periodLabel(shown)} />
    </>
  );
}

/**
 * Monthly insights (/kayttopaikka/kuukausikatsaus): the month's summary, comparison, tip,
 * daily graph, top hours, local and green power and budget (#147–#156).
 */
export function MonthlyInsightsPage() {
  const { place, ownerId } = usePlace();
  const args = { userId: ownerId, locationId: place.location.identifier };
  const pages = api.useGetMonthlyInsightsPagesQuery(args);
  // #155 only adds an introduction; its failure leaves the insights as they are.
  const newUser = api.useGetMonthlyInsightsNewUserQuery(args);
  return (
    <>
      <h2>{fi.screens.monthlyInsights}</h2>
      {newUser.data?.newUser ? (
        <p className="notice" role="note">
          {fiScreens.insights.newUser(formatDate(newUser.data.contractStart))}
        </p>
      ) : null}
      <QueryState
        query={pages}
        failed={fiScreens.insights.pagesFailed}
        empty={fiScreens.insights.none}
        isEmpty={(data) => data.pages.length === 0}
      >
        {(data) => <InsightMonths pages={data.pages} />}
      </QueryState>
    </>
  );
}
