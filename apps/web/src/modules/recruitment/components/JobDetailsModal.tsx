import { Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../../ui/records';
import { useJobDetails } from '../careers.api';

const money = (n: number) => n.toLocaleString('en-IN');

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** A post's details (GET carrers/{jobId}). */
export function JobDetailsModal({ jobId, onClose }: { jobId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useJobDetails(jobId);
  return (
    <Modal opened={jobId !== null} onClose={onClose} title={t('recruitment.jobDetails')} size="lg" centered>
      <QueryBody query={details} errorText={t('messages.careers.fetchFailed')} emptyText="" isEmpty={() => false}>
        {(job) => (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700} size="lg">
                {job.jobTitle}
              </Text>
              <Badge variant="light">{t(`recruitment.jobStatuses.${job.status}`)}</Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Line label={t('recruitment.location')}>{job.jobLocation}</Line>
              <Line label={t('recruitment.workMode')}>{t(`recruitment.workModes.${job.workMode}`)}</Line>
              <Line label={t('recruitment.jobType')}>{t(`recruitment.jobTypes.${job.jobType}`)}</Line>
              <Line label={t('recruitment.openings')}>{job.noOfRequirements}</Line>
              <Line label={t('recruitment.experience')}>
                {t('recruitment.years', { count: job.numberOfYears })} {t('recruitment.months', { count: job.numberOfMonths })}
              </Line>
              <Line label={t('recruitment.age')}>{job.age}</Line>
              <Line label={t('recruitment.salary')}>
                {money(job.salaryFrom)} – {money(job.salaryTo)}
              </Line>
              <Line label={t('recruitment.dates')}>
                {t('recruitment.dateRange', { from: job.publishDate, to: job.expiryDate })}
              </Line>
            </SimpleGrid>
            <Line label={t('recruitment.skillSet')}>{job.skillSet}</Line>
            <Line label={t('recruitment.jobDescription')}>{job.jobDescription}</Line>
          </Stack>
        )}
      </QueryBody>
    </Modal>
  );
}
