import type { JobSummary } from '@hrms/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../ui/records';

const STATUS_COLOR = { scheduled: 'blue', open: 'green', expired: 'gray', cancelled: 'red' } as const;

type Props = {
  job: JobSummary;
  onDetails: () => void;
  /** Admins only. */
  onEdit?: () => void;
  onDelete?: () => void;
  onCancel?: () => void;
};

/** One job card: title, status as text, dates; Details for everyone; admins edit, delete and cancel. */
export function JobCard({ job, onDetails, onEdit, onDelete, onCancel }: Props) {
  const { t } = useTranslation();
  const cancelled = job.status === 'cancelled';
  return (
    <Card withBorder radius="md" padding="md" data-testid="job-card" aria-label={job.jobTitle}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={4} style={{ wordBreak: 'break-word' }}>
            {job.jobTitle}
          </Title>
          <Badge color={STATUS_COLOR[job.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`recruitment.jobStatuses.${job.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(job.status === 'scheduled' ? 'recruitment.publishes' : 'recruitment.published', {
            date: job.publishDate,
            expiry: job.expiryDate,
          })}
        </Text>
        <Group justify="space-between" mt="auto" wrap="wrap" gap="xs">
          <Button size="xs" variant="light" onClick={onDetails}>
            {t('recruitment.details')}
          </Button>
          {onCancel && (
            <Group gap={4} wrap="nowrap">
              <Button size="xs" color="orange" variant="outline" onClick={onCancel} disabled={cancelled}>
                {cancelled ? t('messages.careers.cancelledButton') : t('messages.careers.cancelButton')}
              </Button>
              <RowActions label={job.jobTitle} onEdit={cancelled ? undefined : onEdit} onDelete={onDelete} />
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
