import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { PayslipLines } from '../components/PayslipLines';
import { downloadPayslipPdf, usePayslip } from '../payroll-runs.api';

/** /payslips/:employeeId/:month: one payslip's days, lines and totals, and its PDF. */
export function PayslipPage() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const employeeId = params.employeeId ?? session?.employeeId ?? '';
  const month = params.month ?? '';
  const payslip = usePayslip(employeeId, month);
  const dates = useDateFormat();
  const [busy, setBusy] = useState(false);
  const missing = payslip.error instanceof ApiError && payslip.error.status === 404;
  const download = async () => {
    setBusy(true);
    try {
      await downloadPayslipPdf(employeeId, month);
    } catch (error) {
      notifyError(errorMessage(error, t('tools.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader
        title={t('pay.payslips.payslipTitle', { month: dates.month(month) })}
        back={<BackLink to={`/payslips/${encodeURIComponent(employeeId)}`} />}
        actions={
          payslip.data && (
            <Button onClick={download} loading={busy}>
              {t('pay.payslips.downloadPdf')}
            </Button>
          )
        }
      />
      <QueryBody
        query={payslip}
        errorText={missing ? t('pay.payslips.notPublished') : errorMessage(payslip.error, t('pay.payslips.payslipFailed'))}
        emptyText=""
        isEmpty={() => false}
      >
        {(data) => (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <Text fw={600}>
                {data.name} · {data.employeeId}
              </Text>
              <PayslipLines payslip={data} />
            </Stack>
          </Paper>
        )}
      </QueryBody>
    </>
  );
}
