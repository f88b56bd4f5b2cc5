import { teamLineFor } from '@hrms/shared';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { TeamList } from '../components/TeamList';

/** /EmployeeReports: 'See My Reportees' for managers and HR (spec 1 §6, spec 3 §2.13). */
export function EmployeeReportsPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title="Employee Reports" back={<BackLink to={`/dashboard/${session.employeeId}`} />} />
      <TeamList line={teamLineFor(session.role)} leaderId={session.employeeId} />
    </>
  );
}
