import { PAYROLL_MESSAGES as M } from '@hrms/shared';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { PayrollCards } from '../components/PayrollCards';
import { PayslipButton } from '../components/PayslipButton';
import { useOwnPayroll } from '../payroll.api';

/** /payrolluser/{employeeId} (spec 2 §2): one's own pay, read-only, with the payslip download. */
export function PayrollUserPage() {
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const payroll = useOwnPayroll(employeeId);
  const refused = payroll.error instanceof ApiError && payroll.error.status === 403;
  return (
    <>
      <PageHeader
        title="My Pay"
        back={<BackLink to="/userdashboard" />}
        actions={payroll.data?.getSalaryDTO && <PayslipButton employeeId={employeeId} />}
      />
      <QueryBody query={payroll} errorText={refused ? M.ownOnly : M.failed} emptyText="" isEmpty={() => false}>
        {(data) => <PayrollCards data={data} maskAccount />}
      </QueryBody>
    </>
  );
}
