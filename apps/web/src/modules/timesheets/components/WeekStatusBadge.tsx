import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { Approved: 'green', Rejected: 'red', Pending: 'yellow' };

/** A week's status as the spec shows it: Pending, Approved or Rejected (or not yet submitted). */
export function WeekStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status)
    return (
      <Badge variant="light" color="gray">
        Not submitted
      </Badge>
    );
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}
