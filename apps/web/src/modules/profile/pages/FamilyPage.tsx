import { FAMILY_MAX_MEMBERS, type FamilyMember, type FamilyMemberRecord, isAdmin, FAMILY_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog, useRecordEditor } from '../../../ui/records';
import { FamilyDialog } from '../components/FamilyDialog';
import { FamilyTable } from '../components/FamilyTable';
import { downloadFamilySpreadsheet, useFamily, useFamilyMutations } from '../family.api';

/** /familyDetails/{id} (spec 1 §2.8): members, spreadsheet export; admins add, edit and delete (not the first). */
export function FamilyPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const family = useFamily(employeeId);
  const { save, remove } = useFamilyMutations(employeeId);
  const admin = isAdmin(session?.role);
  const editor = useRecordEditor<FamilyMemberRecord, FamilyMember, FamilyMemberRecord['memberId']>({
    save: (input) => save.mutateAsync(input),
    remove: (key) => remove.mutateAsync(key),
    keyOf: (row) => row.memberId,
    messages: { created: M.created, updated: M.updated, deleted: M.deleted },
    deleteFailure: (error) => errorMessage(error, M.failed),
  });
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
    editor.openAdd();
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
  else if (family.isError) body = <ErrorState message={t('messages.family.loadFailed')} onRetry={() => family.refetch()} />;
  else if (family.data === null) body = <EmptyState>{t('messages.family.notAList')}</EmptyState>;
  else if (rows.length === 0) body = <EmptyState>{t('messages.family.empty')}</EmptyState>;
  else
    body = (
      <FamilyTable rows={rows} onEdit={admin ? editor.openEdit : undefined} onDelete={admin ? editor.askDelete : undefined} />
    );

  return (
    <>
      <PageHeader
        title={t('family.title')}
        back={<BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />}
        actions={
          <>
            <Button variant="light" onClick={exportSpreadsheet} loading={exporting} disabled={rows.length === 0}>
              {t('family.exportSpreadsheet')}
            </Button>
            {admin && (
              <Button onClick={openAdd} disabled={!family.data}>
                {t('common.add')}
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {admin && family.data && <FamilyDialog {...editor.dialogProps} rows={rows} />}
      <ConfirmDialog
        {...editor.confirmProps}
        title={t('family.deleteTitle')}
        message={editor.deleting ? t('family.confirmDelete', { name: editor.deleting.name }) : ''}
        busy={remove.isPending}
      />
    </>
  );
}
