import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TIME_ZONE } from '../../format';
import { buildOptions, toAlignedData } from './chartOptions';
import { followTouch } from './touchCursor';
import type { ChartData } from './types';

const HEIGHT = 320;

/**
 * The canvas chart (uPlot), loaded on demand in its own chunk. It redraws when the data change
 * and follows its container's width; on a phone its cursor follows the finger.
 */
export default function UPlotChart({ data, label }: { data: ChartData; label: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const width = () => Math.max(280, element.clientWidth || 640);
    const plot = new uPlot(
      buildOptions(
        data,
        { width: width(), height: HEIGHT },
        {
          bars: uPlot.paths.bars?.({ size: [0.7, 64], align: 1 }),
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TIME_ZONE),
        },
      ),
      toAlignedData(data),
      element,
    );
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer?.observe(element);
    const stopFollowingTouch = followTouch(plot);
    return () => {
      stopFollowingTouch();
      observer?.disconnect();
      plot.destroy();
    };
  }, [data]);

  return <div ref={container} className="chart__canvas" role="img" aria-label={label} />;
}
