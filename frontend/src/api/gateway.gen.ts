import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmSignup: build.mutation<
      ConfirmSignupApiResponse,
      ConfirmSignupApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/v1/confirm-signup`,
        method: "POST",
        body: queryArg,
      }),
    }),
    forceResetPassword: build.mutation<
      ForceResetPasswordApiResponse,
      ForceResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/v1/force-reset-password`,
        method: "POST",
        body: queryArg,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/v1/login`,
        method: "POST",
        body: queryArg,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/auth/v1/logout`, method: "POST" }),
    }),
    refreshSession: build.mutation<
      RefreshSessionApiResponse,
      RefreshSessionApiArg
    >({
      query: () => ({ url: `/api/auth/v1/refresh-session`, method: "POST" }),
    }),
    resendSignupCode: build.mutation<
      ResendSignupCodeApiResponse,
      ResendSignupCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/v1/resend-signup-code`,
        method: "POST",
        body: queryArg,
      }),
    }),
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/v1/reset-password`,
        method: "POST",
        body: queryArg,
      }),
    }),
    sendResetPasswordCode: build.mutation<
      SendResetPasswordCodeApiResponse,
      SendResetPasswordCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/v1/send-reset-password-code`,
        method: "POST",
        body: queryArg,
      }),
    }),
    sessionStatus: build.query<SessionStatusApiResponse, SessionStatusApiArg>({
      query: () => ({ url: `/api/auth/v1/session-status` }),
    }),
    signUp: build.mutation<SignUpApiResponse, SignUpApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/v1/sign-up`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getContracts: build.query<GetContractsApiResponse, GetContractsApiArg>({
      query: (queryArg) => ({
        url: `/api/contracts/v1/user/${queryArg.userId}/location/${queryArg.locationId}`,
        params: {
          includeVAT: queryArg.includeVat,
        },
      }),
    }),
    getDocuments: build.query<GetDocumentsApiResponse, GetDocumentsApiArg>({
      query: (queryArg) => ({
        url: `/api/documents/v1/user/${queryArg.userId}/location/${queryArg.locationRef}`,
      }),
    }),
    getUserFeatures: build.query<
      GetUserFeaturesApiResponse,
      GetUserFeaturesApiArg
    >({
      query: (queryArg) => ({ url: `/api/features/v1/user/${queryArg}` }),
    }),
    getLocationFeatures: build.query<
      GetLocationFeaturesApiResponse,
      GetLocationFeaturesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/features/v1/user/${queryArg.userId}/location/${queryArg.locationId}`,
      }),
    }),
    getPopups: build.query<GetPopupsApiResponse, GetPopupsApiArg>({
      query: (queryArg) => ({
        url: `/api/popup/v1`,
        params: {
          utilityType: queryArg,
        },
      }),
    }),
    getSolarEnergy: build.query<
      GetSolarEnergyApiResponse,
      GetSolarEnergyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/solar/user/${queryArg.userId}/location/${queryArg.locationId}/energy`,
      }),
    }),
    getDistrictHeatingTimeseries: build.query<
      GetDistrictHeatingTimeseriesApiResponse,
      GetDistrictHeatingTimeseriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/consumption/districtheating/user/${queryArg.userId}/location/${queryArg.locationId}/timeseries`,
        params: {
          year: queryArg.year,
        },
      }),
    }),
    getElectricitySummary: build.query<
      GetElectricitySummaryApiResponse,
      GetElectricitySummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/consumption/electricity/user/${queryArg.userId}/location/${queryArg.locationId}/summary`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
          includeMeasured: queryArg.includeMeasured,
          vat: queryArg.vat,
        },
      }),
    }),
    getEnergyPrice: build.query<
      GetEnergyPriceApiResponse,
      GetEnergyPriceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/energyprice`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
          vat: queryArg.vat,
        },
      }),
    }),
    getEnergyPriceFuture: build.query<
      GetEnergyPriceFutureApiResponse,
      GetEnergyPriceFutureApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/energypricefuture`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
          vat: queryArg.vat,
        },
      }),
    }),
    getCustomerServiceInfo: build.query<
      GetCustomerServiceInfoApiResponse,
      GetCustomerServiceInfoApiArg
    >({
      query: () => ({ url: `/api/v2/info/customerServiceInfo` }),
    }),
    getCustomerServiceNumbers: build.query<
      GetCustomerServiceNumbersApiResponse,
      GetCustomerServiceNumbersApiArg
    >({
      query: () => ({ url: `/api/v2/info/customerServiceNumbers` }),
    }),
    getInvoiceBreakdown: build.query<
      GetInvoiceBreakdownApiResponse,
      GetInvoiceBreakdownApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/invoice/user/${queryArg.userId}/location/${queryArg.locationId}/breakdown/${queryArg.invoiceNumber}`,
        params: {
          date: queryArg.date,
        },
      }),
    }),
    getInvoiceDetails: build.query<
      GetInvoiceDetailsApiResponse,
      GetInvoiceDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/invoice/user/${queryArg.userId}/location/${queryArg.locationId}/details/${queryArg.invoiceNumber}`,
      }),
    }),
    getInvoiceSummary: build.query<
      GetInvoiceSummaryApiResponse,
      GetInvoiceSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/invoice/user/${queryArg.userId}/location/${queryArg.locationId}/summary`,
        params: {
          contractType: queryArg.contractType,
        },
      }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/v2/me` }),
    }),
    getAlertMessages: build.query<
      GetAlertMessagesApiResponse,
      GetAlertMessagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/alert/user/${queryArg.userId}`,
        params: {
          offset: queryArg.offset,
          count: queryArg.count,
          type: queryArg["type"],
        },
      }),
    }),
    getInfoMessages: build.query<
      GetInfoMessagesApiResponse,
      GetInfoMessagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/info/user/${queryArg.userId}`,
        params: {
          offset: queryArg.offset,
          count: queryArg.count,
          type: queryArg["type"],
        },
      }),
    }),
    getMessages: build.query<GetMessagesApiResponse, GetMessagesApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/messages/user/${queryArg.userId}`,
        params: {
          offset: queryArg.offset,
          count: queryArg.count,
          type: queryArg["type"],
        },
      }),
    }),
    getConsumptionBudgetSummary: build.query<
      GetConsumptionBudgetSummaryApiResponse,
      GetConsumptionBudgetSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/consumptionBudgetSummary`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getConsumptionGraph: build.query<
      GetConsumptionGraphApiResponse,
      GetConsumptionGraphApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/graph`,
        params: {
          resolution: queryArg.resolution,
          splineData: queryArg.splineData,
          date: queryArg.date,
        },
      }),
    }),
    getGreenPowerSummary: build.query<
      GetGreenPowerSummaryApiResponse,
      GetGreenPowerSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/greenPowerSummary`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getLocalPowerSummary: build.query<
      GetLocalPowerSummaryApiResponse,
      GetLocalPowerSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/localPowerSummary`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getMonthlyPackageSummary: build.query<
      GetMonthlyPackageSummaryApiResponse,
      GetMonthlyPackageSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/monthlyPackageSummary`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getMonthlyInsightsNewUser: build.query<
      GetMonthlyInsightsNewUserApiResponse,
      GetMonthlyInsightsNewUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/newUser`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getMonthlyInsightsPages: build.query<
      GetMonthlyInsightsPagesApiResponse,
      GetMonthlyInsightsPagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/pages`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getMonthlyInsightsSummary: build.query<
      GetMonthlyInsightsSummaryApiResponse,
      GetMonthlyInsightsSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/summary`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getTipOfTheMonth: build.query<
      GetTipOfTheMonthApiResponse,
      GetTipOfTheMonthApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/tipOfTheMonth`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getTopHours: build.query<GetTopHoursApiResponse, GetTopHoursApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/monthlyinsights/user/${queryArg.userId}/location/${queryArg.locationId}/topHours`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getMicrogenerationTimeseries: build.query<
      GetMicrogenerationTimeseriesApiResponse,
      GetMicrogenerationTimeseriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/production/microgeneration/user/${queryArg.userId}/location/${queryArg.locationId}/timeseries`,
        params: {
          year: queryArg.year,
        },
      }),
    }),
    getSolarPanel: build.query<GetSolarPanelApiResponse, GetSolarPanelApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/production/solar/panel/${queryArg}`,
      }),
    }),
    getSolarProduction: build.query<
      GetSolarProductionApiResponse,
      GetSolarProductionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/production/solar/user/${queryArg.userId}/panel/${queryArg.panelId}/location/${queryArg.locationId}`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
        },
      }),
    }),
    getUserContent: build.query<
      GetUserContentApiResponse,
      GetUserContentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg}/content`,
      }),
    }),
    getLocationDetails: build.query<
      GetLocationDetailsApiResponse,
      GetLocationDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg.userId}/location/${queryArg.locationId}`,
        params: {
          utilityType: queryArg.utilityType,
        },
      }),
    }),
    getUsageReports: build.query<
      GetUsageReportsApiResponse,
      GetUsageReportsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/usagereports/user/${queryArg.userId}/location/${queryArg.locationId}`,
      }),
    }),
    getUsageReport: build.query<
      GetUsageReportApiResponse,
      GetUsageReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/usagereports/user/${queryArg.userId}/location/${queryArg.locationId}/report/${queryArg.reportId}`,
      }),
    }),
    getUserUi: build.query<GetUserUiApiResponse, GetUserUiApiArg>({
      query: (queryArg) => ({ url: `/api/v2/user/${queryArg}/ui` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as gatewayApi };
export type ConfirmSignupApiResponse = unknown;
export type ConfirmSignupApiArg = ConfirmSignUpBody;
export type ForceResetPasswordApiResponse =
  /** status 200 New password set and signed in */ SignInResponse;
export type ForceResetPasswordApiArg = ForceResetPasswordBody;
export type LoginApiResponse =
  /** status 200 Signed in, or a new password is required */ SignInResponse;
export type LoginApiArg = LoginBody;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type RefreshSessionApiResponse = /** status 200  */ RefreshResponse;
export type RefreshSessionApiArg = void;
export type ResendSignupCodeApiResponse = unknown;
export type ResendSignupCodeApiArg = EmailBody;
export type ResetPasswordApiResponse = unknown;
export type ResetPasswordApiArg = ResetPasswordBody;
export type SendResetPasswordCodeApiResponse = unknown;
export type SendResetPasswordCodeApiArg = EmailBody;
export type SessionStatusApiResponse = /** status 200  */ SessionStatus;
export type SessionStatusApiArg = void;
export type SignUpApiResponse = /** status 201  */ SignUpResponse;
export type SignUpApiArg = SignUpBody;
export type GetContractsApiResponse = /** status 200 OK */ ContractList;
export type GetContractsApiArg = {
  userId: number;
  locationId: string;
  /** Prices with VAT (default true) */
  includeVat?: boolean;
};
export type GetDocumentsApiResponse = /** status 200 OK */ Documents;
export type GetDocumentsApiArg = {
  userId: number;
  locationRef: string;
};
export type GetUserFeaturesApiResponse = /** status 200 OK */ FeatureList;
export type GetUserFeaturesApiArg = number;
export type GetLocationFeaturesApiResponse = /** status 200 OK */ FeatureList;
export type GetLocationFeaturesApiArg = {
  userId: number;
  locationId: string;
};
export type GetPopupsApiResponse = /** status 200 OK */ PopupList;
export type GetPopupsApiArg =
  | /** Only popups of this utility */ (
      "ALL" | "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION"
    )
  | undefined;
export type GetSolarEnergyApiResponse = /** status 200 OK */ LiveSolar;
export type GetSolarEnergyApiArg = {
  userId: number;
  locationId: string;
};
export type GetDistrictHeatingTimeseriesApiResponse =
  /** status 200 OK */ DistrictHeatingTimeseries;
export type GetDistrictHeatingTimeseriesApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
};
export type GetElectricitySummaryApiResponse =
  /** status 200 OK */ ElectricitySummary;
export type GetElectricitySummaryApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month?: number;
  /** Include measured values (default true) */
  includeMeasured?: boolean;
  /** Prices with VAT (default: the place's vat flag) */
  vat?: boolean;
};
export type GetEnergyPriceApiResponse = /** status 200 OK */ EnergyPrices;
export type GetEnergyPriceApiArg = {
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
  /** With VAT (default true) */
  vat?: boolean;
};
export type GetEnergyPriceFutureApiResponse =
  /** status 200 OK */ FutureEnergyPrice;
export type GetEnergyPriceFutureApiArg = {
  /** Year, 4 digits */
  year?: number;
  /** Month 1-12 */
  month?: number;
  /** With VAT (default true) */
  vat?: boolean;
};
export type GetCustomerServiceInfoApiResponse =
  /** status 200 OK */ CustomerServiceInfoList;
export type GetCustomerServiceInfoApiArg = void;
export type GetCustomerServiceNumbersApiResponse =
  /** status 200 OK */ CustomerServiceNumberList;
export type GetCustomerServiceNumbersApiArg = void;
export type GetInvoiceBreakdownApiResponse =
  /** status 200 OK */ InvoiceBreakdown;
export type GetInvoiceBreakdownApiArg = {
  userId: number;
  locationId: string;
  invoiceNumber: string;
  /** A delivery day of the invoice: adds its slots (15 minutes from 1 Oct 2025, hours before) */
  date?: string;
};
export type GetInvoiceDetailsApiResponse = /** status 200 OK */ InvoiceDetail;
export type GetInvoiceDetailsApiArg = {
  userId: number;
  locationId: string;
  invoiceNumber: string;
};
export type GetInvoiceSummaryApiResponse = /** status 200 OK */ InvoiceSummary;
export type GetInvoiceSummaryApiArg = {
  userId: number;
  locationId: string;
  /** Only invoices of this contract type */
  contractType?:
    | "ALL"
    | "NETWORK"
    | "ELECTRICITY"
    | "ELECTRICITY_AND_NETWORK"
    | "DISTRICT_HEATING"
    | "MICROGENERATION"
    | "PROCUREMENT"
    | "PROCUREMENT_AND_MICROGENERATION";
};
export type GetMeApiResponse = /** status 200  */ LoggedInUser;
export type GetMeApiArg = void;
export type GetAlertMessagesApiResponse = /** status 200 OK */ MessagePage;
export type GetAlertMessagesApiArg = {
  userId: number;
  /** 0-based index of the first message */
  offset?: number;
  /** Page size (default 20) */
  count?: number;
  /** Message type, passed through */
  type?: string;
};
export type GetInfoMessagesApiResponse = /** status 200 OK */ MessagePage;
export type GetInfoMessagesApiArg = {
  userId: number;
  /** 0-based index of the first message */
  offset?: number;
  /** Page size (default 20) */
  count?: number;
  /** Message type, passed through */
  type?: string;
};
export type GetMessagesApiResponse = /** status 200 OK */ MessagePage;
export type GetMessagesApiArg = {
  userId: number;
  /** 0-based index of the first message */
  offset?: number;
  /** Page size (default 20) */
  count?: number;
  /** Message type, passed through */
  type?: string;
};
export type GetConsumptionBudgetSummaryApiResponse =
  /** status 200 OK */ ConsumptionBudgetSummary;
export type GetConsumptionBudgetSummaryApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
};
export type GetConsumptionGraphApiResponse =
  /** status 200 OK */ ConsumptionGraph;
