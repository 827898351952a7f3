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
            />
            <InvoiceBreakdownSection detail={data} userId={ownerId} locationId={locationId} />
          </>
        )}
      </QueryState>
    </>
  );
}
