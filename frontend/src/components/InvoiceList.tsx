import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { InvoiceSummary, ListInvoice } from '../api/rowTypes';
import { formatDate, formatEuro } from '../format';
import { fi } from '../i18n/fi';
import { fiSelfService } from '../i18n/fiSelfService';
import { CloseDialog } from './ConfirmDialog';
import { ScrollTable } from './TableScroll';
import { useMediaQuery, WIDE_SCREEN } from './useMediaQuery';

const periodText = (detail: ListInvoice) =>
  `${formatDate(detail.periodStart)}–${formatDate(detail.periodEnd)}`;
const statusText = (detail: ListInvoice) => fi.invoices.statuses[detail.status] ?? detail.status;

/**
 * A place's due-date facts and its invoices, newest first, each with its PDF link: shown for a
 * household place and a company place alike, as a table on a wide screen and a card each on a
 * phone.
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
  // A six-column table would scroll sideways on a phone: there each invoice is a card.
  const wide = useMediaQuery(WIDE_SCREEN);
  const amountLabel = vat === false ? fi.invoices.amountVat0 : fi.invoices.amount;
  const amountText = (detail: ListInvoice) =>
    formatEuro(vat === false ? detail.amountVat0 : detail.amount);
  const opener = (invoiceNumber: string) =>
    detailPath ? (
      <Link to={detailPath(invoiceNumber)}>{invoiceNumber}</Link>
    ) : details ? (
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(invoiceNumber)}
      >
        {invoiceNumber}
      </button>
    ) : (
      invoiceNumber
    );
  const pdfLink = (invoiceNumber: string) => (
    <a href={pdfUrl(invoiceNumber)} download>
      {fi.invoices.pdfLink(invoiceNumber)}
    </a>
  );
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
      {wide ? (
        <ScrollTable caption={fi.screens.invoices}>
          <thead>
            <tr>
              <th scope="col">{fi.invoices.number}</th>
              <th scope="col">{fi.invoices.period}</th>
              <th scope="col">{fi.invoices.dueDate}</th>
              <th scope="col">{amountLabel}</th>
              <th scope="col">{fi.invoices.status}</th>
              <th scope="col">{fi.invoices.pdf}</th>
            </tr>
          </thead>
          <tbody>
            {summary.invoices.map((detail) => (
              <tr key={detail.invoiceNumber}>
                <th scope="row">{opener(detail.invoiceNumber)}</th>
                <td>{periodText(detail)}</td>
                <td>{formatDate(detail.dueDate)}</td>
                <td>{amountText(detail)}</td>
                <td>{statusText(detail)}</td>
                <td>{pdfLink(detail.invoiceNumber)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <ul className="invoice-cards" aria-label={fi.screens.invoices}>
          {summary.invoices.map((detail) => (
            <li key={detail.invoiceNumber}>
              <article
                className="card invoice-card"
                aria-label={fi.invoices.detailTitle(detail.invoiceNumber)}
              >
                <h3>{opener(detail.invoiceNumber)}</h3>
                <dl className="facts">
                  <div>
                    <dt>{amountLabel}</dt>
                    <dd>{amountText(detail)}</dd>
                  </div>
                  <div>
                    <dt>{fi.invoices.dueDate}</dt>
                    <dd>{formatDate(detail.dueDate)}</dd>
                  </div>
                  <div>
                    <dt>{fi.invoices.status}</dt>
                    <dd>{statusText(detail)}</dd>
                  </div>
                  <div>
                    <dt>{fi.invoices.period}</dt>
                    <dd>{periodText(detail)}</dd>
                  </div>
                </dl>
                <p className="invoice-card__pdf">{pdfLink(detail.invoiceNumber)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {open && details ? (
        <CloseDialog title={fi.invoices.detailTitle(open)} onClose={() => setOpen(undefined)}>
          {details(open)}
        </CloseDialog>
      ) : null}
    </>
  );
}
