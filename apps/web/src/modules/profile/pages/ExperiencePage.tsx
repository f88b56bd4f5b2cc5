import { type Experience, type ExperienceRecord, isAdmin, EXPERIENCE_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { ExperienceDialog } from '../components/ExperienceDialog';
import { ExperienceDocuments } from '../components/ExperienceDocuments';
import { ExperienceTable } from '../components/ExperienceTable';
import { saveFailureMessage } from '../components/save-errors';
import { useExperience, useExperienceMutations } from '../experience.api';

/** /experience/{id} (spec 1 §2.9): previous jobs and EXPERIENCE documents; admins add, edit, delete and upload. */
export function ExperiencePage() {
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const experience = useExperience(employeeId);
  const { save, remove } = useExperienceMutations(employeeId);
  const admin = isAdmin(session?.role);
  const [dialog, setDialog] = useState<{ editing: ExperienceRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<ExperienceRecord | null>(null);

  useEffect(() => {
    if (experience.isError) notifyError(M.failed);
  }, [experience.isError]);

  if (!session) return null;

  async function submit(values: Experience, mode: 'create' | 'update') {
    try {
      await save.mutateAsync({ mode, values });
      notifySuccess(mode === 'create' ? M.created : M.updated);
      setDialog(null);
    } catch (error) {
      notifyError(saveFailureMessage(error));
      throw error;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.experienceId);
      notifySuccess(M.deleted);
    } catch {
      notifyError(M.deleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  let body: React.ReactNode;
  if (experience.isPending) body = <PageLoader />;
  else if (experience.isError) body = <ErrorState message={M.failed} onRetry={() => experience.refetch()} />;
  else if (experience.data.length === 0) body = <EmptyState>{M.empty}</EmptyState>;
  else
    body = (
      <ExperienceTable
        rows={experience.data}
        onEdit={admin ? (row) => setDialog({ editing: row }) : undefined}
        onDelete={admin ? setDeleting : undefined}
      />
    );

  return (
    <>
      <PageHeader
        title="Experience Details"
        back={<BackLink to={`/dashboard/${employeeId}`} label="Previous Page" />}
        actions={
          admin && (
            <Button onClick={() => setDialog({ editing: null })} disabled={!experience.data}>
              Add
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      <ExperienceDocuments employeeId={employeeId} organizationId={session.organizationId} canUpload={admin} />
      {admin && (
        <ExperienceDialog
          opened={Boolean(dialog)}
          onClose={() => setDialog(null)}
          editing={dialog?.editing ?? null}
          onSubmit={submit}
        />
      )}
      <ConfirmDeleteDialog
        opened={Boolean(deleting)}
        title="Delete Experience"
        message={deleting ? M.confirmDelete(deleting.organisationName) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
