export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };
/** What sorting needs of a table column: its key and, when sortable, the value rows are ordered by. */
export type SortableColumn<Row> = { key: string; sortValue?: (row: Row) => string | number | null | undefined };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Rows ordered by a column's sort value; empty values last whichever the direction. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly SortableColumn<Row>[], sort: SortState | null): Row[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column?.sortValue) return [...rows];
  const sortValueOf = column.sortValue;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValueOf(a);
    const y = sortValueOf(b);
    if (x === y) return 0;
    if (x === null || x === undefined || x === '') return 1;
    if (y === null || y === undefined || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return collator.compare(String(x), String(y)) * factor;
  });
}

/** The next state when a header is clicked: ascending, then descending, then the original order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}
