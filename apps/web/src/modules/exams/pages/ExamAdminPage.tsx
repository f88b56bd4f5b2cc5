import { type ExamRecord, EXAM_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody, RowActions } from '../../../ui/records';
import { ExamDialog } from '../components/ExamDialog';
import { useAllExams, useDepartmentOptions, useExamMutations } from '../exams.api';

const columns = (t: TFunction): Column<ExamRecord>[] => [
  { key: 'examName', header: t('exams.columns.examName'), sortValue: (r) => r.examName },
  { key: 'startDate', header: t('exams.columns.startDate'), nowrap: true, format: 'date', sortValue: (r) => r.startDate },
  { key: 'endDate', header: t('exams.columns.endDate'), nowrap: true, format: 'date', sortValue: (r) => r.endDate },
  { key: 'duration', header: t('exams.columns.duration'), render: (r) => t('exams.minutes', { count: r.duration }) },
  { key: 'maxAttempts', header: t('exams.columns.attempts') },
  {
    key: 'departmentId',
    header: t('exams.columns.department'),
    render: (r) => (r.departmentId.length ? r.departmentId.join(', ') : t('exams.notApplicable')),
  },
  { key: 'passPercentage', header: t('exams.columns.passPercentage'), render: (r) => `${r.passPercentage}%` },
  {
    key: 'view',
    header: t('exams.columns.view'),
    render: (r) => (
      <Button
        component={Link}
        to={`/CreateQuestion/${r.examId}`}
        size="xs"
        variant="light"
        aria-label={t('exams.questionsOf', { name: r.examName })}
      >
        {t('exams.view')}
      </Button>
    ),
  },
];

/** /createexam (spec 3 §2.16): the exams, Add + to create, edit and delete per row, View → its questions. */
export function ExamAdminPage() {
  const { t } = useTranslation();
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
      notifySuccess(editing ? t('exams.updated') : t('exams.created'));
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
        title={t('exams.title')}
        back={<BackLink to="/adminDashboard" label={t('common.previous')} />}
        actions={<Button onClick={() => setDialog({ editing: null })}>{t('exams.addButton')}</Button>}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={exams} errorText={t('messages.exams.loadFailed')} emptyText={t('messages.exams.noExams')}>
          {(rows) => (
            <DataTable
              label={t('exams.table')}
              columns={columns(t)}
              rows={rows}
              rowKey={(r) => r.examId}
              minWidth={980}
              actionsHeader={t('exams.action')}
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
        title={t('exams.deleteTitle')}
        message={deleting ? t('exams.confirmDelete', { name: deleting.examName }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
