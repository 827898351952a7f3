// @rtk-query/codegen-openapi: writes src/api/gateway.gen.ts from the gateway's OpenAPI document.
// The document is generated from the Rust code (utoipa) into ../openapi/gateway.json.
const path = require('node:path');

const schemaFile = path.resolve(__dirname, '../openapi/gateway.json');

// Only the operations the app uses are generated, so the first page stays small.
// Add an operationId here when a screen starts using it.
const operations = [
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
  'getEnergyPrice',
  'getEnergyPriceFuture',
  'getInvoiceSummary',
  'getInvoiceDetails',
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
];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile,
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/gateway.gen.ts',
  exportName: 'gatewayApi',
  hooks: true,
  tag: false,
  flattenArg: true,
  filterEndpoints: operations,
};
