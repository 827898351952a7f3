import { skipToken } from '@reduxjs/toolkit/query';
import { companyApi } from '../../../api/b2bApi';
import type { InvoiceDetail } from '../../../api/rowTypes';
import { BreakdownSection } from '../../../components/InvoiceBreakdownView';
import { InvoiceDetailView } from '../../../components/InvoiceDetailView';
import { InvoiceList } from '../../../components/InvoiceList';
import { QueryState } from '../../../components/QueryState';
import { fi } from '../../../i18n/fi';
import { fiCompany } from '../../../i18n/fiCompany';
import { placePath, type PlaceArg, type PricedPlaceProps } from './heldPlace';
import { PlaceRead } from './PlaceRead';

const t = fiCompany.place;

function pdfUrl(arg: PlaceArg, invoiceNumber: string) {
  return `${placePath(arg)}/invoice/pdf/${encodeURIComponent(invoiceNumber)}`;
}

/** "Laskun erittely" of a company place's invoice (#253), on the company's VAT basis. */
function CompanyInvoiceBreakdown({
  arg,
  vat,
  detail,
}: PricedPlaceProps & { detail: InvoiceDetail }) {
  const invoice = { ...arg, invoiceNumber: detail.invoiceNumber };
  const useBreakdown = (date: string | undefined | typeof skipToken) =>
    companyApi.useGetCompanyInvoiceBreakdownQuery(
      date === skipToken ? skipToken : { ...invoice, date },
    );
  return <BreakdownSection detail={detail} useBreakdown={useBreakdown} basis={{ vat0: !vat }} />;
}

/** One invoice's figures and rows (#219) and its breakdown, read when it is opened. */
function InvoiceDetails({
  arg,
  vat,
  invoiceNumber,
  barcode,
}: PricedPlaceProps & { invoiceNumber: string; barcode?: string | null }) {
  const query = companyApi.useGetCompanyInvoiceDetailsQuery({ ...arg, invoiceNumber });
  return (
    <QueryState query={query} failed={fi.invoices.detailFailed}>
      {(detail) => (
        <>
          <InvoiceDetailView
            detail={detail}
            pdfUrl={pdfUrl(arg, invoiceNumber)}
            vat={vat}
            barcode={barcode}
          />
          <CompanyInvoiceBreakdown arg={arg} vat={vat} detail={detail} />
        </>
      )}
    </QueryState>
  );
}

/**
 * The place's invoices (#217), each with its PDF (#218): a plain GET link the browser
 * downloads with the session cookie (a read needs no CSRF header). The household's list is
 * reused; an invoice's number opens its details (#219) in a dialog. Amounts follow the
 * company's VAT setting.
 */
export function PlaceInvoices({ arg, vat }: PricedPlaceProps) {
  const query = companyApi.useGetCompanyInvoiceSummaryQuery(arg);
  return (
    <section className="card company-table" aria-labelledby="company-invoices">
      <h2 id="company-invoices">{t.invoices}</h2>
      <PlaceRead
        query={query}
        failed={t.invoicesFailed}
        empty={t.noInvoices}
        isEmpty={(data) => data.invoices.length === 0}
      >
        {(data) => (
          <InvoiceList
            summary={data}
            details={(number) => (
              <InvoiceDetails
                arg={arg}
                vat={vat}
                invoiceNumber={number}
                barcode={data.invoices.find((invoice) => invoice.invoiceNumber === number)?.barcode}
              />
            )}
            pdfUrl={(number) => pdfUrl(arg, number)}
            vat={vat}
          />
        )}
      </PlaceRead>
    </section>
  );
}