export type GetConsumptionGraphApiArg = {
  userId: number;
  locationId: string;
  /** Time range of the chart; a district-heating place, read per day, takes WEEK, MONTH, YEAR or YEARS */
  resolution: "DAY" | "WEEK" | "MONTH" | "YEAR" | "YEARS" | "DAY_QUARTERLY";
  /** Add the overlays (temperature, price, comparison, reactive power; district heating: temperature and comparison) */
  splineData?: boolean;
  /** A day in the period (default today); added to the contract so the chart can page */
  date?: string;
};
export type GetGreenPowerSummaryApiResponse =
  /** status 200 OK */ GreenPowerSummary;
export type GetGreenPowerSummaryApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
};
export type GetLocalPowerSummaryApiResponse =
  /** status 200 OK */ LocalPowerSummary;
export type GetLocalPowerSummaryApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
};
export type GetMonthlyPackageSummaryApiResponse =
  /** status 200 OK */ MonthlySummary;
export type GetMonthlyPackageSummaryApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
};
export type GetMonthlyInsightsNewUserApiResponse =
  /** status 200 OK */ InsightsNewUser;
export type GetMonthlyInsightsNewUserApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year?: number;
  /** Month 1-12 */
  month?: number;
};
export type GetMonthlyInsightsPagesApiResponse =
  /** status 200 OK */ InsightPages;
export type GetMonthlyInsightsPagesApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year?: number;
  /** Month 1-12 */
  month?: number;
};
export type GetMonthlyInsightsSummaryApiResponse =
  /** status 200 OK */ MonthlySummary;
export type GetMonthlyInsightsSummaryApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year?: number;
  /** Month 1-12 */
  month?: number;
};
export type GetTipOfTheMonthApiResponse = /** status 200 OK */ TipOfTheMonth;
export type GetTipOfTheMonthApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
};
export type GetTopHoursApiResponse = /** status 200 OK */ TopHours;
export type GetTopHoursApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
  /** Month 1-12 */
  month: number;
};
export type GetMicrogenerationTimeseriesApiResponse =
  /** status 200 OK */ MicrogenerationTimeseries;
export type GetMicrogenerationTimeseriesApiArg = {
  userId: number;
  locationId: string;
  /** Year, 4 digits */
  year: number;
};
export type GetSolarPanelApiResponse = /** status 200 OK */ PanelDetails;
export type GetSolarPanelApiArg = string;
export type GetSolarProductionApiResponse =
  /** status 200 OK */ MonthlyProduction;
export type GetSolarProductionApiArg = {
  userId: number;
  panelId: string;
  locationId: string;
  /** Year (default this year) */
  year?: number;
  /** Month 1-12 (default this month) */
  month?: number;
};
export type GetUserContentApiResponse = /** status 200  */ UserContent;
export type GetUserContentApiArg =
  /** The portal user id (priwattiUserId) */ number;
