import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/enhanced';
import type {
  BillLine,
  BreakdownDay,
  ComputedBill,
  DaySlots,
  InvoiceDetail,
} from '../../api/rowTypes';
import { QueryState } from '../../components/QueryState';
import { ScrollTable } from '../../components/TableScroll';
import {
  formatCentsPerKwh,
  formatDate,
  formatEuro,
  formatKwh,
  formatNumber,
  formatTime,
  NBSP,
} from '../../format';
import { fi } from '../../i18n/fi';

const t = fi.invoices.breakdown;

function rateText(percent: number): string {
  return `${formatNumber(percent, Number.isInteger(percent) ? 0 : 1)}${NBSP}%`;
}

/** A line's key: a component billed at two VAT rates is two lines. */
const lineKey = (line: BillLine) => `${line.component}@${line.vatPercent}`;

/**
 * The invoice's lines beside the portal's own bill of the same period (#251's `computed`), both
 * rounded by the same rule on the server: the screen only compares the figures, it adds none.
 */
function LinesComparison({ detail, computed }: { detail: InvoiceDetail; computed: ComputedBill }) {
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
    keys.every((key) => onInvoice.get(key)?.amount === own.get(key)?.amount);
  return (
    <>
      <ScrollTable caption={t.linesCaption}>
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
                <td>{formatEuro(onInvoice.get(key)?.amount)}</td>
                <td>{formatEuro(own.get(key)?.amount)}</td>
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
        </tfoot>
      </ScrollTable>
      <p role="status">{same ? t.matches : t.differs}</p>
      <p className="muted">{t.vatShares}</p>
    </>
  );
}

function DaysTable({
  days,
  total,
  energy,
  selected,
  onSelect,
}: {
  days: BreakdownDay[];
  total: number;
  energy: number;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  return (
    <ScrollTable caption={t.daysCaption}>
      <thead>
        <tr>
          <th scope="col">{t.day}</th>
          <th scope="col">{t.energy}</th>
          <th scope="col">{t.amount}</th>
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
            <td>{formatEuro(day.amount)}</td>
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

function SlotsTable({ day, of }: { day: DaySlots; of: BreakdownDay | undefined }) {
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
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {day.slots.map((slot) => (
            <tr key={slot.start}>
              <th scope="row">{slotTime(slot.start, offsets.size > 1)}</th>
              <td>{formatKwh(slot.kwh, 3)}</td>
              <td>{formatCentsPerKwh(slot.energyPrice, 3)}</td>
              <td>{formatEuro(slot.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t.fees}</th>
            <td />
            <td />
            <td>{formatEuro(day.fees)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.dayTotal}</th>
            <td>{formatKwh(of?.kwh, 3)}</td>
            <td />
            <td>{formatEuro(of?.amount)}</td>
          </tr>
        </tfoot>
      </ScrollTable>
    </>
  );
}

/**
 * "Laskun erittely": the invoice beside the portal's own bill, the invoice by day, and a chosen
 * day by its metering slots (#251). Every figure is the server's; the days and a day's slots
 * add up to the invoice because the server apportions the invoice's own totals.
 */
export function InvoiceBreakdownSection({
  detail,
  userId,
  locationId,
}: {
  detail: InvoiceDetail;
  userId: number;
  locationId: string;
}) {
  const [day, setDay] = useState<string | null>(null);
  const arg = { userId, locationId, invoiceNumber: detail.invoiceNumber };
  const breakdown = api.useGetInvoiceBreakdownQuery(arg);
  const slots = api.useGetInvoiceBreakdownQuery(day ? { ...arg, date: day } : skipToken);
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
            <LinesComparison detail={detail} computed={data.computed} />
            <h3>{t.daysTitle}</h3>
            <p>{t.daysIntro}</p>
            <DaysTable
              days={data.days}
              total={data.amount}
              energy={data.energyKwh}
              selected={day}
              onSelect={setDay}
            />
            {day ? (
              <>
                <h3 ref={slotsHeading} tabIndex={-1}>
                  {t.slotsTitle(formatDate(day))}
                </h3>
                <QueryState query={slots} failed={t.slotsFailed}>
                  {(withDay) =>
                    withDay.day ? (
                      <SlotsTable day={withDay.day} of={data.days.find((d) => d.date === day)} />
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
