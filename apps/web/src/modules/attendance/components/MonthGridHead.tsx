import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDateFormat } from '../../../lib/use-date-format';

/** A month grid's first column stays in view while the days scroll sideways. */
export const STICKY_COLUMN = { position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 } as const;

type Props = {
  days: readonly string[];
  /** The first column's heading (a word, or a select-all checkbox) and its width. */
  corner: ReactNode;
  cornerWidth: number;
  /** The day columns' side padding, for a narrow grid. */
  dayPadding?: number;
  /** Headings after the days (the month's totals). */
  after?: ReactNode;
};

/** The heading row of a people-by-day month grid: each day's weekday initials over its number, the full date on hover. */
export function MonthGridHead({ days, corner, cornerWidth, dayPadding, after }: Props) {
  const dates = useDateFormat();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col" style={{ ...STICKY_COLUMN, minWidth: cornerWidth }}>
          {corner}
        </Table.Th>
        {days.map((day) => (
          <Table.Th key={day} scope="col" ta="center" title={dates.dayLabel(day)} px={dayPadding}>
            {dates.weekdayInitials(day)}
            <br />
            {Number(day.slice(8))}
          </Table.Th>
        ))}
        {after}
      </Table.Tr>
    </Table.Thead>
  );
}
