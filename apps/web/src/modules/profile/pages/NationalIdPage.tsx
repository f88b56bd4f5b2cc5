import { GENERIC_FALLBACK, isAdmin, NATIONAL_ID_MESSAGES as M, type NationalId, type NationalIdView } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { DeleteNationalIdDialog } from '../components/DeleteNationalIdDialog';
import { NationalIdDialog } from '../components/NationalIdDialog';
import { NationalIdTable } from '../components/NationalIdTable';
import { useEmployeeName } from '../current-employment.api';
import { useNationalIdMutations, useNationalIds } from '../national-id.api';

/** /National/{id} (spec 1 §2.11): the IDs table; admins add, edit and delete (not the first row). */
export function NationalIdPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const ids = useNationalIds(employeeId);
  const { save, remove } = useNationalIdMutations(employeeId);
  const admin = isAdmin(session?.role);
  const employeeName = useEmployeeName(admin ? employeeId : null);
  const [dialog, setDialog] = useState<{ editing: NationalIdView | null } | null>(null);
  const [deleting, setDeleting] = useState<NationalIdView | null>(null);
  if (!session) return null;

  async function submit(values: NationalId, mode: 'create' | 'update') {
    try {
      await save.mutateAsync({ mode, values });
      notifySuccess(mode === 'create' ? M.created : M.updated);
      setDialog(null);
    } catch (error) {
      notifyError(errorMessage(error, GENERIC_FALLBACK));
      throw error;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.nationalIdType);
      notifySuccess(M.deleted);
    } catch (error) {
      notifyError(errorMessage(error, GENERIC_FALLBACK));
    } finally {
      setDeleting(null);
    }
  }

  let body: React.ReactNode;
  if (ids.isPending) body = <PageLoader />;
  else if (ids.isError) body = <ErrorState message={errorMessage(ids.error, M.loadFailed)} onRetry={() => ids.refetch()} />;
  else if (ids.data.length === 0) body = <EmptyState>{t('messages.nationalId.empty')}</EmptyState>;
  else
    body = (
      <NationalIdTable
        rows={ids.data}
        onEdit={admin ? (row) => setDialog({ editing: row }) : undefined}
        onDelete={admin ? setDeleting : undefined}
      />
    );

  return (
    <>
      <PageHeader
        title={t('nationalId.title')}
        back={<BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />}
        actions={
          admin && (
            <Button onClick={() => setDialog({ editing: null })} disabled={!ids.data}>
              {t('common.add')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {admin && ids.data && (
        <NationalIdDialog
          opened={Boolean(dialog)}
          onClose={() => setDialog(null)}
          editing={dialog?.editing ?? null}
          rows={ids.data}
          employeeName={employeeName.data ?? ''}
          onSubmit={submit}
        />
      )}
      <DeleteNationalIdDialog
        row={deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
