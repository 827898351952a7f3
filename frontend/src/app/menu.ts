import { fi } from '../i18n/fi';

export interface MenuLink {
  to: string;
  label: string;
  end: boolean;
  unreadBubble?: boolean;
}

/** The main menu (spec §2 lists more items for later versions). */
export const menuLinks: readonly MenuLink[] = [
  { to: '/', label: fi.menu.usePlaces, end: true },
  { to: '/viestit', label: fi.screens.messages, end: false, unreadBubble: true },
  { to: '/lukuoikeudet', label: fi.screens.readRights, end: false },
  { to: '/asiakastiedot', label: fi.screens.customerInfo, end: false },
  { to: '/asiakaspalvelu', label: fi.screens.customerService, end: false },
  { to: '/palaute', label: fi.screens.feedback, end: false },
  { to: '/asetukset', label: fi.screens.settings, end: false },
];

/**
 * A company user's menu (UI mode B2B, spec §6): the company's places, with its user management
 * and API tokens for the main user, their own information for anyone else. Household screens
 * read the user content, which a company user has not, so they are not offered.
 */
export function companyMenuLinks(mainUser: boolean): readonly MenuLink[] {
  const places: MenuLink = { to: '/', label: fi.menu.usePlaces, end: true };
  const feedback: MenuLink = { to: '/palaute', label: fi.screens.feedback, end: false };
  if (!mainUser) {
    return [places, { to: '/kayttajahallinta', label: fi.menu.ownInfo, end: false }, feedback];
  }
  return [
    places,
    { to: '/kayttajahallinta', label: fi.menu.companyUsers, end: false },
    { to: '/api-avaimet', label: fi.menu.apiTokens, end: false },
    feedback,
  ];
}
