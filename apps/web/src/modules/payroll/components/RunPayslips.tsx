import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { pageCount } from '../payroll-display';
import type { Payslip } from '../payroll-engine.types';
import { useRunPayslips } from '../payroll-runs.api';
import { PayslipLines } from './PayslipLines';
import { useRupees } from './use-rupees';

const SIZE = 20;

/** The run's payslips, a page at a time, searchable by employee ID; each opens its lines. */
export function RunPayslips({ runId, refreshKey }: { runId: string; refreshKey: string }) {
  const { t } = useTranslation();
  const { rupees } = useRupees();
  const [typed, setTyped] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Payslip | null>(null);
  const payslips = useRunPayslips(runId, employeeId, page, SIZE, refreshKey !== 'COMPUTING');
  const columns: Column<Payslip>[] = [
    { key: 'employeeId', header: t('pay.columns.employeeId'), nowrap: true },
    { key: 'name', header: t('pay.columns.name') },
    { key: 'paidDays', header: t('pay.columns.paidDays'), render: (p) => `${p.paidDays} / ${p.daysInMonth}` },
    { key: 'gross', header: t('pay.totals.gross'), render: (p) => rupees(p.gross), nowrap: true },
    { key: 'deductions', header: t('pay.totals.deductions'), render: (p) => rupees(p.deductions), nowrap: true },
    { key: 'net', header: t('pay.totals.net'), render: (p) => rupees(p.net), nowrap: true },
  ];
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setEmployeeId(typed.trim());
    setPage(0);
  };
  return (
    <Stack gap="sm">
      <form onSubmit={search}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('pay.runs.searchEmployee')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maxLength={15}
            w={200}
          />
          <Button type="submit" variant="light">
            {t('pay.runs.search')}
          </Button>
          {employeeId && (
            <Button
              variant="subtle"
              onClick={() => {
                setTyped('');
                setEmployeeId('');
                setPage(0);
              }}
            >
              {t('pay.runs.clear')}
            </Button>
          )}
        </Group>
      </form>
      <QueryBody
        query={payslips}
        errorText={t('pay.runs.payslipsFailed')}
        emptyText={t('pay.runs.noPayslips')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <DataTable
              label={t('pay.runs.payslipsLabel')}
              columns={columns}
              rows={data.items}
              rowKey={(p) => p.employeeId}
              minWidth={720}
              testId="run-payslips"
              actions={(p) => (
                <Button size="xs" variant="light" onClick={() => setOpen(p)} aria-label={`${t('pay.view')} ${p.employeeId}`}>
                  {t('pay.view')}
                </Button>
              )}
            />
            {data.total > SIZE && (
              <Pager
                page={page + 1}
                pageCount={pageCount(data.total, SIZE)}
                onPage={(next) => setPage(next - 1)}
                testId="payslips-page"
              />
            )}
          </>
        )}
      </QueryBody>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.name} (${open.employeeId})` : ''}
        size="xl"
      >
        {open && <PayslipLines payslip={open} />}
      </Modal>
    </Stack>
  );
}
