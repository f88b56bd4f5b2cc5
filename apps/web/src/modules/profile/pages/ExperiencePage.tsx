import { type Experience, type ExperienceRecord, isAdmin, EXPERIENCE_MESSAGES as M } from '@hrms/shared';
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
import { ExperienceDialog } from '../components/ExperienceDialog';
import { ExperienceDocuments } from '../components/ExperienceDocuments';
import { ExperienceTable } from '../components/ExperienceTable';
import { useExperience, useExperienceMutations } from '../experience.api';

/** /experience/{id} (spec 1 §2.9): previous jobs and EXPERIENCE documents; admins add, edit, delete and upload. */
export function ExperiencePage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const experience = useExperience(employeeId);
  const { save, remove } = useExperienceMutations(employeeId);
  const admin = isAdmin(session?.role);
  const editor = useRecordEditor<ExperienceRecord, Experience, ExperienceRecord['experienceId']>({
    save: (input) => save.mutateAsync(input),
    remove: (key) => remove.mutateAsync(key),
    keyOf: (row) => row.experienceId,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: () => M.deleteFailed,
  });

  useEffect(() => {
    if (experience.isError) notifyError(M.failed);
  }, [experience.isError]);

  if (!session) return null;

  let body: React.ReactNode;
  if (experience.isPending) body = <PageLoader />;
  else if (experience.isError)
    body = <ErrorState message={t('messages.experience.failed')} onRetry={() => experience.refetch()} />;
  else if (experience.data.length === 0) body = <EmptyState>{t('messages.experience.empty')}</EmptyState>;
  else
    body = (
      <ExperienceTable
        rows={experience.data}
        onEdit={admin ? editor.openEdit : undefined}
        onDelete={admin ? editor.askDelete : undefined}
      />
    );

  return (
    <>
      <PageHeader
        title={t('experience.title')}
        back={<BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />}
        actions={
          admin && (
            <Button onClick={() => editor.openAdd()} disabled={!experience.data}>
              {t('common.add')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      <ExperienceDocuments employeeId={employeeId} organizationId={session.organizationId} canUpload={admin} />
      {admin && <ExperienceDialog {...editor.dialogProps} />}
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('experience.deleteTitle')}
        message={editor.deleting ? t('experience.confirmDelete', { organisation: editor.deleting.organisationName }) : ''}
        busy={remove.isPending}
      />
    </>
  );
}
