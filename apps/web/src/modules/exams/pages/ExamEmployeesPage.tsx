import { teamLineFor } from '@hrms/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ReporteeList } from '../../performance';

/** /employeelist (spec 3 §2.16, §6): managers and HR pick a reportee to see their exam reports. */
export function ExamEmployeesPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const known = session.role === 'ROLE_MANAGER' || session.role === 'ROLE_HR';
  return (
    <>
      <PageHeader
        title={t('exams.employeeReports')}
        back={<BackLink to={`/selfexam/${session.employeeId}`} label={t('common.previousPage')} />}
      />
      {known ? (
        <ReporteeList
          label={t('exams.employees')}
          line={teamLineFor(session.role)}
          leaderId={session.employeeId}
          viewTo={(row) => ({ to: `/examdetails/${row.employeeId}` })}
        />
      ) : (
        <ErrorState message={t('messages.exams.invalidRole')} />
      )}
    </>
  );
}
