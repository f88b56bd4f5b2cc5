import { EDUCATION_LEVEL_LABELS, type Education, type EducationRecord, isAdmin, EDUCATION_MESSAGES as M } from '@hrms/shared';
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
import { EducationDialog } from '../components/EducationDialog';
import { EducationTable } from '../components/EducationTable';
import { saveFailureMessage } from '../components/save-errors';
import { useEducation, useEducationMutations } from '../education.api';

/** /educationDetails/{id} (spec 1 §2.6): the records; admins add, edit and delete (not the first row). */
export function EducationPage() {
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const education = useEducation(employeeId);
  const { save, remove } = useEducationMutations(employeeId);
  const admin = isAdmin(session?.role);
  const [dialog, setDialog] = useState<{ editing: EducationRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<EducationRecord | null>(null);

  useEffect(() => {
    if (education.isError) notifyError(M.failed);
  }, [education.isError]);

  if (!session) return null;

  async function submit(values: Education, mode: 'create' | 'update') {
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
      await remove.mutateAsync(deleting.education);
      notifySuccess(M.deleted);
    } catch {
      notifyError(M.failed);
    } finally {
      setDeleting(null);
    }
  }

  const allLevelsRecorded = (education.data?.length ?? 0) >= Object.keys(EDUCATION_LEVEL_LABELS).length;
  let body: React.ReactNode;
  if (education.isPending) body = <PageLoader />;
  else if (education.isError) body = <ErrorState message={M.failed} onRetry={() => education.refetch()} />;
  else if (education.data.length === 0) body = <EmptyState>{M.empty}</EmptyState>;
  else
    body = (
      <EducationTable
        rows={education.data}
        onEdit={admin ? (row) => setDialog({ editing: row }) : undefined}
        onDelete={admin ? setDeleting : undefined}
      />
    );

  return (
    <>
      <PageHeader
        title="Education Details"
        back={<BackLink to={`/dashboard/${employeeId}`} label="Previous Page" />}
        actions={
          admin && (
            <Button onClick={() => setDialog({ editing: null })} disabled={!education.data || allLevelsRecorded}>
              Add
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {admin && education.data && (
        <EducationDialog
          opened={Boolean(dialog)}
          onClose={() => setDialog(null)}
          editing={dialog?.editing ?? null}
          rows={education.data}
          onSubmit={submit}
        />
      )}
      <ConfirmDeleteDialog
        opened={Boolean(deleting)}
        title="Delete Education"
        message={deleting ? M.confirmDelete(EDUCATION_LEVEL_LABELS[deleting.education]) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
