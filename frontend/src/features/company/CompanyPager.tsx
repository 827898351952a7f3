import { useId, useState } from 'react';
import { fiCompany } from '../../i18n/fiCompany';

const t = fiCompany.paging;

/** The page sizes offered; the gateway takes 1–100. */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * A long list's pager (5,000 places are 250 pages): first, previous, next and last, a page
 * number to jump to, and the page size. Shown above and below the list, each labelled by where
 * it is; the field's own checks name a page outside 1–pages before anything changes.
 */
export function CompanyPager({
  page,
  pages,
  size,
  where,
  onPage,
  onSize,
}: {
  page: number;
  pages: number;
  size: PageSize;
  where: 'top' | 'bottom';
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const jump = () => {
    const to = Number(typed);
    if (!Number.isInteger(to) || to < 1 || to > pages) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyped('');
    onPage(to);
  };
  /** A step: `text` shown, `label` its name when the text is a sign (‹ ›). */
  const step = (to: number, text: string, disabled: boolean, label?: string) => (
    <button
      type="button"
      className="button button--secondary"
      disabled={disabled}
      aria-label={label}
      onClick={() => onPage(to)}
    >
      {text}
    </button>
  );
  return (
    <nav aria-label={t[where]} className="company-pager">
      {pages > 1 ? (
        <div className="company-pager__steps">
          {step(1, t.firstPage, page <= 1)}
          {step(page - 1, '‹', page <= 1, t.previous)}
          <span>{t.page(page, pages)}</span>
          {step(page + 1, '›', page >= pages, t.next)}
          {step(pages, t.lastPage, page >= pages)}
        </div>
      ) : null}
      {pages > 1 ? (
        <div className="company-pager__jump">
          <label htmlFor={`${id}-jump`}>{t.jump}</label>
          <input
            id={`${id}-jump`}
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') jump();
            }}
          />
          <button type="button" className="button button--secondary" onClick={jump}>
            {t.jumpSubmit}
          </button>
          {invalid ? (
            <span id={`${id}-error`} className="form-error" role="alert">
              {t.jumpInvalid(pages)}
            </span>
          ) : null}
        </div>
      ) : null}
      <div className="company-pager__size">
        <label htmlFor={`${id}-size`}>{t.size}</label>
        <select
          id={`${id}-size`}
          value={size}
          onChange={(event) => onSize(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
