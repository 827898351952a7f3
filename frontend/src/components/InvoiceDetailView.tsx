import { useId } from 'react';
import type { InvoiceDetail } from '../api/rowTypes';
import { formatDate, formatEuro, formatKwh, formatNumber, NBSP } from '../format';
import { fi } from '../i18n/fi';
import { PaymentDetails } from './PaymentDetails';
import { ScrollTable } from './TableScroll';

type Row = [label: string, withVat: number, vat0: number];

/** The rows an invoice bills: electricity ones carry transfer and tax, DH ones energy and power. */
export function invoiceRows(detail: InvoiceDetail): Row[] {
  const rows: Row[] = [
    [fi.invoices.rows.consumption, detail.amountOfConsumption, detail.amountOfConsumptionVat0],
  ];
  if (detail.invoiceDetailType === 'electricity') {
    rows.push(
      [fi.invoices.rows.transfer, detail.amountOfTransfer, detail.amountOfTransferVat0],
      [fi.invoices.rows.tax, detail.amountOfElectricityTax, detail.amountOfElectricityTaxVat0],
    );
  } else {
    rows.push(
      [fi.invoices.rows.dhEnergy, detail.amountOfDHEnergy, detail.amountOfDHEnergyVat0],
      [fi.invoices.rows.dhPower, detail.amountOfDHPower, detail.amountOfDHPowerVat0],
    );
  }
  return rows;
}

/**
 * One invoice's facts, its payment details to copy, its billed rows with and without VAT and its
 * PDF: the household's invoice screen and a company place's invoice list show the same.
 */
export function InvoiceDetailView({
  detail,
  pdfUrl,
  vat,
  barcode,
}: {
  detail: InvoiceDetail;
  pdfUrl: string;
  /** The virtual barcode, which the invoice list carries and the detail does not. */
  barcode?: string | null;
  /** A company's VAT setting: only the amounts with VAT, or only those without; both if unset. */
  vat?: boolean;
}) {
  const paymentId = useId();
  const [showVat0, showVat] = [vat !== true, vat !== false];
  const rates = detail.vatPercents
    .map((rate) => `${formatNumber(rate, Number.isInteger(rate) ? 0 : 1)}${NBSP}%`)
    .join(', ');
  return (
    <>
      <dl className="facts card">
        <div>
          <dt>{fi.invoices.status}</dt>
          <dd>{fi.invoices.statuses[detail.status] ?? detail.status}</dd>
        </div>
        <div>
          <dt>{fi.invoices.dueDate}</dt>
          <dd>{formatDate(detail.dueDate)}</dd>
        </div>
        <div>
          <dt>{fi.invoices.invoiceDate}</dt>
          <dd>{formatDate(detail.invoiceDate)}</dd>
        </div>
        <div>
          <dt>{fi.invoices.period}</dt>
          <dd>{`${formatDate(detail.periodStart)}–${formatDate(detail.periodEnd)}`}</dd>
        </div>
        <div>
          <dt>{fi.invoices.energy}</dt>
          <dd>{formatKwh(detail.energyKwh)}</dd>
        </div>
        <div>
          <dt>{fi.invoices.company}</dt>
          <dd>{detail.companyName}</dd>
        </div>
      </dl>
      <section className="card" aria-labelledby={paymentId}>
        <h3 id={paymentId}>{fi.payment.title}</h3>
        <PaymentDetails payment={{ ...detail, barcode }} />
      </section>
      <ScrollTable caption={fi.invoices.rowsCaption}>
        <thead>
          <tr>
            <th scope="col">{fi.invoices.row}</th>
            {showVat0 ? <th scope="col">{fi.invoices.vat0}</th> : null}
            {showVat ? <th scope="col">{fi.invoices.withVat(rates)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {invoiceRows(detail).map(([label, withVat, vat0]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {showVat0 ? <td>{formatEuro(vat0)}</td> : null}
              {showVat ? <td>{formatEuro(withVat)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{fi.invoices.total}</th>
            {showVat0 ? <td>{formatEuro(detail.amountVat0)}</td> : null}
            {showVat ? <td>{formatEuro(detail.amount)}</td> : null}
          </tr>
        </tfoot>
      </ScrollTable>
      <p>
        <a className="button button--secondary" href={pdfUrl} download>
          {fi.invoices.pdfLink(detail.invoiceNumber)}
        </a>
      </p>
    </>
  );
}
