import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStaffAccount: build.mutation<
      CreateStaffAccountApiResponse,
      CreateStaffAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/access-rights/v1/create/user`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getOriginStaff: build.query<
      GetOriginStaffApiResponse,
      GetOriginStaffApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/access-rights/v1/origin/${queryArg}`,
      }),
    }),
    getStaffAccount: build.query<
      GetStaffAccountApiResponse,
      GetStaffAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/access-rights/v1/user/${queryArg}`,
      }),
    }),
    grantOriginAccess: build.mutation<
      GrantOriginAccessApiResponse,
      GrantOriginAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/access-rights/v1/user/${queryArg.email}/origin/${queryArg.origin}`,
        method: "POST",
      }),
    }),
    revokeOriginAccess: build.mutation<
      RevokeOriginAccessApiResponse,
      RevokeOriginAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/access-rights/v1/user/${queryArg.email}/origin/${queryArg.origin}`,
        method: "DELETE",
      }),
    }),
    getStaffAdvertisementTile: build.query<
      GetStaffAdvertisementTileApiResponse,
      GetStaffAdvertisementTileApiArg
    >({
      query: () => ({ url: `/api/admin/advertisement-tile/v1` }),
    }),
    setStaffAdvertisementTile: build.mutation<
      SetStaffAdvertisementTileApiResponse,
      SetStaffAdvertisementTileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/advertisement-tile/v1`,
        method: "POST",
        body: queryArg,
      }),
    }),
    removeStaffAdvertisementTile: build.mutation<
      RemoveStaffAdvertisementTileApiResponse,
      RemoveStaffAdvertisementTileApiArg
    >({
      query: () => ({
        url: `/api/admin/advertisement-tile/v1`,
        method: "DELETE",
      }),
    }),
    getAuditLog: build.query<GetAuditLogApiResponse, GetAuditLogApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit/v1`,
        params: {
          from: queryArg["from"],
          to: queryArg.to,
          actor: queryArg.actor,
          row: queryArg.row,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          operation: queryArg.operation,
          status: queryArg.status,
          target: queryArg.target,
        },
      }),
    }),
    getMassMessageProcesses: build.query<
      GetMassMessageProcessesApiResponse,
      GetMassMessageProcessesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/background-process/v1/mass-message`,
        params: {
          amount: queryArg,
        },
      }),
    }),
    listCacheKeys: build.query<ListCacheKeysApiResponse, ListCacheKeysApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/cache-keys/v1`,
        params: {
          prefix: queryArg.prefix,
          limit: queryArg.limit,
        },
      }),
    }),
    clearCache: build.mutation<ClearCacheApiResponse, ClearCacheApiArg>({
      query: () => ({ url: `/api/admin/cache-keys/v1`, method: "DELETE" }),
    }),
    getDataAge: build.query<GetDataAgeApiResponse, GetDataAgeApiArg>({
      query: () => ({ url: `/api/admin/consumption-data-analytics/v1/age` }),
    }),
    getCrmCustomer: build.query<
      GetCrmCustomerApiResponse,
      GetCrmCustomerApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/crm/origin/${queryArg.origin}/customer/${queryArg.customerCode}`,
      }),
    }),
    getCrmCustomerContracts: build.query<
      GetCrmCustomerContractsApiResponse,
      GetCrmCustomerContractsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/crm/origin/${queryArg.origin}/customer/${queryArg.customerCode}/contracts`,
      }),
    }),
    getFeatureFlags: build.query<
      GetFeatureFlagsApiResponse,
      GetFeatureFlagsApiArg
    >({
      query: () => ({ url: `/api/admin/feature-flags/v1` }),
    }),
    setFeatureFlag: build.mutation<
      SetFeatureFlagApiResponse,
      SetFeatureFlagApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/feature-flags/v1`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getFeatureOverrides: build.query<
      GetFeatureOverridesApiResponse,
      GetFeatureOverridesApiArg
    >({
      query: () => ({ url: `/api/admin/feature-flags/v1/override` }),
    }),
    addFeatureOverride: build.mutation<
      AddFeatureOverrideApiResponse,
      AddFeatureOverrideApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/feature-flags/v1/override`,
        method: "POST",
        body: queryArg,
      }),
    }),
    removeFeatureOverride: build.mutation<
      RemoveFeatureOverrideApiResponse,
      RemoveFeatureOverrideApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/feature-flags/v1/override/${queryArg}`,
        method: "DELETE",
      }),
    }),
    getUserMappingInfo: build.query<
      GetUserMappingInfoApiResponse,
      GetUserMappingInfoApiArg
    >({
      query: (queryArg) => ({ url: `/api/admin/info/${queryArg}` }),
    }),
    getMaintenance: build.query<
      GetMaintenanceApiResponse,
      GetMaintenanceApiArg
    >({
      query: () => ({ url: `/api/admin/maintenance/v1/schedules` }),
    }),
    addMaintenanceSchedule: build.mutation<
      AddMaintenanceScheduleApiResponse,
      AddMaintenanceScheduleApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/maintenance/v1/schedules`,
        method: "POST",
        body: queryArg,
      }),
    }),
    removeMaintenanceSchedule: build.mutation<
      RemoveMaintenanceScheduleApiResponse,
      RemoveMaintenanceScheduleApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/maintenance/v1/schedules/${queryArg}`,
        method: "DELETE",
      }),
    }),
    toggleMaintenance: build.mutation<
      ToggleMaintenanceApiResponse,
      ToggleMaintenanceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/maintenance/v1/${queryArg.origin}`,
        method: "PUT",
        body: queryArg.maintenanceToggle,
      }),
    }),
    getTopBarMessage: build.query<
      GetTopBarMessageApiResponse,
      GetTopBarMessageApiArg
    >({
      query: () => ({ url: `/api/admin/notifications/top-bar/v1` }),
    }),
    setTopBarMessage: build.mutation<
      SetTopBarMessageApiResponse,
      SetTopBarMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/notifications/top-bar/v1`,
        method: "POST",
        body: queryArg,
      }),
    }),
    removeTopBarMessage: build.mutation<
      RemoveTopBarMessageApiResponse,
      RemoveTopBarMessageApiArg
    >({
      query: () => ({
        url: `/api/admin/notifications/top-bar/v1`,
        method: "DELETE",
      }),
    }),
    getRawCustomer: build.query<
      GetRawCustomerApiResponse,
      GetRawCustomerApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/raw/origin/${queryArg.origin}/customer/${queryArg.customerCode}`,
      }),
    }),
    getRawCustomerContracts: build.query<
      GetRawCustomerContractsApiResponse,
      GetRawCustomerContractsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/raw/origin/${queryArg.origin}/customer/${queryArg.customerCode}/contracts`,
      }),
    }),
    refreshUserMappings: build.mutation<
      RefreshUserMappingsApiResponse,
      RefreshUserMappingsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/refresh-user-mappings/${queryArg}`,
        method: "POST",
      }),
    }),
    getServiceHealth: build.query<
      GetServiceHealthApiResponse,
      GetServiceHealthApiArg
    >({
      query: () => ({ url: `/api/admin/service-health/v1/integration-router` }),
    }),
    identifyUserAccount: build.mutation<
      IdentifyUserAccountApiResponse,
      IdentifyUserAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/v1/authenticate`,
        method: "POST",
        body: queryArg,
      }),
    }),
    createUserAccount: build.mutation<
      CreateUserAccountApiResponse,
      CreateUserAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/v1/create`,
        method: "POST",
        body: queryArg,
      }),
    }),
    deleteUserAccount: build.mutation<
      DeleteUserAccountApiResponse,
      DeleteUserAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/v1/delete`,
        method: "POST",
        body: queryArg,
      }),
    }),
    searchCustomers: build.query<
      SearchCustomersApiResponse,
      SearchCustomersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/v1/search`,
        params: {
          customerCode: queryArg.customerCode,
          ssn: queryArg.ssn,
          email: queryArg.email,
          origin: queryArg.origin,
        },
      }),
    }),
    searchUnauthenticatedUsers: build.query<
      SearchUnauthenticatedUsersApiResponse,
      SearchUnauthenticatedUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/v1/search/unauthenticated`,
        params: {
          email: queryArg,
        },
      }),
    }),
    createCampaign: build.mutation<
      CreateCampaignApiResponse,
      CreateCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/campaign`,
        method: "POST",
        body: queryArg,
      }),
    }),
    deleteCampaign: build.mutation<
      DeleteCampaignApiResponse,
      DeleteCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/campaign/deleteCampaign/${queryArg}`,
        method: "PUT",
      }),
    }),
    getDraftCampaigns: build.query<
      GetDraftCampaignsApiResponse,
      GetDraftCampaignsApiArg
    >({
      query: () => ({ url: `/api/v2/campaign/drafts` }),
    }),
    getExpiredCampaigns: build.query<
      GetExpiredCampaignsApiResponse,
      GetExpiredCampaignsApiArg
    >({
      query: () => ({ url: `/api/v2/campaign/expired` }),
    }),
    getPublishedCampaigns: build.query<
      GetPublishedCampaignsApiResponse,
      GetPublishedCampaignsApiArg
    >({
      query: () => ({ url: `/api/v2/campaign/published` }),
    }),
    updateCampaign: build.mutation<
      UpdateCampaignApiResponse,
      UpdateCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/campaign/${queryArg.campaignId}`,
        method: "PUT",
        body: queryArg.campaignRequest,
      }),
    }),
    sendMassMessage: build.mutation<
      SendMassMessageApiResponse,
      SendMassMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/massmessage`,
        method: "POST",
        body: queryArg,
      }),
    }),
    sendMassMessageAsync: build.mutation<
      SendMassMessageAsyncApiResponse,
      SendMassMessageAsyncApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/massmessage/async`,
        method: "POST",
        body: queryArg,
      }),
    }),
    sendTargetedMessage: build.mutation<
      SendTargetedMessageApiResponse,
      SendTargetedMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/massmessage/targeted/`,
        method: "POST",
        body: queryArg,
      }),
    }),
    sendMessage: build.mutation<SendMessageApiResponse, SendMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/messages/message`,
        method: "POST",
        body: queryArg,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminGenApi };
export type CreateStaffAccountApiResponse =
  /** status 201 Created: the upstream made it */ StaffAccount;
export type CreateStaffAccountApiArg = NewStaffAccount;
export type GetOriginStaffApiResponse = /** status 200 OK */ StaffAccountList;
export type GetOriginStaffApiArg = "VARE" | "SV" | "KUO";
export type GetStaffAccountApiResponse = /** status 200 OK */ StaffAccount;
export type GetStaffAccountApiArg = string;
export type GrantOriginAccessApiResponse = /** status 200 OK */ StaffAccount;
export type GrantOriginAccessApiArg = {
  email: string;
  origin: "VARE" | "SV" | "KUO";
};
export type RevokeOriginAccessApiResponse = /** status 200 OK */ StaffAccount;
export type RevokeOriginAccessApiArg = {
  email: string;
  origin: "VARE" | "SV" | "KUO";
};
export type GetStaffAdvertisementTileApiResponse =
  /** status 200 OK */ ActiveAdvertisementTile;
export type GetStaffAdvertisementTileApiArg = void;
export type SetStaffAdvertisementTileApiResponse =
  /** status 200 OK */ StaffAdvertisementTile;
export type SetStaffAdvertisementTileApiArg = StaffAdvertisementTile;
export type RemoveStaffAdvertisementTileApiResponse = unknown;
export type RemoveStaffAdvertisementTileApiArg = void;
export type GetAuditLogApiResponse = /** status 200  */ AuditPage;
export type GetAuditLogApiArg = {
  /** Entries at or after (ISO date-time) */
  from?: string;
  /** Entries at or before (ISO date-time) */
  to?: string;
  /** The staff member's e-mail */
  actor?: string;
  /** The row number */
  row?: number;
  /** 1–500, default 100 */
  limit?: number;
  /** `nextCursor` of the previous page */
  cursor?: string;
  /** The operation id (a hand-written handler's names it where `row` is none) */
  operation?: string;
  /** The answer's HTTP status */
  status?: number;
  /** An e-mail, user id, place or origin the entry is about */
  target?: string;
};
export type GetMassMessageProcessesApiResponse =
  /** status 200 OK */ BackgroundProcesses;
export type GetMassMessageProcessesApiArg =
  /** How many, 1–100 (default 10) */ number | undefined;
export type ListCacheKeysApiResponse = /** status 200  */ CacheKeys;
export type ListCacheKeysApiArg = {
  /** Only keys starting with this */
  prefix?: string;
  /** How many to list, 1–1000 (default 100) */
  limit?: number;
};
export type ClearCacheApiResponse = /** status 200  */ CacheCleared;
export type ClearCacheApiArg = void;
export type GetDataAgeApiResponse = /** status 200 OK */ DataAge;
export type GetDataAgeApiArg = void;
export type GetCrmCustomerApiResponse = /** status 200 OK */ Customership;
export type GetCrmCustomerApiArg = {
  origin: "VARE" | "SV" | "KUO";
  customerCode: string;
};
export type GetCrmCustomerContractsApiResponse =
  /** status 200 OK */ ContractList;
export type GetCrmCustomerContractsApiArg = {
  origin: "VARE" | "SV" | "KUO";
  customerCode: string;
};
export type GetFeatureFlagsApiResponse = /** status 200 OK */ FeatureFlagList;
export type GetFeatureFlagsApiArg = void;
export type SetFeatureFlagApiResponse = /** status 200 OK */ FeatureFlag;
export type SetFeatureFlagApiArg = FeatureFlag;
export type GetFeatureOverridesApiResponse =
  /** status 200 OK */ FeatureOverrideList;
export type GetFeatureOverridesApiArg = void;
export type AddFeatureOverrideApiResponse =
  /** status 201 Created: the upstream made it */ FeatureOverride;
export type AddFeatureOverrideApiArg = NewFeatureOverride;
export type RemoveFeatureOverrideApiResponse = unknown;
export type RemoveFeatureOverrideApiArg = string;
export type GetUserMappingInfoApiResponse =
  /** status 200 OK */ UserMappingInfo;
export type GetUserMappingInfoApiArg = number;
export type GetMaintenanceApiResponse =
  /** status 200 OK */ MaintenanceOverview;
export type GetMaintenanceApiArg = void;
export type AddMaintenanceScheduleApiResponse =
  /** status 201 Created: the upstream made it */ MaintenanceSchedule;
export type AddMaintenanceScheduleApiArg = NewMaintenanceSchedule;
export type RemoveMaintenanceScheduleApiResponse = unknown;
export type RemoveMaintenanceScheduleApiArg = string;
export type ToggleMaintenanceApiResponse =
  /** status 200 OK */ MaintenanceState;
export type ToggleMaintenanceApiArg = {
  origin: "VARE" | "SV" | "KUO";
  maintenanceToggle: MaintenanceToggle;
};
export type GetTopBarMessageApiResponse =
  /** status 200 OK */ ActiveTopBarMessage;
export type GetTopBarMessageApiArg = void;
export type SetTopBarMessageApiResponse = /** status 200 OK */ TopBarMessage;
export type SetTopBarMessageApiArg = TopBarMessage;
export type RemoveTopBarMessageApiResponse = unknown;
export type RemoveTopBarMessageApiArg = void;
export type GetRawCustomerApiResponse = /** status 200 OK */ RawRecord;
export type GetRawCustomerApiArg = {
  origin: "VARE" | "SV" | "KUO";
  customerCode: string;
};
export type GetRawCustomerContractsApiResponse = /** status 200 OK */ RawRecord;
export type GetRawCustomerContractsApiArg = {
  origin: "VARE" | "SV" | "KUO";
  customerCode: string;
};
export type RefreshUserMappingsApiResponse =
  /** status 200 OK */ UserMappingInfo;
export type RefreshUserMappingsApiArg = number;
export type GetServiceHealthApiResponse = /** status 200  */ ServiceHealth;
export type GetServiceHealthApiArg = void;
export type IdentifyUserAccountApiResponse = /** status 200  */ AccountOutcome;
export type IdentifyUserAccountApiArg = CustomerAccountRequest;
export type CreateUserAccountApiResponse = /** status 201  */ AccountOutcome;
export type CreateUserAccountApiArg = CustomerAccountRequest;
export type DeleteUserAccountApiResponse = /** status 200  */ AccountOutcome;
export type DeleteUserAccountApiArg = AccountEmail;
export type SearchCustomersApiResponse = /** status 200  */ CustomerMatches;
export type SearchCustomersApiArg = {
  /** `A` and seven digits */
  customerCode?: string;
  /** Finnish personal identity code, check character included (A18); never logged */
  ssn?: string;
  /** E-mail address */
  email?: string;
  /** VARE, SV or KUO; required for company groups (rule C1) */
  origin?: string;
};
export type SearchUnauthenticatedUsersApiResponse =
  /** status 200  */ UnauthenticatedAccounts;
export type SearchUnauthenticatedUsersApiArg = /** E-mail address */ string;
export type CreateCampaignApiResponse =
  /** status 201 Created: the upstream made it */ Campaign;
export type CreateCampaignApiArg = CampaignRequest;
export type DeleteCampaignApiResponse = unknown;
export type DeleteCampaignApiArg = string;
export type GetDraftCampaignsApiResponse = /** status 200 OK */ CampaignList;
export type GetDraftCampaignsApiArg = void;
export type GetExpiredCampaignsApiResponse = /** status 200 OK */ CampaignList;
export type GetExpiredCampaignsApiArg = void;
export type GetPublishedCampaignsApiResponse =
  /** status 200 OK */ CampaignList;
export type GetPublishedCampaignsApiArg = void;
export type UpdateCampaignApiResponse = /** status 200 OK */ Campaign;
export type UpdateCampaignApiArg = {
  campaignId: string;
  campaignRequest: CampaignRequest;
};
export type SendMassMessageApiResponse = /** status 200 OK */ MessageSent;
export type SendMassMessageApiArg = MassMessage;
export type SendMassMessageAsyncApiResponse =
  /** status 202 Accepted: the upstream goes on with it in the background */ ProcessStarted;
export type SendMassMessageAsyncApiArg = MassMessage;
export type SendTargetedMessageApiResponse = /** status 200 OK */ MessageSent;
export type SendTargetedMessageApiArg = TargetedMessage;
export type SendMessageApiResponse = /** status 200 OK */ MessageSent;
export type SendMessageApiArg = DirectMessage;
export type StaffAccount = {
  email: string;
  groups: string[];
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
export type NewStaffAccount = {
  email: string;
  groups: string[];
};
export type StaffAccountList = {
  accounts: StaffAccount[];
  origin: string;
};
export type Company = "VARE" | "SV" | "KUO";
export type StaffAdvertisementTile = {
  imageAlt?: string | null;
  imageUrl?: string | null;
  linkText: string;
  linkUrl: string;
  /** The origins whose customers see it; none: every origin's. */
  origins?: Company[] | null;
  text: string;
  title: string;
  validUntil?: string | null;
};
export type ActiveAdvertisementTile = null | StaffAdvertisementTile;
export type AuditTarget = {
  email?: string | null;
  locationId?: string | null;
  origin?: string | null;
  userId?: number | null;
};
export type AuditEntry = {
  /** The staff member's username (e-mail). */
  actor: string;
  /** Their groups as identity held them for this request. */
  actorGroups: string[];
  /** RFC 3339, UTC. */
  at: string;
  /** Increasing; #244's `cursor` continues below one. */
  entryId: number;
  operationId: string;
  requestId: string;
  /** The row number; none for a hand-written admin handler (its operation id names it). */
  row?: number | null;
  /** The answer's HTTP status: refusals are recorded too. */
  status: number;
  target: AuditTarget;
};
export type AuditPage = {
  entries: AuditEntry[];
  /** The `cursor` of the next (older) page; none after the last. */
  nextCursor?: string | null;
};
export type ProcessState = "QUEUED" | "RUNNING" | "DONE" | "FAILED";
export type BackgroundProcess = {
  finishedAt?: string | null;
  /** What it does: `MASS_MESSAGE`. */
  kind: string;
  processId: string;
  /** Recipients reached so far. */
  sent: number;
  /** RFC 3339. */
  startedAt: string;
  state: ProcessState;
  /** The message's title (its body is not repeated here). */
  title: string;
  /** Recipients in all. */
  total: number;
};
export type BackgroundProcesses = {
  processes: BackgroundProcess[];
};
export type CacheKey = {
  ageSeconds: number;
  /** What the entry costs the cache's byte budget: key, body, its gzip and bookkeeping. */
  bytes: number;
  /** The canonical key (A60), as stored. */
  key: string;
  /** Seconds until it expires. */
  ttlSeconds: number;
};
export type CacheKeys = {
  /** The first `limit` of them, by key. */
  keys: CacheKey[];
  /** Entries matching the prefix (all of them, not only those listed). */
  total: number;
  /** Their bytes together. */
  totalBytes: number;
};
export type CacheCleared = {
  /** How many entries there were. */
  removed: number;
};
export type UtilityType =
  "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION" | "SOLAR";
export type DataAgeSource = {
  /** Seconds from the end of that slot to `checkedAt`. */
  ageSeconds: number;
  /** The start of the newest measured slot (RFC 3339). */
  newestReading: string;
  origin: Company;
  /** How many places the readings are of. */
  places: number;
  utilityType: UtilityType;
};
export type DataAge = {
  /** When metering looked (RFC 3339). */
  checkedAt: string;
  /** One entry per measured system and origin that has places, by system then origin. */
  sources: DataAgeSource[];
};
export type CustomerType = "B2C" | "B2B";
export type Address = {
  city: string;
  postalCode: string;
  street: string;
};
export type Customership = {
  company: Company;
  companyName: string;
  customerCode: string;
  customerType: CustomerType;
  email: string;
  invoicingAddress?: null | Address;
  /** The invoicing customer codes of the customership's places. */
  invoicingCustomerCodes: string[];
  /** The customership's use places. */
  locationIdentifiers: string[];
  name: string;
  phone?: string | null;
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
export type FlagQualifierKind = "ORIGIN" | "UTILITY_TYPE" | "CUSTOMER_TYPE";
export type FlagQualifier = {
  type: FlagQualifierKind;
  value: string;
};
export type FeatureFlag = {
  enabled: boolean;
  feature: string;
  qualifiers?: FlagQualifier[];
  readOnly: boolean;
};
export type FeatureFlagList = {
  flags: FeatureFlag[];
};
export type FeatureOverride = {
  enabled: boolean;
  feature: string;
  locationId?: string | null;
  overrideId: string;
  readOnly: boolean;
  userId?: number | null;
};
export type FeatureOverrideList = {
  overrides: FeatureOverride[];
};
export type NewFeatureOverride = {
  enabled: boolean;
  feature: string;
  /** the place it holds for (`KP` and six digits). */
  locationId?: string | null;
  readOnly: boolean;
  /** The portal user it holds for; or */
  userId?: number | null;
};
export type CustomerCode = {
  company: Company;
  companyName: string;
  customerCode: string;
};
export type UserMappingInfo = {
  /** The B2B companies the user belongs to, by companyReferenceId. */
  companyReferenceIds: string[];
  customerCodes: CustomerCode[];
  customerType: CustomerType;
  email: string;
  /** The user's own use places. */
  locationIdentifiers: string[];
  /** When #42 last rebuilt the mappings (RFC 3339); never, for `None`. */
  mappingsRefreshedAt?: string | null;
  name: string;
  priwattiUserId: number;
  /** A staff member's portal user, which has no places. */
  staff: boolean;
};
export type MaintenanceState = {
  /** The toggle: on until staff turn it off (or `until` passes). */
  enabled: boolean;
  /** What the origin's customers are shown; none: the portal's general text. */
  message?: string | null;
  origin: Company;
  /** When the toggle's maintenance ends (RFC 3339); none: until it is turned off. */
  until?: string | null;
};
export type MaintenanceSchedule = {
  end: string;
  message: string;
  origin: Company;
  scheduleId: string;
  start: string;
};
export type MaintenanceOverview = {
  origins: MaintenanceState[];
  schedules: MaintenanceSchedule[];
};
export type NewMaintenanceSchedule = {
  /** RFC 3339, after `start`. */
  end: string;
  message: string;
  origin: Company;
  /** RFC 3339. */
  start: string;
};
export type MaintenanceToggle = {
  enabled?: boolean | null;
  message?: string | null;
  until?: string | null;
};
export type TopBarLevel = "INFO" | "WARNING" | "ALERT";
export type TopBarMessage = {
  level: TopBarLevel;
  /** 1–300 characters. */
  message: string;
  /** When it stops showing (ISO 8601 with an offset); none: until it is removed. */
  validUntil?: string | null;
};
export type ActiveTopBarMessage = null | TopBarMessage;
export type RawRecord = {
  /** The kind of record ("customer", "contracts"). */
  kind: string;
  record: object;
  /** The system the record is from. */
  system: string;
};
export type HealthState = "UP" | "DOWN";
export type UpstreamHealth = {
  /** The circuit breaker's state after the check: `closed`, `open` or `half_open`. */
  circuit: string;
  /** Milliseconds until it answered, or until the gateway stopped waiting. */
  latencyMs: number;
  /** Why it is down, in the gateway's words (never the upstream's body). */
  reason?: string | null;
  state: HealthState;
  system: string;
};
export type ServiceHealth = {
  /** When the gateway asked (RFC 3339, UTC). */
  checkedAt: string;
  /** `UP` when every upstream answered, else `DOWN`. */
  status: HealthState;
  /** How long each upstream was given, in milliseconds. */
  timeoutMs: number;
  /** One per upstream system, by name. */
  upstreams: UpstreamHealth[];
};
export type AccountOutcome = {
  /** The account's sign-in e-mail. */
  email: string;
  /** How many of the account's live sign-ins ended: all of them on #15, and on #17 those
    made before it became the customer's, so that its next sign-in is the customer's. */
  endedSessions: number;
  /** The customer the account signs in as now (#16, #17), or signed in as until now (#15;
    none: it was no customer's yet). */
  priwattiUserId?: number | null;
};
export type CustomerAccountRequest = {
  /** `A` and seven digits (spec §3). */
  customerCode: string;
  email: string;
  origin: Company;
};
export type AccountEmail = {
  email: string;
};
export type CustomerMatch = {
  customerType: CustomerType;
  customerships: CustomerCode[];
  email: string;
  name: string;
  priwattiUserId: number;
};
export type CustomerMatches = {
  customers: CustomerMatch[];
};
export type UnauthenticatedAccount = {
  /** Whether the sign-up was confirmed. */
  confirmed: boolean;
  email: string;
  name: string;
  /** The identity subject, by which crm maps an account to its portal user. */
  subject: string;
};
export type UnauthenticatedAccounts = {
  accounts: UnauthenticatedAccount[];
};
export type CampaignStatus = "DRAFT" | "PUBLISHED" | "EXPIRED";
export type Campaign = {
  /** The benefit in a few words, e.g. "-20 %". */
  benefit: string;
  campaignId: string;
  company?: null | Company;
  description: string;
  /** Last day (YYYY-MM-DD). */
  endDate: string;
  /** Where the benefit is redeemed. */
  linkUrl: string;
  /** The partner that gives the benefit. */
  partner: string;
  /** First day (YYYY-MM-DD). */
  startDate: string;
  status: CampaignStatus;
  title: string;
};
export type CampaignState = "DRAFT" | "PUBLISHED";
export type CampaignRequest = {
  benefit: string;
  company?: null | Company;
  description: string;
  /** Last day (YYYY-MM-DD), not before the first. */
  endDate: string;
  linkUrl: string;
  partner: string;
  /** First day (YYYY-MM-DD). */
  startDate: string;
  status: CampaignState;
  title: string;
};
export type CampaignList = {
  campaigns: Campaign[];
};
export type MessageSent = {
  /** How many message boxes it was put in. */
  sent: number;
};
export type MassMessage = {
  body: string;
  /** 1–3 energy companies, each once. */
  origins: Company[];
  title: string;
};
export type ProcessStarted = {
  processId: string;
};
export type TargetedMessage = {
  body: string;
  customerType?: null | CustomerType;
  origins?: Company[] | null;
  title: string;
  /** 1–10,000 users. */
  userIds?: number[] | null;
  utilityTypes?: UtilityType[] | null;
};
export type DirectMessage = {
  /** 1–4000 characters. */
  body: string;
  /** 1–120 characters. */
  title: string;
  /** The recipient's priwattiUserId. */
  userId: number;
};
export const {
  useCreateStaffAccountMutation,
  useGetOriginStaffQuery,
  useGetStaffAccountQuery,
  useGrantOriginAccessMutation,
  useRevokeOriginAccessMutation,
  useGetStaffAdvertisementTileQuery,
  useSetStaffAdvertisementTileMutation,
  useRemoveStaffAdvertisementTileMutation,
  useGetAuditLogQuery,
  useGetMassMessageProcessesQuery,
  useListCacheKeysQuery,
  useClearCacheMutation,
  useGetDataAgeQuery,
  useGetCrmCustomerQuery,
  useGetCrmCustomerContractsQuery,
  useGetFeatureFlagsQuery,
  useSetFeatureFlagMutation,
  useGetFeatureOverridesQuery,
  useAddFeatureOverrideMutation,
  useRemoveFeatureOverrideMutation,
  useGetUserMappingInfoQuery,
  useGetMaintenanceQuery,
  useAddMaintenanceScheduleMutation,
  useRemoveMaintenanceScheduleMutation,
  useToggleMaintenanceMutation,
  useGetTopBarMessageQuery,
  useSetTopBarMessageMutation,
  useRemoveTopBarMessageMutation,
  useGetRawCustomerQuery,
  useGetRawCustomerContractsQuery,
  useRefreshUserMappingsMutation,
  useGetServiceHealthQuery,
  useIdentifyUserAccountMutation,
  useCreateUserAccountMutation,
  useDeleteUserAccountMutation,
  useSearchCustomersQuery,
  useSearchUnauthenticatedUsersQuery,
  useCreateCampaignMutation,
  useDeleteCampaignMutation,
  useGetDraftCampaignsQuery,
  useGetExpiredCampaignsQuery,
  useGetPublishedCampaignsQuery,
  useUpdateCampaignMutation,
  useSendMassMessageMutation,
  useSendMassMessageAsyncMutation,
  useSendTargetedMessageMutation,
  useSendMessageMutation,
} = injectedRtkApi;
