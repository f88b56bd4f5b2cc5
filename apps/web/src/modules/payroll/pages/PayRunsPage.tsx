import { isAdmin } from '@hrms/shared';
import { Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { RunStatusBadge } from '../components/RunStatusBadge';
import { StartRunForm } from '../components/StartRunForm';
import { useRupees } from '../components/use-rupees';
import type { RunSummary } from '../payroll-engine.types';
import { useRuns } from '../payroll-runs.api';

/** /payRuns (admin; HR reads): every month's run with its totals; an admin starts a run for a month. */
export function PayRunsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const runs = useRuns();
  const dates = useDateFormat();
  const { rupees } = useRupees();
  const columns: Column<RunSummary>[] = [
    {
      key: 'month',
      header: t('pay.columns.month'),
      render: (r) => dates.month(r.month),
      sortValue: (r) => r.month,
      nowrap: true,
    },
    { key: 'status', header: t('pay.columns.status'), render: (r) => <RunStatusBadge status={r.status} /> },
    { key: 'employees', header: t('pay.totals.employees'), sortValue: (r) => r.employees },
    { key: 'gross', header: t('pay.totals.gross'), render: (r) => rupees(r.gross), sortValue: (r) => r.gross, nowrap: true },
    { key: 'deductions', header: t('pay.totals.deductions'), render: (r) => rupees(r.deductions), nowrap: true },
    { key: 'net', header: t('pay.totals.net'), render: (r) => rupees(r.net), sortValue: (r) => r.net, nowrap: true },
    { key: 'createdAt', header: t('pay.columns.created'), format: 'dateTime', nowrap: true },
  ];
  return (
    <>
      <PageHeader
        title={t('pay.runs.title')}
        actions={
          <>
            {isAdmin(session?.role) && (
              <>
                <Button variant="default" component={Link} to="/payrollStructures">
                  {t('pay.structures.title')}
                </Button>
                <Button variant="default" component={Link} to="/ptSlabs">
                  {t('tax.ptSlabs.title')}
                </Button>
              </>
            )}
            <Button variant="default" component={Link} to="/payrollEmployer">
              {t('tax.employer.open')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {isAdmin(session?.role) && (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <StartRunForm />
          </Paper>
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <QueryBody query={runs} errorText={t('pay.runs.loadFailed')} emptyText={t('pay.runs.empty')}>
            {(rows) => (
              <DataTable
                label={t('pay.runs.tableLabel')}
                columns={columns}
                rows={rows}
                rowKey={(r) => r.runId}
                minWidth={820}
                actions={(r) => (
                  <Button
                    component={Link}
                    to={`/payRuns/${encodeURIComponent(r.runId)}`}
                    size="xs"
                    variant="light"
                    aria-label={`${t('pay.open')} ${dates.month(r.month)}`}
                  >
                    {t('pay.open')}
                  </Button>
                )}
              />
            )}
          </QueryBody>
        </Paper>
      </Stack>
    </>
  );
}
