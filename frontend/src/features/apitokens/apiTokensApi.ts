import { formsApi } from '../../api/forms.gen';

/**
 * The company's External API tokens (#241–#243) with cache tags: issuing or revoking one
 * refetches the list. The places a token can be issued for come from the company's place list
 * (#193).
 */
export const api = formsApi.enhanceEndpoints({
  addTagTypes: ['ApiTokens'],
  endpoints: {
    getApiTokens: {
      providesTags: (_result, _error, companyRef) => [{ type: 'ApiTokens', id: companyRef }],
    },
    createApiToken: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'ApiTokens', id: arg.companyRef }],
    },
    revokeApiToken: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'ApiTokens', id: arg.companyRef }],
    },
  },
});

export const {
  useGetApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  useListCompanyLocationsQuery,
} = api;
