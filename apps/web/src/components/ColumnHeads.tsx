import type { Localized } from '@cronica/util';
import type { Translate } from '../lib/i18n';

/** One column's head: its name, or its name and `num` where the column's figures align right. */
export type ColumnHead = Localized | { readonly label: Localized; readonly num: true };

/** A column whose figures align right (a table number, a count). */
export const numeric = (label: Localized): ColumnHead => ({ label, num: true });

/**
 * A table's head row, each column named in the reader's language; a null column is left out (a column
 * only some readers see). `scoped` marks each head as its column's (`scope="col"`).
 */
export function ColumnHeads({
  columns,
  t,
  scoped = false,
}: {
  columns: readonly (ColumnHead | null)[];
  t: Translate;
  scoped?: boolean;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) =>
          column === null ? null : (
            <th key={index} className={'num' in column ? 'num' : undefined} scope={scoped ? 'col' : undefined}>
              {t('label' in column ? column.label : column)}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
