import { JOB_TYPE_LABELS, CAREER_MESSAGES as M, WORK_MODE_LABELS } from '@hrms/shared';
import { Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBody } from '../../../ui/records';
import { useJobDetails } from '../careers.api';

const money = (n: number) => n.toLocaleString('en-IN');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

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
  const details = useJobDetails(jobId);
  return (
    <Modal opened={jobId !== null} onClose={onClose} title="Job Details" size="lg" centered>
      <QueryBody query={details} errorText={M.fetchFailed} emptyText="" isEmpty={() => false}>
        {(job) => (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700} size="lg">
                {job.jobTitle}
              </Text>
              <Badge variant="light">{job.status}</Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Line label="Location">{job.jobLocation}</Line>
              <Line label="Work Mode">{WORK_MODE_LABELS[job.workMode]}</Line>
              <Line label="Job Type">{JOB_TYPE_LABELS[job.jobType]}</Line>
              <Line label="Openings">{job.noOfRequirements}</Line>
              <Line label="Experience">
                {plural(job.numberOfYears, 'year')} {plural(job.numberOfMonths, 'month')}
              </Line>
              <Line label="Age">{job.age}</Line>
              <Line label="Salary">
                {money(job.salaryFrom)} – {money(job.salaryTo)}
              </Line>
              <Line label="Dates">
                {job.publishDate} to {job.expiryDate}
              </Line>
            </SimpleGrid>
            <Line label="Skill Set">{job.skillSet}</Line>
            <Line label="Job Description">{job.jobDescription}</Line>
          </Stack>
        )}
      </QueryBody>
    </Modal>
  );
}
