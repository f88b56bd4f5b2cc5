import { Anchor, Button, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useRupees } from '../components/use-rupees';
import type { PayslipMonth } from '../payroll-engine.types';
import { usePayslipMonths } from '../payroll-runs.api';

/** /payslips/:employeeId (everyone their own; HR their people; admin all): the published payslips by month. */
export function MyPayslipsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const own = employeeId === session?.employeeId;
  const months = usePayslipMonths(employeeId);
  const dates = useDateFormat();
  const { rupees } = useRupees();
  const refused = months.error instanceof ApiError && months.error.status === 403;
  const link = (month: string) => `/payslips/${encodeURIComponent(employeeId)}/${month}`;
  const columns: Column<PayslipMonth>[] = [
    {
      key: 'month',
      header: t('pay.columns.month'),
      render: (m) => (
        <Anchor component={Link} to={link(m.month)} fw={500}>
          {dates.month(m.month)}
        </Anchor>
      ),
      nowrap: true,
    },
    { key: 'net', header: t('pay.totals.net'), render: (m) => rupees(m.net), nowrap: true },
  ];
  return (
    <>
      <PageHeader
        title={own ? t('pay.payslips.title') : t('pay.payslips.titleOf', { employeeId })}
        actions={
          <Button variant="default" component={Link} to={`/payrollSalary/${encodeURIComponent(employeeId)}`}>
            {t('pay.salary.openSalary')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <QueryBody
          query={months}
          errorText={t(refused ? 'pay.payslips.ownOnly' : 'pay.payslips.loadFailed')}
          emptyText={t('pay.payslips.empty')}
        >
          {(rows) => (
            <DataTable
              label={t('pay.payslips.tableLabel')}
              columns={columns}
              rows={rows}
              rowKey={(m) => m.month}
              minWidth={360}
              testId="payslip-months"
            />
          )}
        </QueryBody>
      </Paper>
    </>
  );
}
