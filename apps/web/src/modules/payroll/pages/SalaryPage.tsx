import { isAdmin } from '@hrms/shared';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { SalaryDetails } from '../components/SalaryDetails';
import { SalaryRevisionDialog } from '../components/SalaryRevisionDialog';
import { useRupees } from '../components/use-rupees';
import { maskAccount } from '../payroll-display';
import type { SalaryRevision } from '../payroll-engine.types';
import { useSalary } from '../payroll-structures.api';

/** /payrollSalary/:employeeId: the salary in force and its revisions; an admin adds revisions, HR and the person read. */
export function SalaryPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const admin = isAdmin(session?.role);
  const own = employeeId === session?.employeeId;
  const salary = useSalary(employeeId);
  const [adding, setAdding] = useState(false);
  const { rupees } = useRupees();
  const dates = useDateFormat();
  const refused = salary.error instanceof ApiError && salary.error.status === 403;

  const columns: Column<SalaryRevision>[] = [
    {
      key: 'effectiveFrom',
      header: t('pay.salary.effectiveFrom'),
      format: 'date',
      sortValue: (r) => r.effectiveFrom,
      nowrap: true,
    },
    { key: 'structure', header: t('pay.salary.structure') },
    { key: 'annualCtc', header: t('pay.salary.annualCtc'), render: (r) => rupees(r.annualCtc), sortValue: (r) => r.annualCtc },
    { key: 'taxRegime', header: t('pay.salary.taxRegime'), render: (r) => t(`pay.regimes.${r.taxRegime}`) },
    { key: 'ptState', header: t('pay.salary.ptState'), render: (r) => r.ptState ?? t('pay.salary.noPt') },
    { key: 'bankAccount', header: t('pay.salary.bankAccount'), render: (r) => maskAccount(r.bankAccount) || '—' },
  ];

  return (
    <>
      <PageHeader
        title={own ? t('pay.salary.title') : t('pay.salary.titleOf', { employeeId })}
        back={
          <BackLink
            to={admin ? `/payrollSection/${encodeURIComponent(employeeId)}` : `/payrolluser/${encodeURIComponent(employeeId)}`}
          />
        }
        actions={
          <>
            <Button variant="default" component={Link} to={`/payslips/${encodeURIComponent(employeeId)}`}>
              {t('pay.salary.payslips')}
            </Button>
            {admin && !refused && <Button onClick={() => setAdding(true)}>{t('pay.salary.newRevision')}</Button>}
          </>
        }
      />
      <QueryBody
        query={salary}
        errorText={t(refused ? 'pay.salary.ownOnly' : 'pay.salary.loadFailed')}
        emptyText={t('pay.salary.none')}
        isEmpty={(data) => data.revisions.length === 0}
      >
        {(data) => (
          <Stack gap="md">
            {data.current ? (
              <SalaryDetails revision={data.current} />
            ) : (
              <EmptyState>{t('pay.salary.noneYet', { date: dates.date(data.revisions[0]?.effectiveFrom) })}</EmptyState>
            )}
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Title order={3} mb="sm">
                {t('pay.salary.revisions')}
              </Title>
              <DataTable
                label={t('pay.salary.revisionsLabel')}
                columns={columns}
                rows={data.revisions}
                rowKey={(r) => r.revisionId}
                defaultSort={{ key: 'effectiveFrom', direction: 'desc' }}
                minWidth={640}
              />
            </Paper>
          </Stack>
        )}
      </QueryBody>
      {admin && (
        <SalaryRevisionDialog
          employeeId={employeeId}
          opened={adding}
          onClose={() => setAdding(false)}
          current={salary.data?.current ?? null}
        />
      )}
    </>
  );
}
