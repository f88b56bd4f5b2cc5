import type { OnboardingSummary } from '@hrms/shared';
import { Button, Group, Text } from '@mantine/core';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { type Column, DataTable } from '../../../ui/records';

type Props = {
  rows: OnboardingSummary[];
  onView: (employeeId: string) => void;
  onUpdate: (employeeId: string) => void;
};

const COLUMNS: Column<OnboardingSummary>[] = [
  {
    key: 'employeeId',
    header: 'Employee ID',
    render: (row) => (
      <Text fw={600} size="sm">
        {row.employeeId}
      </Text>
    ),
  },
  { key: 'employeeName', header: 'Employee Name' },
  {
    key: 'submittedAt',
    header: 'Submitted',
    nowrap: true,
    render: (row) => (
      <Text size="sm" c="dimmed">
        <FormattedDateTime value={row.submittedAt} />
      </Text>
    ),
  },
  {
    key: 'fileCount',
    header: 'Files',
    nowrap: true,
    render: (row) => `${row.fileCount} ${row.fileCount === 1 ? 'file' : 'files'}`,
  },
];

/**
 * Who handed in onboarding documents, when, how many files; View opens the files, Update fills the form.
 * The one DataTable: a card per joiner on phones.
 */
export function OnboardingSubmissionsTable({ rows, onView, onUpdate }: Props) {
  return (
    <DataTable
      label="Onboarding submissions"
      testId="onboarding-submissions"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.employeeId}
      actionsHeader="Action"
      actions={(row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => onView(row.employeeId)} aria-label={`View ${row.employeeId}`}>
            View
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onUpdate(row.employeeId)}
            aria-label={`Update ${row.employeeId}`}
          >
            Update
          </Button>
        </Group>
      )}
    />
  );
}
