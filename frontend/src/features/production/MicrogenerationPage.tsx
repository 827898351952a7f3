import { useMemo } from 'react';
import { api } from '../../api/enhanced';
import type { MicrogenerationTimeseries } from '../../api/rowTypes';
import { TimeSeriesChart } from '../../components/chart/TimeSeriesChart';
import type { ChartData } from '../../components/chart/types';
import { useOverlays } from '../../components/chart/useOverlays';
import { addDays, addMonths, periodStart, todayIso } from '../../components/period/period';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { usePeriod } from '../../components/period/usePeriod';
import { QueryState } from '../../components/QueryState';
import { centsPerKwhFromEurPerMwh, formatKwh, vatText } from '../../format';
import { fi } from '../../i18n/fi';
import { usePlace } from '../../place/PlaceContext';

const YEAR_ONLY = ['YEAR'] as const;

/**
 * A year of 15-minute production (up to 35,040 points, 92/100 on DST days) with the slot's spot
 * price: the purchase of surplus production is priced without VAT.
 */
export function productionToChartData(series: MicrogenerationTimeseries): ChartData {
  return {
    times: series.points.map((point) => Date.parse(point.time)),
    timeFormat: 'datetime',
    series: [
      {
        key: 'production',
        label: fi.production.production,
        unit: 'kWh',
        style: 'line',
        values: series.points.map((point) => point.kwh),
      },
      {
        key: 'price',
        label: `${fi.consumption.marketPrice}, ${vatText(false, `${series.year}-01-01`)}`,
        unit: 'c/kWh',
        style: 'line',
        overlay: 'market-price',
        values: series.points.map((point) => centsPerKwhFromEurPerMwh(point.priceEurMwh)),
      },
    ],
  };
}

/** Microgeneration (/kayttopaikka/pientuotanto): a year of 15-minute production. */
export function MicrogenerationPage() {
  const { place, ownerId } = usePlace();
  const today = todayIso();
  const [period, setPeriod] = usePeriod('YEAR', today, YEAR_ONLY);
  const [overlays, setOverlays] = useOverlays();
  const year = Number(period.date.slice(0, 4));
  const query = api.useGetMicrogenerationTimeseriesQuery({
    userId: ownerId,
    locationId: place.location.identifier,
    year,
  });
  const data = useMemo(
    () => (query.data ? productionToChartData(query.data) : undefined),
    [query.data],
  );
  return (
    <>
      <h2>{fi.screens.microgeneration}</h2>
      <PeriodPicker
        period={period}
        onChange={setPeriod}
        ranges={YEAR_ONLY}
        latest={today}
        latestData={addDays(today, -1)}
        earliest={addMonths(periodStart('YEAR', today), -24)}
      />
      <QueryState query={query} failed={fi.production.loadFailed}>
        {(loaded) => (
          <>
            <p className="lead">
              {fi.production.total(year)}:{' '}
              <strong>{formatKwh(loaded.points.reduce((sum, point) => sum + point.kwh, 0))}</strong>
            </p>
            <TimeSeriesChart
              title={`${fi.production.production} ${year}`}
              data={data!}
              overlays={overlays}
              onOverlaysChange={setOverlays}
              fileName={`tuotanto-${place.location.identifier}-${year}`}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
