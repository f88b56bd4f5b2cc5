import { FAMILY_MAX_MEMBERS, type FamilyMember, type FamilyMemberRecord, isAdmin, FAMILY_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { FamilyDialog } from '../components/FamilyDialog';
import { FamilyTable } from '../components/FamilyTable';
import { saveFailureMessage } from '../components/save-errors';
import { downloadFamilySpreadsheet, useFamily, useFamilyMutations } from '../family.api';

/** /familyDetails/{id} (spec 1 §2.8): members, spreadsheet export; admins add, edit and delete (not the first). */
export function FamilyPage() {
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const family = useFamily(employeeId);
  const { save, remove } = useFamilyMutations(employeeId);
  const admin = isAdmin(session?.role);
  const [dialog, setDialog] = useState<{ editing: FamilyMemberRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<FamilyMemberRecord | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (family.isError) notifyError(M.failed);
  }, [family.isError]);

  if (!session) return null;
  const rows = family.data ?? [];

  function openAdd() {
    if (rows.length >= FAMILY_MAX_MEMBERS) {
      notifyError(M.tooMany);
      return;
    }
    setDialog({ editing: null });
  }

  async function submit(values: FamilyMember, mode: 'create' | 'update') {
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
      await remove.mutateAsync(deleting.memberId);
      notifySuccess(M.deleted);
    } catch (error) {
      notifyError(errorMessage(error, M.failed));
    } finally {
      setDeleting(null);
    }
  }

  async function exportSpreadsheet() {
    setExporting(true);
    try {
      await downloadFamilySpreadsheet(employeeId);
    } catch (error) {
      notifyError(errorMessage(error, M.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  let body: React.ReactNode;
  if (family.isPending) body = <PageLoader />;
  else if (family.isError) body = <ErrorState message={M.loadFailed} onRetry={() => family.refetch()} />;
  else if (family.data === null) body = <EmptyState>{M.notAList}</EmptyState>;
  else if (rows.length === 0) body = <EmptyState>{M.empty}</EmptyState>;
  else
    body = (
      <FamilyTable
        rows={rows}
        onEdit={admin ? (row) => setDialog({ editing: row }) : undefined}
        onDelete={admin ? setDeleting : undefined}
      />
    );

  return (
    <>
      <PageHeader
        title="Family Details"
        back={<BackLink to={`/dashboard/${employeeId}`} label="Previous Page" />}
        actions={
          <>
            <Button variant="light" onClick={exportSpreadsheet} loading={exporting} disabled={rows.length === 0}>
              Export to spreadsheet
            </Button>
            {admin && (
              <Button onClick={openAdd} disabled={!family.data}>
                Add
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {admin && family.data && (
        <FamilyDialog
          opened={Boolean(dialog)}
          onClose={() => setDialog(null)}
          editing={dialog?.editing ?? null}
          rows={rows}
          onSubmit={submit}
        />
      )}
      <ConfirmDeleteDialog
        opened={Boolean(deleting)}
        title="Delete Family Member"
        message={deleting ? M.confirmDelete(deleting.name) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
