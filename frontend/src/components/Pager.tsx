import { fiCompany } from '../i18n/fiCompany';

/** Previous and next page of a long list, with where the user is; nothing for a single page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={fiCompany.paging.label} className="pager">
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {fiCompany.paging.previous}
      </button>
      <span>{fiCompany.paging.page(page, pages)}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {fiCompany.paging.next}
      </button>
    </nav>
  );
}
