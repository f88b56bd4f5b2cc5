import { Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useFileExit } from '../exits.api';

/** The person's resignation: a reason and, optionally, the last working day (else today + the notice period). */
export function ResignForm({ employeeId, noticeDays }: { employeeId: string; noticeDays: number | null }) {
  const { t } = useTranslation();
  const file = useFileExit();
  const [reason, setReason] = useState('');
  const [lastWorkingDay, setLastWorkingDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    file.mutate(
      { employeeId, kind: 'RESIGNATION', reason, lastWorkingDay },
      {
        onSuccess: () => notifySuccess(t('messages.exits.filed')),
        onError: (e) => {
          const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | null) : null;
          setErrors(body?.errors && Object.keys(body.errors).length ? body.errors : { reason: errorMessage(e) });
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} data-testid="resign-form">
      <Title order={3} size="h4" mb="sm">
        {t('exits.resignTitle')}
      </Title>
      <Stack gap="sm">
        <Textarea
          label={t('exits.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          required
          autosize
          minRows={2}
          data-testid="resign-reason"
        />
        <TextInput
          type="date"
          label={t('exits.lastWorkingDay')}
          description={noticeDays !== null ? t('exits.lastDayHint', { days: noticeDays }) : undefined}
          value={lastWorkingDay}
          onChange={(e) => setLastWorkingDay(e.currentTarget.value)}
          error={errors.lastWorkingDay}
          maw={260}
          data-testid="resign-last-day"
        />
        <Button
          type="submit"
          color="red"
          loading={file.isPending}
          style={{ alignSelf: 'flex-start' }}
          data-testid="resign-submit"
        >
          {t('exits.resign')}
        </Button>
      </Stack>
    </Card>
  );
}
