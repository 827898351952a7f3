import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TIME_ZONE } from '../../format';
import { buildOptions, toAlignedData } from './chartOptions';
import { followTouch } from './touchCursor';
import type { ChartData } from './types';

/**
 * Diagonal stripes in `colour` over its pale tint: a bar filled so differs from its neighbours
 * by more than its colour.
 */
function hatch(colour: string): CanvasPattern | null {
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const context = tile.getContext('2d');
  if (!context) return null;
  context.fillStyle = `${colour}40`;
  context.fillRect(0, 0, 8, 8);
  context.strokeStyle = colour;
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(0, 8);
  context.lineTo(8, 0);
  context.moveTo(-2, 2);
  context.lineTo(2, -2);
  context.moveTo(6, 10);
  context.lineTo(10, 6);
  context.stroke();
  return context.createPattern(tile, 'repeat');
}

/** The height of a chart drawn alone, and of the main panel of a phone's panels. */
export const CHART_HEIGHT = 320;

/**
 * The canvas chart (uPlot), loaded on demand in its own chunk. It redraws when the data change
 * and follows its container's width; on a phone its cursor follows the finger. Panels of one
 * chart share `syncKey`, so their cursors move together.
 */
export default function UPlotChart({
  data,
  label,
  height = CHART_HEIGHT,
  syncKey,
}: {
  data: ChartData;
  label: string;
  height?: number;
  syncKey?: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const width = () => Math.max(280, element.clientWidth || 640);
    const plot = new uPlot(
      buildOptions(
        data,
        { width: width(), height },
        {
          bars: uPlot.paths.bars?.({ size: [0.7, 64], align: 1 }),
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TIME_ZONE),
          hatch,
        },
        syncKey,
      ),
      toAlignedData(data),
      element,
    );
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => plot.setSize({ width: width(), height }));
    observer?.observe(element);
    const stopFollowingTouch = followTouch(plot);
    return () => {
      stopFollowingTouch();
      observer?.disconnect();
      plot.destroy();
    };
  }, [data, height, syncKey]);

  return (
    <div
      ref={container}
      className="chart__canvas"
      style={{ minHeight: height }}
      role="img"
      aria-label={label}
    />
  );
}
