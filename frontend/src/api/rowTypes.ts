/**
 * Answer types of the issue-4 gateway rows, mirroring the Rust types in
 * upstream-clients/src/{metering,invoicing,solar,messaging,content,crm}.rs (serde camelCase) until
 * the gateway's OpenAPI document lists the rows. The names are the Rust type names, which are
 * also the schema names codegen writes into gateway.gen.ts, so the switch is one import.
 */
import type {
  Company,
  ContractType,
  CustomerServiceNumber,
  Feature,
  UtilityType,
} from './gateway.gen';

export type Resolution = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'YEARS' | 'DAY_QUARTERLY';
export type OverlayKind = 'temperature' | 'market-price' | 'comparison' | 'reactive-power';
export type EnergyUnit = 'CELSIUS' | 'EUR_KWH' | 'KWH' | 'KVARH' | 'MWH';

export type OverlayPoint = { time: string; value?: number | null; valueVat0?: number | null };
export type Overlay = { kind: OverlayKind; unit: EnergyUnit; points: OverlayPoint[] };
export type GraphPoint = { time: string; kwh?: number | null };
/** #156 */
export type ConsumptionGraph = {
  locationId: string;
  resolution: Resolution;
  date: string;
  start: string;
  end: string;
  unit: EnergyUnit;
  points: GraphPoint[];
  overlays: Overlay[];
};

export type SpotPrice = {
  time: string;
  durationMinutes: number;
  eurMwh: number;
  priceVat0: number;
  priceVat: number;
  vatPercent: number;
  value: number;
};
/** #168 */
export type EnergyPrices = {
  year: number;
  month: number;
  vatIncluded: boolean;
  unit: string;
  publishedUntil: string;
  prices: SpotPrice[];
};
export type MonthValue = { year: number; month: number; value: number };
/** #167 */
export type FutureEnergyPrice = {
  vatIncluded: boolean;
  unit: string;
  updated: string;
  historicData: MonthValue[];
  futureData: MonthValue[];
};

export type InvoiceStatus = 'paid' | 'complete';
export type InvoiceDetailType = 'electricity' | 'districtHeating';
/** #162 */
export type InvoiceDetail = {
  invoiceNumber: string;
  origin: Company;
  status: InvoiceStatus;
  invoiceDetailType: InvoiceDetailType;
  amount: number;
  amountVat0: number;
  amountOfElectricityTax: number;
  amountOfElectricityTaxVat0: number;
  amountOfTransfer: number;
  amountOfTransferVat0: number;
  amountOfConsumption: number;
  amountOfConsumptionVat0: number;
  amountOfDhEnergy: number;
  amountOfDhEnergyVat0: number;
  amountOfDhPower: number;
  amountOfDhPowerVat0: number;
  vatPercents: number[];
  energyKwh: number;
  invoiceDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  referenceNumber: string;
  iban: string;
  companyName: string;
  contractType: ContractType;
};
export type ListInvoice = {
  detail: InvoiceDetail;
  invoicingContractCode: string;
  invoicingCustomerCode: string;
  barcode?: string | null;
};
/** #160 */
export type InvoiceSummary = {
  invoiceDueDateCode: string;
  canChangeDueDate: boolean;
  lastChangedDate?: string | null;
  detail?: InvoiceDetail | null;
  invoices: ListInvoice[];
};

export type DocumentType = 'CONTRACT_TERMS' | 'PRICE_LIST' | 'CONTRACT_CONFIRMATION';
export type Document = {
  documentId: string;
  documentType: DocumentType;
  name: string;
  fileName: string;
  contentType: string;
  date: string;
};
/** #188 */
export type Documents = { items: Document[] };

export type PriceType = 'SPOT_MARGIN' | 'FIXED' | 'DISTRICT_HEATING' | 'PURCHASE_MARGIN';
export type ContractPricing = {
  priceType: PriceType;
  price: number;
  priceVat: number;
  priceVat0: number;
  priceUnit: string;
  basicFee: number;
  basicFeeVat: number;
  basicFeeVat0: number;
  basicFeeUnit: string;
  vatIncluded: boolean;
  vatPercent: number;
};
export type Contract = {
  contractCode: string;
  productName: string;
  contractType: ContractType;
  utilityType: UtilityType;
  locationIdentifier: string;
  contentOwnerId: number;
  company: Company;
  customerCode: string;
  invoicingContractCode: string;
  startDate: string;
  endDate?: string | null;
  pricing: ContractPricing;
};
/** #118, #190 */
export type ContractList = { vatIncluded: boolean; contracts: Contract[] };

export type MessageBox = 'general' | 'info' | 'alert';
export type Message = {
  messageId: string;
  messageBox: MessageBox;
  kind: string;
  title: string;
  body: string;
  sent: string;
  seen: boolean;
  locationIdentifier?: string | null;
};
/** #69–#71 */
export type MessagePage = {
  messageBox: MessageBox;
  offset: number;
  count: number;
  total: number;
  unreadCount: number;
  messages: Message[];
};

