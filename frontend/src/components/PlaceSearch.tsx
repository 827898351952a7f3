import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fiCompany } from '../i18n/fiCompany';
import { Pager } from './Pager';
import './placeSearch.css';

/** Rows a picker shows at once (the company list's page size, spec §9). */
export const PICKER_PAGE = 20;

/**
 * The search of a long list of places (a company of thousands): a field searched with its
 * button or Enter, and a status line that announces what the list now holds. Not a form of
 * its own: it may sit inside one (the API token form), where Enter must not submit.
 */
export function PlaceSearch({
  label = fiCompany.placePicker.search,
  hint = fiCompany.placePicker.hint,
  status,
  onSearch,
}: {
  label?: string;
  hint?: string;
  /** What the list holds after the search, e.g. "12 käyttöpaikkaa löytyi". */
  status: string | null;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const search = () => onSearch(text.trim());
  function enter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  }
  return (
    <div className="place-search">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
        <div className="place-search__row">
          <input
            id={id}
            type="search"
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={enter}
          />
          <button type="button" className="button button--secondary" onClick={search}>
            {fiCompany.search.submit}
          </button>
        </div>
      </div>
      <p role="status" className="place-search__status">
        {status}
      </p>
    </div>
  );
}

/** The status line of a page of search results: how many matched and which are shown. */
export function resultStatus(search: string, offset: number, shown: number, total: number) {
  const t = fiCompany.placePicker;
  if (total === 0) return t.none;
  const range = t.range(offset + 1, offset + shown, total);
  return search ? `${t.results(total)}. ${range}` : range;
}

/**
 * A long list of places searched and paged here, 20 at a time, with the status line: for the
 * rows that answer every place at once and take no search or paging of their own (#226, #230,
 * #200; 5,000 places in the largest company). `matches` gets the search text in lower case.
 * What the user chose among the places is kept by the caller, so it survives pages and searches.
 */
export function PagedPlaces<T>({
  places,
  matches,
  children,
}: {
  places: readonly T[];
  matches: (place: T, text: string) => boolean;
  children: (shown: readonly T[]) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(() => {
    const text = search.toLowerCase();
    return text ? places.filter((place) => matches(place, text)) : places;
  }, [places, search, matches]);
  const pages = Math.max(1, Math.ceil(found.length / PICKER_PAGE));
  // A write shortens the list: stay on the last page there is.
  const current = Math.min(page, pages);
  const offset = (current - 1) * PICKER_PAGE;
  const shown = found.slice(offset, offset + PICKER_PAGE);
  return (
    <>
      <PlaceSearch
        status={resultStatus(search, offset, shown.length, found.length)}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {shown.length > 0 ? children(shown) : null}
      <Pager page={current} pages={pages} onPage={setPage} />
    </>
  );
}
