import type { OnboardingSummary } from '@hrms/shared';
import { Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { type Column, DataTable } from '../../../ui/records';

type Props = {
  rows: OnboardingSummary[];
  onView: (employeeId: string) => void;
  onUpdate: (employeeId: string) => void;
};

const columns = (t: TFunction): Column<OnboardingSummary>[] => [
  {
    key: 'employeeId',
    header: t('onboardingDocuments.submissionColumns.employeeId'),
    render: (row) => (
      <Text fw={600} size="sm">
        {row.employeeId}
      </Text>
    ),
  },
  { key: 'employeeName', header: t('onboardingDocuments.submissionColumns.employeeName') },
  {
    key: 'submittedAt',
    header: t('onboardingDocuments.submissionColumns.submitted'),
    nowrap: true,
    render: (row) => (
      <Text size="sm" c="dimmed">
        <FormattedDateTime value={row.submittedAt} />
      </Text>
    ),
  },
  {
    key: 'fileCount',
    header: t('onboardingDocuments.submissionColumns.files'),
    nowrap: true,
    render: (row) => t('onboardingDocuments.files', { count: row.fileCount }),
  },
];

/**
 * Who handed in onboarding documents, when, how many files; View opens the files, Update fills the form.
 * The one DataTable: a card per joiner on phones.
 */
export function OnboardingSubmissionsTable({ rows, onView, onUpdate }: Props) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('onboardingDocuments.submissionsTable')}
      testId="onboarding-submissions"
      columns={columns(t)}
      rows={rows}
      rowKey={(row) => row.employeeId}
      actionsHeader={t('onboardingDocuments.submissionColumns.action')}
      actions={(row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onView(row.employeeId)}
            aria-label={t('onboardingDocuments.viewRow', { employeeId: row.employeeId })}
          >
            {t('onboardingDocuments.view')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onUpdate(row.employeeId)}
            aria-label={t('onboardingDocuments.updateRow', { employeeId: row.employeeId })}
          >
            {t('onboardingDocuments.update')}
          </Button>
        </Group>
      )}
    />
  );
}
