import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls in its own labelled box (which the keyboard
 * can reach to scroll it) instead of widening the page; the first column stays in view.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
