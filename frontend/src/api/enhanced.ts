import { gatewayApi } from './gateway.gen';

/**
 * Cache tags for the generated endpoints of the first page. Import hooks from here, not from
 * gateway.gen.ts, so the tags are always registered. The forms' endpoints are in formsApi.ts.
 */
export const api = gatewayApi.enhanceEndpoints({
  endpoints: {
    sessionStatus: { providesTags: ['Session'], keepUnusedDataFor: 0 },
    getMe: { providesTags: ['Me'] },
    getUserContent: {
      providesTags: (_result, _error, userId) => [{ type: 'UserContent', id: userId }],
    },
    getLocationDetails: {
      providesTags: (_result, _error, arg) => [{ type: 'LocationDetails', id: arg.locationId }],
    },
    getUserUi: { providesTags: ['UiMode'] },
    getInvoiceSummary: { providesTags: ['Invoices'] },
    getMessages: { providesTags: ['Messages'] },
    getInfoMessages: { providesTags: ['Messages'] },
    getAlertMessages: { providesTags: ['Messages'] },
    // #170 is live: refetched every minute while the solar screen is open, never kept.
    getSolarEnergy: { keepUnusedDataFor: 0 },
    login: { invalidatesTags: ['Session', 'Me', 'UserContent'] },
    forceResetPassword: { invalidatesTags: ['Session', 'Me', 'UserContent'] },
  },
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useSessionStatusQuery,
  useSignUpMutation,
  useConfirmSignupMutation,
  useResendSignupCodeMutation,
  useSendResetPasswordCodeMutation,
  useResetPasswordMutation,
  useForceResetPasswordMutation,
  useGetMeQuery,
  useGetUserContentQuery,
  useGetUserUiQuery,
  useGetUserFeaturesQuery,
  useGetLocationFeaturesQuery,
  useGetLocationDetailsQuery,
  useGetConsumptionGraphQuery,
  useGetElectricitySummaryQuery,
  useGetEnergyPriceQuery,
  useGetEnergyPriceFutureQuery,
  useGetInvoiceSummaryQuery,
  useGetInvoiceDetailsQuery,
  useGetContractsQuery,
  useGetMessagesQuery,
  useGetCustomerServiceNumbersQuery,
  useGetCustomerServiceInfoQuery,
  useGetDistrictHeatingTimeseriesQuery,
  useGetMicrogenerationTimeseriesQuery,
  useGetPopupsQuery,
  useGetSolarEnergyQuery,
  useGetSolarPanelQuery,
  useGetSolarProductionQuery,
  useGetDocumentsQuery,
  useGetTopHoursQuery,
  useGetTipOfTheMonthQuery,
  useGetMonthlyPackageSummaryQuery,
  useGetLocalPowerSummaryQuery,
  useGetGreenPowerSummaryQuery,
  useGetConsumptionBudgetSummaryQuery,
  useGetMonthlyInsightsSummaryQuery,
  useGetMonthlyInsightsPagesQuery,
  useGetMonthlyInsightsNewUserQuery,
  useGetUsageReportsQuery,
  useGetUsageReportQuery,
  useGetInfoMessagesQuery,
  useGetAlertMessagesQuery,
} = api;
