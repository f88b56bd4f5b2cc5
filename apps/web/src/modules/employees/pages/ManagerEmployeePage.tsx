import { teamLineFor } from '@hrms/shared';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { TeamList } from '../components/TeamList';

/** /ManagerEmployee: 'View My Reportees' — HR by HR line, managers (and anyone leading people) by reporting line. */
export function ManagerEmployeePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title="My Reportees" back={<BackLink to={`/dashboard/${session.employeeId}`} />} />
      <TeamList line={teamLineFor(session.role)} leaderId={session.employeeId} />
    </>
  );
}
