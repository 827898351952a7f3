import type { ReactNode } from 'react';
import { ScrollTable } from '../../../components/TableScroll';
import { useMediaQuery, WIDE_SCREEN } from '../../../components/useMediaQuery';

export interface FactsRow {
  key: string;
  /** The row's header: a product, a price component. */
  title: ReactNode;
  /** One value per column after the first. */
  cells: readonly ReactNode[];
}

/**
 * Rows of facts as a table on a wide screen and as a card each on a phone, where a table of
 * several columns would not fit 360 px. `columns[0]` names the rows' headers.
 */
export function FactsTable({
  caption,
  hideCaption = false,
  columns,
  rows,
}: {
  caption: string;
  hideCaption?: boolean;
  columns: readonly string[];
  rows: readonly FactsRow[];
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (!wide) {
    return (
      <ul className="company-cards" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.key}>
            <article className="card">
              <h3>{row.title}</h3>
              <dl className="facts">
                {row.cells.map((cell, index) => (
                  <div key={columns[index + 1]}>
                    <dt>{columns[index + 1]}</dt>
                    <dd>{cell}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ScrollTable caption={caption} hideCaption={hideCaption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.title}</th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
