export * from './number';
export * from './energy';
export {
  calendarDayKey,
  formatDate,
  formatDateTime,
  formatIsoWeek,
  formatMonth,
  formatTime,
  isoWeek,
  isoWeekYear,
  MONTH_NAMES,
  toCalendarDate,
  TIME_ZONE,
} from './date';
export { contractTypeName, utilityTypeName } from './names';
