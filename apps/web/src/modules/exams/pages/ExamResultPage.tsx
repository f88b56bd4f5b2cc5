import { type ExamResult, EXAM_MESSAGES as M } from '@hrms/shared';
import { Badge, Paper, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { FormattedDateTime } from '../../../ui/FormattedDate';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { ExamReviewPanel } from '../components/ExamReviewPanel';
import { useExamResults, useExamReview } from '../exams.api';

const columns = (t: TFunction): Column<ExamResult>[] => [
  { key: 'examDate', header: t('exams.resultColumns.examDate'), nowrap: true, format: 'date', sortValue: (r) => r.examStartTime },
  {
    key: 'examStartTime',
    header: t('exams.resultColumns.startTime'),
    nowrap: true,
    render: (r) => <FormattedDateTime value={r.examStartTime} />,
  },
  {
    key: 'examEndTime',
    header: t('exams.resultColumns.endTime'),
    nowrap: true,
    render: (r) => <FormattedDateTime value={r.examEndTime} />,
  },
  { key: 'percentage', header: t('exams.resultColumns.percentage'), render: (r) => `${r.percentage}%` },
  {
    key: 'qualified',
    header: t('exams.resultColumns.status'),
    render: (r) => (
      <Badge color={r.qualified ? 'green' : 'red'} variant="light" tt="none">
        {r.qualified ? t('messages.exams.qualified') : t('messages.exams.notQualified')}
      </Badge>
    ),
  },
];

/**
 * /examdata/{employeeId}/{examId} (spec 3 §2.16): each finished attempt with its times, percentage and status;
 * above it the exam's name, the score against the pass mark and, once the exam has closed, the review of answers.
 */
export function ExamResultPage() {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const employeeId = params.employeeId ?? session?.employeeId ?? '';
  const results = useExamResults(employeeId, Number(params.examId) || 0);
  const review = useExamReview(employeeId, Number(params.examId) || 0);
  useEffect(() => {
    if (results.isError) notifyError(M.loadFailed);
  }, [results.isError]);

  return (
    <Stack gap="md">
      <PageHeader title={t('exams.resultsTitle')} back={<BackLink to={`/examdetails/${employeeId}`} />} />
      {review.data && <ExamReviewPanel review={review.data} results={results.data ?? []} />}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={results} errorText={t('messages.exams.loadFailed')} emptyText={t('messages.exams.noData')}>
          {(rows) => (
            <DataTable label={t('exams.results')} columns={columns(t)} rows={rows} rowKey={(r) => r.attemptId} minWidth={600} />
          )}
        </QueryBody>
      </Paper>
    </Stack>
  );
}
