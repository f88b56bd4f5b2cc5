import { formatMonth, PAYROLL_MESSAGES as M, todayIso } from '@hrms/shared';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../../../lib/notify';
import { downloadPayslip } from '../payroll.api';

/** This month and the five before it, as yyyy-MM with its English name: "March 2026". */
function recentMonths(today = todayIso()) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 6 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: formatMonth(value) };
  });
}

/** Picks a month and downloads that month's payslip PDF. */
export function PayslipButton({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!.value);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadPayslip(employeeId, month);
    } catch (error) {
      notifyError(errorMessage(error, M.payslipFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={t('payroll.payslipMonth')}
        data={months}
        value={month}
        onChange={(v) => v && setMonth(v)}
        allowDeselect={false}
        w={160}
      />
      <Button onClick={download} loading={busy}>
        {t('messages.payroll.payslip')}
      </Button>
    </Group>
  );
}
