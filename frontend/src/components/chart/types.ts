/** The data a chart draws, exports as CSV and lists as a table. */

/** Units of spec §3 overlays plus the ones production screens need; each gets its own axis. */
export type ChartUnit = 'kWh' | 'c/kWh' | '°C' | 'kvarh' | 'kW' | '€';

/** Spec §3 "Energy data overlays". */
export type OverlayKey = 'temperature' | 'market-price' | 'comparison' | 'reactive-power';

export interface ChartSeries {
  key: string;
  label: string;
  unit: ChartUnit;
  /** One value per timestamp; null where there is no data. */
  values: readonly (number | null)[];
  style: 'bars' | 'line';
  /** Set for optional overlays the user can switch on and off. */
  overlay?: OverlayKey;
  /** The series' own colour; without one it takes the next of the chart's colours. */
  colour?: string;
  /**
   * How a bar is filled: light (the default), solid, hatched (a cue that is not colour alone) or
   * not at all (an outline on top of another series' bar).
   */
  fill?: 'light' | 'solid' | 'hatch' | 'none';
  /** A marking drawn on the chart only, left out of the table and the CSV. */
  chartOnly?: boolean;
}

/**
 * How a time is written in the table and the CSV; `hour` is an hour of an average day, whose
 * date means nothing.
 */
export type TimeFormat = 'datetime' | 'date' | 'month' | 'year' | 'hour';

export interface ChartData {
  /** Epoch milliseconds of each slot's start; DST days simply have 92 or 100 quarters. */
  times: readonly number[];
  series: readonly ChartSeries[];
  timeFormat: TimeFormat;
}
