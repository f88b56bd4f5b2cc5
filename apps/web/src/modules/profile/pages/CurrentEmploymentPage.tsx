import { isAdmin, isNewCurrentEmployment, CURRENT_EMPLOYMENT_MESSAGES as M } from '@hrms/shared';
import { Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { CurrentEmploymentDialog } from '../components/CurrentEmploymentDialog';
import { CurrentEmploymentTable } from '../components/CurrentEmploymentTable';
import { useCurrentEmployment } from '../current-employment.api';

/** /current/{id} (spec 1 §2.7): one row; admins add (until a record exists) and edit. */
export function CurrentEmploymentPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const record = useCurrentEmployment(employeeId);
  const [opened, setOpened] = useState(false);
  if (!session) return null;
  const admin = isAdmin(session.role);
  const isNew = isNewCurrentEmployment(record.data);

  const actions = admin && (
    <Button onClick={() => setOpened(true)} disabled={!record.data || !isNew}>
      {t('common.add')}
    </Button>
  );

  let body: React.ReactNode;
  if (record.isPending) body = <PageLoader />;
  else if (record.isError)
    body = <ErrorState message={errorMessage(record.error, M.loadFailed)} onRetry={() => record.refetch()} />;
  else if (isNew) body = <EmptyState>{t('messages.currentEmployment.empty')}</EmptyState>;
  else body = <CurrentEmploymentTable record={record.data} onEdit={admin ? () => setOpened(true) : undefined} />;

  return (
    <>
      <PageHeader
        title={t('currentEmployment.title')}
        back={<BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />}
        actions={actions}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {admin && record.data && (
        <CurrentEmploymentDialog
          opened={opened}
          onClose={() => setOpened(false)}
          mode={isNew ? 'create' : 'update'}
          record={record.data}
        />
      )}
    </>
  );
}
