import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { api } from '../../api/enhanced';
import type { FutureEnergyPrice, SpotPrice } from '../../api/rowTypes';
import { TimeSeriesChart } from '../../components/chart/TimeSeriesChart';
import type { ChartData } from '../../components/chart/types';
import { addDays, todayIso } from '../../components/period/period';
import { QueryState } from '../../components/QueryState';
import {
  formatCentsPerKwh,
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
  vatText,
} from '../../format';
import { fi } from '../../i18n/fi';
import { FEATURES, isEnabled } from '../../place/features';
import { usePlace } from '../../place/PlaceContext';
import { usePlaceDetails } from '../../place/usePlaceDetails';
import { dayStats, pricesOfDay, pricesToChartData } from './prices';
import { PriceAlertCard } from './PriceAlertForm';

function yearMonth(day: string) {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** One day's prices: cheapest, dearest and mean slot, and the chart. */
export function DayPrices({
  title,
  day,
  prices,
  vat,
  empty,
}: {
  title: string;
  day: string;
  prices: readonly SpotPrice[];
  vat: boolean;
  empty: string;
}) {
  const stats = dayStats(prices);
  const label = `${fi.consumption.marketPrice}, ${vatText(vat, day, true)}`;
  const data = useMemo(() => pricesToChartData(prices, label), [prices, label]);
  return (
    <section className="card" aria-labelledby={`prices-${day}`}>
      <h2 id={`prices-${day}`}>{`${title} ${formatDate(day)}`}</h2>
      {!stats ? (
        <p className="status status--empty">{empty}</p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{fi.marketPrice.average}</dt>
              <dd>{formatCentsPerKwh(stats.average)}</dd>
            </div>
            <div>
              <dt>{fi.marketPrice.lowest}</dt>
              <dd>{`${formatCentsPerKwh(stats.min.value)} (${fi.marketPrice.at} ${formatTime(new Date(stats.min.time))})`}</dd>
            </div>
            <div>
              <dt>{fi.marketPrice.highest}</dt>
              <dd>{`${formatCentsPerKwh(stats.max.value)} (${fi.marketPrice.at} ${formatTime(new Date(stats.max.time))})`}</dd>
            </div>
          </dl>
          <p className="muted">{vatText(vat, day, true)}</p>
          <TimeSeriesChart
            title={`${fi.marketPrice.chartTitle} ${formatDate(day)}`}
            data={data}
            fileName={`hinnat-${day}`}
          />
        </>
      )}
    </section>
  );
}

export function futureToChartData(future: FutureEnergyPrice): ChartData {
  const all = [...future.historicData, ...future.futureData];
  const historic = new Set(future.historicData);
  return {
    times: all.map((item) => Date.UTC(item.year, item.month - 1, 1, 10)),
    timeFormat: 'month',
    series: [
      {
        key: 'historic',
        label: fi.marketPrice.historic,
        unit: 'c/kWh',
        style: 'bars',
        values: all.map((item) => (historic.has(item) ? item.value : null)),
      },
      {
        key: 'future',
        label: fi.marketPrice.forecast,
        unit: 'c/kWh',
        style: 'bars',
        values: all.map((item) => (historic.has(item) ? null : item.value)),
      },
    ],
  };
}

/** Monthly averages behind and forecasts ahead (spec §3 future energy price). */
export function FuturePrices({ future }: { future: FutureEnergyPrice }) {
  const data = useMemo(() => futureToChartData(future), [future]);
  return (
    <>
      <p className="muted">
        {fi.marketPrice.updated(formatDateTime(new Date(future.updated)))}{' '}
        {vatText(future.vatIncluded, future.updated)}
      </p>
      <TimeSeriesChart title={fi.marketPrice.futureTitle} data={data} fileName="tulevat-hinnat" />
      <table className="data-table">
        <caption>{fi.marketPrice.forecast}</caption>
        <thead>
          <tr>
            <th scope="col">{fi.marketPrice.month}</th>
            <th scope="col">{fi.marketPrice.price}</th>
          </tr>
        </thead>
        <tbody>
          {future.futureData.map((item) => (
            <tr key={`${item.year}-${item.month}`}>
              <th scope="row">{formatMonth(item.year, item.month)}</th>
              <td>{formatCentsPerKwh(item.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Market price (/kayttopaikka/markkinahinta): today, tomorrow once published, future months. */
export function MarketPricePage() {
  const { features, viewerId, readOnly } = usePlace();
  const { vat } = usePlaceDetails();
  const today = todayIso();
  const tomorrow = addDays(today, 1);
  const thisMonth = api.useGetEnergyPriceQuery({ ...yearMonth(today), vat });
  const nextMonthNeeded = tomorrow.slice(0, 7) !== today.slice(0, 7);
  const nextMonth = api.useGetEnergyPriceQuery(
    nextMonthNeeded ? { ...yearMonth(tomorrow), vat } : skipToken,
  );
  const showFuture = isEnabled(features, FEATURES.futurePrices);
  const future = api.useGetEnergyPriceFutureQuery(showFuture ? { vat } : skipToken);

  return (
    <>
      <h2>{fi.screens.marketPrice}</h2>
      <QueryState query={thisMonth} failed={fi.marketPrice.loadFailed}>
        {(month) => {
          const tomorrowPrices = pricesOfDay(
            nextMonthNeeded ? (nextMonth.data?.prices ?? []) : month.prices,
            tomorrow,
          );
          return (
            <>
              <DayPrices
                title={fi.marketPrice.today}
                day={today}
                prices={pricesOfDay(month.prices, today)}
                vat={vat}
                empty={fi.marketPrice.noPrices}
              />
              <DayPrices
                title={fi.marketPrice.tomorrow}
                day={tomorrow}
                prices={tomorrowPrices}
                vat={vat}
                empty={fi.marketPrice.tomorrowLater}
              />
            </>
          );
        }}
      </QueryState>
      {showFuture ? (
        <section className="card" aria-labelledby="future-prices">
          <h2 id="future-prices">{fi.marketPrice.futureTitle}</h2>
          <QueryState query={future} failed={fi.marketPrice.futureFailed}>
            {(data) => <FuturePrices future={data} />}
          </QueryState>
        </section>
      ) : null}
      {readOnly ? null : <PriceAlertCard userId={viewerId} />}
    </>
  );
}
