import { ScrollTable } from '../../components/TableScroll';
import { Link } from 'react-router';
import { useGetInvoiceSummaryQuery } from '../../api/enhanced';
import type { InvoiceSummary } from '../../api/rowTypes';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatEuro } from '../../format';
import { fi } from '../../i18n/fi';
import { fiSelfService } from '../../i18n/fiSelfService';
import { usePlace } from '../../place/PlaceContext';
import { screenPath } from '../../place/screens';
import { DueDateForm } from './DueDateForm';
import { EInvoiceSection } from './EInvoiceSection';

/** The PDF of an invoice (#161): a plain link the browser downloads with the session cookie. */
export function invoicePdfUrl(userId: number, locationId: string, invoiceNumber: string): string {
  return `/api/v2/invoice/user/${userId}/location/${encodeURIComponent(locationId)}/pdf/${encodeURIComponent(invoiceNumber)}`;
}

export function InvoiceList({
  summary,
  detailPath,
  pdfUrl,
}: {
  summary: InvoiceSummary;
  /** Where an invoice's detail screen is; without one the number is plain text. */
  detailPath?: (invoiceNumber: string) => string;
  pdfUrl: (invoiceNumber: string) => string;
}) {
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
            <th scope="col">{fi.invoices.amount}</th>
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
                ) : (
                  detail.invoiceNumber
                )}
              </th>
              <td>{`${formatDate(detail.periodStart)}–${formatDate(detail.periodEnd)}`}</td>
              <td>{formatDate(detail.dueDate)}</td>
              <td>{formatEuro(detail.amount)}</td>
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
    </>
  );
}

/** Invoices of a place (/kayttopaikka/laskut): due-date info and the list, newest first. */
export function InvoicesPage() {
  const { place, ownerId, basePath, readOnly } = usePlace();
  const locationId = place.location.identifier;
  const summary = useGetInvoiceSummaryQuery({ userId: ownerId, locationId });
  return (
    <>
      <h2>{fi.screens.invoices}</h2>
      <QueryState
        query={summary}
        failed={fi.invoices.loadFailed}
        empty={fi.invoices.none}
        isEmpty={(data) => data.invoices.length === 0}
      >
        {(data) => (
          <>
            <InvoiceList
              summary={data}
              detailPath={(number) =>
                screenPath(basePath, `laskut/${encodeURIComponent(number)}`, locationId)
              }
              pdfUrl={(number) => invoicePdfUrl(ownerId, locationId, number)}
            />
            {readOnly ? null : (
              <>
                <DueDateForm
                  userId={ownerId}
                  locationId={locationId}
                  current={data.invoiceDueDateCode}
                  canChange={data.canChangeDueDate}
                />
                {data.invoices[0] ? (
                  <EInvoiceSection contractCode={data.invoices[0].invoicingContractCode} />
                ) : null}
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
