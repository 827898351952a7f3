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

/**
 * A data table with its caption, in a scroll box named after it. `children` are its `thead` and
 * `tbody`. `hideCaption` keeps the caption for screen readers only (a card's heading already
 * says it); the box is then named `label`, so two regions never share a name.
 */
export function ScrollTable({
  caption,
  hideCaption = false,
  label = caption,
  children,
}: {
  caption: string;
  hideCaption?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className="data-table">
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        {children}
      </table>
    </TableScroll>
  );
}
