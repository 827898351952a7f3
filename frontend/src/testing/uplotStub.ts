/**
 * jsdom has no canvas, so tests swap uPlot for this recorder (jest moduleNameMapper): it keeps
 * the options and data each chart was drawn with, so screen tests can assert on them.
 */
interface StubOptions {
  series: { label?: string; scale?: string }[];
  axes: { scale?: string; label?: string; side?: number }[];
}

export default class UPlotStub {
  static instances: UPlotStub[] = [];
  static paths = { bars: () => () => null };
  static tzDate(date: Date): Date {
    return date;
  }

  destroyed = false;
  /** The plot area (uPlot's `.u-over`), which takes the pointer and touch events. */
  over = document.createElement('div');
  cursor: { left: number; top: number } | null = null;

  constructor(
    public options: StubOptions,
    public data: unknown[][],
    target: HTMLElement,
  ) {
    const marker = document.createElement('div');
    marker.setAttribute('data-testid', 'uplot');
    target.appendChild(marker);
    UPlotStub.instances.push(this);
  }

  setSize(): void {}

  setCursor(position: { left: number; top: number }): void {
    this.cursor = position;
  }

  destroy(): void {
    this.destroyed = true;
  }
}
