import type { ClockRequest, ClockType } from '@hrms/shared';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { flushQueuedPunches, isOffline, postClock, queuedPunches, queuePunch, timeAttendanceKeys } from '../time-attendance.api';

type Position = { latitude: number; longitude: number; accuracyMeters: number };

/** The browser's position, or why there is none (the server decides whether a punch without one counts). */
function currentPosition(): Promise<{ position: Position | null; problem: 'denied' | 'unavailable' | 'unsupported' | null }> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve({ position: null, problem: 'unsupported' });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          position: { latitude: p.coords.latitude, longitude: p.coords.longitude, accuracyMeters: p.coords.accuracy },
          problem: null,
        }),
      (error) => resolve({ position: null, problem: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}

/**
 * The dashboard's big Clock in / Clock out (BEYOND §B6): the position goes to the server, which checks the
 * fence; offline, the punch waits on the device (with its clientId and time) and is sent when back online.
 */
export function ClockCard() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const client = useQueryClient();
  const [busy, setBusy] = useState<ClockType | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [waiting, setWaiting] = useState(() => queuedPunches().length);

  const flush = useCallback(async () => {
    if (queuedPunches().length === 0) return;
    const { sent, refused } = await flushQueuedPunches();
    setWaiting(queuedPunches().length);
    if (sent > 0) {
      notifySuccess(t('timeAttendance.clock.sentQueued'));
      client.invalidateQueries({ queryKey: timeAttendanceKeys.all });
    }
    if (refused.length > 0) setOutcome({ ok: false, text: refused.join(' ') });
  }, [client, t]);

  useEffect(() => {
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  async function punch(type: ClockType) {
    setBusy(type);
    setOutcome(null);
    const { position, problem } = await currentPosition();
    const body: ClockRequest = { type, clientId: crypto.randomUUID(), ...(position ?? {}) };
    try {
      if (!navigator.onLine) throw new TypeError('offline');
      const result = await postClock(body);
      setOutcome({
        ok: true,
        text: t(type === 'IN' ? 'timeAttendance.clock.doneIn' : 'timeAttendance.clock.doneOut', {
          time: dates.dateTime(result.at),
          site: result.site,
        }),
      });
      client.invalidateQueries({ queryKey: timeAttendanceKeys.all });
    } catch (error) {
      if (isOffline(error)) {
        queuePunch({ ...body, at: new Date().toISOString() });
        setWaiting(queuedPunches().length);
        setOutcome({ ok: true, text: t('timeAttendance.clock.queued') });
      } else {
        const reason = problem ? `${t(`timeAttendance.clock.${problem}`)} ` : '';
        setOutcome({ ok: false, text: `${reason}${errorMessage(error, t('timeAttendance.clock.failed'))}` });
      }
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="clock-card">
      <Stack gap="sm">
        <Title order={3}>{t('timeAttendance.clock.title')}</Title>
        <Group grow>
          <Button size="lg" px="xs" onClick={() => punch('IN')} loading={busy === 'IN'} disabled={busy !== null}>
            {t('timeAttendance.clock.in')}
          </Button>
          <Button
            size="lg"
            px="xs"
            variant="outline"
            onClick={() => punch('OUT')}
            loading={busy === 'OUT'}
            disabled={busy !== null}
          >
            {t('timeAttendance.clock.out')}
          </Button>
        </Group>
        {busy && <Text c="dimmed">{t('timeAttendance.clock.locating')}</Text>}
        {outcome && (
          <Alert color={outcome.ok ? 'teal' : 'red'} role={outcome.ok ? 'status' : 'alert'} data-testid="clock-outcome">
            {outcome.text}
          </Alert>
        )}
        {waiting > 0 && <Text size="sm">{t('timeAttendance.clock.pending', { count: waiting })}</Text>}
      </Stack>
    </Paper>
  );
}
