import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import type {
  BillLine,
  BreakdownDay,
  ComputedBill,
  DaySlots,
  InvoiceBreakdown,
  InvoiceDetail,
} from '../api/rowTypes';
import { QueryState, type QueryLike } from './QueryState';
import { ScrollTable } from './TableScroll';
import {
  formatCentsPerKwh,
  formatDate,
  formatEuro,
  formatKwh,
  formatNumber,
  formatTime,
  NBSP,
} from '../format';
import { fi } from '../i18n/fi';

const t = fi.invoices.breakdown;

/**
 * Which figures the tables show: with VAT (households, and companies that chose it) or without
 * (companies whose VAT setting is VAT 0, A62 `vatIncluded`). The server sends both.
 */
export interface Basis {
  vat0: boolean;
}

/** The figure of `item` on the basis chosen. */
function shown(basis: Basis, item: { amount: number; amountVat0: number }): number {
  return basis.vat0 ? item.amountVat0 : item.amount;
}

function rateText(percent: number): string {
  return `${formatNumber(percent, Number.isInteger(percent) ? 0 : 1)}${NBSP}%`;
}

/** A line's key: a component billed at two VAT rates is two lines. */
const lineKey = (line: BillLine) => `${line.component}@${line.vatPercent}`;

/**
 * The invoice's lines beside the portal's own bill of the same period (#251's `computed`), both
 * rounded by the same rule on the server: the screen only compares the figures, it adds none.
 */
