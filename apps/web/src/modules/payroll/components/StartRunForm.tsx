import { todayIso } from '@hrms/shared';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { MonthField } from '../../../ui/MonthField';
import { previousMonth } from '../payroll-display';
import { useStartRun } from '../payroll-runs.api';

/** POST payroll/runs for a month (last month by default), then the run's screen. */
export function StartRunForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartRun();
  const [month, setMonth] = useState(previousMonth(todayIso().slice(0, 7)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!month) return;
    start.mutate(month, {
      onSuccess: ({ runId }) => {
        notifySuccess(t('pay.runs.started'));
        navigate(`/payRuns/${encodeURIComponent(runId)}`);
      },
      onError: (error) => notifyError(errorMessage(error, t('pay.runs.startFailed'))),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('pay.runs.start')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MonthField label={t('pay.runs.month')} value={month} onChange={setMonth} w={220} data-testid="run-month" />
        <Button type="submit" loading={start.isPending} disabled={!month}>
          {t('pay.runs.start')}
        </Button>
      </Group>
    </form>
  );
}
