import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Cached API data is kept for an hour (spec §9). */
export const CACHE_SECONDS = 3600;

/**
 * The one API of the app. Endpoints come from gateway.gen.ts and, once a form screen loads,
 * forms.gen.ts and, for a company user, b2b.gen.ts (all generated from openapi/gateway.json); tags are added in enhanced.ts,
 * formsApi.ts and b2bApi.ts.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Session',
    'SignIns',
    'Me',
    'UserContent',
    'LocationDetails',
    'EnergyPriceAlert',
    'Representations',
    'CompanyInvitations',
    'Messages',
    'Invoices',
    'Alert',
    'ProductConfiguration',
    'FollowupOffers',
    'ServiceRequests',
    'Chat',
    'EInvoicing',
    'Customerships',
    'UiMode',
    'CompanyLocations',
    'CompanyUsers',
    'ApiTokens',
    'Maintenance',
    'TopBar',
    'FeatureFlags',
    'AdvertisementTile',
    'Campaigns',
    'BackgroundProcesses',
    'CacheKeys',
    'AccessRights',
    'UserMappings',
    'Audit',
  ],
  keepUnusedDataFor: CACHE_SECONDS,
  endpoints: () => ({}),
});
