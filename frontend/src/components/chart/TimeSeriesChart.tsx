import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { fi } from '../../i18n/fi';
import { Loading } from '../StatusViews';
import { useMediaQuery, WIDE_SCREEN } from '../useMediaQuery';
import { chartSummary, unitPanels } from './chartOptions';
import { downloadCsv, toCsv } from './csv';
import { DataTable } from './DataTable';
import type { ChartData, OverlayKey } from './types';

/** uPlot comes in its own chunk when the first chart is drawn, never with the first page. */
const UPlotChart = lazy(() => import(/* webpackChunkName: "chart" */ './UPlotChart'));

interface Props {
  title: string;
  data: ChartData;
  /** The overlays switched on; the others are left out of the chart, table and CSV. */
  overlays?: readonly OverlayKey[];
  onOverlaysChange?: (overlays: OverlayKey[]) => void;
  /** File name of the CSV download, without ".csv". */
  fileName: string;
  /** Rows the table shows at most (the CSV always has every row). */
  tableLimit?: number;
}

/** A phone's panel for an overlay's unit: small, under the main one, on the same times. */
export const OVERLAY_PANEL_HEIGHT = 160;
/** The main panel on a phone when overlays are drawn beneath it. */
export const MAIN_PANEL_HEIGHT = 300;

/**
 * A time-series chart with its overlay switches, a CSV download and the same data as a table for
 * screen readers and keyboard users. On a phone each overlay's unit gets its own small panel
 * under the main one, rather than an axis that narrows the plot (three units left a 35 px plot
 * on a 360 px screen); a desktop draws them in one chart.
 */
export function TimeSeriesChart({
  title,
  data,
  overlays = [],
  onOverlaysChange,
  fileName,
  tableLimit,
}: Props) {
  const headingId = useId();
  const syncKey = useId();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [showTable, setShowTable] = useState(false);
  const available = data.series.filter((series) => series.overlay);
  const shown = useMemo<ChartData>(
    () => ({
      ...data,
      series: data.series.filter((series) => !series.overlay || overlays.includes(series.overlay)),
    }),
    [data, overlays],
  );

  // What the table and the CSV list: a chart-only marking (the current slot) is no column.
  const listed = useMemo<ChartData>(
    () => ({ ...shown, series: shown.series.filter((series) => !series.chartOnly) }),
    [shown],
  );

  function toggle(key: OverlayKey, on: boolean) {
    const next = on ? [...overlays, key] : overlays.filter((overlay) => overlay !== key);
    onOverlaysChange?.(next);
  }

  return (
    <section className="card chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {available.length > 0 && onOverlaysChange ? (
        <fieldset className="chart__overlays">
          <legend>{fi.chart.overlays}</legend>
          {available.map((series) => (
            <label key={series.key} className="checkbox">
              <input
                type="checkbox"
                checked={overlays.includes(series.overlay!)}
                onChange={(event) => toggle(series.overlay!, event.target.checked)}
              />
              {`${series.label} (${series.unit})`}
            </label>
          ))}
        </fieldset>
      ) : null}
      {shown.times.length === 0 ? (
        <p className="status status--empty">{fi.chart.noData}</p>
      ) : (
        <>
          <Suspense fallback={<Loading label={fi.chart.loading} />}>
            <ChartPanels data={shown} title={title} wide={wide} syncKey={syncKey} />
          </Suspense>
          <div className="chart__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => downloadCsv(toCsv(listed, fi.chart.time), `${fileName}.csv`)}
            >
              {fi.chart.downloadCsv}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={showTable}
              onClick={() => setShowTable(!showTable)}
            >
              {showTable ? fi.chart.hideTable : fi.chart.showTable}
            </button>
          </div>
          {showTable ? <DataTable data={listed} caption={title} limit={tableLimit} /> : null}
        </>
      )}
    </section>
  );
}

/** One chart, or on a phone with overlays, one panel a unit with cursors moving together. */
function ChartPanels({
  data,
  title,
  wide,
  syncKey,
}: {
  data: ChartData;
  title: string;
  wide: boolean;
  syncKey: string;
}) {
  const panels = wide ? [data] : unitPanels(data);
  if (panels.length === 1) {
    return <UPlotChart data={data} label={`${title}: ${chartSummary(data)}`} />;
  }
  return (
    <div className="chart__panels">
      {panels.map((panel, index) => {
        const names = panel.series.map((series) => series.label).join(', ');
        return (
          <UPlotChart
            key={panel.series[0]!.unit}
            data={panel}
            label={`${title}, ${names}: ${chartSummary(panel)}`}
            height={index === 0 ? MAIN_PANEL_HEIGHT : OVERLAY_PANEL_HEIGHT}
            syncKey={syncKey}
          />
        );
      })}
    </div>
  );
}
