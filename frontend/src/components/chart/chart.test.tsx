import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import UPlotStub from '../../testing/uplotStub';
import { onAPhone } from '../../testing/media';
import { buildOptions, tickLabel, toAlignedData, unitPanels, xTickSpace } from './chartOptions';
import { CSV_BOM, csvNumber, toCsv } from './csv';
import { MAIN_PANEL_HEIGHT, OVERLAY_PANEL_HEIGHT, TimeSeriesChart } from './TimeSeriesChart';
import type { ChartData, OverlayKey } from './types';

const QUARTER_MS = 15 * 60 * 1000;

/** The quarters of the autumn DST day 25.10.2026 in Helsinki: 25 hours, 100 slots. */
function autumnDstDay(): number[] {
  const start = Date.parse('2026-10-24T21:00:00Z'); // 00.00 EEST
  const end = Date.parse('2026-10-25T22:00:00Z'); // 00.00 EET the next day
  const times: number[] = [];
  for (let time = start; time < end; time += QUARTER_MS) times.push(time);
  return times;
}

function dayData(): ChartData {
  const times = autumnDstDay();
  return {
    times,
    timeFormat: 'datetime',
    series: [
      {
        key: 'consumption',
        label: 'Kulutus',
        unit: 'kWh',
        style: 'bars',
        values: times.map((_, index) => index / 4),
      },
      {
        key: 'temperature',
        label: 'Lämpötila',
        unit: '°C',
        style: 'line',
        overlay: 'temperature',
        values: times.map((_, index) => (index === 1 ? null : -1.25)),
      },
      {
        key: 'price',
        label: 'Markkinahinta',
        unit: 'c/kWh',
        style: 'line',
        overlay: 'market-price',
        values: times.map(() => 12.5),
      },
    ],
  };
}

describe('CSV export', () => {
  it('writes numbers Excel reads in a Finnish locale', () => {
    expect(csvNumber(1234.5)).toBe('1234,5');
    expect(csvNumber(-0.25)).toBe('-0,25');
    expect(csvNumber(0.123456)).toBe('0,1235');
    expect(csvNumber(-0.00001)).toBe('0');
    expect(csvNumber(null)).toBe('');
  });

  it('has a BOM, a header with units, semicolons, fi-FI times and every DST quarter', () => {
    const csv = toCsv(dayData(), 'Aika');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    // Date and time in columns of their own, as the company's consumption file has them.
    expect(lines[0]).toBe(
      'Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus (kWh);Lämpötila (°C);Markkinahinta (c/kWh)',
    );
    expect(lines[1]).toBe('25.10.2026;0.00;+03:00;0;-1,25;12,5');
    expect(lines[2]).toBe('25.10.2026;0.15;+03:00;0,25;;12,5');
    // 03.00–03.45 comes twice: once in summer time, once in winter time, told by the offset.
    expect(lines.filter((line) => line.startsWith('25.10.2026;3.00;'))).toEqual([
      '25.10.2026;3.00;+03:00;3;-1,25;12,5',
      '25.10.2026;3.00;+02:00;4;-1,25;12,5',
    ]);
    expect(lines).toHaveLength(1 + 100 + 1); // header, 100 quarters, the final CRLF
  });

  it('quotes fields holding a separator or a quote', () => {
    const data: ChartData = {
      times: [Date.parse('2026-01-01T10:00:00Z')],
      timeFormat: 'date',
      series: [{ key: 'a', label: 'Kulutus; "koti"', unit: 'kWh', style: 'bars', values: [1] }],
    };
    expect(toCsv(data, 'Päivä').split('\r\n')[0]).toBe(`${CSV_BOM}Päivä;"Kulutus; ""koti"" (kWh)"`);
  });
});

