import { useMemo } from 'react';
import { companyApi, type CompanyProfile } from '../../../api/b2bApi';
import { graphToChartData } from '../../../components/chart/graphData';
import { TimeSeriesChart } from '../../../components/chart/TimeSeriesChart';
import type { ChartData } from '../../../components/chart/types';
import { useOverlays } from '../../../components/chart/useOverlays';
import {
  BudgetCard,
  ConsumptionCard,
  DistrictHeatingCard,
  MarketPriceCard,
  MicrogenerationCard,
} from '../../../components/overview/OverviewCards';
import { formatMonth } from '../../../format';
import { fiCompany } from '../../../i18n/fiCompany';
import type { PlaceArg, PricedPlaceProps } from './heldPlace';
import { PlaceRead } from './PlaceRead';

const t = fiCompany.placeData;

/** "marraskuu 2026" of a `YYYY-MM-DD` day. */
function monthOf(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return formatMonth(year!, month!);
}

/**
 * The current month's chart (#201) with the overlays the household chart offers; the market
 * price with VAT or without as the company shows its prices.
 */
export function PlaceGraph({ arg, vat }: PricedPlaceProps) {
  const query = companyApi.useGetCompanyLocationGraphQuery(arg);
  const [overlays, setOverlays] = useOverlays();
  const data = useMemo(
    () => (query.data ? graphToChartData(query.data, vat) : undefined),
    [query.data, vat],
  );
  return (
    <PlaceRead query={query} failed={t.graphFailed} empty={t.noGraph}>
      {(graph) => (
        <TimeSeriesChart
          title={t.consumption(monthOf(graph.start))}
          data={data!}
          overlays={overlays}
          onOverlaysChange={setOverlays}
          fileName={`kulutus-${arg.compositeLocationId}-${graph.start.slice(0, 7)}`}
        />
      )}
    </PlaceRead>
  );
}

/**
 * Yesterday, last week and month, the market price now (as the company shows prices), the
 * budget (#202), as cards.
 */
export function PlaceCurrent({ arg, vat }: PricedPlaceProps) {
  const query = companyApi.useGetCompanyLocationCurrentQuery(arg);
  return (
    <section aria-labelledby="company-current">
      <h2 id="company-current">{t.current}</h2>
      <PlaceRead
        query={query}
        failed={t.currentFailed}
        empty={t.noCurrent}
        isEmpty={(data) =>
          !data.energyConsumption &&
          !data.marketPrice &&
          !data.districtHeatingConsumption &&
          !data.microgenerationProduction &&
          !data.budget
        }
      >
        {(data) => (
          <div className="card-grid">
            {data.energyConsumption ? (
              <ConsumptionCard consumption={data.energyConsumption} />
            ) : null}
            {data.marketPrice ? <MarketPriceCard marketPrice={data.marketPrice} vat={vat} /> : null}
            {data.districtHeatingConsumption ? (
              <DistrictHeatingCard heating={data.districtHeatingConsumption} />
            ) : null}
            {data.microgenerationProduction ? (
              <MicrogenerationCard production={data.microgenerationProduction} />
            ) : null}
            {data.budget ? <BudgetCard budget={data.budget} /> : null}
          </div>
        )}
      </PlaceRead>
    </section>
  );
}

/**
 * The average day as chart data: one slot an hour of a winter day (Helsinki is UTC+2 in
 * January, so no hour is doubled or lost), written as hours only.
 */
export function profileToChartData(profile: CompanyProfile): ChartData {
  const hours = [...profile.hours].sort((a, b) => a.hour - b.hour);
  return {
    times: hours.map((hour) => Date.UTC(2001, 0, 1, hour.hour - 2)),
    timeFormat: 'hour',
    series: [
      {
        key: 'weekday',
        label: t.weekdays,
        unit: 'kWh',
        style: 'line',
        values: hours.map((hour) => hour.weekdayKwh),
      },
      {
        key: 'weekend',
        label: t.weekends,
        unit: 'kWh',
        style: 'line',
        values: hours.map((hour) => hour.weekendKwh),
      },
    ],
  };
}

/** The last full month's average day by hour, weekdays and weekends apart (#203). */
export function PlaceAverages({ arg }: { arg: PlaceArg }) {
  const query = companyApi.useGetCompanyLocationAveragesQuery(arg);
  const data = useMemo(
    () => (query.data ? profileToChartData(query.data) : undefined),
    [query.data],
  );
  return (
    <PlaceRead
      query={query}
      failed={t.averagesFailed}
      empty={t.noAverages}
      isEmpty={(profile) => profile.hours.length === 0}
    >
      {(profile) => (
        <TimeSeriesChart
          title={t.averagesOf(formatMonth(profile.year, profile.month))}
          data={data!}
          fileName={`keskivuorokausi-${arg.compositeLocationId}-${profile.year}-${profile.month}`}
        />
      )}
    </PlaceRead>
  );
}
