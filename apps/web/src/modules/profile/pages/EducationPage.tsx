import { EDUCATION_LEVEL_LABELS, type Education, type EducationRecord, isAdmin, EDUCATION_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog, useRecordEditor } from '../../../ui/records';
import { EducationDialog } from '../components/EducationDialog';
import { EducationTable } from '../components/EducationTable';
import { useEducation, useEducationMutations } from '../education.api';

/** /educationDetails/{id} (spec 1 §2.6): the records; admins add, edit and delete (not the first row). */
export function EducationPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const education = useEducation(employeeId);
  const { save, remove } = useEducationMutations(employeeId);
  const admin = isAdmin(session?.role);
  const editor = useRecordEditor<EducationRecord, Education, EducationRecord['education']>({
    save: (input) => save.mutateAsync(input),
    remove: (key) => remove.mutateAsync(key),
    keyOf: (row) => row.education,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: () => M.failed,
  });

  useEffect(() => {
    if (education.isError) notifyError(M.failed);
  }, [education.isError]);

  if (!session) return null;

  const allLevelsRecorded = (education.data?.length ?? 0) >= Object.keys(EDUCATION_LEVEL_LABELS).length;
  let body: React.ReactNode;
  if (education.isPending) body = <PageLoader />;
  else if (education.isError) body = <ErrorState message={t('messages.education.failed')} onRetry={() => education.refetch()} />;
  else if (education.data.length === 0) body = <EmptyState>{t('messages.education.empty')}</EmptyState>;
  else
    body = (
      <EducationTable
        rows={education.data}
        onEdit={admin ? editor.openEdit : undefined}
        onDelete={admin ? editor.askDelete : undefined}
      />
    );

  return (
    <>
      <PageHeader
        title={t('education.title')}
        back={<BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />}
        actions={
          admin && (
            <Button onClick={() => editor.openAdd()} disabled={!education.data || allLevelsRecorded}>
              {t('common.add')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {admin && education.data && <EducationDialog {...editor.dialogProps} rows={education.data} />}
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('education.deleteTitle')}
        message={
          editor.deleting ? t('education.confirmDelete', { level: t(`education.levels.${editor.deleting.education}`) }) : ''
        }
        busy={remove.isPending}
      />
    </>
  );
}
