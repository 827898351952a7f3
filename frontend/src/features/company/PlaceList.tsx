import { Link } from 'react-router';
import type { CompanyLocationItem, SortingMode } from '../../api/b2bApi';
import { ScrollTable } from '../../components/TableScroll';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { formatEuro, formatNumber, formatSignedPercent } from '../../format';
import { utilityTypeName } from '../../format/names';
import { fiCompany } from '../../i18n/fiCompany';
import { addressText, companyPlacePath, placeRef, placeTitle } from '../../place/companyPlace';
import { monthText } from './PlacesSummary';

const t = fiCompany.places;

interface Props {
  items: readonly CompanyLocationItem[];
  /** Whether the items carry the consumption comparison (#194). */
  comparisons: boolean;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onLabels: (item: CompanyLocationItem) => void;
  /** The list's order, which the table's headers show and change. */
  sortingMode: SortingMode;
  onSort: (mode: SortingMode) => void;
}

/** A column a header sorts by: the modes' common stem, and whether it is a figure. */
type SortColumn = 'NAME' | 'LABELS' | 'ALERTS_TRIGGERED' | 'CONSUMPTION' | 'COST';
const FIGURES: readonly SortColumn[] = ['ALERTS_TRIGGERED', 'CONSUMPTION', 'COST'];

/** Whether the list ranks by a month's figures (each item then carries them). */
export const ranksByMonth = (mode: SortingMode) =>
  mode.startsWith('CONSUMPTION') || mode.startsWith('COST');

/**
 * A column header that sorts: a button that orders the list by the column (a figure the
 * biggest first, text A–Ö first; pressed again, the other way), `aria-sort` saying the order.
 */
function SortHeader({
  column,
  label,
  sortingMode,
  onSort,
}: {
  column: SortColumn;
  label: string;
  sortingMode: SortingMode;
  onSort: (mode: SortingMode) => void;
}) {
  const figure = FIGURES.includes(column);
  const current = sortingMode.startsWith(`${column}_`)
    ? sortingMode.endsWith('_DESC')
      ? 'descending'
      : 'ascending'
    : undefined;
  // The next press: the other way round, or a figure's biggest (text's A–Ö) first.
  const descending = current ? current === 'ascending' : figure;
  const next = `${column}_${descending ? 'DESC' : 'ASC'}` as SortingMode;
  const words = figure ? fiCompany.sort.by : fiCompany.sort.byText;
  return (
    <th scope="col" aria-sort={current ?? 'none'}>
      <button
        type="button"
        className="sort-header"
        aria-label={words(label, descending)}
        onClick={() => onSort(next)}
      >
        {label}
        <span aria-hidden="true">{current === 'ascending' ? ' ▲' : current ? ' ▼' : ''}</span>
      </button>
    </th>
  );
}

/** A place's use in the month ranked by, in its own unit. */
function consumptionText(item: CompanyLocationItem): string {
  const wh = item.monthFigures?.consumptionWh;
  if (wh === undefined || wh === null) return t.noFigure;
  const heat = item.location.utilityType === 'DISTRICT_HEATING';
  const value = heat ? `${formatNumber(wh / 1e6, 3)} MWh` : `${formatNumber(wh / 1000, 0)} kWh`;
  return t.monthFigure(value, monthText(item.monthFigures?.month ?? ''));
}

function costText(item: CompanyLocationItem): string {
  const cost = item.monthFigures?.cost;
  if (cost === undefined || cost === null) return t.noFigure;
  return t.monthFigure(formatEuro(cost), monthText(item.monthFigures?.month ?? ''));
}

/** An item's own id: selection is per place (a composite's members each have a row). */
export const itemId = (item: CompanyLocationItem) => item.location.locationIdentifier;

function comparisonText(item: CompanyLocationItem): string {
  const c = item.comparison;
  if (!c) return fiCompany.comparisons.none;
  return fiCompany.comparisons.value(
    `${formatNumber(c.consumption, 0)} ${c.unit}`,
    formatSignedPercent(c.delta),
    monthText(c.month),
  );
}

/** A place's name for a control: names and addresses repeat within a company, its id does not. */
function placeLabel(item: CompanyLocationItem): string {
  return `${placeTitle(item)} (${item.location.locationIdentifier})`;
}

function PlaceLink({ item }: { item: CompanyLocationItem }) {
  return (
    <Link
      to={companyPlacePath(placeRef(item))}
      // A member opens its composite, which the member's name would misname.
      state={
        item.compositeLocationIdentifier
          ? { composite: true }
          : { name: placeTitle(item), composite: false }
      }
    >
      {placeTitle(item)}
    </Link>
  );
}

function Labels({ item }: { item: CompanyLocationItem }) {
  if (item.labels.length === 0) return <span className="muted">{t.noLabels}</span>;
  return (
    <ul className="label-list">
      {item.labels.map((label) => (
        <li key={label} className="label-chip">
          {label}
        </li>
      ))}
    </ul>
  );
}

function LabelsButton({
  item,
  onLabels,
}: {
  item: CompanyLocationItem;
  onLabels: Props['onLabels'];
}) {
  // A READ_ONLY place offers no changes (A56): its labels show, the button does not.
  if (item.rights === 'READ_ONLY') return null;
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={fiCompany.labels.button(placeLabel(item))}
      onClick={() => onLabels(item)}
    >
      {fiCompany.labels.buttonShort}
    </button>
  );
}

