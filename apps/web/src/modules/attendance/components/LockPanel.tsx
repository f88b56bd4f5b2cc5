import { type AttendanceLockResult, type AttendanceLockSummary, isAdmin } from '@hrms/shared';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { MonthField } from '../../../ui/MonthField';
import { ConfirmDialog, DataTable, QueryBody } from '../../../ui/records';
import { useLockMonth, useMonthLocks, useUnlockMonth } from '../time-attendance.api';

function previousMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * The month lock: an admin fixes a month's days and hands its days without pay to payroll; an admin or
 * HR unlocks a locked month with a reason (kept in the audit trail).
 */
export function LockPanel() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const session = useSession();
  const admin = session ? isAdmin(session.role) : false;
  const lock = useLockMonth();
  const locks = useMonthLocks();
  const [month, setMonth] = useState(previousMonth());
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<AttendanceLockResult | null>(null);
  const [unlocking, setUnlocking] = useState<AttendanceLockSummary | null>(null);

  async function confirm() {
    setAsking(false);
    try {
      setResult(await lock.mutateAsync(month));
    } catch (error) {
      notifyError(errorMessage(error, t('timeAttendance.lock.failed')));
    }
  }

  return (
    <Stack gap="md">
      {admin ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Group align="end">
            <MonthField label={t('timeAttendance.lock.month')} value={month} onChange={(m) => m && setMonth(m)} />
            <Button color="red" onClick={() => setAsking(true)} loading={lock.isPending} data-testid="lock-month">
              {t('timeAttendance.lock.lock')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      {result && (
        <>
          <Alert color="teal" role="status" data-testid="lock-result">
            {t('timeAttendance.lock.done', { month: dates.month(result.month), people: result.people, lopDays: result.lopDays })}
          </Alert>
          <DataTable
            label={t('timeAttendance.lock.lopDays')}
            columns={[
              { key: 'employeeId', header: t('timeAttendance.lock.person'), nowrap: true },
              { key: 'lopDays', header: t('timeAttendance.lock.lopDays'), sortValue: (r) => r.lopDays },
            ]}
            rows={result.rows}
            rowKey={(r) => r.employeeId}
          />
        </>
      )}
      <Title order={2} size="h4">
        {t('timeAttendance.lock.locked')}
      </Title>
      <QueryBody query={locks} errorText={t('timeAttendance.lock.failed')} emptyText={t('timeAttendance.lock.none')}>
        {(rows) => (
          <DataTable
            label={t('timeAttendance.lock.locked')}
            testId="locks-table"
            columns={[
              { key: 'month', header: t('timeAttendance.lock.month'), render: (r) => dates.month(r.month), nowrap: true },
              { key: 'people', header: t('timeAttendance.lock.person'), sortValue: (r) => r.people },
              { key: 'lopDays', header: t('timeAttendance.lock.lopDays'), sortValue: (r) => r.lopDays },
              { key: 'lockedBy', header: t('timeAttendance.lock.lockedBy'), nowrap: true },
              { key: 'lockedAt', header: t('timeAttendance.lock.lockedAt'), format: 'dateTime' },
            ]}
            rows={rows}
            rowKey={(r) => r.month}
            actions={(r) => (
              <Button
                size="compact-xs"
                variant="light"
                color="orange"
                onClick={() => setUnlocking(r)}
                aria-label={t('timeAttendance.lock.unlockMonth', { month: dates.month(r.month) })}
              >
                {t('timeAttendance.lock.unlock')}
              </Button>
            )}
          />
        )}
      </QueryBody>
      <ConfirmDialog
        opened={asking}
        title={t('timeAttendance.lock.lock')}
        message={t('timeAttendance.lock.ask', { month: dates.month(month) })}
        confirmLabel={t('timeAttendance.lock.lock')}
        busy={lock.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
      <UnlockDialog lock={unlocking} onClose={() => setUnlocking(null)} />
    </Stack>
  );
}

/** Asks why a month is unlocked; the reason goes to the audit trail with the lock it undoes. */
function UnlockDialog({ lock, onClose }: { lock: AttendanceLockSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const unlock = useUnlockMonth();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const month = lock ? dates.month(lock.month) : '';

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!lock) return;
    try {
      await unlock.mutateAsync({ month: lock.month, reason });
      notifySuccess(t('timeAttendance.lock.unlocked', { month }));
      close();
    } catch (e) {
      setError(errorMessage(e, t('timeAttendance.lock.unlockFailed')));
    }
  }

  return (
    <Modal opened={lock !== null} onClose={close} title={t('timeAttendance.lock.unlockMonth', { month })}>
      <Stack gap="sm">
        <Text size="sm">{t('timeAttendance.lock.unlockAsk', { month })}</Text>
        <Textarea
          label={t('timeAttendance.lock.reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          data-testid="unlock-reason"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="orange" onClick={submit} loading={unlock.isPending} data-testid="unlock-confirm">
            {t('timeAttendance.lock.unlock')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
