import { MAIL_STATUSES, type MailStatus, type ScheduleName } from '@hrms/shared';
import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/records';
import { SchedulesTable, useJobs, useRunSchedule, useSwitchSchedule } from '../../jobs';
import { OutboxTable } from '../components/OutboxTable';
import { TestMailForm } from '../components/TestMailForm';
import { MAIL_TABLE_SIZE, useOutbox, useRetryMail } from '../mail.api';

/** /MailAndJobs (admin): the mail outbox with retry and a test mail, and the schedules with run-now. */
export function MailAndJobsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [page, setPage] = useState(1);
  const outbox = useOutbox(status, page - 1);
  const retry = useRetryMail();
  const jobs = useJobs();
  const run = useRunSchedule();
  const toggle = useSwitchSchedule();

  let mailBody: ReactNode;
  if (outbox.isPending) mailBody = <PageLoader />;
  else if (outbox.isError) mailBody = <ErrorState message={t('messages.mail.loadFailed')} onRetry={() => outbox.refetch()} />;
  else if (outbox.data.items.length === 0) mailBody = <EmptyState>{t('messages.mail.empty')}</EmptyState>;
  else
    mailBody = (
      <>
        <OutboxTable
          mails={outbox.data.items}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
          onRetry={(m) =>
            retry.mutate(m.id, {
              onSuccess: (r) => notifySuccess(r.message),
              onError: (e) => notifyError(errorMessage(e)),
            })
          }
        />
        <Pager page={page} pageCount={Math.max(1, Math.ceil(outbox.data.total / MAIL_TABLE_SIZE))} onPage={setPage} />
      </>
    );

  let jobsBody: ReactNode;
  if (jobs.isPending) jobsBody = <PageLoader />;
  else if (jobs.isError) jobsBody = <ErrorState message={t('messages.jobs.loadFailed')} onRetry={() => jobs.refetch()} />;
  else
    jobsBody = (
      <>
        <Text size="sm" c="dimmed" mb="xs">
          {t('tools.jobs.timeZone', { timeZone: jobs.data.timeZone })}
        </Text>
        <SchedulesTable
          schedules={jobs.data.schedules}
          running={run.isPending ? (run.variables ?? null) : null}
          onRun={(s) =>
            run.mutate(s.name as ScheduleName, {
              onSuccess: (r) => notifySuccess(r.message),
              onError: (e) => notifyError(errorMessage(e)),
            })
          }
          onSwitch={(s, enabled) =>
            toggle.mutate({ name: s.name as ScheduleName, enabled }, { onError: (e) => notifyError(errorMessage(e)) })
          }
        />
      </>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={t('tools.mail.title')} />
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          {t('tools.mail.outbox')}
        </Title>
        <SegmentedControl
          mb="sm"
          size="xs"
          value={status ?? 'ALL'}
          onChange={(value) => {
            setStatus(value === 'ALL' ? null : (value as MailStatus));
            setPage(1);
          }}
          data={['ALL', ...MAIL_STATUSES].map((s) => ({
            value: s,
            label: s === 'ALL' ? t('tools.mail.all') : t(`tools.mail.filters.${s}`),
          }))}
          aria-label={t('tools.mail.byStatus')}
        />
        {mailBody}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          {t('tools.mail.testTitle')}
        </Title>
        <TestMailForm />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          {t('tools.jobs.title')}
        </Title>
        {jobsBody}
      </Paper>
    </Stack>
  );
}