describe('chart options', () => {
  it('gives every unit its own scale and axis, the first on the left', () => {
    const options = buildOptions(dayData(), { width: 600, height: 300 });
    expect(Object.keys(options.scales!)).toEqual(['x', 'kWh', '°C', 'c/kWh']);
    expect(options.axes!.slice(1).map((axis) => [axis.scale, axis.label, axis.side])).toEqual([
      ['kWh', 'kWh', 3],
      ['°C', '°C', 1],
      ['c/kWh', 'c/kWh', 1],
    ]);
    expect(options.series.slice(1).map((series) => series.scale)).toEqual(['kWh', '°C', 'c/kWh']);
  });

  it('starts a bar axis at zero, or below it for negative values', () => {
    const options = buildOptions(dayData(), { width: 600, height: 300 });
    const range = options.scales!.kWh!.range as unknown as (
      u: unknown,
      min: number,
      max: number,
    ) => number[];
    expect(range(null, 55, 85)).toEqual([0, 89.25]);
    expect(range(null, -3, 10)[0]).toBe(-3);
    expect(options.scales!['°C']!.range).toBeUndefined();
  });

  it('passes seconds and keeps gaps as null', () => {
    const aligned = toAlignedData(dayData());
    expect(aligned[0]![0]).toBe(Date.parse('2026-10-24T21:00:00Z') / 1000);
    expect(aligned[2]![1]).toBeNull();
    expect(aligned[0]).toHaveLength(100);
  });

  it('labels ticks in Finnish by their spacing', () => {
    const seconds = Date.parse('2026-11-05T10:30:00Z') / 1000;
    expect(tickLabel(seconds, 3600)).toBe('12.30');
    expect(tickLabel(seconds, 86_400)).toBe('5.11.');
    expect(tickLabel(seconds, 31 * 86_400)).toBe('marra 2026');
    expect(tickLabel(seconds, 366 * 86_400)).toBe('2026');
  });

  it('formats legend values with the unit decimals', () => {
    const options = buildOptions(dayData(), { width: 600, height: 300 });
    const value = options.series[2]!.value as (u: unknown, v: number | null) => string;
    expect(value(null, -1.25)).toBe('\u22121,3');
    expect(value(null, null)).toBe('–');
  });
});

function ChartHarness({ data, tableLimit }: { data: ChartData; tableLimit?: number }) {
  const [overlays, setOverlays] = useState<OverlayKey[]>(['temperature']);
  return (
    <TimeSeriesChart
      title="Sähkönkulutus"
      data={data}
      overlays={overlays}
      onOverlaysChange={setOverlays}
      fileName="kulutus"
      tableLimit={tableLimit}
    />
  );
}

