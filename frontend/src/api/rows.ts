/**
 * BRIDGE until the gateway's OpenAPI document lists the issue-4 rows: the read rows the screens
 * use, with the operationIds of /work/operation-ids.md, the paths of api-surface.md §1 and the
 * argument shapes codegen writes with flattenArg. When `npm run codegen` generates them, this file
 * goes and enhanced.ts exports the generated hooks under the same names.
 */
import { baseApi } from './baseApi';
import type { UtilityType } from './gateway.gen';
import type {
  ConsumptionGraph,
  ContractList,
  CustomerServiceInfoList,
  CustomerServiceNumberList,
  DistrictHeatingTimeseries,
  EnergyPrices,
  FeatureList,
  FutureEnergyPrice,
  InvoiceDetail,
  InvoiceSummary,
  LocationDetails,
  MessagePage,
  MicrogenerationTimeseries,
  PopupList,
  Resolution,
  UserUi,
} from './rowTypes';

interface Place {
  userId: number;
  locationId: string;
}

const q = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const place = ({ userId, locationId }: Place) =>
  `user/${userId}/location/${encodeURIComponent(locationId)}`;

export const rowsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserUi: build.query<UserUi, number>({ query: (userId) => `/api/v2/user/${userId}/ui` }),
    getUserFeatures: build.query<FeatureList, number>({
      query: (userId) => `/api/features/v1/user/${userId}`,
    }),
    getLocationFeatures: build.query<FeatureList, Place>({
      query: (arg) => `/api/features/v1/${place(arg)}`,
    }),
    getLocationDetails: build.query<LocationDetails, Place & { utilityType?: UtilityType }>({
      query: ({ utilityType, ...arg }) =>
        `/api/v2/servicelocation/${place(arg)}${q({ utilityType })}`,
    }),
    getConsumptionGraph: build.query<
      ConsumptionGraph,
      Place & { resolution: Resolution; splineData?: boolean; date?: string }
    >({
      query: ({ resolution, splineData, date, ...arg }) =>
        `/api/v2/monthlyinsights/${place(arg)}/graph${q({ resolution, splineData, date })}`,
    }),
    getEnergyPrice: build.query<EnergyPrices, { year: number; month: number; vat: boolean }>({
      query: (arg) => `/api/v2/energyprice${q(arg)}`,
    }),
    getEnergyPriceFuture: build.query<FutureEnergyPrice, { vat?: boolean }>({
      query: (arg) => `/api/v2/energypricefuture${q(arg)}`,
    }),
    getInvoiceSummary: build.query<InvoiceSummary, Place & { contractType?: string }>({
      query: ({ contractType, ...arg }) =>
        `/api/v2/invoice/${place(arg)}/summary${q({ contractType })}`,
    }),
    getInvoiceDetails: build.query<InvoiceDetail, Place & { invoiceNumber: string }>({
      query: ({ invoiceNumber, ...arg }) =>
        `/api/v2/invoice/${place(arg)}/details/${encodeURIComponent(invoiceNumber)}`,
    }),
    getContracts: build.query<ContractList, Place & { includeVAT?: boolean }>({
      query: ({ includeVAT, ...arg }) => `/api/contracts/v1/${place(arg)}${q({ includeVAT })}`,
    }),
    getMessages: build.query<
      MessagePage,
      { userId: number; offset?: number; count?: number; type?: string }
    >({
      query: ({ userId, ...params }) => `/api/v2/messages/user/${userId}${q(params)}`,
    }),
    getCustomerServiceNumbers: build.query<CustomerServiceNumberList, void>({
      query: () => '/api/v2/info/customerServiceNumbers',
    }),
    getCustomerServiceInfo: build.query<CustomerServiceInfoList, void>({
      query: () => '/api/v2/info/customerServiceInfo',
    }),
    getDistrictHeatingTimeseries: build.query<DistrictHeatingTimeseries, Place & { year: number }>({
      query: ({ year, ...arg }) =>
        `/api/v2/consumption/districtheating/${place(arg)}/timeseries${q({ year })}`,
    }),
    getMicrogenerationTimeseries: build.query<MicrogenerationTimeseries, Place & { year: number }>({
      query: ({ year, ...arg }) =>
        `/api/v2/production/microgeneration/${place(arg)}/timeseries${q({ year })}`,
    }),
    getPopups: build.query<PopupList, { utilityType?: UtilityType }>({
      query: (arg) => `/api/popup/v1${q(arg)}`,
    }),
  }),
});

export const {
  useGetUserUiQuery,
  useGetUserFeaturesQuery,
  useGetLocationFeaturesQuery,
  useGetLocationDetailsQuery,
  useGetConsumptionGraphQuery,
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
} = rowsApi;
