import { type EmployeeExam, EXAM_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useAttemptedExams } from '../exams.api';

const COLUMNS: Column<EmployeeExam>[] = [
  { key: 'examId', header: 'Exam ID' },
  { key: 'examName', header: 'Exam Name', sortValue: (r) => r.examName },
  { key: 'startDate', header: 'Start Date', nowrap: true, format: 'date', sortValue: (r) => r.startDate },
  { key: 'endDate', header: 'End Date', nowrap: true, format: 'date' },
  { key: 'duration', header: 'Duration', render: (r) => `${r.duration} min` },
  { key: 'maxAttempts', header: 'No of Attempts', render: (r) => `${r.attemptsUsed} / ${r.maxAttempts}` },
];

/** /examdetails/{employeeId} (spec 3 §2.16): the exams an employee has sat; View → their results. */
export function ExamDetailsPage() {
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const exams = useAttemptedExams(employeeId);
  useEffect(() => {
    if (exams.isError) notifyError(M.loadFailed);
  }, [exams.isError]);

  return (
    <>
      <PageHeader
        title={`Exam Reports — ${employeeId}`}
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
        <QueryBody query={exams} errorText={M.loadFailed} emptyText={M.noData}>
          {(rows) => (
            <DataTable
              label="Exams taken"
              columns={COLUMNS}
              rows={rows}
              rowKey={(r) => r.examId}
              minWidth={760}
              actionsHeader="Action"
              actions={(row) => (
                <Button
                  component={Link}
                  to={`/examdata/${employeeId}/${row.examId}`}
                  size="xs"
                  variant="light"
                  aria-label={`View ${row.examName}`}
                >
                  View
                </Button>
              )}
            />
          )}
        </QueryBody>
      </Paper>
    </>
  );
}
