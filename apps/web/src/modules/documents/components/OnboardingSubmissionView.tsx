import { formatFileSize, type OnboardingSubmission } from '@hrms/shared';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="onboarding-submission">
      <Group gap="xs">
        <Badge color="green" variant="light">
          {t('onboardingDocuments.submittedBadge')}
        </Badge>
        <Text size="sm" c="dimmed">
          <FormattedDateTime value={submission.submittedAt} />
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Detail label={t('onboardingDocuments.aadharName')} value={submission.aadharName} />
        <Detail label={t('onboardingDocuments.aadharNumber')} value={submission.aadharNumber} />
        <Detail label={t('onboardingDocuments.panName')} value={submission.panName} />
        <Detail label={t('onboardingDocuments.panNumber')} value={submission.panNumber} />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('onboardingDocuments.document')}</Table.Th>
              <Table.Th>{t('onboardingDocuments.file')}</Table.Th>
              <Table.Th ta="right" visibleFrom="xs">
                {t('onboardingDocuments.size')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {submission.files.map((file) => (
              <Table.Tr key={file.field}>
                <Table.Td>{t(`onboardingDocuments.fileLabels.${file.field}`)}</Table.Td>
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
