/**
 * Answers shaped like the gateway rows' types (src/api/rowTypes.ts), built from small rules so
 * each test can see where a number comes from.
 */
import type {
  BillLine,
  ConsumptionGraph,
  CostLines,
  ElectricitySummary,
  EnergyPrices,
  InvoiceBreakdown,
  InvoiceDetail,
  InvoiceSummary,
  LiveSolar,
  LocationDetails,
  MonthlyProduction,
  MonthlySummary,
  PanelDetails,
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

/** A bill line at 25,5 % VAT. */
export function billLine(
  component: string,
  name: string,
  kwh: number | null,
  amountVat0: number,
  amount: number,
): BillLine {
  return { component, name, kwh, vatPercent: 25.5, amountVat0, amount };
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
    amountOfVat: 25.5,
    lines: [
      billLine('ENERGY', 'Sähköenergia', 600, 40, 50.2),
      billLine('BASIC_FEE', 'Perusmaksu', null, 10, 12.55),
      billLine('TRANSFER', 'Sähkönsiirto', 600, 20, 25.1),
      billLine('TRANSFER_BASIC_FEE', 'Siirron perusmaksu', null, 10, 12.55),
      billLine('ELECTRICITY_TAX', 'Sähkövero ja huoltovarmuusmaksu', 600, 20, 25.1),
    ],
    vatBreakdown: [{ vatPercent: 25.5, baseVat0: 100, vat: 25.5 }],
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

/**
 * #251 for invoiceDetail(): the portal's bill equal to the invoice, October's 31 days (day d
 * 4,05 € and 19,355 kWh, the 31st the rest: 4,00 € and 19,35 kWh), and with `date` that day in
 * four hourly slots of 1 € and 0,05 € of fees, or no slots when `heat`.
 */
export function invoiceBreakdown(date?: string, heat = false): InvoiceBreakdown {
  const detail = invoiceDetail();
  const days = Array.from({ length: 31 }, (_, index) => ({
    date: `2026-10-${String(index + 1).padStart(2, '0')}`,
    kwh: index < 30 ? 19.355 : 19.35,
    amountVat0: index < 30 ? 3.23 : 3.1,
    amount: index < 30 ? 4.05 : 4.0,
  }));
  return {
    invoiceNumber: detail.invoiceNumber,
    invoiceDetailType: detail.invoiceDetailType,
    periodStart: detail.periodStart,
    periodEnd: detail.periodEnd,
    amount: detail.amount,
    amountVat0: detail.amountVat0,
    energyKwh: detail.energyKwh,
    computed: {
      lines: detail.lines,
      vatBreakdown: detail.vatBreakdown,
      amountVat0: detail.amountVat0,
      amountOfVat: detail.amountOfVat,
      amount: detail.amount,
      energyKwh: detail.energyKwh,
    },
    days,
    day:
      date && !heat
        ? {
            date,
            slotMinutes: 60,
            fees: 0.05,
            feesVat0: 0.04,
            slots: ['00', '01', '02', '03'].map((hour) => ({
              start: `${date}T${hour}:00:00+03:00`,
              kwh: 4.839,
              energyPrice: 5.123,
              amountVat0: 0.8,
              amount: 1,
            })),
          }
        : null,
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

/** #170: 96 quarters of 1 kW ending now-ish, 24 kWh in the last 24 hours. */
export function liveSolar(): LiveSolar {
  const start = Date.parse('2026-11-17T00:00:00+02:00');
  return {
    panelId: 'PV100103',
    energyLast24Hours: { value: 24, unit: 'kWh' },
    powerNow: { value: 1.25, unit: 'kW' },
    powerPoints: Array.from({ length: 96 }, (_, index) => ({
      time: new Date(start + index * 900_000).toISOString(),
      power: 1,
    })),
  };
}

/** #62: a 16-panel plant. */
export function panelDetails(): PanelDetails {
  return {
    panelId: 'PV100103',
    plantName: 'Koivulehdon aurinkovoimala',
    latitude: 63.0785,
    longitude: 21.6604,
    energyLast12Months: { value: 5432.1, unit: 'kWh' },
    savings: { tvHours: 54321, saunaHeatings: 679, washingMachineRuns: 6036, electricCarKm: 30178 },
    panels: [{ count: 16, power: 410, tilt: 30, azimuth: 180 }],
    inverters: [
      {
        nominalPower: 6,
        commissionDate: '2023-05-17',
        model: 'Fronius Symo 6.0',
        serialNumber: 'SN-100103',
      },
    ],
  };
}

/** #61: three days of November 2026, 1, 2 and 3.5 kWh. */
export function monthlyProduction(): MonthlyProduction {
  return {
    panelId: 'PV100103',
    locationId: '643000000000000001',
    year: 2026,
    month: 11,
    unit: 'kWh',
    total: 6.5,
    days: [
      { date: '2026-11-01', energy: 1 },
      { date: '2026-11-02', energy: 2 },
      { date: '2026-11-03', energy: 3.5 },
    ],
  };
}

/** #149/#153: October 2026, 400 kWh for 80 €, 10 % more than September. */
export function monthlySummary(): MonthlySummary {
  return {
    year: 2026,
    month: 10,
    kwh: 400,
    cost: 80,
    averagePrice: 20,
    averageTemperature: 4.3,
    previousMonthKwh: 363.64,
    previousMonthDelta: 10,
    previousYearKwh: 500,
    previousYearDelta: -20,
  };
}

/** Cost lines whose VAT-0 lines add up to `totalVat0` and VAT is 25.5 % of it. */
function costLines(energy: number, fees: number): CostLines {
  const totalVat0 = energy + fees;
  const vat = Math.round(totalVat0 * 25.5) / 100;
  return {
    energy,
    margin: 0,
    basicFee: fees,
    addOns: 0,
    transfer: 0,
    electricityTax: 0,
    totalVat0,
    vat,
    total: Math.round((totalVat0 + vat) * 100) / 100,
  };
}

/**
 * #126 for November 2026. With `projection`, the current month: 26 days measured for 80 € +
 * 20 € VAT-0 (125,50 € with VAT) and a month-end projection of 1 234,56 €; without, no
 * month-to-date fields (a past month).
 */
export function electricitySummary(projection = true, vatIncluded = true): ElectricitySummary {
  const lines = costLines(80, 20);
  return {
    locationId: 'KP100101',
    year: 2026,
    month: 11,
    vatIncluded,
    totalKwh: 400,
    totalCost: vatIncluded ? lines.total : lines.totalVat0,
    costLines: lines,
    lines: [],
    vatBreakdown: [],
    periods: [],
    ...(projection
      ? {
          monthToDate: lines,
          projectedTotal: 1234.56,
          projectionBasis: {
            measuredDays: 26,
            projectedDays: 4,
            knownPriceSlots: 40,
            averagePriceSlots: 344,
            averagePrice: 7.5,
            profileFrom: '2026-10-29',
            profileTo: '2026-11-25',
          },
        }
      : { monthToDate: null, projectedTotal: null, projectionBasis: null }),
  };
}