/** #163 */
export type CustomerServiceNumberList = { customerServiceNumbers: CustomerServiceNumber[] };
export type CustomerServiceInfo = {
  company: Company;
  companyName: string;
  businessId: string;
  email: string;
  hours: string;
  customerServiceNumbers: CustomerServiceNumber[];
};
/** #164 */
export type CustomerServiceInfoList = { companies: CustomerServiceInfo[] };

export type UiMode = 'B2C' | 'B2B';
/** #107 */
export type UserUi = { priwattiUserId: number; uiMode: UiMode };
/** #186, #187 */
export type FeatureList = { features: Feature[] };

export type Popup = {
  kind: string;
  utilityType: UtilityType;
  title: string;
  description: string;
  accept: string;
  close: string;
  dismissDescription: string;
  dismissProperty: string;
};
/** #176 */
export type PopupList = { popups: Popup[] };

export type TemperatureIndexLimits = {
  buildingType: string;
  excellent: number;
  veryGood: number;
  good: number;
  satisfying: number;
  passable: number;
  bad: number;
};
export type HeatPoint = {
  date: string;
  energyMwh: number;
  supplyTemperature: number;
  returnTemperature: number;
  cooling: number;
  temperatureIndex: string;
  outdoorTemperature: number;
};
/** #131 */
export type DistrictHeatingTimeseries = {
  locationId: string;
  year: number;
  temperatureIndexLimits: TemperatureIndexLimits;
  points: HeatPoint[];
};

export type ProductionPoint = { time: string; kwh: number; priceEurMwh: number };
/** #64 */
export type MicrogenerationTimeseries = {
  locationId: string;
  year: number;
  resolutionMinutes: number;
  points: ProductionPoint[];
};
export type ProductionPeriod = { period: string; kwh: number; revenue: number; measured: boolean };
/** #63 */
export type MicrogenerationSummary = {
  locationId: string;
  year: number;
  month?: number | null;
  totalKwh: number;
  totalRevenue: number;
  periods: ProductionPeriod[];
};

/** Location details parts (spec §3, #117). */
export type LocationDetail = {
  locationIdentifier: string;
  utilityType: UtilityType;
  contractName: string;
  additionalContractName?: string | null;
  locationBuildingType: string;
  price: number;
  priceVat: number;
  priceVat0: number;
  priceUnit: string;
  greenPowerName?: string | null;
  greenPowerOn: boolean;
  canHaveGreenPower: boolean;
  canHaveHomeInsurance: boolean;
  homeInsuranceOn: boolean;
  potenticalCarbonEmissionSavings: number;
  potenticalCarbonEmissionSavingsUnit: string;
  energyMargin: number;
  energyMarginVat: number;
  energyMarginVat0: number;
  energyMarginUnit: string;
  vat: boolean;
  customerServiceNumbers: CustomerServiceNumber[];
};
export type PeriodDelta = { kind: string; consumption: number; delta: number };
export type EnergyConsumption = {
  measurementDate: string;
  yesterdayConsumption: number;
  previousDayDelta: number;
  previousWeekLabel: string;
  previousMonthLabel: string;
  previousWeekConsumption: PeriodDelta;
  previousMonthConsumption: PeriodDelta;
  yesterdayCost: number;
};
export type MarketPrice = {
  weekAvgPrice: number;
  weekAvgPriceVat: number;
  weekAvgPriceVat0: number;
  hourlyPrice: number;
  hourlyPriceVat: number;
  hourlyPriceVat0: number;
  notificationOn: boolean;
};
export type DistrictHeatingConsumption = {
  measurementDate: string;
  consumption: number;
  price: number;
  returnTemperature: number;
  returnTemperatureDescription: string;
  temperatureIndex: number;
  temperatureIndexDescription: string;
  temperatureIndexLimits: TemperatureIndexLimits;
};
export type MicrogenerationProduction = {
  measurementDate: string;
  yesterdayProduction: number;
  previousDayDelta: number;
  previousWeekProduction: number;
  previousWeekDelta: number;
  previousMonthProduction: number;
  previousMonthDelta: number;
};
export type Budget = {
  active: boolean;
  budget: number;
  consumptionForMonth: number;
  consumptionMonth: string;
};
export type ConsumptionPrice = { year: number; month: number; value: number; priceUnit: string };
export type SolarEnergySummary = { panelId: string; panelName: string };
/** #117 */
export type LocationDetails = {
  detail: LocationDetail;
  features: Feature[];
  energyConsumption?: EnergyConsumption | null;
  solarEnergy?: SolarEnergySummary | null;
  invoice?: ListInvoice | null;
  secondInvoice?: ListInvoice | null;
  marketPrice?: MarketPrice | null;
  districtHeatingConsumption?: DistrictHeatingConsumption | null;
  microgenerationProduction?: MicrogenerationProduction | null;
  monthlyInsightsMonth?: string | null;
  budget?: Budget | null;
  consumptionPrice?: ConsumptionPrice | null;
  popups?: Popup[];
};
