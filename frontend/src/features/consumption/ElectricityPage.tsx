import { useMemo } from 'react';
import { api } from '../../api/enhanced';
import { TimeSeriesChart } from '../../components/chart/TimeSeriesChart';
import { useOverlays } from '../../components/chart/useOverlays';
import { MonthProjection } from '../../components/MonthProjection';
import {
  addDays,
  addMonths,
  periodLabel,
  periodStart,
  todayIso,
  TIME_RANGES,
} from '../../components/period/period';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { usePeriod } from '../../components/period/usePeriod';
import { QueryState } from '../../components/QueryState';
import { formatKwh } from '../../format';
import { fi } from '../../i18n/fi';
import { usePlace } from '../../place/PlaceContext';
import { usePlaceDetails } from '../../place/usePlaceDetails';
import { graphToChartData, totalKwh } from '../../components/chart/graphData';

/** Series reach two full years back (the dataset's history). */
export function earliestDataDay(today: string): string {
  return addMonths(periodStart('YEAR', today), -24);
}

/** Electricity consumption (/kayttopaikka/kulutus): bars per period with overlays. */
export function ElectricityPage() {
  const { place, ownerId } = usePlace();
  const { vat } = usePlaceDetails();
  const today = todayIso();
  const [period, setPeriod] = usePeriod('MONTH', today);
  const [overlays, setOverlays] = useOverlays();
  const graph = api.useGetConsumptionGraphQuery({
    userId: ownerId,
    locationId: place.location.identifier,
    resolution: period.range,
    splineData: true,
    date: period.date,
  });
  const data = useMemo(
    () => (graph.data ? graphToChartData(graph.data, vat) : undefined),
    [graph.data, vat],
  );

  return (
    <>
      <h2>{fi.screens.consumption}</h2>
      <PeriodPicker
        period={period}
        onChange={setPeriod}
        ranges={TIME_RANGES}
        latest={today}
        latestData={addDays(today, -1)}
        earliest={earliestDataDay(today)}
      />
      <QueryState query={graph} failed={fi.consumption.loadFailed}>
        {(loaded) => (
          <>
            <p className="lead">
              {fi.consumption.total(periodLabel(period))}:{' '}
              <strong>{formatKwh(totalKwh(loaded))}</strong>
            </p>
            <TimeSeriesChart
              title={`${fi.screens.consumption} ${periodLabel(period)}`}
              data={data!}
              overlays={overlays}
              onOverlaysChange={setOverlays}
              fileName={`kulutus-${place.location.identifier}-${period.range}-${period.date}`}
            />
          </>
        )}
      </QueryState>
      {/* The chart comes first; the month's cost so far and its projection follow it. */}
      <MonthProjection userId={ownerId} locationId={place.location.identifier} today={today} />
    </>
  );
}
