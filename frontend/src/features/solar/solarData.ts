import type { LiveSolar, MonthlyProduction } from '../../api/rowTypes';
import type { ChartData } from '../../components/chart/types';
import { fiScreens } from '../../i18n/fiScreens';

/** A calendar date as a time: noon UTC falls on the same Helsinki date in winter and summer. */
function dayTime(date: string): number {
  return Date.parse(`${date}T12:00:00Z`);
}

/** A month's production by day (#61) as bars. */
export function productionToChartData(production: MonthlyProduction): ChartData {
  return {
    times: production.days.map((day) => dayTime(day.date)),
    timeFormat: 'date',
    series: [
      {
        key: 'production',
        label: fiScreens.solar.production,
        unit: 'kWh',
        style: 'bars',
        values: production.days.map((day) => day.energy),
      },
    ],
  };
}

/** The last 24 hours of 15-minute power (#170) as a line. */
export function powerToChartData(live: LiveSolar): ChartData {
  return {
    times: live.powerPoints.map((point) => Date.parse(point.time)),
    timeFormat: 'datetime',
    series: [
      {
        key: 'power',
        label: fiScreens.solar.power,
        unit: 'kW',
        style: 'line',
        values: live.powerPoints.map((point) => point.power),
      },
    ],
  };
}
