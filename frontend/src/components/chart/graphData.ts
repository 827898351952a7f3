import type { ConsumptionGraph, EnergyUnit, OverlayKind, Resolution } from '../../api/rowTypes';
import type { ChartData, ChartSeries, ChartUnit, TimeFormat } from './types';
import { vatText } from '../../format';
import { fi } from '../../i18n/fi';

export const TIME_FORMAT: Record<Resolution, TimeFormat> = {
  DAY_QUARTERLY: 'datetime',
  DAY: 'datetime',
  WEEK: 'date',
  MONTH: 'date',
  YEAR: 'month',
  YEARS: 'year',
};

const UNITS: Record<EnergyUnit, ChartUnit> = {
  CELSIUS: '°C',
  // Shown as c/kWh on consumer screens (DOMAIN.md); values are converted below.
  EUR_KWH: 'c/kWh',
  KWH: 'kWh',
  KVARH: 'kvarh',
  MWH: 'kWh',
};

/** Factor from the wire unit to the shown one. */
const SCALE: Record<EnergyUnit, number> = {
  CELSIUS: 1,
  EUR_KWH: 100,
  KWH: 1,
  KVARH: 1,
  MWH: 1000,
};

const OVERLAY_LABELS: Record<OverlayKind, string> = {
  temperature: fi.consumption.temperature,
  'market-price': fi.consumption.marketPrice,
  comparison: fi.consumption.comparison,
  'reactive-power': fi.consumption.reactivePower,
};

const scaled = (value: number | null | undefined, factor: number) =>
  value === null || value === undefined ? null : value * factor;

/**
 * The graph of #156 as chart data: consumption bars and its overlays, each in its own unit. The
 * market price is the with-VAT value or the VAT 0 one by the place's vat flag (spec §6) and its
 * label names the rate in force on the period's first day.
 */
export function graphToChartData(graph: ConsumptionGraph, vat: boolean): ChartData {
  const series: ChartSeries[] = [
    {
      key: 'consumption',
      label: fi.consumption.consumption,
      unit: UNITS[graph.unit],
      style: 'bars',
      values: graph.points.map((point) => scaled(point.kwh, SCALE[graph.unit])),
    },
  ];
  for (const overlay of graph.overlays) {
    const factor = SCALE[overlay.unit];
    const price = overlay.kind === 'market-price';
    const label = price
      ? `${OVERLAY_LABELS[overlay.kind]}, ${vatText(vat, graph.start, true)}`
      : OVERLAY_LABELS[overlay.kind];
    series.push({
      key: overlay.kind,
      label,
      unit: UNITS[overlay.unit],
      style: 'line',
      overlay: overlay.kind,
      values: overlay.points.map((point) =>
        scaled(price && !vat ? point.valueVat0 : point.value, factor),
      ),
    });
  }
  return {
    times: graph.points.map((point) => Date.parse(point.time)),
    timeFormat: TIME_FORMAT[graph.resolution],
    series,
  };
}

/** The period's total of the bars, null when no bar has data. */
export function totalKwh(graph: ConsumptionGraph): number | null {
  const values = graph.points
    .map((point) => point.kwh)
    .filter((v): v is number => typeof v === 'number');
  return values.length ? values.reduce((sum, value) => sum + value, 0) : null;
}
