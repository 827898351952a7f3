import { Link, useParams } from 'react-router';
import { api } from '../../api/enhanced';
import { InvoiceDetailView } from '../../components/InvoiceDetailView';
import { QueryState } from '../../components/QueryState';
import { fi } from '../../i18n/fi';
import { usePlace } from '../../place/PlaceContext';
import { screenPath } from '../../place/screens';
import { InvoiceBreakdownSection } from './InvoiceBreakdownSection';
import { invoicePdfUrl } from './InvoicesPage';

/** One invoice (/kayttopaikka/laskut/{invoiceNumber}). */
export function InvoiceDetailPage() {
  const { invoiceNumber = '' } = useParams();
  const { place, ownerId, basePath } = usePlace();
  const locationId = place.location.identifier;
  const detail = api.useGetInvoiceDetailsQuery({ userId: ownerId, locationId, invoiceNumber });
  // The virtual barcode comes with the list (#160), which the invoices screen has read already.
  const summary = api.useGetInvoiceSummaryQuery({ userId: ownerId, locationId });
  const barcode = summary.data?.invoices.find(
    (invoice) => invoice.invoiceNumber === invoiceNumber,
  )?.barcode;
  return (
    <>
      <p>
        <Link to={screenPath(basePath, 'laskut', locationId)}>{fi.invoices.back}</Link>
      </p>
      <h2>{fi.invoices.detailTitle(invoiceNumber)}</h2>
      <QueryState query={detail} failed={fi.invoices.detailFailed}>
        {(data) => (
          <>
            <InvoiceDetailView
              detail={data}
              pdfUrl={invoicePdfUrl(ownerId, locationId, invoiceNumber)}
              barcode={barcode}
            />
            <InvoiceBreakdownSection detail={data} userId={ownerId} locationId={locationId} />
          </>
        )}
      </QueryState>
    </>
  );
}
