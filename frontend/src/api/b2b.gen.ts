import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanyLocationComparisons: build.query<
      ListCompanyLocationComparisonsApiResponse,
      ListCompanyLocationComparisonsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/listComparisons`,
        params: {
          searchString: queryArg.searchString,
          offset: queryArg.offset,
          count: queryArg.count,
          type: queryArg["type"],
          sortingMode: queryArg.sortingMode,
        },
      }),
    }),
    listCompanyLocations: build.query<
      ListCompanyLocationsApiResponse,
      ListCompanyLocationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/listSearch`,
        params: {
          searchString: queryArg.searchString,
          offset: queryArg.offset,
          count: queryArg.count,
          type: queryArg["type"],
          sortingMode: queryArg.sortingMode,
        },
      }),
    }),
    getCompanyLocationSummary: build.query<
      GetCompanyLocationSummaryApiResponse,
      GetCompanyLocationSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/listSummary`,
        params: {
          searchString: queryArg.searchString,
          type: queryArg["type"],
        },
      }),
    }),
    addCompanyLocationLabels: build.mutation<
      AddCompanyLocationLabelsApiResponse,
      AddCompanyLocationLabelsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/addLabels`,
        method: "PUT",
        body: queryArg.labelsRequest,
      }),
    }),
    getCompanyLocationAdditionalServices: build.query<
      GetCompanyLocationAdditionalServicesApiResponse,
      GetCompanyLocationAdditionalServicesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/additionalServices`,
      }),
    }),
    getCompanyCompositeEligible: build.query<
      GetCompanyCompositeEligibleApiResponse,
      GetCompanyCompositeEligibleApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/compositeEligible`,
      }),
    }),
    getCompanyCompositesExisting: build.query<
      GetCompanyCompositesExistingApiResponse,
      GetCompanyCompositesExistingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/compositeExisting`,
      }),
    }),
    getCompanyLocationContracts: build.query<
      GetCompanyLocationContractsApiResponse,
      GetCompanyLocationContractsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/contracts`,
      }),
    }),
    createCompanyCompositeLocation: build.mutation<
      CreateCompanyCompositeLocationApiResponse,
      CreateCompanyCompositeLocationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/createCompositeLocation`,
        method: "POST",
        body: queryArg.compositeLocationRequest,
      }),
    }),
    getCompanyInvoiceSummary: build.query<
      GetCompanyInvoiceSummaryApiResponse,
      GetCompanyInvoiceSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/invoice/summary`,
        params: {
          searchStart: queryArg.searchStart,
          searchEnd: queryArg.searchEnd,
        },
      }),
    }),
    modifyCompanyCompositeLocation: build.mutation<
      ModifyCompanyCompositeLocationApiResponse,
      ModifyCompanyCompositeLocationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/modifyCompositeLocation`,
        method: "POST",
        body: queryArg.compositeModificationRequest,
      }),
    }),
    removeCompanyLocationLabels: build.mutation<
      RemoveCompanyLocationLabelsApiResponse,
      RemoveCompanyLocationLabelsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/removeLabels`,
        method: "PUT",
        body: queryArg.labelsRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as b2bApi };
export type ListCompanyLocationComparisonsApiResponse =
  /** status 200 OK */ CompanyLocationPage;
export type ListCompanyLocationComparisonsApiArg = {
  companyRef: string;
  userId: number;
  /** Only places whose name, address or a label contains this, ignoring case */
  searchString?: string;
  /** The 0-based index of the first place of the page (default 0) */
  offset?: number;
  /** Places on a page, 1-100 (default 20) */
  count?: number;
  /** Only places of this utility (default ALL) */
  type?: "ALL" | "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION";
  /** The order of the list (default ADDRESS_ASC) */
  sortingMode?:
    | "ADDRESS_ASC"
    | "ADDRESS_DESC"
    | "ALERTS_TRIGGERED_ASC"
    | "ALERTS_TRIGGERED_DESC"
    | "ALERTS_ENABLED_ASC"
    | "ALERTS_ENABLED_DESC"
    | "NAME_ASC"
    | "NAME_DESC"
    | "LABELS_ASC"
    | "LABELS_DESC"
    | "COMPANY_ASC"
    | "COMPANY_DESC"
    | "CONTENT_ORDER";
};
export type ListCompanyLocationsApiResponse =
  /** status 200 OK */ CompanyLocationPage;
