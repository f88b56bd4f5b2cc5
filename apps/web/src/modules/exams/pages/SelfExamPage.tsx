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
import { useEmployeeExams } from '../exams.api';

const columns = (t: TFunction): Column<EmployeeExam>[] => [
  { key: 'examName', header: t('exams.columns.examName'), sortValue: (r) => r.examName },
  { key: 'startDate', header: t('exams.columns.startDate'), nowrap: true, format: 'date', sortValue: (r) => r.startDate },
  { key: 'endDate', header: t('exams.columns.endDate'), nowrap: true, format: 'date', sortValue: (r) => r.endDate },
  { key: 'duration', header: t('exams.columns.duration'), render: (r) => t('exams.minutes', { count: r.duration }) },
  { key: 'maxAttempts', header: t('exams.columns.attemptsOf'), render: (r) => `${r.attemptsUsed} / ${r.maxAttempts}` },
];

/** /selfexam/{employeeId} (spec 3 §2.16): exams open today to the employee's department; Start → /ExamStart. */
export function SelfExamPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const exams = useEmployeeExams(employeeId);
  useEffect(() => {
    if (exams.isError) notifyError(M.loadFailed);
  }, [exams.isError]);
  if (!session) return null;
  const own = employeeId.toLowerCase() === session.employeeId.toLowerCase();

  return (
    <>
      <PageHeader
        title={t('exams.title')}
        back={<BackLink to="/userdashboard" />}
        actions={
          <>
            <Button component={Link} to={`/examdetails/${employeeId}`} variant="default">
              {t('exams.myResults')}
            </Button>
            {session.role !== 'ROLE_EMPLOYEE' && (
              <Button component={Link} to="/employeelist" variant="light">
                {t('exams.viewAllReports')}
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={exams} errorText={t('messages.exams.loadFailed')} emptyText={t('messages.exams.noExams')}>
          {(rows) => (
            <DataTable
              label={t('exams.available')}
              columns={columns(t)}
              rows={rows}
              rowKey={(r) => r.examId}
              minWidth={700}
              actionsHeader={t('exams.start')}
              actions={(row) =>
                own && (row.inProgress || row.attemptsUsed < row.maxAttempts) ? (
                  <Button
                    component={Link}
                    to={`/ExamStart/${row.examId}`}
                    size="xs"
                    aria-label={t('exams.startExam', { name: row.examName })}
                  >
                    {row.inProgress ? t('exams.resume') : t('exams.start')}
                  </Button>
                ) : (
                  <Button size="xs" disabled>
                    {own ? t('exams.noAttemptsLeft') : t('exams.start')}
                  </Button>
                )
              }
            />
          )}
        </QueryBody>
      </Paper>
    </>
  );
}
