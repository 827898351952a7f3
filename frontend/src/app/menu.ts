import { fi } from '../i18n/fi';

/** The main menu (spec §2 lists more items for later versions). */
export const menuLinks = [
  { to: '/', label: fi.menu.usePlaces, end: true },
  { to: '/viestit', label: fi.screens.messages, end: false, unreadBubble: true },
  { to: '/lukuoikeudet', label: fi.screens.readRights, end: false },
  { to: '/asiakastiedot', label: fi.screens.customerInfo, end: false },
  { to: '/asiakaspalvelu', label: fi.screens.customerService, end: false },
  { to: '/palaute', label: fi.screens.feedback, end: false },
  { to: '/asetukset', label: fi.screens.settings, end: false },
] as const;

/** Entries only a company's main user gets (UI mode B2B), not part of a household's menu. */
export const companyMainUserLinks = [
  { to: '/api-avaimet', label: fi.menu.apiTokens, end: false },
] as const;