export type ListCompanyLocationsApiArg = {
  companyRef: string;
  userId: number;
  /** Only places whose name, address or a label contains this, ignoring case */
  searchString?: string;
  /** The 0-based index of the first place of the page (default 0) */
  offset?: number;
  /** Places on a page, 1-100 (default 20) */
  count?: number;
  /** Only places of this utility (default ALL) */
  type?: "ALL" | "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION";
  /** The order of the list (default ADDRESS_ASC) */
  sortingMode?:
    | "ADDRESS_ASC"
    | "ADDRESS_DESC"
    | "ALERTS_TRIGGERED_ASC"
    | "ALERTS_TRIGGERED_DESC"
    | "ALERTS_ENABLED_ASC"
    | "ALERTS_ENABLED_DESC"
    | "NAME_ASC"
    | "NAME_DESC"
    | "LABELS_ASC"
    | "LABELS_DESC"
    | "COMPANY_ASC"
    | "COMPANY_DESC"
    | "CONTENT_ORDER";
};
export type GetCompanyLocationSummaryApiResponse =
  /** status 200 OK */ CompanyLocationSummary;
export type GetCompanyLocationSummaryApiArg = {
  companyRef: string;
  userId: number;
  /** Only places whose name, address or a label contains this, ignoring case */
  searchString?: string;
  /** Only places of this utility (default ALL) */
  type?: "ALL" | "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION";
};
export type AddCompanyLocationLabelsApiResponse = unknown;
export type AddCompanyLocationLabelsApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  labelsRequest: LabelsRequest;
};
export type GetCompanyLocationAdditionalServicesApiResponse =
  /** status 200 OK */ AdditionalServiceList;
export type GetCompanyLocationAdditionalServicesApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type GetCompanyCompositeEligibleApiResponse =
  /** status 200 OK */ CompositeEligibleList;
export type GetCompanyCompositeEligibleApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type GetCompanyCompositesExistingApiResponse =
  /** status 200 OK */ CompositeLocationList;
export type GetCompanyCompositesExistingApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type GetCompanyLocationContractsApiResponse =
  /** status 200 OK */ ContractList;
export type GetCompanyLocationContractsApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type CreateCompanyCompositeLocationApiResponse =
  /** status 201 Created: the upstream made it */ CompositeLocation;
export type CreateCompanyCompositeLocationApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  compositeLocationRequest: CompositeLocationRequest;
};
export type GetCompanyInvoiceSummaryApiResponse =
  /** status 200 OK */ InvoiceSummary;
export type GetCompanyInvoiceSummaryApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  /** Invoices dated on or after this day, YYYY-MM-DD */
  searchStart?: string;
  /** Invoices dated on or before this day, YYYY-MM-DD */
  searchEnd?: string;
};
export type ModifyCompanyCompositeLocationApiResponse =
  /** status 200 OK */ CompositeLocation;
export type ModifyCompanyCompositeLocationApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  compositeModificationRequest: CompositeModificationRequest;
};
export type RemoveCompanyLocationLabelsApiResponse = unknown;
export type RemoveCompanyLocationLabelsApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  labelsRequest: LabelsRequest;
};
export type Company = "VARE" | "SV" | "KUO";
export type LocationComparison = {
  consumption: number;
  /** The change against the year before in percent; 0 when either is zero (spec §5). */
  delta: number;
  locationIdentifier: string;
  /** The month compared (YYYY-MM): the last full month. */
  month: string;
  /** The same month a year before. */
  previousYearConsumption: number;
  /** kWh for electricity, MWh for district heating. */
  unit: string;
};
export type Address = {
  city: string;
  postalCode: string;
  street: string;
};
export type UtilityType =
  "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION" | "SOLAR";
