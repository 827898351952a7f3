import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { fiAdmin } from './fiAdmin';
import { toolsFor } from './tools';

const LIST_ID = 'admin-menu-list';

/**
 * The admin menu (spec §2, §4): shown to staff only, listing only the tools the caller's groups
 * allow. A button opens and closes it; Escape or a tap outside closes it, and choosing a tool
 * closes it too.
 */
export function AdminMenu({ groups }: { groups: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tools = toolsFor(groups);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  if (tools.length === 0) return null;
  return (
    <nav aria-label={fiAdmin.menuLabel} className="admin-menu" ref={rootRef}>
      <button
        type="button"
        className="button button--secondary admin-menu__toggle"
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {fiAdmin.menu}
      </button>
      <ul id={LIST_ID} className="admin-menu__list" hidden={!open}>
        {tools.map((tool) => (
          <li key={tool.path}>
            <NavLink to={`/yllapito/${tool.path}`} onClick={() => setOpen(false)}>
              {tool.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
