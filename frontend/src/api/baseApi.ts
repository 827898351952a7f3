import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Cached API data is kept for an hour (spec §9). */
export const CACHE_SECONDS = 3600;

/**
 * The one API of the app. Endpoints come from gateway.gen.ts (generated from
 * openapi/gateway.json); tags are added in enhanced.ts.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Session',
    'Me',
    'UserContent',
    'LocationDetails',
    'EnergyPriceAlert',
    'Representations',
    'Messages',
  ],
  keepUnusedDataFor: CACHE_SECONDS,
  endpoints: () => ({}),
});
