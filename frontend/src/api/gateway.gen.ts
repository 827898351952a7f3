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
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/v2/me` }),
    }),
    getUserContent: build.query<
      GetUserContentApiResponse,
      GetUserContentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg}/content`,
      }),
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
export type GetMeApiResponse = /** status 200  */ LoggedInUser;
export type GetMeApiArg = void;
export type GetUserContentApiResponse = /** status 200  */ UserContent;
export type GetUserContentApiArg =
  /** The portal user id (priwattiUserId) */ number;
export type FieldError = {
  field: string;
  message: string;
};
export type Problem = {
  /** Stable code the frontend maps to its dialogs (A6). */
  code: string;
  detail: string;
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
export type LoggedInUser = {
  /** Identity groups; they decide every admin permission (spec §6). */
  groups: string[];
  /** The portal user id (priwattiUserId); null for an account with no portal user yet. */
  priwattiId?: number | null;
  username: string;
};
export type ContentType = "CONTRACTS" | "CREATE_CONTRACT";
export type ContractType =
  | "NETWORK"
  | "ELECTRICITY"
  | "ELECTRICITY_AND_NETWORK"
  | "DISTRICT_HEATING"
  | "MICROGENERATION"
  | "PROCUREMENT"
  | "PROCUREMENT_AND_MICROGENERATION";
export type Company = "VARE" | "SV" | "KUO";
export type ServiceNumberType = "CustomerService" | "Hotline";
export type CustomerServiceNumber = {
  company: Company;
  companyName: string;
  hours: string;
  number: string;
  type: ServiceNumberType;
};
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
  /** The user's own name for the place, if they gave one. */
  name?: string | null;
};
export type UtilityType =
  "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION" | "SOLAR";
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
  /** c/kWh */
  bottomThresholdValue?: number | null;
  id: string;
  /** c/kWh */
  thresholdValue?: number | null;
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
  useGetMeQuery,
  useGetUserContentQuery,
} = injectedRtkApi;