describe('TimeSeriesChart', () => {
  beforeEach(() => {
    UPlotStub.instances = [];
  });

  it('draws the switched-on overlays only and redraws when one is switched on', async () => {
    render(<ChartHarness data={dayData()} />);
    await screen.findByTestId('uplot');
    const drawn = () => UPlotStub.instances.filter((plot) => !plot.destroyed);
    expect(drawn()).toHaveLength(1);
    expect(drawn()[0]!.options.series.map((series) => series.label)).toEqual([
      'Aika',
      'Kulutus (kWh)',
      'Lämpötila (°C)',
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Markkinahinta (c/kWh)' }));
    await waitFor(() =>
      expect(drawn()[0]!.options.series.map((series) => series.label)).toContain(
        'Markkinahinta (c/kWh)',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Lämpötila (°C)' })).toBeChecked();
  });

  it('downloads the shown data as a CSV file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ChartHarness data={dayData()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Lataa tiedot (CSV)' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const text = await created[0]!.text();
    expect(text.split('\r\n')[0]).toBe(
      'Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus (kWh);Lämpötila (°C)',
    );
  });

  it('shows the data as a table on request, capped for long series', async () => {
    const times = Array.from({ length: 60 }, (_, index) => index * QUARTER_MS);
    const year: ChartData = {
      times,
      timeFormat: 'datetime',
      series: [
        { key: 'c', label: 'Kulutus', unit: 'kWh', style: 'line', values: times.map(() => 1) },
      ],
    };
    render(<ChartHarness data={year} tableLimit={50} />);
    await userEvent.click(screen.getByRole('button', { name: 'Näytä taulukkona' }));

    const table = document.querySelector('table')!;
    expect(table.querySelector('caption')).toHaveTextContent('Sähkönkulutus');
    // Role queries over hundreds of rows are slow in jsdom; the DOM count says the same.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(50);
    expect(screen.getByText(/Kaikki rivit ovat CSV-tiedostossa/)).toHaveTextContent(
      '50 ensimmäistä riviä 60 rivistä',
    );
    expect(screen.getByText('Piilota taulukko')).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when the period has no data', () => {
    render(
      <TimeSeriesChart
        title="Sähkönkulutus"
        data={{ times: [], series: [], timeFormat: 'date' }}
        fileName="x"
      />,
    );
    expect(screen.getByText('Valitulta jaksolta ei ole tietoja.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lataa tiedot (CSV)' })).not.toBeInTheDocument();
  });
});

describe('chart layout on a phone', () => {
  onAPhone();
  beforeEach(() => {
    UPlotStub.instances = [];
  });

  it('splits the data into one panel a unit, the screen’s own measure first', () => {
    const panels = unitPanels(dayData());
    expect(panels.map((panel) => panel.series.map((series) => series.unit))).toEqual([
      ['kWh'],
      ['°C'],
      ['c/kWh'],
    ]);
    expect(panels.every((panel) => panel.times.length === 100)).toBe(true);
  });

  it('draws each switched-on overlay in its own small panel under a full-height plot', async () => {
    render(<ChartHarness data={dayData()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markkinahinta (c/kWh)' }));
    await waitFor(() =>
      expect(UPlotStub.instances.filter((plot) => !plot.destroyed)).toHaveLength(3),
    );
    const drawn = UPlotStub.instances.filter((plot) => !plot.destroyed);
    const options = drawn.map(
      (plot) => plot.options as unknown as { height: number; cursor: { sync?: { key: string } } },
    );
    expect(drawn.map((plot) => plot.options.series.map((series) => series.label))).toEqual([
      ['Aika', 'Kulutus (kWh)'],
      ['Aika', 'Lämpötila (°C)'],
      ['Aika', 'Markkinahinta (c/kWh)'],
    ]);
    // No panel loses its width to another unit's axis, and the plot keeps its height.
    expect(drawn.map((plot) => plot.options.axes.length)).toEqual([2, 2, 2]);
    expect(options.map((option) => option.height)).toEqual([
      MAIN_PANEL_HEIGHT,
      OVERLAY_PANEL_HEIGHT,
      OVERLAY_PANEL_HEIGHT,
    ]);
    expect(MAIN_PANEL_HEIGHT).toBeGreaterThanOrEqual(200);
    const keys = new Set(options.map((option) => option.cursor.sync?.key));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Sähkönkulutus, Kulutus: /),
      expect.stringMatching(/^Sähkönkulutus, Lämpötila: /),
      expect.stringMatching(/^Sähkönkulutus, Markkinahinta: /),
    ]);
  });

  it('draws one chart when there is no overlay', async () => {
    const only = { ...dayData(), series: dayData().series.slice(0, 1) };
    render(<ChartHarness data={only} />);
    await screen.findByTestId('uplot');
    expect(UPlotStub.instances.filter((plot) => !plot.destroyed)).toHaveLength(1);
  });
});

describe('time axis spacing', () => {
  it('leaves room for month labels so they do not run into each other', () => {
    const day = 24 * 3600;
    // A year of monthly prices: "marras 2026" is about 90 px wide.
    expect(xTickSpace(365 * day)).toBeGreaterThanOrEqual(90);
    expect(xTickSpace(14 * day)).toBeLessThan(xTickSpace(365 * day));
    expect(xTickSpace(day)).toBeLessThanOrEqual(xTickSpace(14 * day));
  });
});