export type ListLocation = {
  address: Address;
  locationIdentifier: string;
  locationReferenceId: string;
  /** The company's own name for the place, if it gave one. */
  name?: string | null;
  utilityType: UtilityType;
};
export type UserRight = "READ_ONLY" | "FULL_ACCESS";
export type CompanyLocationItem = {
  /** Alerts of the place switched on (the ALERTS_ENABLED sort modes). */
  alertsEnabled: number;
  /** Alerts of the place that fired recently (the ALERTS_TRIGGERED sort modes). */
  alertsTriggered: number;
  /** The energy company serving the place (the COMPANY sort modes). */
  company: Company;
  comparison?: null | LocationComparison;
  /** The composite location the place belongs to; absent for a place on its own. A B2B
    user addresses the place by this id (else by its locationIdentifier). */
  compositeLocationIdentifier?: string | null;
  labels: string[];
  location: ListLocation;
  /** The caller's right on the place: FULL_ACCESS for the main user. */
  rights: UserRight;
};
export type SortingMode =
  | "ADDRESS_ASC"
  | "ADDRESS_DESC"
  | "ALERTS_TRIGGERED_ASC"
  | "ALERTS_TRIGGERED_DESC"
  | "ALERTS_ENABLED_ASC"
  | "ALERTS_ENABLED_DESC"
  | "NAME_ASC"
  | "NAME_DESC"
  | "LABELS_ASC"
  | "LABELS_DESC"
  | "COMPANY_ASC"
  | "COMPANY_DESC"
  | "CONTENT_ORDER";
export type CompanyLocationPage = {
  /** The page size asked for (default 20). */
  count: number;
  /** The places that match the search and type, on every page. */
  locationsTotal: number;
  /** The 0-based index of the first place of this page among them. */
  offset: number;
  /** `ceil(locationsTotal / count)`. */
  pagesTotal: number;
  results: CompanyLocationItem[];
  searchString?: string | null;
  sortingMode: SortingMode;
};
export type FieldCode =
  | "required"
  | "invalid_format"
  | "invalid_type"
  | "too_short"
  | "too_long"
  | "out_of_range"
  | "not_allowed"
  | "duplicate"
  | "password_policy"
  | "code_mismatch"
  | "code_expired"
  | "not_accepted"
  | "invalid";
export type FieldError = {
  code: FieldCode;
  field: string;
  message: string;
  /** The rule's parameters (`min`, `max`, `allowed`, `format`), never the value sent. */
  params?: object;
};
export type Problem = {
  /** Stable code the frontend maps to its dialogs (A6). */
  code: string;
  detail: string;
  /** The upstream's own code of a refusal reported under a code of the gateway's: the main
    user transfer error's (A6, #223), which its dialog shows. */
  errorCode?: string | null;
  errors?: FieldError[];
  requestId: string;
  status: number;
  title: string;
  type: string;
};
export type ConsumptionTotal = {
  consumption: number;
  /** The change against the year before in percent; 0 when either is zero. */
  delta: number;
  /** The places in the total (those metering has figures for). */
  locations: number;
  /** The month compared (YYYY-MM): the last full month. */
  month: string;
  /** The same month a year before. */
  previousYearConsumption: number;
  unit: string;
};
export type CompanyLocationSummary = {
  alertsEnabled: number;
  /** The places' alerts that fired recently, and those switched on (as the list items count). */
  alertsTriggered: number;
  /** The composite locations the places make up (a composite counts once). */
  compositesTotal: number;
  /** Per unit, by unit; crm leaves it empty and the gateway fills it from metering. */
  consumption?: ConsumptionTotal[];
  locationIdentifiers: string[];
  locationsTotal: number;
  searchString?: string | null;
};
export type LabelsRequest = {
  labels: string[];
};
export type AdditionalServiceKind = "GREEN_POWER" | "HOME_INSURANCE";
export type AdditionalService = {
  active: boolean;
  locationIdentifier: string;
  /** The product's name on the screen, e.g. "Tuulivoima". */
  name: string;
  service: AdditionalServiceKind;
};
export type AdditionalServiceList = {
  /** The place or composite the path names. */
  compositeLocationIdentifier: string;
  services: AdditionalService[];
};
export type CompositeEligibleList = {
  results: CompanyLocationItem[];
};
export type CompositeLocationSummary = {
  compositeLocationIdentifier: string;
  /** Its places, at least two. */
  locationIdentifiers: string[];
  name: string;
  /** The caller's right on it: FULL_ACCESS for the main user; changing it (#209) needs
    FULL_ACCESS. */
  rights: UserRight;
};
export type CompositeLocationList = {
  compositeLocations: CompositeLocationSummary[];
};
export type ContractType =
  | "NETWORK"
  | "ELECTRICITY"
  | "ELECTRICITY_AND_NETWORK"
  | "DISTRICT_HEATING"
  | "MICROGENERATION"
  | "PROCUREMENT"
  | "PROCUREMENT_AND_MICROGENERATION";
