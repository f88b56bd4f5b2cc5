import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { ConfirmDialog } from '../../../ui/records';
import type { PayRun } from '../payroll-engine.types';
import { type RunStep, useRunStep, useStartRun } from '../payroll-runs.api';

type Asking = 'lock' | 'publish' | 'unlock' | 'recompute' | null;

const DONE: Record<RunStep, string> = { lock: 'pay.runs.locked', publish: 'pay.runs.published', unlock: 'pay.runs.unlocked' };

/** The admin's steps of a run: compute again or lock a draft, unlock (with a reason) or publish a locked run. */
export function RunActions({ run }: { run: PayRun }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const step = useRunStep(run.runId);
  const restart = useStartRun();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const perform = (which: RunStep, body?: { reason: string }) =>
    step.mutate(
      { step: which, reason: body?.reason },
      {
        onSuccess: () => {
          notifySuccess(t(DONE[which]));
          setAsking(null);
          setReason('');
        },
        onError: (error) => notifyError(errorMessage(error, t('pay.runs.stepFailed'))),
      },
    );
  const recompute = () =>
    restart.mutate(run.month, {
      onSuccess: ({ runId }) => {
        setAsking(null);
        notifySuccess(t('pay.runs.started'));
        navigate(`/payRuns/${encodeURIComponent(runId)}`, { replace: true });
      },
      onError: (error) => notifyError(errorMessage(error, t('pay.runs.startFailed'))),
    });
  const unlock = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(t('pay.runs.reasonRequired'));
    setReasonError(null);
    perform('unlock', { reason: reason.trim() });
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {(run.status === 'DRAFT' || run.status === 'FAILED') && (
          <Button variant="default" onClick={() => setAsking('recompute')}>
            {t('pay.runs.recompute')}
          </Button>
        )}
        {run.status === 'DRAFT' && <Button onClick={() => setAsking('lock')}>{t('pay.runs.lock')}</Button>}
        {run.status === 'LOCKED' && (
          <>
            <Button variant="default" onClick={() => setAsking('unlock')}>
              {t('pay.runs.unlock')}
            </Button>
            <Button color="green" onClick={() => setAsking('publish')}>
              {t('pay.runs.publish')}
            </Button>
          </>
        )}
      </Group>
      <ConfirmDialog
        opened={asking === 'lock'}
        title={t('pay.runs.lockTitle')}
        message={t('pay.runs.lockMessage')}
        confirmLabel={t('pay.runs.lock')}
        color="blue"
        busy={step.isPending}
        onConfirm={() => perform('lock')}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'publish'}
        title={t('pay.runs.publishTitle')}
        message={t('pay.runs.publishMessage')}
        confirmLabel={t('pay.runs.publish')}
        color="green"
        busy={step.isPending}
        onConfirm={() => perform('publish')}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'recompute'}
        title={t('pay.runs.recomputeTitle')}
        message={t('pay.runs.recomputeMessage')}
        confirmLabel={t('pay.runs.recompute')}
        color="blue"
        busy={restart.isPending}
        onConfirm={recompute}
        onCancel={() => setAsking(null)}
      />
      <Modal opened={asking === 'unlock'} onClose={() => setAsking(null)} title={t('pay.runs.unlockTitle')} centered>
        <form onSubmit={unlock} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('pay.runs.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reasonError}
              maxLength={500}
              autosize
              minRows={2}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={step.isPending}>
                {t('pay.runs.unlock')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
