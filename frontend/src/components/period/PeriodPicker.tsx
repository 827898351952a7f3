import { useId, useState } from 'react';
import { fi } from '../../i18n/fi';
import {
  clampPeriod,
  pageOf,
  periodLabel,
  periodStart,
  pickerPage,
  shiftPeriod,
  switchRange,
  type Period,
  type TimeRange,
} from './period';

interface Props {
  period: Period;
  onChange: (period: Period) => void;
  /** The ranges this screen offers, in display order. */
  ranges: readonly TimeRange[];
  /** The last day that can be chosen (today, or tomorrow for published prices). */
  latest: string;
  /**
   * The latest day with data, where a day range opens when the user switches to it (metering
   * runs to yesterday); `latest` unless given.
   */
  latestData?: string;
  /** The first day with data. */
  earliest: string;
}

/**
 * Time range, previous/next and a picker that pages 5 weeks, 6 months or 5 years (spec §5);
 * a day is picked with the browser's date input.
 */
export function PeriodPicker({
  period,
  onChange,
  ranges,
  latest,
  latestData = latest,
  earliest,
}: Props) {
  const rangeId = useId();
  const pickerId = useId();
  const previous = shiftPeriod(period, -1);
  const next = shiftPeriod(period, 1);
  const canGoBack = previous.date >= periodStart(period.range, earliest);
  const canGoForward = next.date <= periodStart(period.range, latest);

  function changeRange(range: TimeRange) {
    onChange(clampPeriod(switchRange(period, range, latestData), latest));
  }

  return (
    <div className="period-picker">
      <div className="period-picker__row">
        <label htmlFor={rangeId}>{fi.period.range}</label>
        <select
          id={rangeId}
          value={period.range}
          onChange={(event) => changeRange(event.target.value as TimeRange)}
        >
          {ranges.map((range) => (
            <option key={range} value={range}>
              {fi.period.ranges[range]}
            </option>
          ))}
        </select>
      </div>
      <div className="period-picker__row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange(previous)}
          disabled={!canGoBack}
        >
          <span aria-hidden="true">‹ </span>
          {fi.period.previous}
        </button>
        <p className="period-picker__current" aria-live="polite">
          <span className="visually-hidden">{fi.period.shown}: </span>
          {periodLabel(period)}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange(next)}
          disabled={!canGoForward}
        >
          {fi.period.next}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {period.range === 'DAY' || period.range === 'DAY_QUARTERLY' ? (
        <div className="period-picker__row">
          <label htmlFor={pickerId}>{fi.period.pickDay}</label>
          <input
            id={pickerId}
            type="date"
            value={period.date}
            min={earliest}
            max={latest}
            onChange={(event) => {
              if (event.target.value) onChange({ range: period.range, date: event.target.value });
            }}
          />
        </div>
      ) : period.range === 'YEARS' ? null : (
        <PagedChoices
          key={`${period.range}:${period.date}`}
          period={period}
          range={period.range}
          latest={latest}
          earliest={earliest}
          onChange={onChange}
        />
      )}
    </div>
  );
}

function PagedChoices({
  period,
  range,
  latest,
  earliest,
  onChange,
}: {
  period: Period;
  range: 'WEEK' | 'MONTH' | 'YEAR';
  latest: string;
  earliest: string;
  onChange: (period: Period) => void;
}) {
  const [page, setPage] = useState(() => pageOf(period, latest));
  const choices = pickerPage(range, page, latest, earliest);
  return (
    <fieldset className="period-picker__choices">
      <legend>{fi.period.pick[range]}</legend>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setPage(page + 1)}
        disabled={!choices.hasOlder}
      >
        {fi.period.older}
      </button>
      <ul className="period-picker__list">
        {choices.options.map((option) => (
          <li key={option.period.date}>
            <button
              type="button"
              className="button button--choice"
              aria-pressed={option.period.date === period.date}
              onClick={() => onChange(option.period)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setPage(page - 1)}
        disabled={!choices.hasNewer}
      >
        {fi.period.newer}
      </button>
    </fieldset>
  );
}
