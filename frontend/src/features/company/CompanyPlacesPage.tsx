import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  companyApi,
  type CompanyLocationItem,
  type SortingMode,
  type UtilityFilter,
} from '../../api/b2bApi';
import { CloseDialog } from '../../components/ConfirmDialog';
import { QueryState } from '../../components/QueryState';
import { fiCompany } from '../../i18n/fiCompany';
import { B2BNotice } from '../../place/B2BNotice';
import { useCompany } from '../../place/company';
import { placeRef, placeTitle } from '../../place/companyPlace';
import type { BulkTarget, MatchingFilter } from './bulk';
import { BulkLabelsDialog } from './BulkLabelsDialog';
import { CombineDialog } from './CombineDialog';
import { CsvExportDialog, type CsvTarget } from './CsvExportDialog';
import { LabelsDialog, type LabelTarget } from './LabelsDialog';
import { OrderDialog } from './OrderDialog';
import { CompanyPager, PAGE_SIZES, type PageSize } from './CompanyPager';
import { itemId, PlaceList, ranksByMonth } from './PlaceList';
import { PlacesSummary } from './PlacesSummary';
import { RightsDialog } from './RightsDialog';
import './company.css';

const SORT_MODES = Object.keys(fiCompany.sort.modes) as SortingMode[];
const UTILITIES: UtilityFilter[] = ['ALL', 'ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION'];

/** The list's state lives in the address, so back, reload and a shared link keep it. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('jarjestys') as SortingMode | null;
  const utility = params.get('palvelu') as UtilityFilter | null;
  const page = Number(params.get('sivu') ?? '1');
  const size = Number(params.get('koko') ?? '20') as PageSize;
  const month = params.get('kuukausi') ?? '';
  const state = {
    search: params.get('haku') ?? '',
    sortingMode: sort && SORT_MODES.includes(sort) ? sort : 'ADDRESS_ASC',
    type: utility && UTILITIES.includes(utility) ? utility : 'ALL',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    comparisons: params.get('vertailu') === '1',
    size: PAGE_SIZES.includes(size) ? size : PAGE_SIZES[0],
    /** YYYY-MM the CONSUMPTION and COST modes rank by; empty for the last full month. */
    month: /^\d{4}-\d{2}$/.test(month) ? month : '',
  };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, ...changes };
    // A new search, order or filter starts from the first page.
    if (!('page' in changes)) next.page = 1;
    const out = new URLSearchParams();
    if (next.search) out.set('haku', next.search);
    if (next.sortingMode !== 'ADDRESS_ASC') out.set('jarjestys', next.sortingMode);
    if (next.type !== 'ALL') out.set('palvelu', next.type);
    if (next.page > 1) out.set('sivu', String(next.page));
    if (next.comparisons) out.set('vertailu', '1');
    if (next.size !== PAGE_SIZES[0]) out.set('koko', String(next.size));
    if (next.month) out.set('kuukausi', next.month);
    setParams(out);
  };
  return [state, update] as const;
}

/**
 * A company user's front page (UI mode B2B, spec §6): the company's places they are given, 20 to
 * a page (#193, or #194 with the consumption comparison), searched, sorted by every A61 mode,
 * filtered by utility, with the matching places' summary (#195), labels (#204/#205) and a
 * selection for actions on several places.
 */
export function CompanyPlacesPage() {
  const { company, userId, isMainUser } = useCompany();
  if (!company || userId === undefined) {
    return <B2BNotice message={fiCompany.noCompany} />;
  }
  return (
    <CompanyPlaces
      key={company.companyReferenceId}
      companyRef={company.companyReferenceId}
      companyName={company.companyName}
      userId={userId}
      mainUser={isMainUser}
    />
  );
}

