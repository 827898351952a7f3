/**
 * The answer types of the issue-4 rows the screens use: the schemas codegen writes from the
 * gateway's OpenAPI document (named after the Rust types in upstream-clients).
 */
import type { ConsumptionGraph, ContractPricing, Overlay } from './gateway.gen';

export type {
  EnergyUnit,
  OverlayPoint,
  Overlay,
  GraphPoint,
  ConsumptionGraph,
  SpotPrice,
  EnergyPrices,
  MonthValue,
  FutureEnergyPrice,
  InvoiceStatus,
  InvoiceDetailType,
  InvoiceDetail,
  ListInvoice,
  InvoiceSummary,
  ContractPricing,
  Contract,
  ContractList,
  MessageBox,
  Message,
  MessagePage,
  CustomerServiceNumberList,
  CustomerServiceInfo,
  CustomerServiceInfoList,
  UiMode,
  UserUi,
  FeatureList,
  Popup,
  PopupList,
  TemperatureIndexLimits,
  HeatPoint,
  DistrictHeatingTimeseries,
  ProductionPoint,
  MicrogenerationTimeseries,
  LocationDetail,
  PeriodDelta,
  EnergyConsumption,
  MarketPrice,
  DistrictHeatingConsumption,
  MicrogenerationProduction,
  Budget,
  ConsumptionPrice,
  LocationDetails,
} from './gateway.gen';

export type Resolution = ConsumptionGraph['resolution'];
export type OverlayKind = Overlay['kind'];
export type PriceType = ContractPricing['priceType'];
