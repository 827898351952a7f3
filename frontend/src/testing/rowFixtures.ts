/**
 * Answers shaped like the gateway rows' types (src/api/rowTypes.ts), built from small rules so
 * each test can see where a number comes from.
 */
import type {
  ConsumptionGraph,
  EnergyPrices,
  InvoiceDetail,
  InvoiceSummary,
  LocationDetails,
  SpotPrice,
} from '../api/rowTypes';

/** Helsinki midnight of a date in winter time (UTC+2), as RFC 3339 with the offset. */
const midnight = (date: string) => `${date}T00:00:00+02:00`;

/** A MONTH graph of November 2026: day d consumed d kWh; overlays when `spline`. */
export function novemberGraph(spline = true): ConsumptionGraph {
  const days = Array.from(
    { length: 30 },
    (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`,
  );
  return {
    locationId: 'KP100101',
    resolution: 'MONTH',
    date: '2026-11-01',
    start: '2026-11-01',
    end: '2026-12-01',
    unit: 'KWH',
    points: days.map((day, index) => ({ time: midnight(day), kwh: index < 21 ? index + 1 : null })),
    overlays: spline
      ? [
          {
            kind: 'temperature',
            unit: 'CELSIUS',
            points: days.map((day) => ({ time: midnight(day), value: -2.5 })),
          },
          {
            kind: 'market-price',
            unit: 'EUR_KWH',
            points: days.map((day) => ({ time: midnight(day), value: 0.1255, valueVat0: 0.1 })),
          },
        ]
      : [],
  };
}

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    invoiceNumber: '2026110001',
    origin: 'VARE',
    status: 'complete',
    invoiceDetailType: 'electricity',
    amount: 125.5,
    amountVat0: 100,
    amountOfElectricityTax: 25.1,
    amountOfElectricityTaxVat0: 20,
    amountOfTransfer: 37.65,
    amountOfTransferVat0: 30,
    amountOfConsumption: 62.75,
    amountOfConsumptionVat0: 50,
    amountOfDHEnergy: 0,
    amountOfDHEnergyVat0: 0,
    amountOfDHPower: 0,
    amountOfDHPowerVat0: 0,
    vatPercents: [25.5],
    energyKwh: 600,
    invoiceDate: '2026-11-05',
    dueDate: '2026-11-28',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    referenceNumber: '1232',
    iban: 'FI2112345600000785',
    companyName: 'Vaasan Energia Oy',
    contractType: 'ELECTRICITY_AND_NETWORK',
    ...overrides,
  };
}

export function invoiceSummary(): InvoiceSummary {
  const newest = invoiceDetail();
  const older = invoiceDetail({
    invoiceNumber: '2026100001',
    status: 'paid',
    amount: 98.3,
    dueDate: '2026-10-28',
    periodStart: '2026-09-01',
    periodEnd: '2026-09-30',
  });
  return {
    invoiceDueDateCode: '28',
    canChangeDueDate: true,
    lastChangedDate: null,
    detail: newest,
    invoices: [newest, older].map((detail) => ({
      ...detail,
      invoicingContractCode: 'IC-1',
      invoicingCustomerCode: 'ICU-1',
      barcode: null,
    })),
  };
}

/** Quarter-hour prices of a Helsinki day in winter: slot q costs q/10 c/kWh (VAT 25.5 %). */
export function dayPrices(date: string): SpotPrice[] {
  const start = Date.parse(midnight(date));
  return Array.from({ length: 96 }, (_, q) => {
    const vat0 = q / 10;
    return {
      time: new Date(start + q * 15 * 60_000).toISOString(),
      durationMinutes: 15,
      eurMwh: vat0 * 10,
      priceVat0: vat0,
      priceVat: vat0 * 1.255,
      vatPercent: 25.5,
      value: vat0 * 1.255,
    };
  });
}

export function energyPrices(year: number, month: number, days: string[]): EnergyPrices {
  return {
    year,
    month,
    vatIncluded: true,
    unit: 'c/kWh',
    publishedUntil: `${days[days.length - 1]}T23:45:00+02:00`,
    prices: days.flatMap(dayPrices),
  };
}

export function locationDetails(vat = true): LocationDetails {
  return {
    detail: {
      locationIdentifier: 'KP100101',
      utilityType: 'ELECTRICITY',
      contractName: 'Pörssisähkö',
      additionalContractName: null,
      locationBuildingType: 'DetachedHouse',
      price: 0.49,
      priceVat: 0.61,
      priceVat0: 0.49,
      priceUnit: 'c/kWh',
      greenPowerName: null,
      greenPowerOn: false,
      canHaveGreenPower: true,
      canHaveHomeInsurance: true,
      homeInsuranceOn: false,
      potenticalCarbonEmissionSavings: 1200,
      potenticalCarbonEmissionSavingsUnit: 'kg',
      energyMargin: 0.49,
      energyMarginVat: 0.61,
      energyMarginVat0: 0.49,
      energyMarginUnit: 'c/kWh',
      vat,
      customerServiceNumbers: [],
    },
    features: [],
    missing: [],
    notifications: [],
    popups: [],
    budget: {
      active: true,
      budget: 300,
      consumptionForMonth: 150,
      consumptionMonth: '2026-11',
    },
  };
}
