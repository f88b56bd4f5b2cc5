import { type ExamRecord, EXAM_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody, RowActions } from '../../../ui/records';
import { ExamDialog } from '../components/ExamDialog';
import { useAllExams, useDepartmentOptions, useExamMutations } from '../exams.api';

const COLUMNS: Column<ExamRecord>[] = [
  { key: 'examName', header: 'Exam Name', sortValue: (r) => r.examName },
  { key: 'startDate', header: 'Start Date', nowrap: true, format: 'date', sortValue: (r) => r.startDate },
  { key: 'endDate', header: 'End Date', nowrap: true, format: 'date', sortValue: (r) => r.endDate },
  { key: 'duration', header: 'Duration', render: (r) => `${r.duration} min` },
  { key: 'maxAttempts', header: 'No. of Attempts' },
  { key: 'departmentId', header: 'Department', render: (r) => (r.departmentId.length ? r.departmentId.join(', ') : 'N/A') },
  { key: 'passPercentage', header: 'passPercentage', render: (r) => `${r.passPercentage}%` },
  {
    key: 'view',
    header: 'View',
    render: (r) => (
      <Button
        component={Link}
        to={`/CreateQuestion/${r.examId}`}
        size="xs"
        variant="light"
        aria-label={`Questions of ${r.examName}`}
      >
        View
      </Button>
    ),
  },
];

/** /createexam (spec 3 §2.16): the exams, Add + to create, edit and delete per row, View → its questions. */
export function ExamAdminPage() {
  const exams = useAllExams();
  const departments = useDepartmentOptions();
  const { save, remove } = useExamMutations();
  const [dialog, setDialog] = useState<{ editing: ExamRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<ExamRecord | null>(null);
  useEffect(() => {
    // The spec's department load failure reuses the form's default sentence.
    if (departments.isError) notifyError(M.formFailed);
  }, [departments.isError]);

  async function submit(values: Parameters<typeof save.mutateAsync>[0]['values']) {
    const editing = dialog?.editing ?? null;
    try {
      await save.mutateAsync({ values, examId: editing?.examId ?? null });
      notifySuccess(editing ? 'Exam updated successfully!' : 'Exam created successfully!');
      setDialog(null);
    } catch (error) {
      notifyError(errorMessage(error, M.formFailed));
      throw error;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.examId);
      notifySuccess(M.examDeleted);
    } catch (error) {
      console.error(error);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Exams"
        back={<BackLink to="/adminDashboard" label="Previous" />}
        actions={<Button onClick={() => setDialog({ editing: null })}>Add +</Button>}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={exams} errorText={M.loadFailed} emptyText={M.noExams}>
          {(rows) => (
            <DataTable
              label="Exams"
              columns={COLUMNS}
              rows={rows}
              rowKey={(r) => r.examId}
              minWidth={980}
              actionsHeader="Action"
              actions={(row) => (
                <RowActions label={row.examName} onEdit={() => setDialog({ editing: row })} onDelete={() => setDeleting(row)} />
              )}
            />
          )}
        </QueryBody>
      </Paper>
      <ExamDialog
        opened={Boolean(dialog)}
        editing={dialog?.editing ?? null}
        departments={departments.data ?? []}
        onClose={() => setDialog(null)}
        onSubmit={submit}
      />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title="Delete Exam"
        message={deleting ? `Are you sure you want to delete the exam ${deleting.examName}?` : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
