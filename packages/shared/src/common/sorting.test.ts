import { describe, expect, it } from 'vitest';
import { nextSort, type SortableColumn, sortRows } from './sorting';

type Row = { name: string; days: number | null };
const columns: SortableColumn<Row>[] = [
  { key: 'name', sortValue: (r) => r.name },
  { key: 'days', sortValue: (r) => r.days },
  { key: 'plain' },
];
const rows: Row[] = [
  { name: 'item 10', days: 2 },
  { name: 'Item 2', days: null },
  { name: 'alpha', days: 7 },
];

describe('sortRows', () => {
  it('orders text naturally and case-insensitively', () => {
    expect(sortRows(rows, columns, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['alpha', 'Item 2', 'item 10']);
  });
  it('orders numbers descending with empty values last', () => {
    expect(sortRows(rows, columns, { key: 'days', direction: 'desc' }).map((r) => r.days)).toEqual([7, 2, null]);
    expect(sortRows(rows, columns, { key: 'days', direction: 'asc' }).map((r) => r.days)).toEqual([2, 7, null]);
  });
  it('keeps the original order without a sort or for a column that does not sort', () => {
    expect(sortRows(rows, columns, null)).toEqual(rows);
    expect(sortRows(rows, columns, { key: 'plain', direction: 'asc' })).toEqual(rows);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, unsorted and restarts on another column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', direction: 'desc' }, 'days')).toEqual({ key: 'days', direction: 'asc' });
  });
});
