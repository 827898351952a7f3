import { api } from '../../api/enhanced';
import { InvoiceList } from '../../components/InvoiceList';
import { QueryState } from '../../components/QueryState';
import { fi } from '../../i18n/fi';
import { usePlace } from '../../place/PlaceContext';
import { screenPath } from '../../place/screens';
import { DueDateForm } from './DueDateForm';
import { EInvoiceSection } from './EInvoiceSection';

/** The PDF of an invoice (#161): a plain link the browser downloads with the session cookie. */
export function invoicePdfUrl(userId: number, locationId: string, invoiceNumber: string): string {
  return `/api/v2/invoice/user/${userId}/location/${encodeURIComponent(locationId)}/pdf/${encodeURIComponent(invoiceNumber)}`;
}

/** Invoices of a place (/kayttopaikka/laskut): due-date info and the list, newest first. */
export function InvoicesPage() {
  const { place, ownerId, basePath, readOnly } = usePlace();
  const locationId = place.location.identifier;
  const summary = api.useGetInvoiceSummaryQuery({ userId: ownerId, locationId });
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
