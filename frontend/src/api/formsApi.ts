import { formsApi as generated } from './forms.gen';

/**
 * Cache tags for the self-service forms (issue 5). Only the on-demand form screens import this
 * module, so its endpoints stay out of the first page. Every write invalidates what shows the
 * saved value; the gateway has already evicted its own cache (spec §0.7) when the write answers.
 */
const alert = (kind: string) => ({
  providesTags: [{ type: 'Alert' as const, id: kind }],
});
const saveAlert = (kind: string) => ({
  invalidatesTags: [{ type: 'Alert' as const, id: kind }],
});
/** The message lists and the unread bubble. */
const seen = { invalidatesTags: ['Messages' as const, 'UserContent' as const] };

export const formsApi = generated.enhanceEndpoints({
  endpoints: {
    getWeightedConsumptionPlusAlert: alert('weightedPlus'),
    setWeightedConsumptionPlusAlert: saveAlert('weightedPlus'),
    getWeightedConsumptionAlert: alert('weighted'),
    setWeightedConsumptionAlert: saveAlert('weighted'),
    getConsumptionAlert: alert('consumption'),
    setConsumptionAlert: saveAlert('consumption'),
    getDisruptionElectricityAlert: alert('disruption'),
    setDisruptionElectricityAlert: saveAlert('disruption'),
    getDistrictHeatingAlert: alert('districtHeating'),
    getDistrictHeatingBulkAlert: alert('districtHeating'),
    setDistrictHeatingAlert: saveAlert('districtHeating'),
    setDistrictHeatingAlertBulk: saveAlert('districtHeating'),
    getEnergyPriceReport: alert('priceReport'),
    setEnergyPriceReport: saveAlert('priceReport'),
    getEnergyPriceAlert: {
      providesTags: (_result, _error, userId) => [{ type: 'EnergyPriceAlert', id: userId }],
    },
    setEnergyPriceAlert: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'EnergyPriceAlert', id: arg.userId }],
    },
    markMessageSeen: seen,
    markAllMessagesRead: seen,
    markAllInfoMessagesRead: seen,
    markAllAlertMessagesRead: seen,
    // #103: the session now acts as the new portal user; GET me names it.
    registerUser: { invalidatesTags: ['Me', 'UserContent'] },
    // #104 sets the UI mode (#107) among the user's properties.
    setUserProperty: { invalidatesTags: ['Me', 'UserContent', 'UiMode'] },
    setEmailSubscription: { invalidatesTags: ['Me', 'UserContent', 'Customerships'] },
    changeEmailAddress: { invalidatesTags: ['Me', 'UserContent', 'Customerships'] },
    getCustomerships: { providesTags: ['Customerships'] },
    listSessions: { providesTags: ['SignIns'] },
    endSession: { invalidatesTags: ['SignIns'] },
    updateCustomership: { invalidatesTags: ['Customerships', 'Me', 'UserContent'] },
    setContentOrder: { invalidatesTags: ['UserContent'] },
    setLocationName: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'UserContent', id: arg.userId },
        { type: 'LocationDetails', id: arg.locationNameRequest.locationIdentifier },
      ],
    },
    setConsumptionBudget: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'LocationDetails', id: arg.locationId }],
    },
    getProductConfiguration: {
      providesTags: (_result, _error, arg) => [
        { type: 'ProductConfiguration', id: arg.locationId },
      ],
    },
    setProductConfiguration: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'ProductConfiguration', id: arg.locationId },
        { type: 'LocationDetails', id: arg.locationId },
      ],
    },
    deleteProductConfiguration: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'ProductConfiguration', id: arg.locationId },
        { type: 'LocationDetails', id: arg.locationId },
      ],
    },
    getFollowupOfferStatus: { providesTags: ['FollowupOffers'] },
    getFollowupOffers: { providesTags: ['FollowupOffers'] },
    acceptFollowupOffer: { invalidatesTags: ['FollowupOffers'] },
    linkSolarPanel: { invalidatesTags: ['LocationDetails', 'UserContent'] },
    unlinkSolarPanel: { invalidatesTags: ['LocationDetails', 'UserContent'] },
    getCurrentRepresentations: { providesTags: ['Representations'] },
    createRepresentation: { invalidatesTags: ['Representations'] },
    removeRepresentation: { invalidatesTags: ['Representations'] },
    activateRepresentation: { invalidatesTags: ['Representations', 'UserContent'] },
    getCompanyInvitations: { providesTags: ['CompanyInvitations'] },
    // Accepting makes the caller a company user: their companies and content change.
    acceptCompanyInvitation: { invalidatesTags: ['CompanyInvitations', 'Me', 'UserContent'] },
    declineCompanyInvitation: { invalidatesTags: ['CompanyInvitations'] },
    getServiceRequests: { providesTags: ['ServiceRequests'] },
    createServiceRequest: { invalidatesTags: ['ServiceRequests'] },
    changeInvoiceDueDate: { invalidatesTags: ['Invoices', 'LocationDetails'] },
    requestMove: { invalidatesTags: ['UserContent', 'LocationDetails', 'Invoices'] },
    getChatMessages: { providesTags: ['Chat'] },
    sendChatMessage: { invalidatesTags: ['Chat'] },
    getEInvoicing: { providesTags: ['EInvoicing'] },
    sendEInvoiceProposal: { invalidatesTags: ['EInvoicing'] },
  },
});
