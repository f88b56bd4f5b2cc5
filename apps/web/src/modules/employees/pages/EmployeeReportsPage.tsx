import { teamLineFor } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { TeamList } from '../components/TeamList';

/** /EmployeeReports: 'See My Reportees' for managers and HR (spec 1 §6, spec 3 §2.13). */
export function EmployeeReportsPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title={t('employees.team.employeeReports')} back={<BackLink to={`/dashboard/${session.employeeId}`} />} />
      <TeamList line={teamLineFor(session.role)} leaderId={session.employeeId} />
    </>
  );
}
