import { formatDate, formatDateTime, formatMonth, formatTime, toCalendarDate } from '../../format';
import type { TimeFormat } from './types';

/** A slot's time as the table and the CSV write it, in Finnish time. */
export function timeText(time: number, format: TimeFormat): string {
  switch (format) {
    case 'datetime':
      return formatDateTime(time);
    case 'date':
      return formatDate(new Date(time));
    case 'month': {
      const date = toCalendarDate(new Date(time));
      return date ? formatMonth(date.year, date.month) : '–';
    }
    case 'hour':
      return formatTime(time);
    case 'year': {
      const date = toCalendarDate(new Date(time));
      return date ? String(date.year) : '–';
    }
  }
}
