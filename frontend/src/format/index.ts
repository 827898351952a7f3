export * from './number';
export { formatDate, isoWeek, isoWeekYear, toCalendarDate, TIME_ZONE } from './date';
export { contractTypeName, utilityTypeName } from './names';
