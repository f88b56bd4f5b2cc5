import { teamLineFor } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { TeamList } from '../components/TeamList';

/** /ManagerEmployee: 'View My Reportees' — HR by HR line, managers (and anyone leading people) by reporting line. */
export function ManagerEmployeePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title={t('employees.team.myReportees')} back={<BackLink to={`/dashboard/${session.employeeId}`} />} />
      <TeamList line={teamLineFor(session.role)} leaderId={session.employeeId} />
    </>
  );
}
