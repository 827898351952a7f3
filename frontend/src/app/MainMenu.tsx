import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { keepTabWithin } from '../components/focusTrap';
import { fi } from '../i18n/fi';
import { menuLinks, type MenuLink } from './menu';

const LIST_ID = 'main-menu-list';

interface Props {
  /** The entries (a company user's differ from a household's). */
  links?: readonly MenuLink[];
  unread: number;
  signingOut: boolean;
  onSignOut: () => void;
}

/**
 * The main menu. On a phone its entries sit behind a menu button (CSS shows the button and
 * hides the list below 48rem): opening moves focus to the first entry, Tab stays within the
 * button and the entries while it is open, and Escape, a tap outside or choosing an entry
 * close it (focus returns to the button, except after a choice, which goes to the new page).
 */
export function MainMenu({ links = menuLinks, unread, signingOut, onSignOut }: Props) {
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    navRef.current?.querySelector<HTMLElement>(`#${LIST_ID} a[href]`)?.focus();
    const outside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document while open: Escape closes from anywhere, Tab stays in the menu.
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      keepTabWithin(event, navRef.current);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', keys);
    };
  }, [open]);

  const bubble =
    unread > 0 ? (
      <span className="bubble">
        <span aria-hidden="true">{unread}</span>
        <span className="visually-hidden">, {fi.messages.bubble(unread)}</span>
      </span>
    ) : null;

  return (
    <nav aria-label={fi.menu.label} className="menu" ref={navRef}>
      <button
        type="button"
        className="menu__toggle"
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="menu__icon" aria-hidden="true" />
        {fi.menu.open}
        {open ? null : bubble}
      </button>
      <ul id={LIST_ID} className={open ? 'menu__list menu__list--open' : 'menu__list'}>
        {links.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} onClick={() => setOpen(false)}>
              {item.label}
              {item.unreadBubble ? bubble : null}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button button--ghost"
            onClick={onSignOut}
            disabled={signingOut}
          >
            {signingOut ? fi.menu.signingOut : fi.menu.signOut}
          </button>
        </li>
      </ul>
    </nav>
  );
}
