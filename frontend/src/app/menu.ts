import { fi } from '../i18n/fi';

/** The menu items that work in this version (spec §2 lists the full menu for later). */
export const menuLinks = [{ to: '/', label: fi.menu.usePlaces, end: true }] as const;
