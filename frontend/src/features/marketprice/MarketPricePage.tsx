import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import {
  currentSlot,
  dayStats,
  priceBands,
  priceLevel,
  pricesOfDay,
  publicationTime,
  spotChartData,
  tomorrowState,
  type PriceBands,
  type PriceLevel,
} from './prices';
import { PriceAlertCard } from './PriceAlertForm';

function yearMonth(day: string) {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** Names of the chart's series: the levels by name, "Nyt" for the current slot. */
const levelSeriesName = (level: PriceLevel) => fi.marketPrice.levelSeries[level];

/**
 * The colours' key, in words as well: each level's fill (solid, pale, striped) tells it apart
 * without its colour, and the limits say what cheap and dear mean on this day.
 */
function PriceLegend({ bands, marksNow }: { bands: PriceBands; marksNow: boolean }) {
  const t = fi.marketPrice.legend;
  const bounded = Number.isFinite(bands.cheapAtMost);
  const entries: [swatch: string, text: string][] = [
    ...(bounded
      ? [['cheap', t.cheap(formatCentsPerKwh(bands.cheapAtMost))] as [string, string]]
      : []),
    ['normal', t.normal],
    ...(bounded
      ? [['dear', t.dear(formatCentsPerKwh(bands.dearAtLeast))] as [string, string]]
      : []),
    ...(marksNow ? [['now', t.now] as [string, string]] : []),
  ];
  return (
    <div className="price-legend">
      <p className="price-legend__title">{fi.marketPrice.legendTitle}</p>
      <ul>
        {entries.map(([swatch, text]) => (
          <li key={swatch}>
            <span
              className={`price-legend__swatch price-legend__swatch--${swatch}`}
              aria-hidden="true"
            />
            {text}
          </li>
        ))}
      </ul>
      <p className="muted">{t.basis}</p>
    </div>
  );
}

/**
 * One day's prices: cheapest, dearest and mean slot, and the chart with each slot coloured
 * against the day's range. Given `now` on its day, the current slot is named and outlined.
 */
export function DayPrices({
  title,
  day,
  prices,
  vat,
  empty,
  now,
}: {
  title: string;
  day: string;
  prices: readonly SpotPrice[];
  vat: boolean;
  empty: string;
  now?: Date;
}) {
  const stats = dayStats(prices);
  const bands = priceBands(prices);
  const current = now ? currentSlot(prices, now) : undefined;
  const data = useMemo(
    () => spotChartData(prices, levelSeriesName, fi.marketPrice.now, current ? now : undefined),
    [prices, current, now],
  );
  return (
    <section className="card" aria-labelledby={`prices-${day}`}>
      <h2 id={`prices-${day}`}>{`${title} ${formatDate(day)}`}</h2>
      {!stats || !bands ? (
        <p className="status status--empty">{empty}</p>
      ) : (
        <>
          {current ? (
            <p className="price-now">
              {fi.marketPrice.nowLine(
                formatTime(new Date(current.time)),
                formatTime(new Date(Date.parse(current.time) + current.durationMinutes * 60_000)),
                formatCentsPerKwh(current.value),
                fi.marketPrice.levels[priceLevel(current.value, bands)],
              )}
            </p>
          ) : null}
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
          <PriceLegend bands={bands} marksNow={Boolean(current)} />
        </>
      )}
    </section>
  );
}

/**
 * The moment, moving on at each quarter hour so the current slot's mark follows the clock, and
 * refetching the month's prices when tomorrow's are due (14.00 Helsinki time).
 */
function useQuarterHourClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const quarter = 15 * 60_000;
    const timer = setTimeout(() => setNow(new Date()), quarter - (now.getTime() % quarter) + 1000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
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
  const now = useQuarterHourClock();
  const today = todayIso(now);
  const tomorrow = addDays(today, 1);
  const thisMonth = api.useGetEnergyPriceQuery({ ...yearMonth(today), vat });
  const nextMonthNeeded = tomorrow.slice(0, 7) !== today.slice(0, 7);
  const nextMonth = api.useGetEnergyPriceQuery(
    nextMonthNeeded ? { ...yearMonth(tomorrow), vat } : skipToken,
  );
  // Tomorrow's prices come about 14.00: a page open before then reads them at the first quarter
  // hour after it (the cache keeps the month's answer until then).
  const { refetch: refetchThis } = thisMonth;
  const { refetch: refetchNext } = nextMonth;
  const due = now.getTime() >= publicationTime(today);
  const dueAtOpen = useRef(due);
  useEffect(() => {
    if (!due || dueAtOpen.current) return;
    void refetchThis();
    if (nextMonthNeeded) void refetchNext();
  }, [due, nextMonthNeeded, refetchThis, refetchNext]);
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
          const tomorrowNow = tomorrowState(tomorrowPrices, today, now);
          return (
            <>
              <DayPrices
                title={fi.marketPrice.today}
                day={today}
                prices={pricesOfDay(month.prices, today)}
                vat={vat}
                empty={fi.marketPrice.noPrices}
                now={now}
              />
              <DayPrices
                title={fi.marketPrice.tomorrow}
                day={tomorrow}
                prices={tomorrowPrices}
                vat={vat}
                empty={
                  tomorrowNow === 'late'
                    ? fi.marketPrice.tomorrowLate
                    : fi.marketPrice.tomorrowLater
                }
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