function SelectBox({
  item,
  selected,
  onSelect,
}: Pick<Props, 'selected' | 'onSelect'> & { item: CompanyLocationItem }) {
  return (
    <input
      type="checkbox"
      aria-label={fiCompany.selection.select(placeLabel(item))}
      checked={selected.has(itemId(item))}
      onChange={(event) => onSelect(itemId(item), event.target.checked)}
    />
  );
}

/**
 * The company's places: a table on a wide screen, a card each on a phone (a nine-column table
 * would scroll sideways there). Each offers selection, its labels and the way to its screen.
 */
export function PlaceList(props: Props) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { items, comparisons, selected, onSelectAll, sortingMode, onSort } = props;
  const ranked = ranksByMonth(sortingMode);
  const header = (column: SortColumn, label: string) => (
    <SortHeader column={column} label={label} sortingMode={sortingMode} onSort={onSort} />
  );
  const allSelected = items.length > 0 && items.every((item) => selected.has(itemId(item)));

  const selectAll = (
    <input
      type="checkbox"
      aria-label={fiCompany.selection.selectAll}
      checked={allSelected}
      onChange={(event) => onSelectAll(event.target.checked)}
    />
  );

  if (!wide) {
    return (
      <>
        <label className="checkbox">
          {selectAll}
          <span aria-hidden="true">{fiCompany.selection.selectAll}</span>
        </label>
        <ul className="company-cards" aria-label={t.listLabel}>
          {items.map((item) => (
            <li key={itemId(item)}>
              <article className="card company-card">
                <div className="company-card__head">
                  <SelectBox item={item} selected={selected} onSelect={props.onSelect} />
                  <h3>
                    <PlaceLink item={item} />
                  </h3>
                </div>
                <p>{addressText(item)}</p>
                <dl className="facts">
                  <div>
                    <dt>{t.utility}</dt>
                    <dd>{utilityTypeName(item.location.utilityType)}</dd>
                  </div>
                  <div>
                    <dt>{t.right}</dt>
                    <dd>{fiCompany.rights[item.rights]}</dd>
                  </div>
                  <div>
                    <dt>{t.alerts}</dt>
                    <dd>{t.alertsValue(item.alertsTriggered, item.alertsEnabled)}</dd>
                  </div>
                  {item.compositeLocationIdentifier ? (
                    <div>
                      <dt>{t.composite}</dt>
                      <dd>
                        {item.compositeName
                          ? `${item.compositeName} (${item.compositeLocationIdentifier})`
                          : item.compositeLocationIdentifier}
                      </dd>
                    </div>
                  ) : null}
                  {comparisons ? (
                    <div>
                      <dt>{t.consumption}</dt>
                      <dd>{comparisonText(item)}</dd>
                    </div>
                  ) : null}
                  {item.monthFigures ? (
                    <>
                      <div>
                        <dt>{t.consumption}</dt>
                        <dd>{consumptionText(item)}</dd>
                      </div>
                      <div>
                        <dt>{t.cost}</dt>
                        <dd>{costText(item)}</dd>
                      </div>
                    </>
                  ) : null}
                  <div>
                    <dt>{t.labels}</dt>
                    <dd>
                      <Labels item={item} />
                    </dd>
                  </div>
                </dl>
                <LabelsButton item={item} onLabels={props.onLabels} />
              </article>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <ScrollTable caption={t.tableCaption} hideCaption>
      <thead>
        <tr>
          <td>{selectAll}</td>
          {header('NAME', t.name)}
          <th scope="col">{t.utility}</th>
          {header('LABELS', t.labels)}
          {header('ALERTS_TRIGGERED', t.alerts)}
          <th scope="col">{t.right}</th>
          {comparisons ? header('CONSUMPTION', t.consumption) : null}
          {ranked && !comparisons ? header('CONSUMPTION', t.consumption) : null}
          {ranked ? header('COST', t.cost) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={itemId(item)}>
            <td>
              <SelectBox item={item} selected={selected} onSelect={props.onSelect} />
            </td>
            <th scope="row">
              <PlaceLink item={item} />
              {item.location.name ? (
                <span className="company-table__sub">{addressText(item)}</span>
              ) : null}
              {item.compositeLocationIdentifier ? (
                <span className="company-table__sub muted">
                  {t.partOf(item.compositeName ?? item.compositeLocationIdentifier)}
                </span>
              ) : null}
            </th>
            <td>{utilityTypeName(item.location.utilityType)}</td>
            <td>
              <div className="company-table__labels">
                <Labels item={item} />
                <LabelsButton item={item} onLabels={props.onLabels} />
              </div>
            </td>
            <td>{t.alertsValue(item.alertsTriggered, item.alertsEnabled)}</td>
            <td>{fiCompany.rights[item.rights]}</td>
            {comparisons ? (
              <td>
                {comparisonText(item)}
                {ranked ? (
                  <span className="company-table__sub">{consumptionText(item)}</span>
                ) : null}
              </td>
            ) : null}
            {ranked && !comparisons ? <td>{consumptionText(item)}</td> : null}
            {ranked ? <td>{costText(item)}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
