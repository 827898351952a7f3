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
          year: queryArg.year,
          month: queryArg.month,
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
          year: queryArg.year,
          month: queryArg.month,
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
    setCompanyContentOrder: build.mutation<
      SetCompanyContentOrderApiResponse,
      SetCompanyContentOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/setContentOrder`,
        method: "POST",
        body: queryArg.setContentOrderRequest,
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
    getCompanyLocationAverages: build.query<
      GetCompanyLocationAveragesApiResponse,
      GetCompanyLocationAveragesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/averages`,
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
    getCompanyLocationCurrent: build.query<
      GetCompanyLocationCurrentApiResponse,
      GetCompanyLocationCurrentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/current`,
      }),
    }),
    getCompanyLocationDetails: build.query<
      GetCompanyLocationDetailsApiResponse,
      GetCompanyLocationDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/detail`,
      }),
    }),
    getCompanyLocationGraph: build.query<
      GetCompanyLocationGraphApiResponse,
      GetCompanyLocationGraphApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/graph`,
      }),
    }),
    getCompanyInvoiceBreakdown: build.query<
      GetCompanyInvoiceBreakdownApiResponse,
      GetCompanyInvoiceBreakdownApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/invoice/breakdown/${queryArg.invoiceNumber}`,
        params: {
          searchStart: queryArg.searchStart,
          searchEnd: queryArg.searchEnd,
          date: queryArg.date,
        },
      }),
    }),
    getCompanyInvoiceDetails: build.query<
      GetCompanyInvoiceDetailsApiResponse,
      GetCompanyInvoiceDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/invoice/details/${queryArg.invoiceNumber}`,
        params: {
          searchStart: queryArg.searchStart,
          searchEnd: queryArg.searchEnd,
        },
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
    getCompanyLocationPricing: build.query<
      GetCompanyLocationPricingApiResponse,
      GetCompanyLocationPricingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/pricing`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getCompanyProductComparison: build.query<
      GetCompanyProductComparisonApiResponse,
      GetCompanyProductComparisonApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/productComparison`,
      }),
    }),
    getCompanyProductConfiguration: build.query<
      GetCompanyProductConfigurationApiResponse,
      GetCompanyProductConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/productConfiguration`,
      }),
    }),
    setCompanyProductConfiguration: build.mutation<
      SetCompanyProductConfigurationApiResponse,
      SetCompanyProductConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/productConfiguration`,
        method: "POST",
        body: queryArg.productConfigurationRequest,
      }),
    }),
    deleteCompanyProductConfiguration: build.mutation<
      DeleteCompanyProductConfigurationApiResponse,
      DeleteCompanyProductConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/productConfiguration`,
        method: "DELETE",
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
    setCompanyLocationDetails: build.mutation<
      SetCompanyLocationDetailsApiResponse,
      SetCompanyLocationDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/servicelocation/user/${queryArg.userId}/${queryArg.compositeLocationId}/setLocationDetails`,
        method: "POST",
        body: queryArg.companyLocationDetailsRequest,
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
  /** Only places whose name, address or a label contains this, ignoring case, or that belong to a composite whose id or name does */
  searchString?: string;
  /** The 0-based index of the first place of the page (default 0) */
  offset?: number;
  /** Places on a page, 1-100 (default 20) */
  count?: number;
  /** Only places of this utility (default ALL) */
  type?: "ALL" | "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION";
  /** The order of the list (default ADDRESS_ASC); CONSUMPTION and COST rank by the month of year and month */
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
    | "CONTENT_ORDER"
    | "CONSUMPTION_ASC"
    | "CONSUMPTION_DESC"
    | "COST_ASC"
    | "COST_DESC";
  /** With month: the month the CONSUMPTION and COST modes rank by (default the last full month) */
  year?: number;
  /** With year: 1-12, a full month of measured data */
  month?: number;
};
export type ListCompanyLocationsApiResponse =
  /** status 200 OK */ CompanyLocationPage;
export type ListCompanyLocationsApiArg = {
  companyRef: string;
  userId: number;
  /** Only places whose name, address or a label contains this, ignoring case, or that belong to a composite whose id or name does */
  searchString?: string;
  /** The 0-based index of the first place of the page (default 0) */
  offset?: number;
  /** Places on a page, 1-100 (default 20) */
  count?: number;
  /** Only places of this utility (default ALL) */
  type?: "ALL" | "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION";
  /** The order of the list (default ADDRESS_ASC); CONSUMPTION and COST rank by the month of year and month */
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
    | "CONTENT_ORDER"
    | "CONSUMPTION_ASC"
    | "CONSUMPTION_DESC"
    | "COST_ASC"
    | "COST_DESC";
  /** With month: the month the CONSUMPTION and COST modes rank by (default the last full month) */
  year?: number;
  /** With year: 1-12, a full month of measured data */
  month?: number;
};
export type GetCompanyLocationSummaryApiResponse =
  /** status 200 OK */ CompanyLocationSummary;
export type GetCompanyLocationSummaryApiArg = {
  companyRef: string;
  userId: number;
  /** Only places whose name, address or a label contains this, ignoring case, or that belong to a composite whose id or name does */
  searchString?: string;
  /** Only places of this utility (default ALL) */
  type?: "ALL" | "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION";
};
export type SetCompanyContentOrderApiResponse = unknown;
export type SetCompanyContentOrderApiArg = {
  companyRef: string;
  userId: number;
  setContentOrderRequest: SetContentOrderRequest;
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
export type GetCompanyLocationAveragesApiResponse =
  /** status 200 OK */ ConsumptionProfile;
export type GetCompanyLocationAveragesApiArg = {
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
export type GetCompanyLocationCurrentApiResponse =
  /** status 200 OK */ MeteringOverview;
export type GetCompanyLocationCurrentApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type GetCompanyLocationDetailsApiResponse =
  /** status 200  */ LocationDetails;
export type GetCompanyLocationDetailsApiArg = {
  /** One of the caller's companies */
  companyRef: string;
  /** The caller */
  userId: number;
  /** A place or composite of the company assigned to the caller */
  compositeLocationId: string;
};
export type GetCompanyLocationGraphApiResponse =
  /** status 200 OK */ ConsumptionGraph;
export type GetCompanyLocationGraphApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type GetCompanyInvoiceBreakdownApiResponse =
  /** status 200 OK */ InvoiceBreakdown;
export type GetCompanyInvoiceBreakdownApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  invoiceNumber: string;
  /** Invoices dated on or after this day, YYYY-MM-DD */
  searchStart?: string;
  /** Invoices dated on or before this day, YYYY-MM-DD */
  searchEnd?: string;
  /** A delivery day of the invoice: adds its slots (15 minutes from 1 Oct 2025, hours before) */
  date?: string;
};
export type GetCompanyInvoiceDetailsApiResponse =
  /** status 200 OK */ InvoiceDetail;
export type GetCompanyInvoiceDetailsApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  invoiceNumber: string;
  /** Invoices dated on or after this day, YYYY-MM-DD */
  searchStart?: string;
  /** Invoices dated on or before this day, YYYY-MM-DD */
  searchEnd?: string;
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
export type GetCompanyLocationPricingApiResponse =
  /** status 200 OK */ PricingData;
export type GetCompanyLocationPricingApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
};
export type GetCompanyProductComparisonApiResponse =
  /** status 200 OK */ ProductComparison;
export type GetCompanyProductComparisonApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type GetCompanyProductConfigurationApiResponse =
  /** status 200 OK */ ProductConfiguration;
export type GetCompanyProductConfigurationApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type SetCompanyProductConfigurationApiResponse =
  /** status 200 OK */ ProductConfiguration;
export type SetCompanyProductConfigurationApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  productConfigurationRequest: ProductConfigurationRequest;
};
export type DeleteCompanyProductConfigurationApiResponse = unknown;
export type DeleteCompanyProductConfigurationApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
};
export type RemoveCompanyLocationLabelsApiResponse = unknown;
export type RemoveCompanyLocationLabelsApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  labelsRequest: LabelsRequest;
};
export type SetCompanyLocationDetailsApiResponse = unknown;
export type SetCompanyLocationDetailsApiArg = {
  companyRef: string;
  userId: number;
  compositeLocationId: string;
  companyLocationDetailsRequest: CompanyLocationDetailsRequest;
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
export type Cents = number;
export type MonthFigures = {
  consumptionWh?: number | null;
  cost?: null | Cents;
  /** YYYY-MM. */
  month: string;
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
  /** The company's name for that composite, so a member's row can name it; absent for a place
    on its own. */
  compositeName?: string | null;
  labels: string[];
  location: ListLocation;
  monthFigures?: null | MonthFigures;
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
  | "CONTENT_ORDER"
  | "CONSUMPTION_ASC"
  | "CONSUMPTION_DESC"
  | "COST_ASC"
  | "COST_DESC";
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
export type SetContentOrderRequest = {
  order: string[];
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
export type ProfileHour = {
  /** Local hour of day, 0–23. */
  hour: number;
  weekdayKwh: number;
  weekendKwh: number;
};
export type ConsumptionProfile = {
  hours: ProfileHour[];
  locationId: string;
  month: number;
  year: number;
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
export type UnitPrice = number;
export type PriceType =
  "SPOT_MARGIN" | "FIXED" | "DISTRICT_HEATING" | "PURCHASE_MARGIN";
export type ContractPricing = {
  basicFee: UnitPrice;
  /** €/kk or €/v. */
  basicFeeUnit: string;
  basicFeeVat: UnitPrice;
  basicFeeVat0: UnitPrice;
  price: UnitPrice;
  priceType: PriceType;
  /** c/kWh or €/MWh. */
  priceUnit: string;
  priceVat: UnitPrice;
  priceVat0: UnitPrice;
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
export type Budget = {
  active: boolean;
  budget: Cents;
  /** The current month's cost so far, with VAT. */
  consumptionForMonth: Cents;
  /** `YYYY-MM`. */
  consumptionMonth: string;
};
export type ConsumptionPrice = {
  month: number;
  /** `c/kWh`. */
  priceUnit: string;
  value: UnitPrice;
  year: number;
};
export type TemperatureIndexLimits = {
  bad: number;
  buildingType: string;
  excellent: number;
  good: number;
  passable: number;
  satisfying: number;
  veryGood: number;
};
export type DistrictHeatingConsumption = {
  /** MWh. */
  consumption: number;
  measurementDate: string;
  /** Energy cost in euros, with VAT when the place shows VAT. */
  price: Cents;
  returnTemperature: number;
  returnTemperatureDescription: string;
  /** Cooling (supply − return), °C. */
  temperatureIndex: number;
  temperatureIndexDescription: string;
  temperatureIndexLimits: TemperatureIndexLimits;
};
export type PeriodDelta = {
  consumption: number;
  /** Change against the period before, percent (0 if either is 0, spec §5). */
  delta: number;
  /** `WEEK` or `MONTH`. */
  type: string;
};
export type EnergyConsumption = {
  /** Yesterday, `YYYY-MM-DD`. */
  measurementDate: string;
  /** Yesterday against the day before, percent. */
  previousDayDelta: number;
  previousMonthConsumption: PeriodDelta;
  /** e.g. `lokakuu 2026`. */
  previousMonthLabel: string;
  previousWeekConsumption: PeriodDelta;
  /** e.g. `vk 46`. */
  previousWeekLabel: string;
  yesterdayConsumption: number;
  /** Yesterday's cost in euros, with VAT when the place shows VAT. */
  yesterdayCost: Cents;
};
export type MarketPrice = {
  /** The price of the current slot, by the place's vat flag. */
  hourlyPrice: UnitPrice;
  hourlyPriceVat: UnitPrice;
  hourlyPriceVat0: UnitPrice;
  notificationOn: boolean;
  /** The mean of the last seven days, by the place's vat flag. */
  weekAvgPrice: UnitPrice;
  weekAvgPriceVat: UnitPrice;
  weekAvgPriceVat0: UnitPrice;
};
export type MicrogenerationProduction = {
  measurementDate: string;
  previousDayDelta: number;
  previousMonthDelta: number;
  previousMonthProduction: number;
  previousWeekDelta: number;
  previousWeekProduction: number;
  yesterdayProduction: number;
};
export type ProductConfiguration = {
  annualConsumptionEstimateKwh: number;
  /** `APARTMENT`, `ROW_HOUSE`, `DETACHED_HOUSE` or `COMPANY_BUILDING`. */
  buildingPackageType: string;
  /** Whether #122 may turn green power on at the place (else 409). */
  canHaveGreenPower?: boolean;
  /** Whether #122 may turn home insurance on at the place (else 409). */
  canHaveHomeInsurance?: boolean;
  greenPowerOn: boolean;
  /** The green power package, kWh a year (3000 unless chosen in #122). */
  greenPowerPackageKwh: number;
  homeInsuranceOn?: boolean;
  locationId: string;
  productName: string;
  productType: string;
};
export type MeteringOverview = {
  budget?: null | Budget;
  consumptionPrice?: null | ConsumptionPrice;
  districtHeatingConsumption?: null | DistrictHeatingConsumption;
  energyConsumption?: null | EnergyConsumption;
  marketPrice?: null | MarketPrice;
  microgenerationProduction?: null | MicrogenerationProduction;
  /** The last whole month monthly insights cover, `YYYY-MM`. */
  monthlyInsightsMonth?: string | null;
  productConfiguration?: null | ProductConfiguration;
};
export type ServiceNumberType = "CustomerService" | "Hotline";
export type CustomerServiceNumber = {
  company: Company;
  companyName: string;
  hours: string;
  number: string;
  type: ServiceNumberType;
};
export type LocationDetail = {
  additionalContractName?: string | null;
  canHaveGreenPower: boolean;
  canHaveHomeInsurance: boolean;
  contractName: string;
  customerServiceNumbers: CustomerServiceNumber[];
  /** The margin over the exchange price (spot products; 0 otherwise). */
  energyMargin: UnitPrice;
  energyMarginUnit: string;
  energyMarginVat: UnitPrice;
  energyMarginVat0: UnitPrice;
  greenPowerName?: string | null;
  greenPowerOn: boolean;
  homeInsuranceOn: boolean;
  /** e.g. DetachedHouse, SummerHouse */
  locationBuildingType: string;
  locationIdentifier: string;
  /** The owner's own name for the place (#115), if they gave one. */
  name?: string | null;
  /** CO₂ a year the place would save with green power (0 when it has it or cannot have it).
    The spelling is spec §3's. */
  potenticalCarbonEmissionSavings: number;
  potenticalCarbonEmissionSavingsUnit: string;
  /** The energy price as the `vat` flag says (with VAT when true). */
  price: UnitPrice;
  priceUnit: string;
  priceVat: UnitPrice;
  priceVat0: UnitPrice;
  utilityType: UtilityType;
  /** Show prices with VAT (B2C default true). */
  vat: boolean;
};
export type FeatureQualifier = {
  description: string;
  type: string;
};
export type Feature = {
  enabled: boolean;
  feature: string;
  qualifiers?: FeatureQualifier[];
  readOnly: boolean;
};
export type Wh = number;
export type InvoiceDetailType = "electricity" | "districtHeating";
export type BillLine = {
  /** With its share of the VAT of its rate. */
  amount: Cents;
  amountVat0: Cents;
  /** `ENERGY`, `MARGIN`, `BASIC_FEE`, `GREEN_POWER`, `TRANSFER`, `TRANSFER_BASIC_FEE`,
    `ELECTRICITY_TAX`, `DH_ENERGY` or `DH_POWER_FEE` (the components of #124). */
  component: string;
  kwh?: null | Wh;
  /** Finnish label, as the PDF prints it. */
  name: string;
  /** The VAT percent of the line's delivery days. */
  vatPercent: number;
};
export type InvoiceStatus = "paid" | "complete";
export type VatBreakdown = {
  /** The sum of the lines at this rate, without VAT. */
  baseVat0: Cents;
  vat: Cents;
  vatPercent: number;
};
export type InvoiceDetail = {
  /** Total with VAT. */
  amount: Cents;
  amountOfConsumption: Cents;
  amountOfConsumptionVat0: Cents;
  amountOfDHEnergy: Cents;
  amountOfDHEnergyVat0: Cents;
  amountOfDHPower: Cents;
  amountOfDHPowerVat0: Cents;
  amountOfElectricityTax: Cents;
  amountOfElectricityTaxVat0: Cents;
  amountOfTransfer: Cents;
  amountOfTransferVat0: Cents;
  /** The VAT on the invoice: the sum of `vatBreakdown`. */
  amountOfVat: Cents;
  amountVat0: Cents;
  companyName: string;
  contractType: ContractType;
  /** YYYY-MM-DD */
  dueDate: string;
  /** Billed energy (kWh to the Wh; district heat in kWh too). */
  energyKwh: Wh;
  /** The payee's account. */
  iban: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  invoiceDetailType: InvoiceDetailType;
  invoiceNumber: string;
  /** The invoice's lines, by component. */
  lines: BillLine[];
  /** The billing company (VARE, SV, KUO): with the number it names the invoice in invoices/v1. */
  origin: Company;
  /** Last delivery day, YYYY-MM-DD. */
  periodEnd: string;
  /** First delivery day, YYYY-MM-DD. */
  periodStart: string;
  /** Finnish national reference number (viitenumero), digits only. */
  referenceNumber: string;
  status: InvoiceStatus;
  /** The VAT of each rate. */
  vatBreakdown: VatBreakdown[];
  /** The VAT percent(s) in force on the delivery days (24 until 31 Aug 2024, 25.5 after). */
  vatPercents: number[];
};
export type ListInvoice = InvoiceDetail & {
  barcode?: string | null;
  invoicingContractCode: string;
  invoicingCustomerCode: string;
};
export type NotificationKind = "TIMED" | "REPRESENTATIVE" | "DISRUPTION";
export type Notification = {
  body: string;
  /** Shown until (RFC 3339, Helsinki offset); for a disruption, when it is expected to end. */
  endTime?: string | null;
  id: string;
  locationIdentifier: string;
  /** Shown from (RFC 3339, Helsinki offset); for a disruption, when it starts. */
  startTime?: string | null;
  title: string;
  type: NotificationKind;
};
export type Popup = {
  /** Label of the accept button. */
  accept: string;
  /** Label of the close button. */
  close: string;
  description: string;
  /** Text of the "do not show again" choice. */
  dismissDescription: string;
  /** The user property (#104 setProperty) that stores the dismissal. */
  dismissProperty: string;
  title: string;
  /** e.g. greenPower, homeInsurance, returnTemperature, solarLink. */
  type: string;
  utilityType: UtilityType;
};
export type SolarEnergy = {
  panelId: string;
  /** The plant's name, as solar's panel details give it. */
  panelName: string;
};
export type LocationDetails = {
  budget?: null | Budget;
  consumptionPrice?: null | ConsumptionPrice;
  detail?: null | LocationDetail;
  districtHeatingConsumption?: null | DistrictHeatingConsumption;
  energyConsumption?: null | EnergyConsumption;
  features: Feature[];
  invoice?: null | ListInvoice;
  marketPrice?: null | MarketPrice;
  microgenerationProduction?: null | MicrogenerationProduction;
  /** The parts that could not be read this time (`metering`, `invoicing`, `content`,
    `messaging`, `solar`): their cards show that the data is not available. */
  missing: string[];
  /** The month the monthly insights are about (YYYY-MM). */
  monthlyInsightsMonth?: string | null;
  notifications: Notification[];
  popups: Popup[];
  secondInvoice?: null | ListInvoice;
  solarEnergy?: null | SolarEnergy;
};
export type OverlayKind =
  "temperature" | "market-price" | "comparison" | "reactive-power";
export type OverlayPoint = {
  time: string;
  /** The value (market price: with the VAT in force on the date). */
  value?: number | null;
  /** Market price only: without VAT. */
  valueVat0?: number | null;
};
export type EnergyUnit = "CELSIUS" | "EUR_KWH" | "KWH" | "KVARH" | "MWH";
export type Overlay = {
  kind: OverlayKind;
  points: OverlayPoint[];
  unit: EnergyUnit;
};
export type GraphPoint = {
  /** The bucket's energy in the chart's `unit` (MWh for district heating, despite the
    contract's name); None where the bucket has no measured data yet. */
  kwh?: number | null;
  /** Start of the bucket, RFC 3339 with the Helsinki offset. */
  time: string;
};
export type Resolution =
  "DAY" | "WEEK" | "MONTH" | "YEAR" | "YEARS" | "DAY_QUARTERLY";
export type ConsumptionGraph = {
  /** The anchor day, `YYYY-MM-DD`. */
  date: string;
  end: string;
  locationId: string;
  /** Empty unless `splineData=true`. */
  overlays: Overlay[];
  points: GraphPoint[];
  resolution: Resolution;
  /** First day of the period and the day after its last, `YYYY-MM-DD`. */
  start: string;
  /** The unit of the bars: KWH for electricity, MWH for district heating. */
  unit: EnergyUnit;
};
export type ComputedBill = {
  amount: Cents;
  amountOfVat: Cents;
  amountVat0: Cents;
  energyKwh: Wh;
  lines: BillLine[];
  vatBreakdown: VatBreakdown[];
};
export type BreakdownSlot = {
  amount: Cents;
  /** Energy, margin, transfer and electricity tax of the slot, without VAT. */
  amountVat0: Cents;
  /** The energy's price in the slot without VAT and margin: the spot price, or the fixed
    price of a fixed-price product. */
  energyPrice: UnitPrice;
  kwh: Wh;
  /** The slot's start, RFC 3339 with the Helsinki offset (so the repeated hour of the autumn
    DST day is told apart). */
  start: string;
};
export type DaySlots = {
  /** YYYY-MM-DD (Helsinki). */
  date: string;
  /** The same with VAT. */
  fees: Cents;
  /** The day's share of the monthly fees (basic fee, add-ons, transfer fee), without VAT. */
  feesVat0: Cents;
  /** 15 or 60. */
  slotMinutes: number;
  slots: BreakdownSlot[];
};
export type BreakdownDay = {
  amount: Cents;
  amountVat0: Cents;
  /** YYYY-MM-DD (Helsinki). */
  date: string;
  kwh: Wh;
};
export type InvoiceBreakdown = {
  /** The invoice's total with VAT, as #162 states it. */
  amount: Cents;
  /** The invoice's total without VAT, as #162 states it. */
  amountVat0: Cents;
  /** The portal's own bill of the period: metering's slots at the product's prices, by the
    same rounding rule (A81) as the invoice, the month summary's (#126) lines. */
  computed: ComputedBill;
  day?: null | DaySlots;
  /** Every delivery day of the period, oldest first. */
  days: BreakdownDay[];
  /** The invoice's billed energy, as #162 states it. */
  energyKwh: Wh;
  invoiceDetailType: InvoiceDetailType;
  invoiceNumber: string;
  /** Last delivery day, YYYY-MM-DD. */
  periodEnd: string;
  /** First delivery day, YYYY-MM-DD. */
  periodStart: string;
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
export type PriceComponent = {
  /** `ENERGY`, `MARGIN`, `BASIC_FEE`, `TRANSFER`, `TRANSFER_BASIC_FEE`, `ELECTRICITY_TAX`,
    `DH_ENERGY`, `DH_POWER_FEE`. */
  component: string;
  /** Finnish label. */
  name: string;
  /** `c/kWh`, `€/kk`, `€/MWh` or `€/v`. */
  unit: string;
  /** `valueVat0` with the VAT of the month's first day applied once, to three decimals. */
  valueVat: UnitPrice;
  /** The price in `unit` without VAT, to three decimals. */
  valueVat0: UnitPrice;
};
export type PricingData = {
  components: PriceComponent[];
  /** The rate on the sale of electricity (differs from 1 Dec 2022 to 30 Apr 2023). */
  electricityVatPercent: number;
  locationId: string;
  month: number;
  productName: string;
  /** `SPOT`, `FIXED`, `DISTRICT_HEATING` or `PURCHASE`. */
  productType: string;
  /** The general VAT rate on the month's first day. */
  vatPercent: number;
  year: number;
};
export type ProductCost = {
  annualCostVat: Cents;
  annualCostVat0: Cents;
  /** Energy only, c/kWh with VAT, to 0.001 c/kWh. */
  averageEnergyPriceVat: UnitPrice;
  /** Energy only, c/kWh without VAT (a company that shows prices without VAT, spec §6). */
  averageEnergyPriceVat0: UnitPrice;
  productName: string;
  /** `SPOT`, `FIXED` or `GREEN_POWER`. */
  productType: string;
};
export type PackageComparison = {
  annualKwh: number;
  buildingPackageType: string;
  products: ProductCost[];
};
export type ProductComparison = {
  /** First day and the day after the last, `YYYY-MM-DD`. */
  from: string;
  greenPowerPackageKwh: number;
  locationId: string;
  packages: PackageComparison[];
  to: string;
};
export type AddOnProduct = "GREEN_POWER" | "HOME_INSURANCE";
export type ProductConfigurationRequest = {
  /** Green power only: kWh a year, 3000 when absent. */
  packageSize?: number | null;
  product: AddOnProduct;
};
export type CompanyLocationDetailsRequest = {
  name: string;
};
export const {
  useListCompanyLocationComparisonsQuery,
  useListCompanyLocationsQuery,
  useGetCompanyLocationSummaryQuery,
  useSetCompanyContentOrderMutation,
  useAddCompanyLocationLabelsMutation,
  useGetCompanyLocationAdditionalServicesQuery,
  useGetCompanyLocationAveragesQuery,
  useGetCompanyCompositeEligibleQuery,
  useGetCompanyCompositesExistingQuery,
  useGetCompanyLocationContractsQuery,
  useCreateCompanyCompositeLocationMutation,
  useGetCompanyLocationCurrentQuery,
  useGetCompanyLocationDetailsQuery,
  useGetCompanyLocationGraphQuery,
  useGetCompanyInvoiceBreakdownQuery,
  useGetCompanyInvoiceDetailsQuery,
  useGetCompanyInvoiceSummaryQuery,
  useModifyCompanyCompositeLocationMutation,
  useGetCompanyLocationPricingQuery,
  useGetCompanyProductComparisonQuery,
  useGetCompanyProductConfigurationQuery,
  useSetCompanyProductConfigurationMutation,
  useDeleteCompanyProductConfigurationMutation,
  useRemoveCompanyLocationLabelsMutation,
  useSetCompanyLocationDetailsMutation,
} = injectedRtkApi;
