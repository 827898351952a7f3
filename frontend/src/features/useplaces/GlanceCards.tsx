import { useMemo } from 'react';
import { api } from '../../api/enhanced';
import { errorMessage } from '../../components/errorMessage';
import { PaymentDetails } from '../../components/PaymentDetails';
import { ErrorState, Loading } from '../../components/StatusViews';
import {
  calendarDayKey,
  formatCentsPerKwh,
  formatDate,
  formatEuro,
  toCalendarDate,
} from '../../format';
import { fiFrontPage } from '../../i18n/fiFrontPage';
import { GlanceEmpty, GlanceLoading } from './glanceStates';

const t = fiFrontPage;

/**
 * The spot price now and today's range (#168, the same for everyone and cached as such). `now`
 * is a parameter so a test can fix the moment.
 */
export function SpotPriceNow({ now = new Date() }: { now?: Date }) {
  const today = toCalendarDate(now);
  const prices = api.useGetEnergyPriceQuery({
    year: today?.year ?? now.getFullYear(),
    month: today?.month ?? now.getMonth() + 1,
    vat: true,
  });
  const day = calendarDayKey(now);
  // A month of 15-minute slots: today's range is worked out once per answer and day, not on
  // every render.
  const range = useMemo(
    () => (prices.data ? todaysRange(prices.data.prices, day) : null),
    [prices.data, day],
  );
  let body;
  if (prices.isLoading) {
    body = <Loading label={t.price.loading} />;
  } else if (prices.isError || !prices.data) {
    body = (
      <ErrorState message={t.price.failed} onRetry={() => void prices.refetch()}>
        <p>{errorMessage(prices.error)}</p>
      </ErrorState>
    );
  } else {
    const time = now.getTime();
    const current = prices.data.prices.find((slot) => {
      const start = Date.parse(slot.time);
      return start <= time && time < start + slot.durationMinutes * 60_000;
    });
    body =
      current && range ? (
        <dl className="facts glance__facts">
          <div>
            <dt>{t.price.now}</dt>
            <dd className="glance__figure">{formatCentsPerKwh(current.value)}</dd>
          </div>
          <div>
            <dt>{t.price.range}</dt>
            <dd>
              {t.price.rangeValue(formatCentsPerKwh(range.min), formatCentsPerKwh(range.max))}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="status status--empty">{t.price.none}</p>
      );
  }
  return (
    <section className="card glance" aria-labelledby="glance-price">
      <h2 id="glance-price" className="glance__title">
        {t.price.title}
      </h2>
      <div className="glance__body">{body}</div>
    </section>
  );
}

/** The lowest and highest price of the slots on calendar day `day`; null when it has none. */
function todaysRange(
  slots: readonly { time: string; value: number }[],
  day: string,
): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const slot of slots) {
    if (calendarDayKey(slot.time) !== day) continue;
    min = Math.min(min, slot.value);
    max = Math.max(max, slot.value);
  }
  return min <= max ? { min, max } : null;
}

/**
 * A place's open invoice (#160) in one line, the payment details to copy behind "Maksutiedot".
 * Loading, empty and loaded take one line each, so the cards below do not jump when it arrives.
 */
export function OpenInvoice({ userId, locationId }: { userId: number; locationId: string }) {
  const summary = api.useGetInvoiceSummaryQuery({ userId, locationId });
  if (summary.isLoading) return <GlanceLoading label={t.invoice.loading} />;
  if (summary.isError || !summary.data) {
    return (
      <ErrorState message={t.invoice.failed} onRetry={() => void summary.refetch()}>
        <p>{errorMessage(summary.error)}</p>
      </ErrorState>
    );
  }
  const open = summary.data.invoices.find((invoice) => invoice.status === 'complete');
  if (!open) return <GlanceEmpty message={t.invoice.none} />;
  return (
    <section className="glance__invoice" aria-label={`${t.invoice.title} ${open.invoiceNumber}`}>
      <p className="glance__line">
        <strong>{t.invoice.title}</strong> {formatEuro(open.amount)}
        <span className="glance__due">
          {t.invoice.due.toLowerCase()} {formatDate(open.dueDate)}
        </span>
      </p>
      <details className="glance__details">
        <summary>{t.invoice.details}</summary>
        <PaymentDetails payment={open} />
      </details>
    </section>
  );
}
