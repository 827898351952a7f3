import type uPlot from 'uplot';
import { formatDate, formatNumber, formatTime, MONTH_NAMES, toCalendarDate } from '../../format';
import { timeText } from './timeText';
import type { ChartData, ChartSeries, ChartUnit } from './types';

/** Colours with at least 3:1 contrast on white (WCAG non-text contrast), one per series. */
export const SERIES_COLOURS = ['#0b4f8a', '#b35c00', '#2e7d32', '#8e24aa', '#c62828', '#00695c'];

const DECIMALS: Record<ChartUnit, number> = {
  kWh: 2,
  'c/kWh': 2,
  '°C': 1,
  kvarh: 2,
  kW: 2,
  '€': 2,
};

const DAY_SECONDS = 86_400;

/** Axis tick labels in Finnish, chosen by the distance between ticks (uPlot passes seconds). */
export function tickLabel(seconds: number, incrementSeconds: number): string {
  const date = new Date(seconds * 1000);
  const calendar = toCalendarDate(date);
  if (!calendar) return '';
  if (incrementSeconds >= 365 * DAY_SECONDS) return String(calendar.year);
  if (incrementSeconds >= 28 * DAY_SECONDS) {
    return `${MONTH_NAMES[calendar.month - 1]!.slice(0, 5)} ${calendar.year}`;
  }
  if (incrementSeconds >= DAY_SECONDS) return `${calendar.day}.${calendar.month}.`;
  return formatTime(date);
}

/** Pixels between time ticks for a range of `seconds`: month labels are the widest. */
export function xTickSpace(seconds: number): number {
  if (seconds > 60 * DAY_SECONDS) return 96;
  if (seconds > 2 * DAY_SECONDS) return 64;
  return 56;
}

/** A series' colour: its own, or the next of the chart's. */
export function seriesColour(series: ChartSeries, index: number): string {
  return series.colour ?? SERIES_COLOURS[index % SERIES_COLOURS.length]!;
}

/** A bar series' fill as its `fill` asks; a hatch without a canvas (tests) falls back to solid. */
export function barFill(
  series: ChartSeries,
  index: number,
  hatch?: (colour: string) => CanvasPattern | null,
): string | CanvasPattern {
  const colour = seriesColour(series, index);
  switch (series.fill) {
    case 'none':
      return 'transparent';
    case 'solid':
      return colour;
    case 'hatch':
      return hatch?.(colour) ?? colour;
    default:
      return `${colour}99`;
  }
}

export interface Builders {
  /** A diagonally hatched pattern in a colour, made on a canvas (so only in a browser). */
  hatch?: (colour: string) => CanvasPattern | null;
  /** uPlot.paths.bars(...), injected so this module needs no canvas (and is testable in jsdom). */
  bars?: uPlot.Series.PathBuilder;
  tzDate?: (ts: number) => Date;
}

/**
 * uPlot options for the data: the x axis is time in seconds, every unit has its own scale and
 * axis (the first on the left, the others on the right), values and ticks in Finnish.
 */
export function buildOptions(
  data: ChartData,
  size: { width: number; height: number },
  builders: Builders = {},
  /** Charts of one screen that move their cursors together (the panels of one chart). */
  syncKey?: string,
): uPlot.Options {
  const units: ChartUnit[] = [];
  for (const series of data.series) if (!units.includes(series.unit)) units.push(series.unit);

  const axes: uPlot.Axis[] = [
    {
      // Room for the widest label the range shows ("marras 2026" needs about 90 px): uPlot
      // then thins the ticks to what fits, on a phone as on a desktop.
      space: (_u, _axis, min, max) => xTickSpace(max - min),
      values: (_u, splits, _axis, _space, increment) =>
        splits.map((split) => tickLabel(split, increment)),
    },
    ...units.map((unit, index): uPlot.Axis => ({
      scale: unit,
      label: unit,
      side: index === 0 ? 3 : 1,
      grid: { show: index === 0 },
      values: (_u, splits) => splits.map((split) => formatNumber(split, DECIMALS[unit] - 1)),
      size: 64,
    })),
  ];

  const scales: uPlot.Scales = { x: { time: true } };
  for (const unit of units) {
    // Bars start at zero (or below it, for negative values) so their heights compare.
    const bars = data.series.some((series) => series.unit === unit && series.style === 'bars');
    scales[unit] = bars
      ? { auto: true, range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.05 : 1] }
      : { auto: true };
  }

  return {
    width: size.width,
    height: size.height,
    scales,
    axes,
    ...(builders.tzDate ? { tzDate: builders.tzDate } : {}),
    cursor: { drag: { x: true, y: false }, ...(syncKey ? { sync: { key: syncKey } } : {}) },
    legend: { live: true },
    series: [
      {
        label: 'Aika',
        value: (_u, value) => (value === null ? '–' : timeText(value * 1000, data.timeFormat)),
      },
      ...data.series.map((series, index): uPlot.Series => ({
        label: `${series.label} (${series.unit})`,
        scale: series.unit,
        stroke: seriesColour(series, index),
        width: series.style === 'bars' ? (series.fill === 'none' ? 3 : 1) : 2,
        ...(series.style === 'bars'
          ? {
              fill: barFill(series, index, builders.hatch),
              ...(builders.bars ? { paths: builders.bars } : {}),
            }
          : {}),
        points: { show: false },
        spanGaps: false,
        value: (_u, value) => (value === null ? '–' : formatNumber(value, DECIMALS[series.unit])),
      })),
    ],
  };
}

/**
 * The data as panels of one unit each: the first series' unit first (the screen's own measure),
 * then each overlay's unit in its own small panel over the same times. A phone draws these
 * instead of one chart whose every extra unit takes an axis's width from the plot.
 */
export function unitPanels(data: ChartData): ChartData[] {
  const units: ChartUnit[] = [];
  for (const series of data.series) if (!units.includes(series.unit)) units.push(series.unit);
  return units.map((unit) => ({
    ...data,
    series: data.series.filter((series) => series.unit === unit),
  }));
}

/** uPlot's column data: seconds on x, then one array per series (null for gaps). */
export function toAlignedData(data: ChartData): uPlot.AlignedData {
  return [
    data.times.map((time) => time / 1000),
    ...data.series.map((series) => series.values.map((value) => value ?? null)),
  ] as uPlot.AlignedData;
}

/** A short text for the canvas's accessible name. */
export function chartSummary(data: ChartData): string {
  if (data.times.length === 0) return '';
  const first = data.times[0]!;
  const last = data.times[data.times.length - 1]!;
  if (data.timeFormat === 'hour') {
    return `${timeText(first, 'hour')}–${timeText(last, 'hour')}, ${data.times.length} arvoa`;
  }
  return `${formatDate(new Date(first))}–${formatDate(new Date(last))}, ${data.times.length} arvoa`;
}
