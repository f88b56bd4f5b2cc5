import { isAdmin, TRAVEL_MESSAGES as M, type Travel } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { saveFailureMessage } from '../../../ui/records';
import { TravelDialog } from '../components/TravelDialog';
import { TravelTable } from '../components/TravelTable';
import { useTravel, useTravelMutations } from '../travel.api';

/** /Travel/{id} (spec 1 §2.12): one passport record; admins add it (Add is disabled once it exists) and edit it. */
export function TravelPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const travel = useTravel(employeeId);
  const { save } = useTravelMutations(employeeId);
  const admin = isAdmin(session?.role);
  const [dialog, setDialog] = useState<'create' | 'update' | null>(null);

  useEffect(() => {
    if (travel.isError) notifyError(M.failed);
  }, [travel.isError]);

  if (!session) return null;

  async function submit(values: Travel, mode: 'create' | 'update') {
    try {
      await save.mutateAsync({ mode, values });
      notifySuccess(mode === 'create' ? M.created : M.updated);
      setDialog(null);
    } catch (error) {
      notifyError(saveFailureMessage(error));
      throw error;
    }
  }

  let body: React.ReactNode;
  if (travel.isPending) body = <PageLoader />;
  else if (travel.isError) body = <ErrorState message={t('messages.travel.failed')} onRetry={() => travel.refetch()} />;
  else if (!travel.data) body = <EmptyState>{t('messages.travel.empty')}</EmptyState>;
  else body = <TravelTable record={travel.data} onEdit={admin ? () => setDialog('update') : undefined} />;

  return (
    <>
      <PageHeader
        title={t('travel.title')}
        back={<BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />}
        actions={
          admin && (
            <Button onClick={() => setDialog('create')} disabled={travel.isPending || travel.isError || Boolean(travel.data)}>
              {t('common.add')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {admin && (
        <TravelDialog
          opened={Boolean(dialog)}
          onClose={() => setDialog(null)}
          editing={dialog === 'update' ? (travel.data ?? null) : null}
          onSubmit={submit}
        />
      )}
    </>
  );
}
