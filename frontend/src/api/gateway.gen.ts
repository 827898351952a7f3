import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    sessionStatus: build.query<SessionStatusApiResponse, SessionStatusApiArg>({
      query: () => ({ url: `/api/auth/v1/session-status` }),
    }),
    refreshSession: build.mutation<
      RefreshSessionApiResponse,
      RefreshSessionApiArg
    >({
      query: () => ({ url: `/api/auth/v1/refresh-session`, method: "POST" }),
    }),
    signUp: build.mutation<SignUpApiResponse, SignUpApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/v1/sign-up`,
        method: "POST",
        body: queryArg,
      }),
    }),
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
export type LoginApiResponse = /** status 200 OK */ LoginResponse;
export type LoginApiArg = LoginRequest;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type SessionStatusApiResponse = /** status 200 OK */ SessionStatus;
export type SessionStatusApiArg = void;
export type RefreshSessionApiResponse = /** status 200 OK */ RefreshResponse;
export type RefreshSessionApiArg = void;
export type SignUpApiResponse = /** status 201 Created */ SignUpResponse;
export type SignUpApiArg = SignUpRequest;
export type ConfirmSignupApiResponse = unknown;
export type ConfirmSignupApiArg = ConfirmSignupRequest;
export type ResendSignupCodeApiResponse = unknown;
export type ResendSignupCodeApiArg = EmailRequest;
export type SendResetPasswordCodeApiResponse = unknown;
export type SendResetPasswordCodeApiArg = EmailRequest;
export type ResetPasswordApiResponse = unknown;
export type ResetPasswordApiArg = ResetPasswordRequest;
export type ForceResetPasswordApiResponse = /** status 200 OK */ LoginResponse;
export type ForceResetPasswordApiArg = ForceResetPasswordRequest;
export type GetMeApiResponse = /** status 200 OK */ LoggedInUser;
export type GetMeApiArg = void;
export type GetUserContentApiResponse = /** status 200 OK */ UserContent;
export type GetUserContentApiArg = number;
export type LoginResponse = {
  status: "SIGNED_IN" | "NEW_PASSWORD_REQUIRED";
  expiresAt?: number;
};
export type FieldError = {
  field: string;
  message: string;
};
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: string;
  requestId: string;
  errors?: FieldError[];
};
export type LoginRequest = {
  username: string;
  password: string;
};
export type SessionStatus = {
  hasRefreshToken: boolean;
  expiresAt: number;
};
export type RefreshResponse = {
  expiresAt: number;
};
export type SignUpResponse = {
  status: "CONFIRMATION_REQUIRED";
};
export type SignUpRequest = {
  email: string;
  password: string;
  name: string;
};
export type ConfirmSignupRequest = {
  email: string;
  code: string;
};
export type EmailRequest = {
  email: string;
};
export type ResetPasswordRequest = {
  email: string;
  code: string;
  newPassword: string;
};
export type ForceResetPasswordRequest = {
  username: string;
  password: string;
  newPassword: string;
};
export type LoggedInUser = {
  username: string;
  priwattiId: number;
  groups: string[];
};
export type Company = "VARE" | "SV" | "KUO";
export type CustomerCode = {
  companyName: string;
  company: Company;
  customerCode: string;
};
export type UserInfo = {
  customerCodes: CustomerCode[];
  name: string;
  email: string;
  phone: string;
  priwattiUserId: number;
  unreadMessages: number;
  userVerified: boolean;
  graphMode: string;
  subscribedToTipsAndTricks: boolean;
};
export type CustomerServiceNumber = {
  company: Company;
  companyName: string;
  type: "CustomerService" | "Hotline";
  number: string;
  hours: string;
};
export type EnergyPriceAlert = {
  id: number;
  active: boolean;
  thresholdValue: number;
  bottomThresholdValue: number;
};
export type EnergyPriceReport = {
  id: number;
  active: boolean;
  emailNotifications: boolean;
  pushNotifications: boolean;
  unit: "KWH" | "MWH";
  vat: "VAT_0" | "VAT_24";
};
export type Qualifier = {
  type: string;
  description: string;
};
export type Feature = {
  feature: string;
  enabled: boolean;
  readOnly: boolean;
  qualifiers: Qualifier[];
};
export type UtilityType =
  "ELECTRICITY" | "DISTRICT_HEATING" | "MICROGENERATION" | "SOLAR";
export type ContractType =
  | "ELECTRICITY"
  | "NETWORK"
  | "ELECTRICITY_AND_NETWORK"
  | "DISTRICT_HEATING"
  | "MICROGENERATION"
  | "PROCUREMENT"
  | "PROCUREMENT_AND_MICROGENERATION";
export type ConsumptionAlert = {
  bottomThresholdValue: null | number;
  topThresholdValue: null | number;
};
export type Address = {
  street: string;
  postalCode: string;
  city: string;
};
export type Location = {
  identifier: string;
  displayName: string;
  name: string;
  address: Address;
};
export type UserContentItem = {
  utilityType: UtilityType;
  contentOwnerId: number;
  contentType: "CONTRACTS" | "CREATE_CONTRACT";
  contractType: ContractType;
  electricityConsumptionAlert: null | ConsumptionAlert;
  electricityDisruptionAlert: null | object;
  districtHeatingDisruptionAlert: null | object;
  customerServiceNumbers: CustomerServiceNumber[];
  location: Location;
  order: number;
};
export type UserContent = {
  user: UserInfo;
  defaultCustomerServiceNumber: null | CustomerServiceNumber;
  energyPriceAlert: null | EnergyPriceAlert;
  energyPriceReport: null | EnergyPriceReport;
  generalFeatures: Feature[];
  content: UserContentItem[];
};
export const {
  useLoginMutation,
  useLogoutMutation,
  useSessionStatusQuery,
  useRefreshSessionMutation,
  useSignUpMutation,
  useConfirmSignupMutation,
  useResendSignupCodeMutation,
  useSendResetPasswordCodeMutation,
  useResetPasswordMutation,
  useForceResetPasswordMutation,
  useGetMeQuery,
  useGetUserContentQuery,
} = injectedRtkApi;
