import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
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
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const payroll = useOwnPayroll(employeeId);
  const refused = payroll.error instanceof ApiError && payroll.error.status === 403;
  return (
    <>
      <PageHeader
        title={t('payroll.myPay')}
        back={<BackLink to="/userdashboard" />}
        actions={
          <>
            <Button variant="default" component={Link} to={`/payslips/${encodeURIComponent(employeeId)}`}>
              {t('pay.salary.payslips')}
            </Button>
            {payroll.data?.getSalaryDTO && <PayslipButton employeeId={employeeId} />}
          </>
        }
      />
      <QueryBody
        query={payroll}
        errorText={t(refused ? 'messages.payroll.ownOnly' : 'messages.payroll.failed')}
        emptyText=""
        isEmpty={() => false}
      >
        {(data) => <PayrollCards data={data} maskAccount />}
      </QueryBody>
    </>
  );
}
