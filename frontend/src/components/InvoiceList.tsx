import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { InvoiceSummary } from '../api/rowTypes';
import { formatDate, formatEuro } from '../format';
import { fi } from '../i18n/fi';
import { fiSelfService } from '../i18n/fiSelfService';
import { CloseDialog } from './ConfirmDialog';
import { ScrollTable } from './TableScroll';

/**
 * A place's due-date facts and its invoices, newest first, each with its PDF link: shown for a
 * household place and a company place alike.
 */
export function InvoiceList({
  summary,
  detailPath,
  details,
  pdfUrl,
  vat,
}: {
  summary: InvoiceSummary;
  /** A company's VAT setting: `false` lists the amounts without VAT. */
  vat?: boolean;
  /** Where an invoice's detail screen is; without one the number is plain text. */
  detailPath?: (invoiceNumber: string) => string;
  /**
   * An invoice's detail shown in a dialog over the list (spec §2 invoice view), for a screen
   * that has no detail route of its own; the number opens it.
   */
  details?: (invoiceNumber: string) => ReactNode;
  pdfUrl: (invoiceNumber: string) => string;
}) {
  const [open, setOpen] = useState<string>();
  return (
    <>
      <section className="card" aria-labelledby="due-date">
        <h2 id="due-date">{fi.invoices.dueDateTitle}</h2>
        <p data-testid="due-date-current">
          {summary.invoiceDueDateCode === 'LAST'
            ? fiSelfService.dueDate.lastDay
            : fi.invoices.dueDay(String(Number(summary.invoiceDueDateCode)))}
        </p>
        {summary.lastChangedDate ? (
          <p>{fi.invoices.lastChanged(formatDate(summary.lastChangedDate))}</p>
        ) : null}
        {summary.canChangeDueDate ? null : <p>{fi.invoices.cannotChange}</p>}
      </section>
      <ScrollTable caption={fi.screens.invoices}>
        <thead>
          <tr>
            <th scope="col">{fi.invoices.number}</th>
            <th scope="col">{fi.invoices.period}</th>
            <th scope="col">{fi.invoices.dueDate}</th>
            <th scope="col">{vat === false ? fi.invoices.amountVat0 : fi.invoices.amount}</th>
            <th scope="col">{fi.invoices.status}</th>
            <th scope="col">{fi.invoices.pdf}</th>
          </tr>
        </thead>
        <tbody>
          {summary.invoices.map((detail) => (
            <tr key={detail.invoiceNumber}>
              <th scope="row">
                {detailPath ? (
                  <Link to={detailPath(detail.invoiceNumber)}>{detail.invoiceNumber}</Link>
                ) : details ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-haspopup="dialog"
                    onClick={() => setOpen(detail.invoiceNumber)}
                  >
                    {detail.invoiceNumber}
                  </button>
                ) : (
                  detail.invoiceNumber
                )}
              </th>
              <td>{`${formatDate(detail.periodStart)}–${formatDate(detail.periodEnd)}`}</td>
              <td>{formatDate(detail.dueDate)}</td>
              <td>{formatEuro(vat === false ? detail.amountVat0 : detail.amount)}</td>
              <td>{fi.invoices.statuses[detail.status] ?? detail.status}</td>
              <td>
                <a href={pdfUrl(detail.invoiceNumber)} download>
                  {fi.invoices.pdfLink(detail.invoiceNumber)}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {open && details ? (
        <CloseDialog title={fi.invoices.detailTitle(open)} onClose={() => setOpen(undefined)}>
          {details(open)}
        </CloseDialog>
      ) : null}
    </>
  );
}
