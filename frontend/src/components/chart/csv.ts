import { formatDate, formatTime, TIME_ZONE } from '../../format';
import { timeText } from './timeText';
import type { ChartData } from './types';

/**
 * The chart's data as a CSV file Excel opens in a Finnish locale: a UTF-8 byte order mark (else
 * Excel reads "ä" wrong), semicolons between fields, a decimal comma, no thousands separator and a
 * plain "-" minus (Excel does not read U+2212 or a no-break space as part of a number), CRLF lines.
 */
export const CSV_BOM = '\ufeff';

function quote(field: string): string {
  return /[";\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** 1234.5 → "1234,5"; up to 4 decimals so 15-minute values keep their precision. */
export function csvNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const rounded = Math.round(value * 10_000) / 10_000;
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
}

const offsetFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Helsinki's UTC offset at an instant, "+02:00" or "+03:00". */
export function utcOffset(time: number): string {
  const name = offsetFormatter.formatToParts(time).find((part) => part.type === 'timeZoneName');
  const offset = (name?.value ?? '').replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** The time columns' headings of the company's consumption file (#211), which this follows. */
export const DATETIME_HEADER = ['Päivämäärä', 'Kellonaika', 'UTC-siirtymä'];

/**
 * A slot's time as fields: a date-and-time slot is written as the company's file writes it, the
 * date, the clock time and the UTC offset in columns of their own (a spreadsheet then sorts and
 * filters by date, and the offset tells the autumn's repeated hour apart); other times in one.
 */
function timeFields(time: number, format: ChartData['timeFormat']): string[] {
  if (format !== 'datetime') return [timeText(time, format)];
  return [formatDate(new Date(time)), formatTime(time), utcOffset(time)];
}

export function toCsv(data: ChartData, timeHeader: string): string {
  const header = [
    ...(data.timeFormat === 'datetime' ? DATETIME_HEADER : [timeHeader]),
    ...data.series.map((series) => `${series.label} (${series.unit})`),
  ];
  const lines = [header.map(quote).join(';')];
  data.times.forEach((time, index) => {
    const row = timeFields(time, data.timeFormat);
    for (const series of data.series) row.push(csvNumber(series.values[index]));
    lines.push(row.map(quote).join(';'));
  });
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Offers the text as a file download (a blob URL, so no inline script is needed under the CSP). */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
