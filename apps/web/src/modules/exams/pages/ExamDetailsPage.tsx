import { type EmployeeExam, EXAM_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useAttemptedExams } from '../exams.api';

const columns = (t: TFunction): Column<EmployeeExam>[] => [
  { key: 'examId', header: t('exams.columns.examId') },
  { key: 'examName', header: t('exams.columns.examName'), sortValue: (r) => r.examName },
  { key: 'startDate', header: t('exams.columns.startDate'), nowrap: true, format: 'date', sortValue: (r) => r.startDate },
  { key: 'endDate', header: t('exams.columns.endDate'), nowrap: true, format: 'date' },
  { key: 'duration', header: t('exams.columns.duration'), render: (r) => t('exams.minutes', { count: r.duration }) },
  { key: 'maxAttempts', header: t('exams.columns.attemptsOf'), render: (r) => `${r.attemptsUsed} / ${r.maxAttempts}` },
];

/** /examdetails/{employeeId} (spec 3 §2.16): the exams an employee has sat; View → their results. */
export function ExamDetailsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const exams = useAttemptedExams(employeeId);
  useEffect(() => {
    if (exams.isError) notifyError(M.loadFailed);
  }, [exams.isError]);

  return (
    <>
      <PageHeader
        title={t('exams.reportsTitle', { employeeId })}
        back={
          <BackLink
            to={
              session && session.employeeId.toLowerCase() !== employeeId.toLowerCase()
                ? '/employeelist'
                : `/selfexam/${employeeId}`
            }
          />
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={exams} errorText={t('messages.exams.loadFailed')} emptyText={t('messages.exams.noData')}>
          {(rows) => (
            <DataTable
              label={t('exams.taken')}
              columns={columns(t)}
              rows={rows}
              rowKey={(r) => r.examId}
              minWidth={760}
              actionsHeader={t('exams.action')}
              actions={(row) => (
                <Button
                  component={Link}
                  to={`/examdata/${employeeId}/${row.examId}`}
                  size="xs"
                  variant="light"
                  aria-label={t('exams.viewExam', { name: row.examName })}
                >
                  {t('exams.view')}
                </Button>
              )}
            />
          )}
        </QueryBody>
      </Paper>
    </>
  );
}