function CompanyPlaces({
  companyRef,
  companyName,
  userId,
  mainUser,
}: {
  companyRef: string;
  companyName: string;
  userId: number;
  /** The main user gives the company's users rights (A57). */
  mainUser: boolean;
}) {
  const [list, update] = useListParams();
  const [searchText, setSearchText] = useState(list.search);
  const [searchInfo, setSearchInfo] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** The places whose labels the modal shows: one (by id, so it follows a refresh) or a selection. */
  const [labelsFor, setLabelsFor] = useState<string[] | null>(null);
  /** The places the combine flow was opened with (fixed, so a refresh behind it keeps them). */
  const [combining, setCombining] = useState<CompanyLocationItem[] | null>(null);
  /** What the export was opened with: ids as addressed (a composite exports its members), or
   *  every place matching the list's filter. */
  const [exporting, setExporting] = useState<CsvTarget | null>(null);
  /** The places the own order flow was opened with, in the order they were selected. */
  const [ordering, setOrdering] = useState<CompanyLocationItem[] | null>(null);
  /** "Select all N matching": the bulk actions take the list's filter, not thousands of ids. */
  const [allMatching, setAllMatching] = useState(false);
  /** A label changed on every matching place, and a right given on many places. */
  const [bulkLabels, setBulkLabels] = useState<MatchingFilter | null>(null);
  const [rightsFor, setRightsFor] = useState<BulkTarget | null>(null);
  const listTop = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const monthId = useId();
  const sortId = useId();
  const utilityId = useId();

  const filter = {
    companyRef,
    userId,
    searchString: list.search || undefined,
    type: list.type,
  };
  const ranked = ranksByMonth(list.sortingMode);
  const [year, month] = list.month.split('-').map(Number);
  const listArg = {
    ...filter,
    offset: (list.page - 1) * list.size,
    count: list.size,
    sortingMode: list.sortingMode,
    ...(ranked && year && month ? { year, month } : {}),
  };
  const plain = companyApi.useListCompanyLocationsQuery(listArg, { skip: list.comparisons });
  const compared = companyApi.useListCompanyLocationComparisonsQuery(listArg, {
    skip: !list.comparisons,
  });
  const places = list.comparisons ? compared : plain;
  const summary = companyApi.useGetCompanyLocationSummaryQuery(filter);

  // Selection survives paging (a selection across pages is what the exports and composites
  // take); the items seen are remembered so the modal can name them.
  const [seen, setSeen] = useState<ReadonlyMap<string, CompanyLocationItem>>(new Map());
  const items = places.data?.results;
  if (items && items.some((item) => seen.get(itemId(item)) !== item)) {
    const next = new Map(seen);
    for (const item of items) next.set(itemId(item), item);
    setSeen(next);
  }

  /** A new page: its first row in view and the focus at the list's top, not left below. */
  function toPage(page: number) {
    update({ page });
    const heading = listTop.current;
    if (heading) {
      heading.scrollIntoView?.({ block: 'start' });
      heading.focus({ preventScroll: true });
    }
  }

  function select(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }
  function selectAll(on: boolean) {
    const next = new Set(selected);
    for (const item of items ?? []) {
      if (on) next.add(itemId(item));
      else next.delete(itemId(item));
    }
    setSelected(next);
  }

  const matching = (total: number): MatchingFilter => ({
    searchString: list.search || undefined,
    type: list.type,
    total,
  });
  const allTarget = (total: number): CsvTarget => ({ all: matching(total) });
  const matchingTotal = places.data?.locationsTotal ?? 0;
  const rightsButton = (target: () => BulkTarget) =>
    mainUser ? (
      <button type="button" className="button" onClick={() => setRightsFor(target())}>
        {fiCompany.bulk.rights}
      </button>
    ) : null;

  // Not a form submit: a navigation in a submit handler runs as a transition, which makes React
  // treat the form as an action. Enter in the field searches as the button does.
  const search = () => update({ search: searchText.trim() });

  const target = (item: CompanyLocationItem): LabelTarget => ({
    ref: placeRef(item),
    name: placeTitle(item),
    labels: item.labels,
    readOnly: item.rights === 'READ_ONLY',
  });
  const seenItems = (ids: Iterable<string>) =>
    [...ids]
      .map((id) => seen.get(id))
      .filter((item): item is CompanyLocationItem => item !== undefined);
  const labelTargets = seenItems(labelsFor ?? []).map(target);

  return (
    <>
      <p className="lead">{fiCompany.company(companyName)}</p>
      <PlacesSummary query={summary} />

      <section className="card company-filters" aria-label={fiCompany.search.label}>
        <div role="search" className="company-search">
          <div className="field">
            <label htmlFor={searchId}>{fiCompany.search.label}</label>
            <p className="field__hint" id={`${searchId}-hint`}>
              {fiCompany.search.hint}
            </p>
            <div className="company-search__row">
              <input
                id={searchId}
                type="search"
                aria-describedby={`${searchId}-hint`}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') search();
                }}
              />
              <button type="button" className="button" onClick={search}>
                {fiCompany.search.submit}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setSearchInfo(true)}
              >
                {fiCompany.search.infoButton}
              </button>
            </div>
          </div>
        </div>
        <div className="company-filters__row">
          <div className="field">
            <label htmlFor={sortId}>{fiCompany.sort.label}</label>
            {list.sortingMode === 'CONTENT_ORDER' ? (
              <p className="field__hint" id={`${sortId}-hint`}>
                {fiCompany.ownOrder.hint}
              </p>
            ) : null}
            <select
              id={sortId}
              aria-describedby={list.sortingMode === 'CONTENT_ORDER' ? `${sortId}-hint` : undefined}
              value={list.sortingMode}
              onChange={(event) => update({ sortingMode: event.target.value as SortingMode })}
            >
              {SORT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {fiCompany.sort.modes[mode]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={utilityId}>{fiCompany.utilityFilter.label}</label>
            <select
              id={utilityId}
              value={list.type}
              onChange={(event) => update({ type: event.target.value as UtilityFilter })}
            >
              {UTILITIES.map((type) => (
                <option key={type} value={type}>
                  {fiCompany.utilityFilter[type]}
                </option>
              ))}
            </select>
          </div>
          {ranked ? (
            <div className="field">
              <label htmlFor={monthId}>{fiCompany.sort.month}</label>
              <p className="field__hint" id={`${monthId}-hint`}>
                {fiCompany.sort.monthHint}
              </p>
              <input
                id={monthId}
                type="month"
                aria-describedby={`${monthId}-hint`}
                value={list.month}
                onChange={(event) => update({ month: event.target.value })}
              />
            </div>
          ) : null}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={list.comparisons}
              onChange={(event) => update({ comparisons: event.target.checked, page: list.page })}
            />
            {fiCompany.comparisons.toggle}
          </label>
        </div>
      </section>

      {allMatching ? (
        <section className="selection-bar" aria-label={fiCompany.selection.toolbar}>
          <p role="status">{fiCompany.selection.allMatching(matchingTotal)}</p>
          <div className="actions">
            <button
              type="button"
              className="button"
              onClick={() => setBulkLabels(matching(matchingTotal))}
            >
              {fiCompany.selection.changeLabel}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setExporting(allTarget(matchingTotal))}
            >
              {fiCompany.csv.open}
            </button>
            {rightsButton(() => ({ all: matching(matchingTotal) }))}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAllMatching(false)}
            >
              {fiCompany.selection.clear}
            </button>
          </div>
        </section>
      ) : selected.size > 0 ? (
        <section className="selection-bar" aria-label={fiCompany.selection.toolbar}>
          <p role="status">{fiCompany.selection.selected(selected.size)}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => setLabelsFor([...selected])}>
              {fiCompany.selection.addLabel}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setExporting({ refs: [...selected] })}
            >
              {fiCompany.csv.open}
            </button>
            {selected.size > 1 ? (
              <button
                type="button"
                className="button"
                onClick={() => setCombining(seenItems(selected))}
              >
                {fiCompany.selection.combine}
              </button>
            ) : null}
            <button
              type="button"
              className="button"
              onClick={() => setOrdering(seenItems(selected))}
            >
              {fiCompany.selection.ownOrder}
            </button>
            {rightsButton(() => ({ items: seenItems(selected) }))}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSelected(new Set())}
            >
              {fiCompany.selection.clear}
            </button>
          </div>
        </section>
      ) : null}

      <section
        className="company-places"
        aria-labelledby="company-places-title"
        aria-busy={places.isFetching}
      >
        <h2 id="company-places-title" className="visually-hidden" ref={listTop} tabIndex={-1}>
          {fiCompany.places.listLabel}
        </h2>
        <QueryState
          query={places}
          failed={
            list.comparisons ? fiCompany.places.comparisonsFailed : fiCompany.places.loadFailed
          }
          empty={
            list.search || list.type !== 'ALL' ? fiCompany.places.noMatches : fiCompany.places.empty
          }
          isEmpty={(page) => page.locationsTotal === 0}
        >
          {(page) => {
            // An address past the last page (a shared link after places went away).
            if (page.results.length === 0) {
              return (
                <p>
                  <button type="button" className="button" onClick={() => update({ page: 1 })}>
                    {fiCompany.paging.first}
                  </button>
                </p>
              );
            }
            const first = page.offset + 1;
            const last = page.offset + page.results.length;
            return (
              <>
                {/* From the answer shown, not the address: a new search's rows may still be on
                    their way, and the line names what the rows are. */}
                <div className="company-places__head">
                  <p role="status" className={places.isFetching ? 'muted' : undefined}>
                    {page.searchString
                      ? fiCompany.search.results(page.locationsTotal, page.searchString)
                      : fiCompany.places.count(first, last, page.locationsTotal)}
                  </p>
                  <div className="actions">
                    {page.pagesTotal > 1 && !allMatching ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setSelected(new Set());
                          setAllMatching(true);
                        }}
                      >
                        {fiCompany.selection.selectMatching(page.locationsTotal)}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setExporting(allTarget(page.locationsTotal))}
                    >
                      {fiCompany.csv.openAll(page.locationsTotal)}
                    </button>
                  </div>
                </div>
                <CompanyPager
                  where="top"
                  page={list.page}
                  pages={page.pagesTotal}
                  size={list.size}
                  onPage={toPage}
                  onSize={(size) => update({ size })}
                />
                <PlaceList
                  items={page.results}
                  comparisons={list.comparisons}
                  selected={selected}
                  onSelect={select}
                  onSelectAll={selectAll}
                  onLabels={(item) => setLabelsFor([itemId(item)])}
                  sortingMode={list.sortingMode}
                  onSort={(sortingMode) => update({ sortingMode })}
                />
                <CompanyPager
                  where="bottom"
                  page={list.page}
                  pages={page.pagesTotal}
                  size={list.size}
                  onPage={toPage}
                  onSize={(size) => update({ size })}
                />
              </>
            );
          }}
        </QueryState>
      </section>

      {searchInfo ? (
        <CloseDialog title={fiCompany.search.infoTitle} onClose={() => setSearchInfo(false)}>
          {fiCompany.search.info.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </CloseDialog>
      ) : null}
      {combining ? (
        <CombineDialog
          companyRef={companyRef}
          userId={userId}
          items={combining}
          onClose={() => setCombining(null)}
          onCombined={() => setSelected(new Set())}
        />
      ) : null}
      {ordering ? (
        <OrderDialog
          companyRef={companyRef}
          userId={userId}
          items={ordering}
          onClose={() => setOrdering(null)}
          onSaved={() => {
            // The selection is spent; the list shows the order it made, from its first page.
            setSelected(new Set());
            update({ sortingMode: 'CONTENT_ORDER' });
          }}
        />
      ) : null}
      {exporting ? (
        <CsvExportDialog
          companyRef={companyRef}
          userId={userId}
          target={exporting}
          onClose={() => setExporting(null)}
        />
      ) : null}
      {bulkLabels ? (
        <BulkLabelsDialog
          companyRef={companyRef}
          userId={userId}
          all={bulkLabels}
          onClose={() => setBulkLabels(null)}
        />
      ) : null}
      {rightsFor ? (
        <RightsDialog
          companyRef={companyRef}
          userId={userId}
          target={rightsFor}
          onClose={() => setRightsFor(null)}
        />
      ) : null}
      {labelTargets.length > 0 ? (
        <LabelsDialog
          companyRef={companyRef}
          userId={userId}
          targets={labelTargets}
          onClose={() => setLabelsFor(null)}
        />
      ) : null}
    </>
  );
}
