import { isManagerOrHr } from '@hrms/shared';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';

/** An employee sees only their own timesheet (spec 3 §8); the server refuses the calls as well. */
export function OwnTimesheetOnly({ employeeId, children }: { employeeId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const own = session.employeeId.toLowerCase() === employeeId.toLowerCase();
  if (!own && !isManagerOrHr(session.role))
    return (
      <Alert color="red" title={t('timesheets.notAllowed')} role="alert">
        {t('messages.timesheets.ownOnly')}
      </Alert>
    );
  return <>{children}</>;
}
