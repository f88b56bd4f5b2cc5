import { EXAM_MESSAGES as M, teamLineFor } from '@hrms/shared';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ReporteeList } from '../../performance/components/ReporteeList';

/** /employeelist (spec 3 §2.16, §6): managers and HR pick a reportee to see their exam reports. */
export function ExamEmployeesPage() {
  const session = useSession();
  if (!session) return null;
  const known = session.role === 'ROLE_MANAGER' || session.role === 'ROLE_HR';
  return (
    <>
      <PageHeader
        title="Employee Exam Reports"
        back={<BackLink to={`/selfexam/${session.employeeId}`} label="Previous Page" />}
      />
      {known ? (
        <ReporteeList
          label="Employees"
          line={teamLineFor(session.role)}
          leaderId={session.employeeId}
          viewTo={(row) => ({ to: `/examdetails/${row.employeeId}` })}
        />
      ) : (
        <ErrorState message={M.invalidRole} />
      )}
    </>
  );
}