export type PriceType =
  "SPOT_MARGIN" | "FIXED" | "DISTRICT_HEATING" | "PURCHASE_MARGIN";
export type ContractPricing = {
  basicFee: number;
  /** €/kk or €/v. */
  basicFeeUnit: string;
  basicFeeVat: number;
  basicFeeVat0: number;
  price: number;
  priceType: PriceType;
  /** c/kWh or €/MWh. */
  priceUnit: string;
  priceVat: number;
  priceVat0: number;
  /** Whether `price` and `basicFee` include VAT. */
  vatIncluded: boolean;
  /** The VAT rate in force today, e.g. 25.5. */
  vatPercent: number;
};
export type Contract = {
  company: Company;
  /** The place's owner (the user, or the grantor of a read right). */
  contentOwnerId: number;
  contractCode: string;
  contractType: ContractType;
  customerCode: string;
  /** End of the current fixed term (YYYY-MM-DD); none for open-ended contracts. */
  endDate?: string | null;
  invoicingContractCode: string;
  locationIdentifier: string;
  pricing: ContractPricing;
  productName: string;
  /** YYYY-MM-DD */
  startDate: string;
  utilityType: UtilityType;
};
export type ContractList = {
  contracts: Contract[];
  /** Whether each `pricing.price` includes VAT. */
  vatIncluded: boolean;
};
export type CompositeLocation = {
  compositeLocationIdentifier: string;
  /** Its places; empty once separated. */
  locationIdentifiers: string[];
  name: string;
};
export type CompositeLocationRequest = {
  locationIdentifiers: string[];
  name: string;
};
export type InvoiceDetailType = "electricity" | "districtHeating";
export type InvoiceStatus = "paid" | "complete";
export type InvoiceDetail = {
  /** Total with VAT. */
  amount: number;
  amountOfConsumption: number;
  amountOfConsumptionVat0: number;
  amountOfDHEnergy: number;
  amountOfDHEnergyVat0: number;
  amountOfDHPower: number;
  amountOfDHPowerVat0: number;
  amountOfElectricityTax: number;
  amountOfElectricityTaxVat0: number;
  amountOfTransfer: number;
  amountOfTransferVat0: number;
  amountVat0: number;
  companyName: string;
  contractType: ContractType;
  /** YYYY-MM-DD */
  dueDate: string;
  /** Billed energy (kWh; district heat in kWh too). */
  energyKwh: number;
  /** The payee's account. */
  iban: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  invoiceDetailType: InvoiceDetailType;
  invoiceNumber: string;
  /** The billing company (VARE, SV, KUO): with the number it names the invoice in invoices/v1. */
  origin: Company;
  /** Last delivery day, YYYY-MM-DD. */
  periodEnd: string;
  /** First delivery day, YYYY-MM-DD. */
  periodStart: string;
  /** Finnish national reference number (viitenumero), digits only. */
  referenceNumber: string;
  status: InvoiceStatus;
  /** The VAT percent(s) in force on the delivery days (24 until 31 Aug 2024, 25.5 after). */
  vatPercents: number[];
};
export type ListInvoice = InvoiceDetail & {
  barcode?: string | null;
  invoicingContractCode: string;
  invoicingCustomerCode: string;
};
export type InvoiceSummary = {
  canChangeDueDate: boolean;
  detail?: null | InvoiceDetail;
  /** The day of the month invoices fall due: "28" until changed, then one of
    [`INVOICE_DUE_DATE_CODES`] (#237). */
  invoiceDueDateCode: string;
  invoices: ListInvoice[];
  /** When the due date was last changed (YYYY-MM-DD); null if never. */
  lastChangedDate?: string | null;
};
export type CompositeModificationRequest = {
  locationIdentifiers: string[];
  name: string;
};
export const {
  useListCompanyLocationComparisonsQuery,
  useListCompanyLocationsQuery,
  useGetCompanyLocationSummaryQuery,
  useAddCompanyLocationLabelsMutation,
  useGetCompanyLocationAdditionalServicesQuery,
  useGetCompanyCompositeEligibleQuery,
  useGetCompanyCompositesExistingQuery,
  useGetCompanyLocationContractsQuery,
  useCreateCompanyCompositeLocationMutation,
  useGetCompanyInvoiceSummaryQuery,
  useModifyCompanyCompositeLocationMutation,
  useRemoveCompanyLocationLabelsMutation,
} = injectedRtkApi;
