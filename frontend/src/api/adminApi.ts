import { adminGenApi } from './admin.gen';

export type {
  AccountOutcome,
  AuditEntry,
  StaffAccount,
  NewStaffAccount,
  Campaign,
  CampaignRequest,
  CampaignState,
  Company,
  CustomerType,
  CustomerMatch,
  UnauthenticatedAccount,
  FeatureFlag,
  MaintenanceState,
  StaffAdvertisementTile,
  TopBarLevel,
  TopBarMessage,
  UtilityType,
} from './admin.gen';

/**
 * Cache tags of the staff tools. Only the admin screens import this module, so a customer's
 * first page never carries it. A write refreshes the reads of its tool: the gateway has already
 * evicted what customers read.
 */
const provides = <T extends string>(tag: T) => ({ providesTags: [tag] });
const invalidates = <T extends string>(tag: T) => ({ invalidatesTags: [tag] });

export const adminApi = adminGenApi.enhanceEndpoints({
  endpoints: {
    getMaintenance: provides('Maintenance'),
    toggleMaintenance: invalidates('Maintenance'),
    addMaintenanceSchedule: invalidates('Maintenance'),
    removeMaintenanceSchedule: invalidates('Maintenance'),
    getTopBarMessage: provides('TopBar'),
    setTopBarMessage: { invalidatesTags: ['TopBar', 'Me'] },
    removeTopBarMessage: { invalidatesTags: ['TopBar', 'Me'] },
    getFeatureFlags: provides('FeatureFlags'),
    setFeatureFlag: invalidates('FeatureFlags'),
    getFeatureOverrides: provides('FeatureFlags'),
    addFeatureOverride: invalidates('FeatureFlags'),
    removeFeatureOverride: invalidates('FeatureFlags'),
    getStaffAdvertisementTile: provides('AdvertisementTile'),
    setStaffAdvertisementTile: invalidates('AdvertisementTile'),
    removeStaffAdvertisementTile: invalidates('AdvertisementTile'),
    getPublishedCampaigns: provides('Campaigns'),
    getDraftCampaigns: provides('Campaigns'),
    getExpiredCampaigns: provides('Campaigns'),
    createCampaign: invalidates('Campaigns'),
    updateCampaign: invalidates('Campaigns'),
    deleteCampaign: invalidates('Campaigns'),
    getMassMessageProcesses: provides('BackgroundProcesses'),
    sendMassMessageAsync: invalidates('BackgroundProcesses'),
    listCacheKeys: provides('CacheKeys'),
    clearCache: invalidates('CacheKeys'),
    getStaffAccount: provides('AccessRights'),
    getOriginStaff: provides('AccessRights'),
    grantOriginAccess: invalidates('AccessRights'),
    revokeOriginAccess: invalidates('AccessRights'),
    createStaffAccount: invalidates('AccessRights'),
    getUserMappingInfo: provides('UserMappings'),
    refreshUserMappings: invalidates('UserMappings'),
    getAuditLog: provides('Audit'),
  },
});
