// @rtk-query/codegen-openapi: writes src/api/gateway.gen.ts from the gateway's OpenAPI document.
// The document is generated from the Rust code (utoipa) into ../openapi/gateway.json.
const path = require('node:path');

const schemaFile = path.resolve(__dirname, '../openapi/gateway.json');

// Only the operations the app uses are generated, so the first page stays small.
// Add an operationId to one of the lists when a screen starts using it.
// The first page's operations: sign-in, the shell and the read screens.
const firstPage = [
  'login',
  'logout',
  'sessionStatus',
  'refreshSession',
  'signUp',
  'confirmSignup',
  'resendSignupCode',
  'sendResetPasswordCode',
  'resetPassword',
  'forceResetPassword',
  'getMe',
  'getUserContent',
  'getUserUi',
  'getUserFeatures',
  'getLocationFeatures',
  'getLocationDetails',
  'getConsumptionGraph',
  'getElectricitySummary',
  'getEnergyPrice',
  'getEnergyPriceFuture',
  'getInvoiceSummary',
  'getInvoiceDetails',
  'getInvoiceBreakdown',
  'getContracts',
  'getMessages',
  'getCustomerServiceNumbers',
  'getCustomerServiceInfo',
  'getDistrictHeatingTimeseries',
  'getMicrogenerationTimeseries',
  'getPopups',
  'getSolarEnergy',
  'getSolarPanel',
  'getSolarProduction',
  'getDocuments',
  'getTopHours',
  'getTipOfTheMonth',
  'getMonthlyPackageSummary',
  'getLocalPowerSummary',
  'getGreenPowerSummary',
  'getConsumptionBudgetSummary',
  'getMonthlyInsightsSummary',
  'getMonthlyInsightsPages',
  'getMonthlyInsightsNewUser',
  'getUsageReports',
  'getUsageReport',
  'getInfoMessages',
  'getAlertMessages',
];

// The self-service forms (issue 5): every write and the reads only the forms show. They go to
// forms.gen.ts, which only the on-demand form screens import, so the first page stays small.
const forms = [
  // alerts and reports
  'getWeightedConsumptionPlusAlert',
  'setWeightedConsumptionPlusAlert',
  'getWeightedConsumptionAlert',
  'setWeightedConsumptionAlert',
  'getConsumptionAlert',
  'setConsumptionAlert',
  'getDisruptionElectricityAlert',
  'setDisruptionElectricityAlert',
  'getDistrictHeatingAlert',
  'setDistrictHeatingAlert',
  'getDistrictHeatingBulkAlert',
  'setDistrictHeatingAlertBulk',
  'getEnergyPriceReport',
  'setEnergyPriceReport',
  'getEnergyPriceAlert',
  'setEnergyPriceAlert',
  'checkElectricityContracts',
  // messages
  'markMessageSeen',
  'markAllMessagesRead',
  'markAllInfoMessagesRead',
  'markAllAlertMessagesRead',
  // user and settings
  'getCompanies',
  'registerUser',
  'setUserProperty',
  'setEmailSubscription',
  'changeEmailAddress',
  'deleteUser',
  'getCustomerships',
  'updateCustomership',
  'listSessions',
  'endSession',
  // places
  'setContentOrder',
  'setLocationName',
  'setConsumptionBudget',
  'getProductConfiguration',
  'setProductConfiguration',
  'deleteProductConfiguration',
  'getFollowupOfferStatus',
  'getFollowupOffers',
  'acceptFollowupOffer',
  'linkSolarPanel',
  'unlinkSolarPanel',
  'findSolarLink',
  // read rights
  'getCurrentRepresentations',
  'getEligibleRepresentatives',
  'createRepresentation',
  'removeRepresentation',
  'activateRepresentation',
  // invitations to join a company, answered by the person invited
  'getCompanyInvitations',
  'acceptCompanyInvitation',
  'declineCompanyInvitation',
  // feedback and service
  'getServiceRequests',
  'createServiceRequest',
  'reportFault',
  'sendErrorFeedback',
  'sendAppFeedback',
  'changeInvoiceDueDate',
  'requestMove',
  'getChatMessages',
  'sendChatMessage',
  'getEInvoicing',
  'getEInvoiceBanks',
  'sendEInvoiceProposal',
  // B2B main user: External API tokens
  'getApiTokens',
  'createApiToken',
  'revokeApiToken',
];

// The company (B2B) screens' place reads, label writes and composites: only a company user's screens import
// b2b.gen.ts (through b2bApi.ts), so a household's first page stays small.
const b2b = [
  'listCompanyLocations',
  'listCompanyLocationComparisons',
  'getCompanyLocationSummary',
  'getCompanyLocationContracts',
  'getCompanyLocationAdditionalServices',
  'getCompanyCompositesExisting',
  'getCompanyCompositeEligible',
  'addCompanyLocationLabels',
  'removeCompanyLocationLabels',
  'createCompanyCompositeLocation',
  'modifyCompanyCompositeLocation',
  'getCompanyInvoiceSummary',
  // The place screen: its facts, consumption, prices, products, invoice rows, names and members.
  'getCompanyLocationDetails',
  'getCompanyLocationGraph',
  'getCompanyLocationCurrent',
  'getCompanyLocationAverages',
  'getCompanyLocationPricing',
  'getCompanyProductComparison',
  'getCompanyProductConfiguration',
  'setCompanyProductConfiguration',
  'deleteCompanyProductConfiguration',
  'getCompanyInvoiceDetails',
  'setCompanyLocationDetails',
  'setCompanyContentOrder',
];

// B2B user management (the main user's panels): the company's users, a user's places and
// rights, the main-user transfer, adding a user, and the company's customerships. Generated
// with the forms, which the panels are.
const userManagement = [
  'getCompanyUser',
  'getCompanyUserBasicInfo',
  'getCompanyMainUser',
  'listCompanyUsers',
  'listCompanyUserEligibleLocations',
  'updateCompanyUserAccessRights',
  'removeCompanyUserLocation',
  'removeAllCompanyUserLocations',
  'transferCompanyMainUserRights',
  'createCompanyUser',
  'addCompanyCustomership',
  'getCompanyCustomership',
  'removeCompanyCustomership',
];

// The staff tools (src/features/admin): only staff open them, so they go to admin.gen.ts,
// which only the admin screens import.
const admin = [
  'toggleMaintenance',
  'getMaintenance',
  'addMaintenanceSchedule',
  'removeMaintenanceSchedule',
  'getTopBarMessage',
  'setTopBarMessage',
  'removeTopBarMessage',
  'getFeatureFlags',
  'setFeatureFlag',
  'getFeatureOverrides',
  'addFeatureOverride',
  'removeFeatureOverride',
  'getStaffAdvertisementTile',
  'setStaffAdvertisementTile',
  'removeStaffAdvertisementTile',
  'getPublishedCampaigns',
  'getDraftCampaigns',
  'getExpiredCampaigns',
  'createCampaign',
  'updateCampaign',
  'deleteCampaign',
  'searchCustomers',
  'searchUnauthenticatedUsers',
];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile,
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: true,
  tag: false,
  flattenArg: true,
  outputFiles: {
    './src/api/gateway.gen.ts': { exportName: 'gatewayApi', filterEndpoints: firstPage },
    './src/api/forms.gen.ts': {
      exportName: 'formsApi',
      filterEndpoints: [...forms, ...userManagement],
    },
    './src/api/b2b.gen.ts': { exportName: 'b2bApi', filterEndpoints: b2b },
    './src/api/admin.gen.ts': { exportName: 'adminGenApi', filterEndpoints: admin },
  },
};