export type GetLocationDetailsApiResponse = /** status 200  */ LocationDetails;
export type GetLocationDetailsApiArg = {
  /** The place's owner: the caller, a grantor of an active read right, or (rule CS) a customer of the caller's company */
  userId: number;
  /** The use place */
  locationId: string;
  /** ALL, ELECTRICITY, DISTRICT_HEATING or MICROGENERATION: which popups to include. */
  utilityType?: string | null;
};
export type GetUsageReportsApiResponse = /** status 200 OK */ Reports;
export type GetUsageReportsApiArg = {
  userId: number;
  locationId: string;
};
export type GetUsageReportApiResponse = /** status 200 OK */ UsageReport;
export type GetUsageReportApiArg = {
  userId: number;
  locationId: string;
  reportId: string;
};
export type GetUserUiApiResponse = /** status 200 OK */ UserUi;
export type GetUserUiApiArg = number;
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
export type ConfirmSignUpBody = {
  /** The 6-digit code from the e-mail. */
  code: string;
  email: string;
};
export type SignInStatus = "SIGNED_IN" | "NEW_PASSWORD_REQUIRED";
export type SignInResponse = {
  /** Access expiry in epoch seconds, when signed in. */
  expiresAt?: number | null;
  status: SignInStatus;
};
export type ForceResetPasswordBody = {
  newPassword: string;
  /** The current (temporary) password. */
  password: string;
  username: string;
};
export type LoginBody = {
  password: string;
  /** The account's e-mail address. */
  username: string;
};
export type RefreshResponse = {
  /** The new access expiry in epoch seconds. */
  expiresAt: number;
};
export type EmailBody = {
  email: string;
};
export type ResetPasswordBody = {
  code: string;
  email: string;
  newPassword: string;
};
export type SessionStatus = {
  /** The access token's expiry in Unix epoch seconds (A13). */
  expiresAt: number;
  hasRefreshToken: boolean;
};
export type SignUpStatus = "CONFIRMATION_REQUIRED";
export type SignUpResponse = {
  status: SignUpStatus;
};
export type SignUpBody = {
  email: string;
  name: string;
  /** At least 10 characters with upper and lower case letters and a digit. */
  password: string;
};
export type Company = "VARE" | "SV" | "KUO";
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
export type UtilityType =
  "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION" | "SOLAR";
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
export type DocumentType =
  "CONTRACT_TERMS" | "PRICE_LIST" | "CONTRACT_CONFIRMATION";
