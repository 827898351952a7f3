import {
  b2bApi,
  type GetCompanyLocationAveragesApiResponse,
  type GetCompanyLocationContractsApiResponse,
  type GetCompanyLocationDetailsApiArg,
  type GetCompanyLocationSummaryApiResponse,
  type ListCompanyLocationsApiArg,
  type ListCompanyLocationsApiResponse,
} from './b2b.gen';
import {
  formsApi,
  type CreateCompanyUserRequest,
  type CustomershipDetails,
  type GetCompanyMainUserApiResponse,
  type GetCompanyUserApiArg,
  type GetCompanyUserApiResponse,
} from './forms.gen';

/**
 * Cache tags for the company (B2B) screens. Only those screens import this module, so a
 * household's first page never carries them. A label write invalidates every company place
 * read: the gateway has already evicted what the write changed when it answers. The
 * user-management reads are generated with the forms (their writes are forms); their tags are
 * given here, where the screens get them.
 */
const places = { providesTags: ['CompanyLocations' as const] };
const users = { providesTags: ['CompanyUsers' as const] };
const placesWrite = { invalidatesTags: ['CompanyLocations' as const] };
/**
 * A composite or user-management write changes what the company's places look like and which
 * places each user holds: both families of reads refresh (the gateway has evicted them).
 */
const companyWrite = { invalidatesTags: ['CompanyLocations' as const, 'CompanyUsers' as const] };

export const companyApi = b2bApi.enhanceEndpoints({
  endpoints: {
    listCompanyLocations: places,
    listCompanyLocationComparisons: places,
    getCompanyLocationSummary: places,
    getCompanyLocationContracts: places,
    getCompanyLocationAdditionalServices: places,
    getCompanyCompositesExisting: places,
    getCompanyCompositeEligible: places,
    addCompanyLocationLabels: placesWrite,
    removeCompanyLocationLabels: placesWrite,
    createCompanyCompositeLocation: companyWrite,
    modifyCompanyCompositeLocation: companyWrite,
    getCompanyInvoiceSummary: places,
    getCompanyLocationDetails: places,
    getCompanyLocationGraph: places,
    getCompanyLocationCurrent: places,
    getCompanyLocationAverages: places,
    getCompanyLocationPricing: places,
    getCompanyProductComparison: places,
    getCompanyProductConfiguration: places,
    getCompanyInvoiceDetails: places,
    getCompanyInvoiceBreakdown: places,
    // The gateway has evicted the place's products, pricing and details (#196, #212, #213, #216).
    setCompanyProductConfiguration: placesWrite,
    deleteCompanyProductConfiguration: placesWrite,
    // A name shows in every list and in user management (#226): both families refresh.
    setCompanyLocationDetails: companyWrite,
    setCompanyContentOrder: placesWrite,
  },
});

// The user-management panels and the External API tokens: the main user's company screens.
export const userManagement = formsApi.enhanceEndpoints({
  endpoints: {
    getCompanyUser: users,
    getCompanyUserBasicInfo: users,
    getCompanyMainUser: users,
    listCompanyUsers: users,
    listCompanyUserEligibleLocations: users,
    // A customership is a set of the company's places: it changes with them.
    getCompanyCustomership: places,
    createCompanyUser: companyWrite,
    updateCompanyUserAccessRights: companyWrite,
    removeCompanyUserLocation: companyWrite,
    removeAllCompanyUserLocations: companyWrite,
    addCompanyCustomership: companyWrite,
    removeCompanyCustomership: companyWrite,
    // The caller's own role changes: the menu and the screens follow `me`. The company's users
    // and places change too, but the caller may no longer read the user panel's #226 and #230:
    // the screen refreshes them once that panel is gone (CompanyUsersPage's `Transferred`).
    transferCompanyMainUserRights: { invalidatesTags: ['Me'] },
    // As the transfer: the deleted user's panel (#226, #230) would refetch and be refused, so
    // the screen refreshes the company's users once that panel is gone (`Deleted`).
    deleteCompanyUser: {},
    getApiTokens: { providesTags: ['ApiTokens'] },
    createApiToken: { invalidatesTags: ['ApiTokens'] },
    revokeApiToken: { invalidatesTags: ['ApiTokens'] },
  },
});

/** Names for the company screens' shapes, derived from the operations (as types.ts does). */
export type CompanyLocationPage = ListCompanyLocationsApiResponse;
export type CompanyLocationItem = CompanyLocationPage['results'][number];
export type SortingMode = NonNullable<ListCompanyLocationsApiArg['sortingMode']>;
export type UtilityFilter = NonNullable<ListCompanyLocationsApiArg['type']>;
export type UserRight = CompanyLocationItem['rights'];
export type CompanyLocationSummary = GetCompanyLocationSummaryApiResponse;
export type CompanyUser = GetCompanyMainUserApiResponse;
export type ManagedLocation = GetCompanyUserApiResponse['locations'][number];
export type CompanyUserRequest = CreateCompanyUserRequest;
export type UserRightFilter = NonNullable<GetCompanyUserApiArg['status']>;
export type Customership = CustomershipDetails;
export type EnergyCompany = Customership['company'];
export type CompanyPlaceArg = GetCompanyLocationDetailsApiArg;
export type CompanyProfile = GetCompanyLocationAveragesApiResponse;
export type CompanyContract = GetCompanyLocationContractsApiResponse['contracts'][number];
