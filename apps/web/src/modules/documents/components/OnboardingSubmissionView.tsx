import { formatFileSize, ONBOARDING_FILE_LABELS, type OnboardingSubmission } from '@hrms/shared';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { DocumentDownloadLink } from './DocumentDownloadLink';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** A submission: when, the ID details and each file with a link that opens it in a new tab. */
export function OnboardingSubmissionView({ submission }: { submission: OnboardingSubmission }) {
  return (
    <Stack gap="md" data-testid="onboarding-submission">
      <Group gap="xs">
        <Badge color="green" variant="light">
          Submitted
        </Badge>
        <Text size="sm" c="dimmed">
          <FormattedDateTime value={submission.submittedAt} />
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Detail label="Aadhar name" value={submission.aadharName} />
        <Detail label="Aadhar number" value={submission.aadharNumber} />
        <Detail label="PAN name" value={submission.panName} />
        <Detail label="PAN number" value={submission.panNumber} />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th ta="right" visibleFrom="xs">
                Size
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {submission.files.map((file) => (
              <Table.Tr key={file.field}>
                <Table.Td>{ONBOARDING_FILE_LABELS[file.field]}</Table.Td>
                <Table.Td>
                  <DocumentDownloadLink url={file.url} fileName={file.fileName} />
                </Table.Td>
                <Table.Td ta="right" visibleFrom="xs">
                  <Text size="sm" c="dimmed">
                    {formatFileSize(file.size)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