function LinesComparison({
  detail,
  computed,
  basis,
}: {
  detail: InvoiceDetail;
  computed: ComputedBill;
  basis: Basis;
}) {
  const own = new Map(computed.lines.map((line) => [lineKey(line), line]));
  const keys = [
    ...detail.lines.map(lineKey),
    ...computed.lines.map(lineKey).filter((key) => !detail.lines.some((l) => lineKey(l) === key)),
  ];
  const onInvoice = new Map(detail.lines.map((line) => [lineKey(line), line]));
  const ownVat = new Map(computed.vatBreakdown.map((v) => [v.vatPercent, v]));
  const same =
    detail.amount === computed.amount &&
    detail.amountVat0 === computed.amountVat0 &&
    detail.amountOfVat === computed.amountOfVat &&
    keys.every(
      (key) =>
        onInvoice.get(key)?.amount === own.get(key)?.amount &&
        onInvoice.get(key)?.amountVat0 === own.get(key)?.amountVat0,
    );
  const lineAmount = (line: BillLine | undefined) => (line ? shown(basis, line) : undefined);
  return (
    <>
      <ScrollTable caption={basis.vat0 ? t.linesCaptionVat0 : t.linesCaption}>
        <thead>
          <tr>
            <th scope="col">{fi.invoices.row}</th>
            <th scope="col">{t.onInvoice}</th>
            <th scope="col">{t.computed}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const line = onInvoice.get(key) ?? own.get(key);
            if (!line) return null;
            return (
              <tr key={key}>
                <th scope="row">
                  {line.name}
                  {line.kwh !== null && line.kwh !== undefined ? (
                    <span className="muted">{` ${formatKwh(line.kwh, 3)}`}</span>
                  ) : null}
                </th>
                <td>{formatEuro(lineAmount(onInvoice.get(key)))}</td>
                <td>{formatEuro(lineAmount(own.get(key)))}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.vat0Total}</th>
            <td>{formatEuro(detail.amountVat0)}</td>
            <td>{formatEuro(computed.amountVat0)}</td>
          </tr>
          {basis.vat0 ? null : (
            <>
              {detail.vatBreakdown.map((vat) => (
                <tr key={vat.vatPercent}>
                  <th scope="row">{t.vat(rateText(vat.vatPercent))}</th>
                  <td>{formatEuro(vat.vat)}</td>
                  <td>{formatEuro(ownVat.get(vat.vatPercent)?.vat)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{fi.invoices.total}</th>
                <td>{formatEuro(detail.amount)}</td>
                <td>{formatEuro(computed.amount)}</td>
              </tr>
            </>
          )}
        </tfoot>
      </ScrollTable>
      <p role="status">{same ? t.matches : t.differs}</p>
      {basis.vat0 ? null : <p className="muted">{t.vatShares}</p>}
    </>
  );
}

function DaysTable({
  days,
  total,
  energy,
  selected,
  onSelect,
  basis,
}: {
  days: BreakdownDay[];
  total: number;
  energy: number;
  selected: string | null;
  onSelect: (date: string) => void;
  basis: Basis;
}) {
  return (
    <ScrollTable caption={basis.vat0 ? t.daysCaptionVat0 : t.daysCaption}>
      <thead>
        <tr>
          <th scope="col">{t.day}</th>
          <th scope="col">{t.energy}</th>
          <th scope="col">{basis.vat0 ? t.amountVat0 : t.amount}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={selected === day.date}
                aria-label={t.showDay(formatDate(day.date))}
                onClick={() => onSelect(day.date)}
              >
                {formatDate(day.date)}
              </button>
            </th>
            <td>{formatKwh(day.kwh, 3)}</td>
            <td>{formatEuro(shown(basis, day))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{fi.invoices.total}</th>
          <td>{formatKwh(energy, 3)}</td>
          <td>{formatEuro(total)}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}

/** A slot's start in Finnish time; on a DST day the repeated hour says which it is. */
function slotTime(start: string, dstDay: boolean): string {
  const time = formatTime(new Date(start));
  if (!dstDay) return time;
  return `${time} (${start.endsWith('+03:00') ? t.summerTime : t.winterTime})`;
}

function SlotsTable({
  day,
  of,
  basis,
}: {
  day: DaySlots;
  of: BreakdownDay | undefined;
  basis: Basis;
}) {
  const offsets = new Set(day.slots.map((slot) => slot.start.slice(-6)));
  return (
    <>
      <p>{t.slotsIntro(day.slotMinutes)}</p>
      <ScrollTable caption={t.slotsCaption}>
        <thead>
          <tr>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.energy}</th>
            <th scope="col">{t.price}</th>
            <th scope="col">{basis.vat0 ? t.amountVat0 : t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {day.slots.map((slot) => (
            <tr key={slot.start}>
              <th scope="row">{slotTime(slot.start, offsets.size > 1)}</th>
              <td>{formatKwh(slot.kwh, 3)}</td>
              <td>{formatCentsPerKwh(slot.energyPrice, 3)}</td>
              <td>{formatEuro(shown(basis, slot))}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t.fees}</th>
            <td />
            <td />
            <td>{formatEuro(basis.vat0 ? day.feesVat0 : day.fees)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.dayTotal}</th>
            <td>{formatKwh(of?.kwh, 3)}</td>
            <td />
            <td>{formatEuro(of ? shown(basis, of) : undefined)}</td>
          </tr>
        </tfoot>
      </ScrollTable>
    </>
  );
}

/** A breakdown read, the household's (#251) or a company place's (#253). */
export type BreakdownQuery = QueryLike<InvoiceBreakdown>;

/**
 * "Laskun erittely": the invoice beside the portal's own bill, the invoice by day, and a chosen
 * day by its metering slots. Every figure is the server's; the days and a day's slots add up to
 * the invoice because the server apportions the invoice's own totals. `useBreakdown` reads the
 * breakdown (with a day's slots when given a date, not at all when given `skipToken`).
 */
export function BreakdownSection({
  detail,
  useBreakdown,
  basis,
}: {
  detail: InvoiceDetail;
  useBreakdown: (date: string | undefined | typeof skipToken) => BreakdownQuery;
  basis: Basis;
}) {
  const [day, setDay] = useState<string | null>(null);
  const breakdown = useBreakdown(undefined);
  const slots = useBreakdown(day ?? skipToken);
  const slotsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (day) slotsHeading.current?.focus();
  }, [day]);
  return (
    <section aria-labelledby="invoice-breakdown-title">
      <h3 id="invoice-breakdown-title">{t.title}</h3>
      <p>{t.intro}</p>
      <QueryState query={breakdown} failed={t.loadFailed}>
        {(data) => (
          <>
            <LinesComparison detail={detail} computed={data.computed} basis={basis} />
            <h3>{t.daysTitle}</h3>
            <p>{t.daysIntro}</p>
            <DaysTable
              days={data.days}
              total={shown(basis, data)}
              energy={data.energyKwh}
              selected={day}
              onSelect={setDay}
              basis={basis}
            />
            {day ? (
              <>
                <h3 ref={slotsHeading} tabIndex={-1}>
                  {t.slotsTitle(formatDate(day))}
                </h3>
                <QueryState query={slots} failed={t.slotsFailed}>
                  {(withDay) =>
                    withDay.day ? (
                      <SlotsTable
                        day={withDay.day}
                        of={data.days.find((d) => d.date === day)}
                        basis={basis}
                      />
                    ) : (
                      <p>{t.dailyOnly}</p>
                    )
                  }
                </QueryState>
              </>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
