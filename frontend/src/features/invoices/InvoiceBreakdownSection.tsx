import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../api/enhanced';
import type { InvoiceDetail } from '../../api/rowTypes';
import { BreakdownSection } from '../../components/InvoiceBreakdownView';

/** A household's invoice breakdown (#251), with VAT. */
export function InvoiceBreakdownSection({
  detail,
  userId,
  locationId,
}: {
  detail: InvoiceDetail;
  userId: number;
  locationId: string;
}) {
  const arg = { userId, locationId, invoiceNumber: detail.invoiceNumber };
  const useBreakdown = (date: string | undefined | typeof skipToken) =>
    api.useGetInvoiceBreakdownQuery(date === skipToken ? skipToken : { ...arg, date });
  return <BreakdownSection detail={detail} useBreakdown={useBreakdown} basis={{ vat0: false }} />;
}
