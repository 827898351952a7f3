import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<ListSessionsApiResponse, ListSessionsApiArg>({
      query: () => ({ url: `/api/auth/v1/sessions` }),
    }),
    endSession: build.mutation<EndSessionApiResponse, EndSessionApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/v1/sessions/${queryArg}`,
        method: "DELETE",
      }),
    }),
    getCustomerships: build.query<
      GetCustomershipsApiResponse,
      GetCustomershipsApiArg
    >({
      query: (queryArg) => ({ url: `/api/customerships/v1/user/${queryArg}` }),
    }),
    updateCustomership: build.mutation<
      UpdateCustomershipApiResponse,
      UpdateCustomershipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/customerships/v1/user/${queryArg.userId}`,
        method: "PATCH",
        body: queryArg.customershipUpdateRequest,
      }),
    }),
    sendEInvoiceProposal: build.mutation<
      SendEInvoiceProposalApiResponse,
      SendEInvoiceProposalApiArg
    >({
      query: (queryArg) => ({
        url: `/api/invoices/v1/e-invoice-proposal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getEInvoiceBanks: build.query<
      GetEInvoiceBanksApiResponse,
      GetEInvoiceBanksApiArg
    >({
      query: () => ({ url: `/api/invoices/v1/e-invoice-proposal/banks` }),
    }),
    getEInvoicing: build.query<GetEInvoicingApiResponse, GetEInvoicingApiArg>({
      query: () => ({ url: `/api/invoices/v1/e-invoicing` }),
    }),
    checkElectricityContracts: build.query<
      CheckElectricityContractsApiResponse,
      CheckElectricityContractsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/checkElectricityContracts`,
        params: {
          priwattiUserId: queryArg.priwattiUserId,
          locationIdentifier: queryArg.locationIdentifier,
        },
      }),
    }),
    getConsumptionAlert: build.query<
      GetConsumptionAlertApiResponse,
      GetConsumptionAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/consumption/user/${queryArg.userId}/location/${queryArg.locationId}`,
      }),
    }),
    setConsumptionAlert: build.mutation<
      SetConsumptionAlertApiResponse,
      SetConsumptionAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/consumption/user/${queryArg.userId}/location/${queryArg.locationId}`,
        method: "PUT",
        body: queryArg.electricityConsumptionAlert,
      }),
    }),
    getDisruptionElectricityAlert: build.query<
      GetDisruptionElectricityAlertApiResponse,
      GetDisruptionElectricityAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/disruptionelectricity/user/${queryArg.userId}/location/${queryArg.locationId}`,
      }),
    }),
    setDisruptionElectricityAlert: build.mutation<
      SetDisruptionElectricityAlertApiResponse,
      SetDisruptionElectricityAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/disruptionelectricity/user/${queryArg.userId}/location/${queryArg.locationId}`,
        method: "PUT",
        body: queryArg.disruptionElectricityAlert,
      }),
    }),
    getDistrictHeatingAlert: build.query<
      GetDistrictHeatingAlertApiResponse,
      GetDistrictHeatingAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/districtheating/user/${queryArg.userId}/location/${queryArg.locationId}`,
      }),
    }),
    setDistrictHeatingAlert: build.mutation<
      SetDistrictHeatingAlertApiResponse,
      SetDistrictHeatingAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/districtheating/user/${queryArg.userId}/location/${queryArg.locationId}`,
        method: "PUT",
        body: queryArg.districtHeatingAlert,
      }),
    }),
    getDistrictHeatingBulkAlert: build.query<
      GetDistrictHeatingBulkAlertApiResponse,
      GetDistrictHeatingBulkAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/districtheating/user/${queryArg.userId}/location/${queryArg.locationId}/bulk`,
      }),
    }),
    setDistrictHeatingAlertBulk: build.mutation<
      SetDistrictHeatingAlertBulkApiResponse,
      SetDistrictHeatingAlertBulkApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/districtheating/user/${queryArg.userId}/location/${queryArg.locationId}/bulk`,
        method: "PUT",
        body: queryArg.districtHeatingBulkAlertRequest,
      }),
    }),
    getEnergyPriceAlert: build.query<
      GetEnergyPriceAlertApiResponse,
      GetEnergyPriceAlertApiArg
    >({
      query: (queryArg) => ({ url: `/api/v2/alerts/energyprice/${queryArg}` }),
    }),
    setEnergyPriceAlert: build.mutation<
      SetEnergyPriceAlertApiResponse,
      SetEnergyPriceAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/energyprice/${queryArg.userId}`,
        method: "PUT",
        body: queryArg.energyPriceAlert,
      }),
    }),
    getEnergyPriceReport: build.query<
      GetEnergyPriceReportApiResponse,
      GetEnergyPriceReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/energypricereport/${queryArg}`,
      }),
    }),
    setEnergyPriceReport: build.mutation<
      SetEnergyPriceReportApiResponse,
      SetEnergyPriceReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/energypricereport/${queryArg.userId}`,
        method: "PUT",
        body: queryArg.energyPriceReport,
      }),
    }),
    getWeightedConsumptionAlert: build.query<
      GetWeightedConsumptionAlertApiResponse,
      GetWeightedConsumptionAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/weightedConsumption/user/${queryArg.userId}/location/${queryArg.locationId}`,
      }),
    }),
    setWeightedConsumptionAlert: build.mutation<
      SetWeightedConsumptionAlertApiResponse,
      SetWeightedConsumptionAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/weightedConsumption/user/${queryArg.userId}/location/${queryArg.locationId}`,
        method: "PUT",
        body: queryArg.weightedConsumptionAlert,
      }),
    }),
    getWeightedConsumptionPlusAlert: build.query<
      GetWeightedConsumptionPlusAlertApiResponse,
      GetWeightedConsumptionPlusAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/weightedConsumptionPlus/user/${queryArg.userId}/location/${queryArg.locationId}`,
      }),
    }),
    setWeightedConsumptionPlusAlert: build.mutation<
      SetWeightedConsumptionPlusAlertApiResponse,
      SetWeightedConsumptionPlusAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/alerts/weightedConsumptionPlus/user/${queryArg.userId}/location/${queryArg.locationId}`,
        method: "PUT",
        body: queryArg.weightedConsumptionAlert,
      }),
    }),
    getApiTokens: build.query<GetApiTokensApiResponse, GetApiTokensApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg}/apiTokens`,
      }),
    }),
    createApiToken: build.mutation<
      CreateApiTokenApiResponse,
      CreateApiTokenApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/apiTokens`,
        method: "POST",
        body: queryArg.apiTokenRequest,
      }),
    }),
    revokeApiToken: build.mutation<
      RevokeApiTokenApiResponse,
      RevokeApiTokenApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/b2b/company/${queryArg.companyRef}/apiTokens/${queryArg.tokenId}`,
        method: "DELETE",
      }),
    }),
    getChatMessages: build.query<
      GetChatMessagesApiResponse,
      GetChatMessagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/chat/user/${queryArg.userId}/messages`,
        params: {
          after: queryArg.after,
        },
      }),
    }),
    sendChatMessage: build.mutation<
      SendChatMessageApiResponse,
      SendChatMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/chat/user/${queryArg.userId}/messages`,
        method: "POST",
        body: queryArg.chatMessageRequest,
      }),
    }),
    addCompanyCustomership: build.mutation<
      AddCompanyCustomershipApiResponse,
      AddCompanyCustomershipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/addCustomership`,
        method: "POST",
        body: queryArg.addCustomershipRequest,
      }),
    }),
    createCompanyUser: build.mutation<
      CreateCompanyUserApiResponse,
      CreateCompanyUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/create`,
        method: "POST",
        body: queryArg.createCompanyUserRequest,
      }),
    }),
    getCompanyCustomership: build.query<
      GetCompanyCustomershipApiResponse,
      GetCompanyCustomershipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/customershipDetails`,
        params: {
          company: queryArg.company,
          customerCode: queryArg.customerCode,
        },
      }),
    }),
    listCompanyUserEligibleLocations: build.query<
      ListCompanyUserEligibleLocationsApiResponse,
      ListCompanyUserEligibleLocationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/eligibleLocations`,
        params: {
          userReferenceId: queryArg.userReferenceId,
        },
      }),
    }),
    listCompanyUsers: build.query<
      ListCompanyUsersApiResponse,
      ListCompanyUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg}/usermanagement/existingUsers`,
      }),
    }),
    getCompanyMainUser: build.query<
      GetCompanyMainUserApiResponse,
      GetCompanyMainUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg}/usermanagement/mainUser`,
      }),
    }),
    removeCompanyCustomership: build.mutation<
      RemoveCompanyCustomershipApiResponse,
      RemoveCompanyCustomershipApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/removeCustomership`,
        method: "DELETE",
        params: {
          company: queryArg.company,
          customerCode: queryArg.customerCode,
        },
      }),
    }),
    transferCompanyMainUserRights: build.mutation<
      TransferCompanyMainUserRightsApiResponse,
      TransferCompanyMainUserRightsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/transferMainUserRights`,
        method: "POST",
        body: queryArg.transferMainUserRequest,
      }),
    }),
    getCompanyUserBasicInfo: build.query<
      GetCompanyUserBasicInfoApiResponse,
      GetCompanyUserBasicInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg}/usermanagement/userBasicInfo`,
      }),
    }),
    getCompanyUser: build.query<
      GetCompanyUserApiResponse,
      GetCompanyUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/userReference/${queryArg.userRef}`,
        params: {
          status: queryArg.status,
        },
      }),
    }),
    removeAllCompanyUserLocations: build.mutation<
      RemoveAllCompanyUserLocationsApiResponse,
      RemoveAllCompanyUserLocationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/userReference/${queryArg.userRef}/removeAllLocations`,
        method: "POST",
        params: {
          status: queryArg.status,
        },
      }),
    }),
    removeCompanyUserLocation: build.mutation<
      RemoveCompanyUserLocationApiResponse,
      RemoveCompanyUserLocationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/userReference/${queryArg.userRef}/removeLocation`,
        method: "POST",
        body: queryArg.removeLocationRequest,
        params: {
          status: queryArg.status,
        },
      }),
    }),
    updateCompanyUserAccessRights: build.mutation<
      UpdateCompanyUserAccessRightsApiResponse,
      UpdateCompanyUserAccessRightsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/company/${queryArg.companyRef}/usermanagement/userReference/${queryArg.userRef}/updateAccessRights`,
        method: "POST",
        body: queryArg.updateAccessRightsRequest,
      }),
    }),
    setConsumptionBudget: build.mutation<
      SetConsumptionBudgetApiResponse,
      SetConsumptionBudgetApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/consumption/electricity/user/${queryArg.userId}/location/${queryArg.locationId}/setConsumptionBudget`,
        method: "POST",
        body: queryArg.consumptionBudgetRequest,
      }),
    }),
    getProductConfiguration: build.query<
      GetProductConfigurationApiResponse,
      GetProductConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/consumption/pricing/user/${queryArg.userId}/location/${queryArg.locationId}/productConfiguration`,
      }),
    }),
    setProductConfiguration: build.mutation<
      SetProductConfigurationApiResponse,
      SetProductConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/consumption/pricing/user/${queryArg.userId}/location/${queryArg.locationId}/productConfiguration`,
        method: "POST",
        body: queryArg.productConfigurationRequest,
      }),
    }),
    deleteProductConfiguration: build.mutation<
      DeleteProductConfigurationApiResponse,
      DeleteProductConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/consumption/pricing/user/${queryArg.userId}/location/${queryArg.locationId}/productConfiguration`,
        method: "DELETE",
      }),
    }),
    sendAppFeedback: build.mutation<
      SendAppFeedbackApiResponse,
      SendAppFeedbackApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/feedback/appfeedback/${queryArg.userId}`,
        method: "POST",
        body: queryArg.appFeedbackRequest,
      }),
    }),
    sendErrorFeedback: build.mutation<
      SendErrorFeedbackApiResponse,
      SendErrorFeedbackApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/feedback/errorfeedback`,
        method: "POST",
        body: queryArg,
      }),
    }),
    reportFault: build.mutation<ReportFaultApiResponse, ReportFaultApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/feedback/reportfault/${queryArg.userId}`,
        method: "POST",
        body: queryArg.faultReportRequest,
      }),
    }),
    getServiceRequests: build.query<
      GetServiceRequestsApiResponse,
      GetServiceRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/feedback/servicerequest/${queryArg}`,
      }),
    }),
    createServiceRequest: build.mutation<
      CreateServiceRequestApiResponse,
      CreateServiceRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/feedback/servicerequest/${queryArg.userId}`,
        method: "POST",
        body: queryArg.serviceRequestRequest,
      }),
    }),
    getCompanies: build.query<GetCompaniesApiResponse, GetCompaniesApiArg>({
      query: () => ({ url: `/api/v2/info/companies` }),
    }),
    changeInvoiceDueDate: build.mutation<
      ChangeInvoiceDueDateApiResponse,
      ChangeInvoiceDueDateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/invoice/user/${queryArg.userId}/location/${queryArg.locationId}/dueDate`,
        method: "PUT",
        body: queryArg.invoiceDueDateRequest,
      }),
    }),
    markAllAlertMessagesRead: build.mutation<
      MarkAllAlertMessagesReadApiResponse,
      MarkAllAlertMessagesReadApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/alert/user/${queryArg}/markAllAsRead`,
        method: "PUT",
      }),
    }),
    markAllInfoMessagesRead: build.mutation<
      MarkAllInfoMessagesReadApiResponse,
      MarkAllInfoMessagesReadApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/info/user/${queryArg}/markAllAsRead`,
        method: "PUT",
      }),
    }),
    markMessageSeen: build.mutation<
      MarkMessageSeenApiResponse,
      MarkMessageSeenApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/seen/${queryArg.messageId}`,
        method: "PUT",
        params: {
          seen: queryArg.seen,
        },
      }),
    }),
    markAllMessagesRead: build.mutation<
      MarkAllMessagesReadApiResponse,
      MarkAllMessagesReadApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/messages/user/${queryArg}/markAllAsRead`,
        method: "PUT",
      }),
    }),
    findSolarLink: build.mutation<
      FindSolarLinkApiResponse,
      FindSolarLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/production/solar/findLink`,
        method: "POST",
        body: queryArg,
      }),
    }),
    linkSolarPanel: build.mutation<
      LinkSolarPanelApiResponse,
      LinkSolarPanelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/production/solar/user/${queryArg.userId}/panel/${queryArg.panelId}/link/${queryArg.locationId}`,
        method: "PUT",
      }),
    }),
    unlinkSolarPanel: build.mutation<
      UnlinkSolarPanelApiResponse,
      UnlinkSolarPanelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/production/solar/user/${queryArg.userId}/panel/${queryArg.panelId}/unlink/${queryArg.locationId}`,
        method: "PUT",
      }),
    }),
    activateRepresentation: build.mutation<
      ActivateRepresentationApiResponse,
      ActivateRepresentationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/representative/activate`,
        method: "POST",
        body: queryArg,
      }),
    }),
    createRepresentation: build.mutation<
      CreateRepresentationApiResponse,
      CreateRepresentationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/representative/user/${queryArg.userId}/create`,
        method: "POST",
        body: queryArg.createRepresentationRequest,
      }),
    }),
    getCurrentRepresentations: build.query<
      GetCurrentRepresentationsApiResponse,
      GetCurrentRepresentationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/representative/user/${queryArg}/current`,
      }),
    }),
    getEligibleRepresentatives: build.query<
      GetEligibleRepresentativesApiResponse,
      GetEligibleRepresentativesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/representative/user/${queryArg}/eligible`,
      }),
    }),
    removeRepresentation: build.mutation<
      RemoveRepresentationApiResponse,
      RemoveRepresentationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/representative/user/${queryArg.userId}/remove`,
        method: "POST",
        body: queryArg.removeRepresentationRequest,
      }),
    }),
    acceptFollowupOffer: build.mutation<
      AcceptFollowupOfferApiResponse,
      AcceptFollowupOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg.userId}/followupoffer/accept/${queryArg.leadId}`,
        method: "PUT",
      }),
    }),
    getFollowupOffers: build.query<
      GetFollowupOffersApiResponse,
      GetFollowupOffersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg.userId}/followupoffer/location/${queryArg.locationId}/offers`,
      }),
    }),
    getFollowupOfferStatus: build.query<
      GetFollowupOfferStatusApiResponse,
      GetFollowupOfferStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg.userId}/followupoffer/location/${queryArg.locationId}/status`,
      }),
    }),
    requestMove: build.mutation<RequestMoveApiResponse, RequestMoveApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg.userId}/move`,
        method: "POST",
        body: queryArg.moveRequest,
      }),
    }),
    setLocationName: build.mutation<
      SetLocationNameApiResponse,
      SetLocationNameApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg.userId}/name`,
        method: "POST",
        body: queryArg.locationNameRequest,
      }),
    }),
    setContentOrder: build.mutation<
      SetContentOrderApiResponse,
      SetContentOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/servicelocation/user/${queryArg.userId}/setContentOrder`,
        method: "POST",
        body: queryArg.setContentOrderRequest,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/user/${queryArg}`,
        method: "DELETE",
      }),
    }),
    changeEmailAddress: build.mutation<
      ChangeEmailAddressApiResponse,
      ChangeEmailAddressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/user/${queryArg.userId}/changeEmailAddress`,
        method: "POST",
        body: queryArg.changeEmailAddressRequest,
      }),
    }),
    getCompanyInvitations: build.query<
      GetCompanyInvitationsApiResponse,
      GetCompanyInvitationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/user/${queryArg}/companyInvitations`,
      }),
    }),
    acceptCompanyInvitation: build.mutation<
      AcceptCompanyInvitationApiResponse,
      AcceptCompanyInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/user/${queryArg.userId}/companyInvitations/${queryArg.invitationRef}/accept`,
        method: "POST",
      }),
    }),
    declineCompanyInvitation: build.mutation<
      DeclineCompanyInvitationApiResponse,
      DeclineCompanyInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/user/${queryArg.userId}/companyInvitations/${queryArg.invitationRef}/decline`,
        method: "POST",
      }),
    }),
    setEmailSubscription: build.mutation<
      SetEmailSubscriptionApiResponse,
      SetEmailSubscriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/user/${queryArg.userId}/setEmailSubscription`,
        method: "POST",
        body: queryArg.emailSubscriptionRequest,
      }),
    }),
    setUserProperty: build.mutation<
      SetUserPropertyApiResponse,
      SetUserPropertyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/user/${queryArg.userId}/setProperty`,
        method: "POST",
        body: queryArg.setPropertyRequest,
      }),
    }),
    registerUser: build.mutation<RegisterUserApiResponse, RegisterUserApiArg>({
      query: (queryArg) => ({
        url: `/api/v3/user/register`,
        method: "POST",
        body: queryArg,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as formsApi };
export type ListSessionsApiResponse = /** status 200  */ SignInInfo[];
export type ListSessionsApiArg = void;
export type EndSessionApiResponse = unknown;
export type EndSessionApiArg =
  /** A sign-in's `sessionId` from #246, or `all` for every other one */ string;
export type GetCustomershipsApiResponse = /** status 200 OK */ CustomershipList;
export type GetCustomershipsApiArg = number;
export type UpdateCustomershipApiResponse =
  /** status 200 OK */ CustomershipList;
export type UpdateCustomershipApiArg = {
  userId: number;
  customershipUpdateRequest: CustomershipUpdateRequest;
};
export type SendEInvoiceProposalApiResponse =
  /** status 200 OK */ EInvoiceProposal;
export type SendEInvoiceProposalApiArg = EInvoiceProposalRequest;
export type GetEInvoiceBanksApiResponse = /** status 200 OK */ EInvoiceBanks;
export type GetEInvoiceBanksApiArg = void;
export type GetEInvoicingApiResponse = /** status 200 OK */ EInvoicing;
export type GetEInvoicingApiArg = void;
export type CheckElectricityContractsApiResponse =
  /** status 200 OK */ ElectricityContractCheck;
export type CheckElectricityContractsApiArg = {
  /** The caller's portal user id */
  priwattiUserId: number;
  /** A place visible to the caller */
  locationIdentifier: string;
};
export type GetConsumptionAlertApiResponse =
  /** status 200 OK */ ElectricityConsumptionAlert;
export type GetConsumptionAlertApiArg = {
  userId: number;
  locationId: string;
};
export type SetConsumptionAlertApiResponse =
  /** status 200 OK */ ElectricityConsumptionAlert;
export type SetConsumptionAlertApiArg = {
  userId: number;
  locationId: string;
  electricityConsumptionAlert: ElectricityConsumptionAlert;
};
export type GetDisruptionElectricityAlertApiResponse =
  /** status 200 OK */ DisruptionElectricityAlert;
export type GetDisruptionElectricityAlertApiArg = {
  userId: number;
  locationId: string;
};
export type SetDisruptionElectricityAlertApiResponse =
  /** status 200 OK */ DisruptionElectricityAlert;
export type SetDisruptionElectricityAlertApiArg = {
  userId: number;
  locationId: string;
  disruptionElectricityAlert: DisruptionElectricityAlert;
};
export type GetDistrictHeatingAlertApiResponse =
  /** status 200 OK */ DistrictHeatingAlert;
export type GetDistrictHeatingAlertApiArg = {
  userId: number;
  locationId: string;
};
export type SetDistrictHeatingAlertApiResponse =
  /** status 200 OK */ DistrictHeatingAlert;
export type SetDistrictHeatingAlertApiArg = {
  userId: number;
  locationId: string;
  districtHeatingAlert: DistrictHeatingAlert;
};
export type GetDistrictHeatingBulkAlertApiResponse =
  /** status 200 OK */ DistrictHeatingBulkAlert;
export type GetDistrictHeatingBulkAlertApiArg = {
  userId: number;
  locationId: string;
};
export type SetDistrictHeatingAlertBulkApiResponse =
  /** status 200 OK */ DistrictHeatingDisruptionAlert;
export type SetDistrictHeatingAlertBulkApiArg = {
  userId: number;
  locationId: string;
  districtHeatingBulkAlertRequest: DistrictHeatingBulkAlertRequest;
};
export type GetEnergyPriceAlertApiResponse =
  /** status 200 OK */ EnergyPriceAlert;
export type GetEnergyPriceAlertApiArg = number;
export type SetEnergyPriceAlertApiResponse =
  /** status 200 OK */ EnergyPriceAlert;
export type SetEnergyPriceAlertApiArg = {
  userId: number;
  energyPriceAlert: EnergyPriceAlert;
};
export type GetEnergyPriceReportApiResponse =
  /** status 200 OK */ EnergyPriceReport;
export type GetEnergyPriceReportApiArg = number;
export type SetEnergyPriceReportApiResponse =
  /** status 200 OK */ EnergyPriceReport;
export type SetEnergyPriceReportApiArg = {
  userId: number;
  energyPriceReport: EnergyPriceReport;
};
export type GetWeightedConsumptionAlertApiResponse =
  /** status 200 OK */ WeightedConsumptionAlert;
export type GetWeightedConsumptionAlertApiArg = {
  userId: number;
  locationId: string;
};
export type SetWeightedConsumptionAlertApiResponse =
  /** status 200 OK */ WeightedConsumptionAlert;
export type SetWeightedConsumptionAlertApiArg = {
  userId: number;
  locationId: string;
  weightedConsumptionAlert: WeightedConsumptionAlert;
};
export type GetWeightedConsumptionPlusAlertApiResponse =
  /** status 200 OK */ WeightedConsumptionAlert;
export type GetWeightedConsumptionPlusAlertApiArg = {
  userId: number;
  locationId: string;
};
export type SetWeightedConsumptionPlusAlertApiResponse =
  /** status 200 OK */ WeightedConsumptionAlert;
export type SetWeightedConsumptionPlusAlertApiArg = {
  userId: number;
  locationId: string;
  weightedConsumptionAlert: WeightedConsumptionAlert;
};
export type GetApiTokensApiResponse = /** status 200 OK */ ApiTokenList;
export type GetApiTokensApiArg = string;
export type CreateApiTokenApiResponse =
  /** status 201 Created: the upstream made it */ IssuedApiToken;
export type CreateApiTokenApiArg = {
  companyRef: string;
  apiTokenRequest: ApiTokenRequest;
};
export type RevokeApiTokenApiResponse = unknown;
export type RevokeApiTokenApiArg = {
  companyRef: string;
  tokenId: string;
};
export type GetChatMessagesApiResponse = /** status 200 OK */ ChatMessages;
export type GetChatMessagesApiArg = {
  userId: number;
  /** The last message id the client has */
  after?: string;
};
export type SendChatMessageApiResponse = /** status 200 OK */ ChatMessage;
export type SendChatMessageApiArg = {
  userId: number;
  chatMessageRequest: ChatMessageRequest;
};
export type AddCompanyCustomershipApiResponse =
  /** status 200 OK */ CustomershipDetails;
export type AddCompanyCustomershipApiArg = {
  companyRef: string;
  addCustomershipRequest: AddCustomershipRequest;
};
export type CreateCompanyUserApiResponse =
  /** status 200 OK */ CompanyUserDetail;
export type CreateCompanyUserApiArg = {
  companyRef: string;
  createCompanyUserRequest: CreateCompanyUserRequest;
};
export type GetCompanyCustomershipApiResponse =
  /** status 200 OK */ CustomershipDetails;
export type GetCompanyCustomershipApiArg = {
  companyRef: string;
  /** The energy company of the customership */
  company: "VARE" | "SV" | "KUO";
  /** The company's customer code there */
  customerCode: string;
};
export type ListCompanyUserEligibleLocationsApiResponse =
  /** status 200 OK */ EligibleLocationList;
export type ListCompanyUserEligibleLocationsApiArg = {
  companyRef: string;
  /** The user of the company whose missing places to list */
  userReferenceId: string;
};
export type ListCompanyUsersApiResponse = /** status 200 OK */ CompanyUserList;
export type ListCompanyUsersApiArg = string;
export type GetCompanyMainUserApiResponse = /** status 200 OK */ CompanyUser;
export type GetCompanyMainUserApiArg = string;
export type RemoveCompanyCustomershipApiResponse = unknown;
export type RemoveCompanyCustomershipApiArg = {
  companyRef: string;
  /** The energy company of the customership */
  company: "VARE" | "SV" | "KUO";
  /** The company's customer code there */
  customerCode: string;
};
export type TransferCompanyMainUserRightsApiResponse =
  /** status 200 OK */ CompanyUserList;
export type TransferCompanyMainUserRightsApiArg = {
  companyRef: string;
  transferMainUserRequest: TransferMainUserRequest;
};
export type GetCompanyUserBasicInfoApiResponse =
  /** status 200 OK */ UserBasicInfo;
export type GetCompanyUserBasicInfoApiArg = string;
export type GetCompanyUserApiResponse = /** status 200 OK */ CompanyUserDetail;
export type GetCompanyUserApiArg = {
  companyRef: string;
  userRef: string;
  /** Only the places the user has this right on (default ALL) */
  status?: "ALL" | "READ_ONLY" | "FULL_ACCESS";
};
export type RemoveAllCompanyUserLocationsApiResponse =
  /** status 200 OK */ CompanyUserDetail;
export type RemoveAllCompanyUserLocationsApiArg = {
  companyRef: string;
  userRef: string;
  /** Only the places the user has this right on (default ALL) */
  status?: "ALL" | "READ_ONLY" | "FULL_ACCESS";
};
export type RemoveCompanyUserLocationApiResponse =
  /** status 200 OK */ CompanyUserDetail;
export type RemoveCompanyUserLocationApiArg = {
  companyRef: string;
  userRef: string;
  /** Only the places the user has this right on (default ALL) */
  status?: "ALL" | "READ_ONLY" | "FULL_ACCESS";
  removeLocationRequest: RemoveLocationRequest;
};
export type UpdateCompanyUserAccessRightsApiResponse =
  /** status 200 OK */ CompanyUserDetail;
export type UpdateCompanyUserAccessRightsApiArg = {
  companyRef: string;
  userRef: string;
  updateAccessRightsRequest: UpdateAccessRightsRequest;
};
export type SetConsumptionBudgetApiResponse = /** status 200 OK */ Budget;
export type SetConsumptionBudgetApiArg = {
  userId: number;
  locationId: string;
  consumptionBudgetRequest: ConsumptionBudgetRequest;
};
export type GetProductConfigurationApiResponse =
  /** status 200 OK */ ProductConfiguration;
export type GetProductConfigurationApiArg = {
  userId: number;
  locationId: string;
};
export type SetProductConfigurationApiResponse =
  /** status 200 OK */ ProductConfiguration;
export type SetProductConfigurationApiArg = {
  userId: number;
  locationId: string;
  productConfigurationRequest: ProductConfigurationRequest;
};
export type DeleteProductConfigurationApiResponse = unknown;
export type DeleteProductConfigurationApiArg = {
  userId: number;
  locationId: string;
};
export type SendAppFeedbackApiResponse = unknown;
export type SendAppFeedbackApiArg = {
  userId: number;
  appFeedbackRequest: AppFeedbackRequest;
};
export type SendErrorFeedbackApiResponse = unknown;
export type SendErrorFeedbackApiArg = ErrorFeedbackRequest;
export type ReportFaultApiResponse = /** status 200 OK */ FaultReportReceipt;
export type ReportFaultApiArg = {
  userId: number;
  faultReportRequest: FaultReportRequest;
};
export type GetServiceRequestsApiResponse =
  /** status 200 OK */ ServiceRequestList;
export type GetServiceRequestsApiArg = number;
export type CreateServiceRequestApiResponse =
  /** status 200 OK */ ServiceRequest;
export type CreateServiceRequestApiArg = {
  userId: number;
  serviceRequestRequest: ServiceRequestRequest;
};
export type GetCompaniesApiResponse = /** status 200 OK */ CompanySelectionList;
export type GetCompaniesApiArg = void;
export type ChangeInvoiceDueDateApiResponse =
  /** status 200 OK */ InvoiceDueDate;
export type ChangeInvoiceDueDateApiArg = {
  userId: number;
  locationId: string;
  invoiceDueDateRequest: InvoiceDueDateRequest;
};
export type MarkAllAlertMessagesReadApiResponse = unknown;
export type MarkAllAlertMessagesReadApiArg = number;
export type MarkAllInfoMessagesReadApiResponse = unknown;
export type MarkAllInfoMessagesReadApiArg = number;
export type MarkMessageSeenApiResponse = unknown;
export type MarkMessageSeenApiArg = {
  messageId: string;
  /** true to mark seen, false unseen */
  seen: boolean;
};
export type MarkAllMessagesReadApiResponse = unknown;
export type MarkAllMessagesReadApiArg = number;
export type FindSolarLinkApiResponse = /** status 200 OK */ PanelLink;
export type FindSolarLinkApiArg = FindLinkRequest;
export type LinkSolarPanelApiResponse = unknown;
export type LinkSolarPanelApiArg = {
  userId: number;
  panelId: string;
  locationId: string;
};
export type UnlinkSolarPanelApiResponse = unknown;
export type UnlinkSolarPanelApiArg = {
  userId: number;
  panelId: string;
  locationId: string;
};
export type ActivateRepresentationApiResponse =
  /** status 200 OK */ Representation;
export type ActivateRepresentationApiArg = ActivateRepresentationRequest;
export type CreateRepresentationApiResponse =
  /** status 200 OK */ Representation;
export type CreateRepresentationApiArg = {
  userId: number;
  createRepresentationRequest: CreateRepresentationRequest;
};
export type GetCurrentRepresentationsApiResponse =
  /** status 200 OK */ Representations;
export type GetCurrentRepresentationsApiArg = number;
export type GetEligibleRepresentativesApiResponse =
  /** status 200 OK */ RepresentativeEligibility;
export type GetEligibleRepresentativesApiArg = number;
export type RemoveRepresentationApiResponse = unknown;
export type RemoveRepresentationApiArg = {
  userId: number;
  removeRepresentationRequest: RemoveRepresentationRequest;
};
export type AcceptFollowupOfferApiResponse =
  /** status 200 OK */ FollowUpAcceptance;
export type AcceptFollowupOfferApiArg = {
  userId: number;
  leadId: string;
};
export type GetFollowupOffersApiResponse =
  /** status 200 OK */ FollowUpOfferList;
export type GetFollowupOffersApiArg = {
  userId: number;
  locationId: string;
};
export type GetFollowupOfferStatusApiResponse =
  /** status 200 OK */ FollowUpOfferStatus;
export type GetFollowupOfferStatusApiArg = {
  userId: number;
  locationId: string;
};
export type RequestMoveApiResponse = /** status 200 OK */ MoveRequestReceipt;
export type RequestMoveApiArg = {
  userId: number;
  moveRequest: MoveRequest;
};
export type SetLocationNameApiResponse = unknown;
export type SetLocationNameApiArg = {
  userId: number;
  locationNameRequest: LocationNameRequest;
};
export type SetContentOrderApiResponse = unknown;
export type SetContentOrderApiArg = {
  userId: number;
  setContentOrderRequest: SetContentOrderRequest;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = number;
export type ChangeEmailAddressApiResponse = unknown;
export type ChangeEmailAddressApiArg = {
  userId: number;
  changeEmailAddressRequest: ChangeEmailAddressRequest;
};
export type GetCompanyInvitationsApiResponse =
  /** status 200 OK */ CompanyInvitationList;
export type GetCompanyInvitationsApiArg = number;
export type AcceptCompanyInvitationApiResponse =
  /** status 200 OK */ CompanyInvitationList;
export type AcceptCompanyInvitationApiArg = {
  userId: number;
  invitationRef: string;
};
export type DeclineCompanyInvitationApiResponse =
  /** status 200 OK */ CompanyInvitationList;
export type DeclineCompanyInvitationApiArg = {
  userId: number;
  invitationRef: string;
};
export type SetEmailSubscriptionApiResponse = unknown;
export type SetEmailSubscriptionApiArg = {
  userId: number;
  emailSubscriptionRequest: EmailSubscriptionRequest;
};
export type SetUserPropertyApiResponse = unknown;
export type SetUserPropertyApiArg = {
  userId: number;
  setPropertyRequest: SetPropertyRequest;
};
export type RegisterUserApiResponse = /** status 200 OK */ RegisteredUser;
export type RegisterUserApiArg = RegisterRequest;
export type SignInInfo = {
  /** The address it signed in from, when known. */
  address?: string | null;
  /** When it signed in (RFC 3339, UTC). */
  createdAt: string;
  /** This is the sign-in of the request. */
  current: boolean;
  /** Its latest request (RFC 3339, UTC). */
  lastSeenAt: string;
  /** The sign-in's handle: the `{sessionId}` that #247 ends. */
  sessionId: string;
  /** The browser's `User-Agent` at sign-in; empty when it sent none. */
  userAgent: string;
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
export type Company = "VARE" | "SV" | "KUO";
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
export type CustomershipList = {
  customerships: Customership[];
};
export type CustomershipUpdateRequest = {
  email?: string | null;
  invoicingAddress?: null | Address;
  phone?: string | null;
};
export type EInvoiceProposalStatus = "SENT";
export type EInvoiceProposal = {
  proposalId: string;
  status: EInvoiceProposalStatus;
};
export type EInvoiceProposalRequest = {
  bankBic: string;
  /** The e-invoice address at the bank (usually the customer's IBAN or an OVT code). */
  eInvoiceAddress: string;
  invoicingContractCode: string;
  invoicingCustomerCode: string;
};
export type EInvoiceBank = {
  /** The bank's BIC (SWIFT) code, which is also its e-invoice operator code. */
  bic: string;
  name: string;
};
export type EInvoiceBanks = {
  items: EInvoiceBank[];
};
export type InvoiceDelivery = "E_INVOICE" | "EMAIL" | "PAPER";
export type PendingEInvoiceProposal = {
  bankBic: string;
  eInvoiceAddress: string;
  invoicingContractCode: string;
  proposalId: string;
  /** YYYY-MM-DD */
  sentDate: string;
};
export type EInvoicingStatus = {
  /** The receiving bank's BIC while e-invoicing is active. */
  bankBic?: string | null;
  company: Company;
  companyName: string;
  delivery: InvoiceDelivery;
  /** True when e-invoices go to the bank below. */
  eInvoiceActive: boolean;
  /** The invoicing contracts (places) the customer is billed for. */
  invoicingContractCodes: string[];
  invoicingCustomerCode: string;
  pendingProposal?: null | PendingEInvoiceProposal;
};
export type EInvoicing = {
  items: EInvoicingStatus[];
};
export type ContractType =
  | "NETWORK"
  | "ELECTRICITY"
  | "ELECTRICITY_AND_NETWORK"
  | "DISTRICT_HEATING"
  | "MICROGENERATION"
  | "PROCUREMENT"
  | "PROCUREMENT_AND_MICROGENERATION";
export type ElectricityContractCheck = {
  /** The contract types at the place. */
  contractTypes: ContractType[];
  hasElectricityContract: boolean;
  locationIdentifier: string;
  priwattiUserId: number;
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
export type DisruptionElectricityAlert = {
  /** True when at least one channel is active. */
  active: boolean;
  defaultPushEndHour: number;
  defaultPushEndMin: number;
  /** Push window for new channels (07:00–23:00). */
  defaultPushStartHour: number;
  defaultPushStartMin: number;
  emailSettings: DisruptionChannel[];
  locationIdentifier: string;
  phoneSettings: DisruptionChannel[];
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
export type DistrictHeatingAlert = {
  /** True when the e-mail or the SMS channel is on. */
  active: boolean;
  locationIdentifier: string;
  settings: DistrictHeatingDisruptionAlert;
};
export type DistrictHeatingBulkAlert = {
  items: DistrictHeatingAlert[];
};
export type DistrictHeatingBulkAlertRequest = {
  /** The places to apply them to (each ∈ visible(self), checked by the gateway). */
  locationIdentifiers: string[];
  settings: DistrictHeatingDisruptionAlert;
};
export type UnitPrice = number;
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
export type WeightedConsumptionAlert = {
  active: boolean;
  emailNotifications: boolean;
  /** True for the plus kind: the weighted price includes the contract's margin. */
  includesMargin: boolean;
  locationIdentifier: string;
  pushNotifications: boolean;
  thresholdValue?: null | UnitPrice;
  /** Whether the threshold includes VAT. */
  vat: boolean;
};
export type ApiTokenInfo = {
  /** RFC 3339. */
  createdAt: string;
  /** RFC 3339; none before the first External API call. */
  lastUsedAt?: string | null;
  locationRef: string;
  name: string;
  prefix: string;
  tokenId: string;
};
export type ApiTokenList = {
  tokens: ApiTokenInfo[];
};
export type IssuedApiToken = {
  /** RFC 3339. */
  createdAt: string;
  locationRef: string;
  name: string;
  /** The token's first characters, by which the lists name it. */
  prefix: string;
  /** The secret for the `Authorization: Bearer` header; never shown again. */
  token: string;
  tokenId: string;
};
export type ApiTokenRequest = {
  /** The place the token answers for: one of the company's (locationReferenceId). */
  locationRef: string;
  /** What the company calls the token (its integration), 1–60 characters. */
  name: string;
};
export type ChatSender = "USER" | "AGENT";
export type ChatMessage = {
  from: ChatSender;
  messageId: string;
  /** RFC 3339 with the Helsinki offset. */
  sentAt: string;
  text: string;
};
export type ChatMessages = {
  messages: ChatMessage[];
};
export type ChatMessageRequest = {
  text: string;
};
export type UserRight = "READ_ONLY" | "FULL_ACCESS";
export type ManagedLocation = {
  /** "Street, postal code City" of the place, or of a composite's first place. */
  address: string;
  /** A composite's id, or a place's own id when it is in no composite. */
  compositeLocationIdentifier: string;
  /** The places it stands for (one, or a composite's members). */
  locationIdentifiers: string[];
  /** The composite's name, or the place's name when it has one. */
  name?: string | null;
  right?: null | UserRight;
};
export type CustomershipDetails = {
  company: Company;
  /** The energy company's name. */
  companyName: string;
  customerCode: string;
  locations: ManagedLocation[];
};
export type AddCustomershipRequest = {
  company: Company;
  customerCode: string;
};
export type CompanyUser = {
  email: string;
  /** An invitation the person has not accepted yet ("kutsu lähetetty"): `email` is the
    address the company typed, `name` is empty and `phone` absent, whoever has the address. */
  invited?: boolean;
  /** How many places the user is given, each place of a composite counted, as the place
    list and its summary count them: every place of the company for the main user. */
  locationsTotal: number;
  /** Whether this is the company's one main user (spec §6). */
  mainUser: boolean;
  name: string;
  phone?: string | null;
  userReferenceId: string;
};
export type CompanyUserDetail = {
  locations: ManagedLocation[];
  user: CompanyUser;
};
export type AccountMode = "CREATE_ACCOUNT_MODE" | "IDENTIFY_ACCOUNT_MODE";
export type LocationRight = {
  compositeLocationIdentifier: string;
  right: UserRight;
};
export type CreateCompanyUserRequest = {
  accountMode: AccountMode;
  email: string;
  locations?: LocationRight[];
  name?: string | null;
  phone?: string | null;
};
export type EligibleLocationList = {
  results: ManagedLocation[];
};
export type CompanyUserList = {
  users: CompanyUser[];
};
export type TransferMainUserRequest = {
  userReferenceId: string;
};
export type UserBasicInfo = {
  company: Company;
  companyName: string;
  companyReferenceId: string;
  user: CompanyUser;
};
export type RemoveLocationRequest = {
  compositeLocationIdentifier: string;
};
export type UpdateAccessRightsRequest = {
  locations: LocationRight[];
};
export type Cents = number;
export type Budget = {
  active: boolean;
  budget: Cents;
  /** The current month's cost so far, with VAT. */
  consumptionForMonth: Cents;
  /** `YYYY-MM`. */
  consumptionMonth: string;
};
export type ConsumptionBudgetRequest = {
  active: boolean;
  /** Euros a month, 0–100 000. */
  budget: Cents;
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
export type AddOnProduct = "GREEN_POWER" | "HOME_INSURANCE";
export type ProductConfigurationRequest = {
  /** Green power only: kWh a year, 3000 when absent. */
  packageSize?: number | null;
  product: AddOnProduct;
};
export type AppFeedbackRequest = {
  comment?: string | null;
  rating: number;
};
export type ErrorFeedbackRequest = {
  message: string;
  page?: string | null;
};
export type FaultReportReceipt = {
  /** RFC 3339 */
  createdAt: string;
  /** Also the report's serviceRequestId in #142. */
  ticketId: string;
};
export type FaultType = "NO_POWER" | "PARTIAL_POWER" | "STREET_LIGHT" | "OTHER";
export type FaultReportRequest = {
  contactPhone?: string | null;
  description: string;
  faultType: FaultType;
  locationIdentifier: string;
};
export type ServiceRequestStatus = "OPEN" | "IN_PROGRESS" | "CLOSED";
export type ServiceRequest = {
  /** e.g. INVOICE, CONTRACT, MOVING, METER */
  category: string;
  /** YYYY-MM-DD */
  created: string;
  locationIdentifier?: string | null;
  message: string;
  /** Customer service's answer, once given. */
  reply?: string | null;
  serviceRequestId: string;
  status: ServiceRequestStatus;
  subject: string;
};
export type ServiceRequestList = {
  serviceRequests: ServiceRequest[];
};
export type ServiceRequestRequest = {
  contactPhone?: string | null;
  locationIdentifier?: string | null;
  message: string;
  subject: string;
};
export type CompanySelection = {
  company: Company;
  companyName: string;
};
export type CompanySelectionList = {
  companies: CompanySelection[];
};
export type InvoiceDueDate = {
  canChangeDueDate: boolean;
  invoiceDueDateCode: string;
  /** YYYY-MM-DD */
  lastChangedDate?: string | null;
};
export type InvoiceDueDateRequest = {
  /** One of [`INVOICE_DUE_DATE_CODES`]. */
  invoiceDueDateCode: string;
};
export type PanelLink = {
  linked: boolean;
};
export type FindLinkRequest = {
  locationId: string;
  panelId: string;
  userId: number;
};
export type RepresentationState = "PENDING" | "ACTIVE" | "REVOKED";
export type Representation = {
  /** YYYY-MM-DD */
  created: string;
  grantorName: string;
  grantorUserId: number;
  id: string;
  locationIdentifiers: string[];
  representativeEmail: string;
  representativeName?: string | null;
  representativeUserId?: number | null;
  status: RepresentationState;
};
export type ActivateRepresentationRequest = {
  activationCode: string;
};
export type RepresentationRight = "READ_ONLY";
export type CreateRepresentationRequest = {
  email: string;
  rights: RepresentationRight;
};
export type Representations = {
  granted: Representation[];
  received: Representation[];
};
export type RepresentativeEligibility = {
  eligible: boolean;
  locationIdentifiers: string[];
  /** Finnish reason when not eligible. */
  reason?: string | null;
};
export type RemoveRepresentationRequest = {
  representationId: string;
};
export type FollowUpStatus = "success" | "fail" | "abort" | "off";
export type FollowUpAcceptance = {
  status: FollowUpStatus;
};
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
export type FollowUpOffer = {
  contractType: ContractType;
  description: string;
  leadId: string;
  pricing: ContractPricing;
  productName: string;
  title: string;
  /** Last day to accept (YYYY-MM-DD). */
  validUntil: string;
};
export type FollowUpOfferList = {
  locationIdentifier: string;
  offers: FollowUpOffer[];
};
export type FollowUpOfferStatus = {
  locationIdentifier: string;
  status: FollowUpStatus;
};
export type MoveRequestStatus = "RECEIVED";
export type MoveRequestReceipt = {
  /** Also the request's serviceRequestId in #142. */
  requestId: string;
  status: MoveRequestStatus;
};
export type MoveRequest = {
  /** Whether a contract is wanted at the new address. */
  contractWanted: boolean;
  locationId: string;
  /** YYYY-MM-DD */
  moveInDate?: string | null;
  /** YYYY-MM-DD */
  moveOutDate: string;
  newAddress: Address;
};
export type LocationNameRequest = {
  locationIdentifier: string;
  name: string;
};
export type SetContentOrderRequest = {
  order: string[];
};
export type ChangeEmailAddressRequest = {
  email: string;
};
export type CompanyInvitation = {
  companyName: string;
  companyReferenceId: string;
  /** The invitation's id: the user reference the person gets in the company on accepting. */
  invitationReferenceId: string;
  /** How many places (a composite counts once) the company offers. */
  locationsTotal: number;
};
export type CompanyInvitationList = {
  invitations: CompanyInvitation[];
};
export type EmailSubscriptionRequest = {
  subscribed: boolean;
};
export type UserProperty = "graphMode" | "uiMode";
export type SetPropertyRequest = {
  property: UserProperty;
  value: string;
};
export type RegisteredUser = {
  priwattiUserId: number;
};
export type RegisterRequest = {
  company: Company;
  name: string;
  phone?: string | null;
};
export const {
  useListSessionsQuery,
  useEndSessionMutation,
  useGetCustomershipsQuery,
  useUpdateCustomershipMutation,
  useSendEInvoiceProposalMutation,
  useGetEInvoiceBanksQuery,
  useGetEInvoicingQuery,
  useCheckElectricityContractsQuery,
  useGetConsumptionAlertQuery,
  useSetConsumptionAlertMutation,
  useGetDisruptionElectricityAlertQuery,
  useSetDisruptionElectricityAlertMutation,
  useGetDistrictHeatingAlertQuery,
  useSetDistrictHeatingAlertMutation,
  useGetDistrictHeatingBulkAlertQuery,
  useSetDistrictHeatingAlertBulkMutation,
  useGetEnergyPriceAlertQuery,
  useSetEnergyPriceAlertMutation,
  useGetEnergyPriceReportQuery,
  useSetEnergyPriceReportMutation,
  useGetWeightedConsumptionAlertQuery,
  useSetWeightedConsumptionAlertMutation,
  useGetWeightedConsumptionPlusAlertQuery,
  useSetWeightedConsumptionPlusAlertMutation,
  useGetApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  useGetChatMessagesQuery,
  useSendChatMessageMutation,
  useAddCompanyCustomershipMutation,
  useCreateCompanyUserMutation,
  useGetCompanyCustomershipQuery,
  useListCompanyUserEligibleLocationsQuery,
  useListCompanyUsersQuery,
  useGetCompanyMainUserQuery,
  useRemoveCompanyCustomershipMutation,
  useTransferCompanyMainUserRightsMutation,
  useGetCompanyUserBasicInfoQuery,
  useGetCompanyUserQuery,
  useRemoveAllCompanyUserLocationsMutation,
  useRemoveCompanyUserLocationMutation,
  useUpdateCompanyUserAccessRightsMutation,
  useSetConsumptionBudgetMutation,
  useGetProductConfigurationQuery,
  useSetProductConfigurationMutation,
  useDeleteProductConfigurationMutation,
  useSendAppFeedbackMutation,
  useSendErrorFeedbackMutation,
  useReportFaultMutation,
  useGetServiceRequestsQuery,
  useCreateServiceRequestMutation,
  useGetCompaniesQuery,
  useChangeInvoiceDueDateMutation,
  useMarkAllAlertMessagesReadMutation,
  useMarkAllInfoMessagesReadMutation,
  useMarkMessageSeenMutation,
  useMarkAllMessagesReadMutation,
  useFindSolarLinkMutation,
  useLinkSolarPanelMutation,
  useUnlinkSolarPanelMutation,
  useActivateRepresentationMutation,
  useCreateRepresentationMutation,
  useGetCurrentRepresentationsQuery,
  useGetEligibleRepresentativesQuery,
  useRemoveRepresentationMutation,
  useAcceptFollowupOfferMutation,
  useGetFollowupOffersQuery,
  useGetFollowupOfferStatusQuery,
  useRequestMoveMutation,
  useSetLocationNameMutation,
  useSetContentOrderMutation,
  useDeleteUserMutation,
  useChangeEmailAddressMutation,
  useGetCompanyInvitationsQuery,
  useAcceptCompanyInvitationMutation,
  useDeclineCompanyInvitationMutation,
  useSetEmailSubscriptionMutation,
  useSetUserPropertyMutation,
  useRegisterUserMutation,
} = injectedRtkApi;
