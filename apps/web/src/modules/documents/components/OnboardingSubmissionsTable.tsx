import type { OnboardingSummary } from '@hrms/shared';
import { Button, Group, Table, Text } from '@mantine/core';
import { formatSubmittedAt } from './format';

type Props = {
  rows: OnboardingSummary[];
  onView: (employeeId: string) => void;
  onUpdate: (employeeId: string) => void;
};

/** Who handed in onboarding documents, when, how many files; View opens the files, Update fills the form. */
export function OnboardingSubmissionsTable({ rows, onView, onUpdate }: Props) {
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="onboarding-submissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee ID</Table.Th>
            <Table.Th>Employee Name</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Files</Table.Th>
            <Table.Th ta="right">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.employeeId}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.employeeId}
                </Text>
              </Table.Td>
              <Table.Td>{row.employeeName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" c="dimmed">
                  {formatSubmittedAt(row.submittedAt)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">
                  {row.fileCount} {row.fileCount === 1 ? 'file' : 'files'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onView(row.employeeId)}
                    aria-label={`View ${row.employeeId}`}
                  >
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
