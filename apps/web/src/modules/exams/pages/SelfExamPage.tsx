import { type EmployeeExam, EXAM_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useEmployeeExams } from '../exams.api';

const COLUMNS: Column<EmployeeExam>[] = [
  { key: 'examName', header: 'Exam Name', sortValue: (r) => r.examName },
  { key: 'startDate', header: 'Start Date', nowrap: true, format: 'date', sortValue: (r) => r.startDate },
  { key: 'endDate', header: 'End Date', nowrap: true, format: 'date', sortValue: (r) => r.endDate },
  { key: 'duration', header: 'Duration', render: (r) => `${r.duration} min` },
  { key: 'maxAttempts', header: 'No of Attempts', render: (r) => `${r.attemptsUsed} / ${r.maxAttempts}` },
];

/** /selfexam/{employeeId} (spec 3 §2.16): exams open today to the employee's department; Start → /ExamStart. */
export function SelfExamPage() {
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
        title="Exams"
        back={<BackLink to="/userdashboard" />}
        actions={
          <>
            <Button component={Link} to={`/examdetails/${employeeId}`} variant="default">
              My Results
            </Button>
            {session.role !== 'ROLE_EMPLOYEE' && (
              <Button component={Link} to="/employeelist" variant="light">
                View All Reports
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={exams} errorText={M.loadFailed} emptyText={M.noExams}>
          {(rows) => (
            <DataTable
              label="Available exams"
              columns={COLUMNS}
              rows={rows}
              rowKey={(r) => r.examId}
              minWidth={700}
              actionsHeader="Start"
              actions={(row) =>
                own && (row.inProgress || row.attemptsUsed < row.maxAttempts) ? (
                  <Button component={Link} to={`/ExamStart/${row.examId}`} size="xs" aria-label={`Start ${row.examName}`}>
                    {row.inProgress ? 'Resume' : 'Start'}
                  </Button>
                ) : (
                  <Button size="xs" disabled>
                    {own ? 'No attempts left' : 'Start'}
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