export type Document = {
  contentType: string;
  /** YYYY-MM-DD */
  date: string;
  documentId: string;
  documentType: DocumentType;
  fileName: string;
  /** Title as shown to the customer (Finnish). */
  name: string;
};
export type Documents = {
  items: Document[];
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
export type FeatureList = {
  features: Feature[];
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
export type PopupList = {
  popups: Popup[];
};
export type Quantity = {
  unit: string;
  value: number;
};
export type PowerPoint = {
  /** Mean power in the slot, kW. */
  power: number;
  /** Start of the 15-minute slot, RFC 3339 with the Helsinki offset. */
  time: string;
};
export type LiveSolar = {
  energyLast24Hours: Quantity;
  panelId: string;
  powerNow: Quantity;
  /** Oldest first, 96 slots ending with the current one. */
  powerPoints: PowerPoint[];
};
export type HeatPoint = {
  /** supply − return, °C. */
  cooling: number;
  /** `YYYY-MM-DD`. */
  date: string;
  energyMwh: number;
  outdoorTemperature: number;
  returnTemperature: number;
  supplyTemperature: number;
  /** The cooling graded against `temperatureIndexLimits`. */
  temperatureIndex: string;
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
export type DistrictHeatingTimeseries = {
  locationId: string;
  points: HeatPoint[];
  temperatureIndexLimits: TemperatureIndexLimits;
  year: number;
};
export type Cents = number;
export type CostLines = {
  /** The add-ons that are on (green power), VAT 0. */
  addOns: Cents;
  /** The sales contract's basic fee, VAT 0. */
  basicFee: Cents;
  /** Electricity tax, VAT 0. */
  electricityTax: Cents;
  /** Energy at the slot prices (spot or fixed), VAT 0. */
  energy: Cents;
  /** The spot margin, VAT 0. */
  margin: Cents;
  total: Cents;
  totalVat0: Cents;
  /** Transfer (energy and monthly fee), VAT 0. */
  transfer: Cents;
  vat: Cents;
};
export type Wh = number;
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
export type ConsumptionPeriod = {
  /** The cost, with VAT when the summary's `vatIncluded`. */
  cost: Cents;
  kwh: Wh;
  /** True when the period holds measured values not yet on an invoice (the current month). */
  measured: boolean;
  /** `YYYY-MM-DD` (a day of a month's summary) or `YYYY-MM` (a month of a year's summary). */
  period: string;
};
export type ProjectionBasis = {
  /** That average, c/kWh without VAT. */
  averagePrice: UnitPrice;
  /** Projected quarter hours priced at the month's average so far. */
  averagePriceSlots: number;
  /** Projected quarter hours priced at their published spot price. */
  knownPriceSlots: number;
  measuredDays: number;
  /** The profile's first and last day, YYYY-MM-DD. */
  profileFrom: string;
  profileTo: string;
  projectedDays: number;
};
export type VatBreakdown = {
  /** The sum of the lines at this rate, without VAT. */
  baseVat0: Cents;
  vat: Cents;
  vatPercent: number;
};
export type ElectricitySummary = {
  /** The total's invoice lines (both with and without VAT). */
  costLines: CostLines;
  /** The invoice of the month, for a month summary of an invoiced month. */
  invoiceNumber?: string | null;
  /** The lines by component and VAT rate, as the invoice prints them. */
  lines: BillLine[];
  locationId: string;
  month?: number | null;
  monthToDate?: null | CostLines;
  /** Days of the month, or months of the year, that have data. */
  periods: ConsumptionPeriod[];
  projectedTotal?: null | Cents;
  projectionBasis?: null | ProjectionBasis;
  /** Total cost, with VAT when `vatIncluded`. */
  totalCost: Cents;
  totalKwh: Wh;
  /** The VAT of each rate. */
  vatBreakdown: VatBreakdown[];
  vatIncluded: boolean;
  year: number;
};
export type SpotPrice = {
  /** 60 before 1 Oct 2025, 15 from then on. */
  durationMinutes: number;
  eurMwh: UnitPrice;
  /** c/kWh with the VAT in force on the date. */
  priceVat: UnitPrice;
  /** c/kWh without VAT. */
  priceVat0: UnitPrice;
  /** Start of the slot, RFC 3339 with the Helsinki offset. */
  time: string;
  /** `priceVat` or `priceVat0` by the request's `vat`. */
  value: UnitPrice;
  vatPercent: number;
};
export type EnergyPrices = {
  month: number;
  prices: SpotPrice[];
  /** The last slot published, RFC 3339 (today 23:45, or tomorrow's once published after 14:00). */
  publishedUntil: string;
  /** Always `c/kWh`. */
  unit: string;
  vatIncluded: boolean;
  year: number;
};
export type MonthValue = {
  month: number;
  /** c/kWh. */
  value: UnitPrice;
  year: number;
};
export type FutureEnergyPrice = {
  futureData: MonthValue[];
  historicData: MonthValue[];
  /** Always `c/kWh`. */
  unit: string;
  /** When the forecast was made, RFC 3339. */
  updated: string;
  vatIncluded: boolean;
};
export type ServiceNumberType = "CustomerService" | "Hotline";
export type CustomerServiceNumber = {
  company: Company;
  companyName: string;
  hours: string;
  number: string;
  type: ServiceNumberType;
};
export type CustomerServiceInfo = {
  /** Y-tunnus */
  businessId: string;
  company: Company;
  companyName: string;
  customerServiceNumbers: CustomerServiceNumber[];
  email: string;
  /** Opening hours of customer service, e.g. "ma–pe klo 8–20, la klo 10–16". */
  hours: string;
};
export type CustomerServiceInfoList = {
  companies: CustomerServiceInfo[];
};
export type CustomerServiceNumberList = {
  customerServiceNumbers: CustomerServiceNumber[];
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
export type InvoiceDetailType = "electricity" | "districtHeating";
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
export type InvoiceStatus = "paid" | "complete";
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
export type CompanyRole = "MAIN_USER" | "SUB_USER";
export type UserCompany = {
  /** The energy company whose customer the company is. */
  company: Company;
  companyName: string;
  companyReferenceId: string;
  role: CompanyRole;
  /** Whether crm says the company's prices are shown with VAT (spec §6); added to A62. */
  vatIncluded: boolean;
};
export type TopBarLevel = "INFO" | "WARNING" | "ALERT";
export type TopBarMessage = {
  level: TopBarLevel;
  /** 1–300 characters. */
  message: string;
  /** When it stops showing (ISO 8601 with an offset); none: until it is removed. */
  validUntil?: string | null;
};
export type LoggedInUser = {
  /** The B2B companies the user belongs to (A62); empty for a household. */
  companies: UserCompany[];
  /** Identity groups; they decide every admin permission (spec §6). */
  groups: string[];
  /** The portal user id (priwattiUserId); null for an account with no portal user yet. */
  priwattiId?: number | null;
  topBarMessage?: null | TopBarMessage;
  username: string;
};
export type MessageBox = "general" | "info" | "alert";
export type Message = {
  /** Finnish body text. */
  body: string;
  /** The box the message is in. */
  box: MessageBox;
  /** The use place the message concerns, if any. */
  locationIdentifier?: string | null;
  messageId: string;
  /** Whether the user has opened it. */
  seen: boolean;
  /** When it was sent: RFC 3339 with the Helsinki offset. */
  sent: string;
  /** Finnish title. */
  title: string;
  /** What the message is about, e.g. INVOICE, CONTRACT, TIP, PRICE_ALERT, CONSUMPTION_ALERT,
    DISRUPTION; the `type` query filters by it. */
  type: string;
};
export type MessagePage = {
  box: MessageBox;
  /** The page size asked for (default 20). */
  count: number;
  messages: Message[];
  /** 0-based index of the first message of the page. */
  offset: number;
  /** Messages in the box that match the `type` filter (all pages). */
  total: number;
  /** Unseen messages in the box (all pages, whatever the filter). */
  unreadCount: number;
};
export type ConsumptionBudgetSummary = {
  active: boolean;
  /** Euros a month. */
  budget: Cents;
  /** The month's cost with VAT, euros. */
  totalConsumption: Cents;
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
export type GreenPowerSummary = {
  greenPowerOn: boolean;
  kwh: number;
  month: number;
  /** CO₂ the month's use would not emit with green power, kg. */
  potentialCarbonEmissionSavings: number;
  /** `kg`. */
  potentialCarbonEmissionSavingsUnit: string;
  year: number;
};
export type LocalPowerSummary = {
  fedToGridKwh: number;
  /** False for places without a plant (then every figure is 0). */
  hasLocalPower: boolean;
  month: number;
  producedKwh: number;
  /** Produced and used on the spot. */
  selfConsumedKwh: number;
  /** selfConsumed / consumption, percent. */
  selfSufficiencyPercent: number;
  year: number;
};
export type MonthlySummary = {
  /** cost / kwh, c/kWh. */
  averagePrice: UnitPrice;
  /** Mean outdoor temperature, °C. */
  averageTemperature: number;
  /** Cost with VAT, fixed fees included, euros. */
  cost: Cents;
  kwh: Wh;
  month: number;
  /** Percent (spec §5). */
  previousMonthDelta: number;
  previousMonthKwh: Wh;
  previousYearDelta: number;
  previousYearKwh: Wh;
  year: number;
};
export type InsightsNewUser = {
  /** When the place's contract began, `YYYY-MM-DD`. */
  contractStart: string;
  newUser: boolean;
};
export type InsightPage = {
  month: number;
  year: number;
};
export type InsightPages = {
  pages: InsightPage[];
};
export type TipOfTheMonth = {
  /** `SHIFT_TO_CHEAP_HOURS`, `HEATING`, `STANDBY` or `WELL_DONE`. */
  category: string;
  month: number;
  text: string;
  title: string;
  year: number;
};
export type TopHour = {
  /** Cost of the hour with VAT: energy, margin, transfer and tax, no fixed fees, euros. */
  cost: Cents;
  kwh: number;
  /** Start of the hour, RFC 3339. */
  time: string;
};
export type TopHours = {
  hours: TopHour[];
  month: number;
  year: number;
};
export type ProductionPoint = {
  /** kWh fed to the grid in the slot. */
  kwh: number;
  /** The slot's spot price, €/MWh VAT 0. */
  priceEurMwh: UnitPrice;
  time: string;
};
export type MicrogenerationTimeseries = {
  locationId: string;
  points: ProductionPoint[];
  resolutionMinutes: number;
  year: number;
};
export type Inverter = {
  /** YYYY-MM-DD */
  commissionDate: string;
  model: string;
  /** kW */
  nominalPower: number;
  serialNumber: string;
};
export type PanelGroup = {
  /** Degrees from north (180 = south). */
  azimuth: number;
  count: number;
  /** Watts peak per panel. */
  power: number;
  /** Degrees from horizontal. */
  tilt: number;
};
export type SolarSavings = {
  /** Kilometres by electric car (0.18 kWh/km). */
  electricCarKm: number;
  /** Sauna heatings (8 kWh each). */
  saunaHeatings: number;
  /** Hours of television (0.1 kWh an hour). */
  tvHours: number;
  /** Washing machine runs (0.9 kWh each). */
  washingMachineRuns: number;
};
export type PanelDetails = {
  /** Production of the 365 days before today. */
  energyLast12Months: Quantity;
  inverters: Inverter[];
  latitude: number;
  /** The owner's places the panel's production is shown at (#58 link, #59 unlink), in
    identifier order. */
  linkedLocationIds?: string[];
  longitude: number;
  panelId: string;
  panels: PanelGroup[];
  plantName: string;
  savings: SolarSavings;
};
export type DailyProduction = {
  /** YYYY-MM-DD */
  date: string;
  /** kWh */
  energy: number;
};
export type MonthlyProduction = {
  days: DailyProduction[];
  locationId: string;
  month: number;
  panelId: string;
  /** Sum of `days`. */
  total: number;
  /** "kWh" */
  unit: string;
  year: number;
};
export type ContentType = "CONTRACTS" | "CREATE_CONTRACT";
export type DistrictHeatingDisruptionAlert = {
  email: boolean;
  emailAddress?: string | null;
  mobileNumber?: string | null;
  pushEndHour: number;
  pushEndMin: number;
  pushStartHour: number;
  pushStartMin: number;
  sms: boolean;
};
export type ElectricityConsumptionAlert = {
  /** kWh per day */
  bottomThresholdValue?: number | null;
  /** kWh per day */
  topThresholdValue?: number | null;
};
export type DisruptionChannel = {
  active: boolean;
  address: string;
  id: string;
  pushEndHour: number;
  pushEndMin: number;
  pushStartHour: number;
  pushStartMin: number;
  triggeredRecently: boolean;
};
export type ElectricityDisruptionAlert = {
  emailSettings: DisruptionChannel[];
  phoneSettings: DisruptionChannel[];
};
export type Address = {
  city: string;
  postalCode: string;
  street: string;
};
export type ContentLocation = {
  address: Address;
  /** The user's own name for the place, else the address. */
  displayName: string;
  identifier: string;
  /** The place's reference in invoicing and documents (`{locationRef}` of #188, #189). */
  locationReferenceId?: string | null;
  /** The user's own name for the place, if they gave one. */
  name?: string | null;
};
export type ContentItem = {
  /** The place's owner: the user, or a grantor whose read right the user holds (then read-only). */
  contentOwnerId: number;
  contentType: ContentType;
  contractType: ContractType;
  customerServiceNumbers: CustomerServiceNumber[];
  districtHeatingDisruptionAlert?: null | DistrictHeatingDisruptionAlert;
  electricityConsumptionAlert?: null | ElectricityConsumptionAlert;
  electricityDisruptionAlert?: null | ElectricityDisruptionAlert;
  location: ContentLocation;
  order: number;
  utilityType: UtilityType;
};
export type EnergyPriceAlert = {
  active: boolean;
  bottomThresholdValue?: null | UnitPrice;
  id: string;
  thresholdValue?: null | UnitPrice;
};
export type PriceUnit = "KWH" | "MWH";
export type VatMode = "VAT_0" | "VAT_24";
export type EnergyPriceReport = {
  active: boolean;
  emailNotifications: boolean;
  id: string;
  pushNotifications: boolean;
  unit: PriceUnit;
  vat: VatMode;
};
export type CustomerCode = {
  company: Company;
  companyName: string;
  customerCode: string;
};
export type User = {
  customerCodes: CustomerCode[];
  email: string;
  /** e.g. AUTOSCALE */
  graphMode: string;
  name: string;
  phone?: string | null;
  priwattiUserId: number;
  subscribedToTipsAndTricks: boolean;
  unreadMessages: number;
  userVerified: boolean;
};
export type UserContent = {
  content: ContentItem[];
  defaultCustomerServiceNumber?: null | CustomerServiceNumber;
  energyPriceAlert?: null | EnergyPriceAlert;
  energyPriceReport?: null | EnergyPriceReport;
  generalFeatures: Feature[];
  user: User;
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
export type Report = {
  companyName: string;
  /** When the report was made, `YYYY-MM-DD`. */
  date: string;
  name: string;
  reportId: string;
};
export type Reports = {
  items: Report[];
};
export type UsageReport = {
  report: Report;
  summary: MonthlySummary;
};
export type UiMode = "B2C" | "B2B";
export type UserUi = {
  priwattiUserId: number;
  uiMode: UiMode;
};
export const {
  useConfirmSignupMutation,
  useForceResetPasswordMutation,
  useLoginMutation,
  useLogoutMutation,
  useRefreshSessionMutation,
  useResendSignupCodeMutation,
  useResetPasswordMutation,
  useSendResetPasswordCodeMutation,
  useSessionStatusQuery,
  useSignUpMutation,
  useGetContractsQuery,
  useGetDocumentsQuery,
  useGetUserFeaturesQuery,
  useGetLocationFeaturesQuery,
  useGetPopupsQuery,
  useGetSolarEnergyQuery,
  useGetDistrictHeatingTimeseriesQuery,
  useGetElectricitySummaryQuery,
  useGetEnergyPriceQuery,
  useGetEnergyPriceFutureQuery,
  useGetCustomerServiceInfoQuery,
  useGetCustomerServiceNumbersQuery,
  useGetInvoiceBreakdownQuery,
  useGetInvoiceDetailsQuery,
  useGetInvoiceSummaryQuery,
  useGetMeQuery,
  useGetAlertMessagesQuery,
  useGetInfoMessagesQuery,
  useGetMessagesQuery,
  useGetConsumptionBudgetSummaryQuery,
  useGetConsumptionGraphQuery,
  useGetGreenPowerSummaryQuery,
  useGetLocalPowerSummaryQuery,
  useGetMonthlyPackageSummaryQuery,
  useGetMonthlyInsightsNewUserQuery,
  useGetMonthlyInsightsPagesQuery,
  useGetMonthlyInsightsSummaryQuery,
  useGetTipOfTheMonthQuery,
  useGetTopHoursQuery,
  useGetMicrogenerationTimeseriesQuery,
  useGetSolarPanelQuery,
  useGetSolarProductionQuery,
  useGetUserContentQuery,
  useGetLocationDetailsQuery,
  useGetUsageReportsQuery,
  useGetUsageReportQuery,
  useGetUserUiQuery,
} = injectedRtkApi;
