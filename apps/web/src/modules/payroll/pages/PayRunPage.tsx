import { isAdmin } from '@hrms/shared';
import { Alert, Button, Group, Loader, Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { RunActions } from '../components/RunActions';
import { RunErrors } from '../components/RunErrors';
import { RunInputsForm } from '../components/RunInputsForm';
import { RunPayslips } from '../components/RunPayslips';
import { RunReview } from '../components/RunReview';
import { RunStatusBadge } from '../components/RunStatusBadge';
import { StatutoryDownloads } from '../components/StatutoryDownloads';
import { TotalsGrid } from '../components/TotalsGrid';
import type { PayRun } from '../payroll-engine.types';
import { downloadBankFile, downloadRegister, useRun } from '../payroll-runs.api';

/** The register (admin, HR) and the bank file (admin) of a computed run. */
function RunDownloads({ run, admin }: { run: PayRun; admin: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const fetchFile = async (which: string, download: () => Promise<void>) => {
    setBusy(which);
    try {
      await download();
    } catch (error) {
      notifyError(errorMessage(error, t('tools.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };
  if (run.status === 'COMPUTING' || run.status === 'FAILED') return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        loading={busy === 'register'}
        onClick={() => fetchFile('register', () => downloadRegister(run.runId, run.month))}
      >
        {t('pay.runs.register')}
      </Button>
      {admin && (
        <Button
          variant="default"
          loading={busy === 'bank'}
          onClick={() => fetchFile('bank', () => downloadBankFile(run.runId, run.month))}
        >
          {t('pay.runs.bankFile')}
        </Button>
      )}
      {admin && <StatutoryDownloads runId={run.runId} month={run.month} busy={busy} fetchFile={fetchFile} />}
    </Group>
  );
}

/** /payRuns/:runId (admin; HR reads): status, totals, errors, payslips, the review against last month and the inputs. */
export function PayRunPage() {
  const { t } = useTranslation();
  const runId = useParams().runId ?? '';
  const session = useSession();
  const admin = isAdmin(session?.role);
  const run = useRun(runId);
  const dates = useDateFormat();
  const title = run.data ? t('pay.runs.runTitle', { month: dates.month(run.data.month) }) : t('pay.runs.title');
  return (
    <>
      <PageHeader title={title} back={<BackLink to="/payRuns" />} actions={run.data && admin && <RunActions run={run.data} />} />
      <QueryBody query={run} errorText={errorMessage(run.error, t('pay.runs.runLoadFailed'))} emptyText="" isEmpty={() => false}>
        {(data) => {
          const computed = data.status !== 'COMPUTING';
          return (
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap">
                <RunStatusBadge status={data.status} />
                <RunDownloads run={data} admin={admin} />
              </Group>
              {data.status === 'COMPUTING' && (
                <Alert color="blue" icon={<Loader size="xs" />} role="status">
                  {t('pay.runs.computing')}
                </Alert>
              )}
              {data.status === 'FAILED' && <Alert color="red">{t('pay.runs.failedRun')}</Alert>}
              <TotalsGrid totals={data} />
              <RunErrors errors={data.errors} />
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <Tabs defaultValue="payslips" keepMounted={false}>
                  <Tabs.List mb="md">
                    <Tabs.Tab value="payslips">{t('pay.runs.tabs.payslips')}</Tabs.Tab>
                    <Tabs.Tab value="review">{t('pay.runs.tabs.review')}</Tabs.Tab>
                    {admin && <Tabs.Tab value="inputs">{t('pay.runs.tabs.inputs')}</Tabs.Tab>}
                  </Tabs.List>
                  <Tabs.Panel value="payslips">
                    {computed ? <RunPayslips runId={data.runId} refreshKey={data.status} /> : <Loader size="sm" />}
                  </Tabs.Panel>
                  <Tabs.Panel value="review">
                    <RunReview runId={data.runId} ready={computed} />
                  </Tabs.Panel>
                  {admin && (
                    <Tabs.Panel value="inputs">
                      {data.status === 'DRAFT' || data.status === 'COMPUTING' ? (
                        <RunInputsForm runId={data.runId} />
                      ) : (
                        <Alert color="gray">{t('pay.runs.inputsDraftOnly')}</Alert>
                      )}
                    </Tabs.Panel>
                  )}
                </Tabs>
              </Paper>
            </Stack>
          );
        }}
      </QueryBody>
    </>
  );
}
