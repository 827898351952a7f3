import { fi } from '../i18n/fi';
import { CopyButton } from './CopyButton';

/** What a payer types into their bank: the payee's account, the reference and the barcode. */
export interface Payment {
  iban: string;
  referenceNumber: string;
  /** The 54-digit virtual barcode; absent for a paid or credited invoice. */
  barcode?: string | null;
}

/**
 * An invoice's payment details, each with its copy button: the front page's open invoice, the
 * household's and a company place's invoice show the same. The long values wrap inside the
 * screen rather than widening it.
 */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const t = fi.payment;
  const rows: [label: string, value: string, copy: string][] = [
    [t.iban, payment.iban, t.copyIban],
    [t.reference, payment.referenceNumber, t.copyReference],
  ];
  if (payment.barcode) rows.push([t.barcode, payment.barcode, t.copyBarcode]);
  return (
    <dl className="payment-details">
      {rows.map(([label, value, copy]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <span className="payment-details__value">{value}</span>
            <CopyButton label={copy} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
