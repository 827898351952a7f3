import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The superusers' group reaches every tool (spec §6). */
export const SUPERUSERS = 'ADMIN_GROUP_SUPERUSERS';
const DEVELOPERS = 'ADMIN_GROUP_DEVELOPER_USERS';

/**
 * A staff tool: its path under `/yllapito/`, its Finnish name in the admin menu, the identity
 * groups that may use it (those of its rows in the contract; superusers always) and its screen,
 * loaded on demand. Append a tool here and it is in the menu and routed.
 */
export interface AdminTool {
  path: string;
  label: string;
  groups: readonly string[];
  Screen: LazyExoticComponent<ComponentType>;
}

export const adminTools: readonly AdminTool[] = [
  {
    path: 'huoltotila',
    label: 'Huoltotila',
    groups: [DEVELOPERS],
    Screen: lazy(() => import('./MaintenancePage').then((m) => ({ default: m.MaintenancePage }))),
  },
  {
    path: 'ominaisuusliput',
    label: 'Ominaisuusliput',
    groups: [DEVELOPERS],
    Screen: lazy(() => import('./FeatureFlagsPage').then((m) => ({ default: m.FeatureFlagsPage }))),
  },
  {
    path: 'ylapalkki',
    label: 'Yläpalkin viesti',
    groups: ['ADMIN_GROUP_TOPBAR_MESSAGE', DEVELOPERS],
    Screen: lazy(() => import('./TopBarPage').then((m) => ({ default: m.TopBarPage }))),
  },
  {
    path: 'mainostiili',
    label: 'Mainostiili',
    groups: ['ADMIN_GROUP_ADVERTISEMENT_TILE', DEVELOPERS],
    Screen: lazy(() => import('./TilePage').then((m) => ({ default: m.TilePage }))),
  },
  {
    path: 'kampanjat',
    label: 'Kampanjat',
    groups: ['ADMIN_GROUP_BENEFITS'],
    Screen: lazy(() => import('./CampaignsPage').then((m) => ({ default: m.CampaignsPage }))),
  },
  {
    path: 'viestit',
    label: 'Viestit',
    groups: ['ADMIN_GROUP_MESSAGING', DEVELOPERS],
    Screen: lazy(() => import('./MessagesPage').then((m) => ({ default: m.MessagesPage }))),
  },
  {
    path: 'valimuisti',
    label: 'Välimuisti',
    groups: [DEVELOPERS],
    Screen: lazy(() => import('./CachePage').then((m) => ({ default: m.CachePage }))),
  },
  {
    path: 'asiakashaku',
    label: 'Asiakashaku',
    groups: ['ADMIN_USERS', 'ADMIN_GROUP_VARE', 'ADMIN_GROUP_SV', 'ADMIN_GROUP_KUO'],
    Screen: lazy(() =>
      import('./CustomerSearchPage').then((m) => ({ default: m.CustomerSearchPage })),
    ),
  },
  {
    path: 'tunnistamattomat',
    label: 'Tunnistamattomat käyttäjät',
    groups: ['ADMIN_USERS'],
    Screen: lazy(() =>
      import('./UnauthenticatedUsersPage').then((m) => ({ default: m.UnauthenticatedUsersPage })),
    ),
  },
  {
    path: 'kayttajat',
    label: 'Käyttäjät',
    groups: ['ADMIN_USERS'],
    Screen: lazy(() => import('./UsersPage').then((m) => ({ default: m.UsersPage }))),
  },
  {
    path: 'kayttooikeudet',
    label: 'Käyttöoikeudet',
    groups: ['USER_GROUP_ADMIN_ACCESS_RIGHTS', DEVELOPERS],
    Screen: lazy(() => import('./AccessRightsPage').then((m) => ({ default: m.AccessRightsPage }))),
  },
  {
    path: 'vianetsinta',
    label: 'Vianetsintä',
    groups: [DEVELOPERS],
    Screen: lazy(() => import('./DebugPage').then((m) => ({ default: m.DebugPage }))),
  },
  {
    path: 'palvelujen-tila',
    label: 'Palvelujen tila',
    groups: [DEVELOPERS],
    Screen: lazy(() => import('./HealthPage').then((m) => ({ default: m.HealthPage }))),
  },
  {
    path: 'tapahtumaloki',
    label: 'Tapahtumaloki',
    // Superusers only (#244): no other group reads who did what.
    groups: [],
    Screen: lazy(() => import('./AuditLogPage').then((m) => ({ default: m.AuditLogPage }))),
  },
];

/** Whether an account holding `groups` may use `tool`. */
export function mayUse(tool: AdminTool, groups: readonly string[]): boolean {
  return groups.includes(SUPERUSERS) || tool.groups.some((group) => groups.includes(group));
}

/** The tools `groups` allow, in menu order. */
export function toolsFor(groups: readonly string[]): AdminTool[] {
  return adminTools.filter((tool) => mayUse(tool, groups));
}
