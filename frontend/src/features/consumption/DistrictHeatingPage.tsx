import { useMemo } from 'react';
import { api } from '../../api/enhanced';
import type { DistrictHeatingTimeseries, TemperatureIndexLimits } from '../../api/rowTypes';
import { TimeSeriesChart } from '../../components/chart/TimeSeriesChart';
import type { ChartData } from '../../components/chart/types';
import { useOverlays } from '../../components/chart/useOverlays';
import { addDays, todayIso } from '../../components/period/period';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { usePeriod } from '../../components/period/usePeriod';
import { QueryState } from '../../components/QueryState';
import { formatCelsius, formatNumber, NBSP } from '../../format';
import { fi } from '../../i18n/fi';
import { usePlace } from '../../place/PlaceContext';
import { earliestDataDay } from './ElectricityPage';

const YEAR_ONLY = ['YEAR'] as const;

/** A year of daily district heating values as chart data: energy in kWh, temperatures in °C. */
export function heatToChartData(series: DistrictHeatingTimeseries): ChartData {
  const points = series.points;
  return {
    // Days start at Helsinki midnight; T12:00 keeps the date whatever the offset.
    times: points.map((point) => Date.parse(`${point.date}T12:00:00+02:00`)),
    timeFormat: 'date',
    series: [
      {
        key: 'energy',
        label: fi.districtHeating.energy,
        unit: 'kWh',
        style: 'bars',
        values: points.map((point) => point.energyMwh * 1000),
      },
      {
        key: 'return',
        label: fi.districtHeating.returnTemperature,
        unit: '°C',
        style: 'line',
        values: points.map((point) => point.returnTemperature),
      },
      {
        key: 'cooling',
        label: fi.districtHeating.cooling,
        unit: '°C',
        style: 'line',
        values: points.map((point) => point.cooling),
      },
      {
        key: 'outdoor',
        label: fi.consumption.temperature,
        unit: '°C',
        style: 'line',
        overlay: 'temperature',
        values: points.map((point) => point.outdoorTemperature),
      },
    ],
  };
}

const GRADES = ['excellent', 'veryGood', 'good', 'satisfying', 'passable', 'bad'] as const;

/** The cooling bands of the building type: a better grade needs at least this much cooling. */
export function TemperatureIndexTable({ limits }: { limits: TemperatureIndexLimits }) {
  return (
    <table className="data-table">
      <caption>{fi.districtHeating.indexCaption(limits.buildingType)}</caption>
      <thead>
        <tr>
          <th scope="col">{fi.districtHeating.grade}</th>
          <th scope="col">{fi.districtHeating.minCooling}</th>
        </tr>
      </thead>
      <tbody>
        {GRADES.map((grade) => (
          <tr key={grade}>
            <th scope="row">{fi.districtHeating.grades[grade]}</th>
            <td>{formatCelsius(limits[grade])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** District heating (/kayttopaikka/kaukolampo): a year of days with temperatures. */
export function DistrictHeatingPage() {
  const { place, ownerId } = usePlace();
  const today = todayIso();
  const [period, setPeriod] = usePeriod('YEAR', today, YEAR_ONLY);
  const [overlays, setOverlays] = useOverlays();
  const year = Number(period.date.slice(0, 4));
  const query = api.useGetDistrictHeatingTimeseriesQuery({
    userId: ownerId,
    locationId: place.location.identifier,
    year,
  });
  const data = useMemo(() => (query.data ? heatToChartData(query.data) : undefined), [query.data]);
  return (
    <>
      <h2>{fi.screens.districtHeating}</h2>
      <PeriodPicker
        period={period}
        onChange={setPeriod}
        ranges={YEAR_ONLY}
        latest={today}
        latestData={addDays(today, -1)}
        earliest={earliestDataDay(today)}
      />
      <QueryState query={query} failed={fi.districtHeating.loadFailed}>
        {(loaded) => (
          <>
            <p className="lead">
              {fi.districtHeating.total(year)}:{' '}
              <strong>{`${formatNumber(loaded.points.reduce((sum, p) => sum + p.energyMwh, 0))}${NBSP}MWh`}</strong>
            </p>
            <TimeSeriesChart
              title={`${fi.screens.districtHeating} ${year}`}
              data={data!}
              overlays={overlays}
              onOverlaysChange={setOverlays}
              fileName={`kaukolampo-${place.location.identifier}-${year}`}
            />
            <section className="card">
              <h2>{fi.districtHeating.indexTitle}</h2>
              <p>{fi.districtHeating.indexIntro}</p>
              <TemperatureIndexTable limits={loaded.temperatureIndexLimits} />
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
