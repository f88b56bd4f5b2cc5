import { APPROVAL_COMMENTS_MAX, type ShiftSwap } from '@hrms/shared';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useAnswerSwap } from '../shift-swaps.api';

/**
 * The swaps waiting for the caller's consent, at the top of their swaps: who asks, which day and shifts,
 * and Accept (it goes to the requester's manager) or Decline (it is closed).
 */
export function SwapAnswerPanel({ swaps }: { swaps: readonly ShiftSwap[] }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const answer = useAnswerSwap();
  const [comments, setComments] = useState<Record<number, string>>({});
  if (swaps.length === 0) return null;

  async function send(id: number, verdict: 'accept' | 'decline') {
    try {
      await answer.mutateAsync({ id, answer: verdict, comments: comments[id] ?? '' });
      notifySuccess(t(verdict === 'accept' ? 'messages.shiftSwaps.accepted' : 'messages.shiftSwaps.declined'));
    } catch (error) {
      notifyError(errorMessage(error, t('shiftSwaps.answerFailed')));
    }
  }

  return (
    <Alert color="orange" variant="light" title={t('shiftSwaps.waitingForYou')} data-testid="swap-answers">
      <Text size="sm" mb="sm">
        {t('shiftSwaps.waitingHint')}
      </Text>
      <Stack gap="xs">
        {swaps.map((s) => (
          <Paper key={s.id} withBorder radius="md" p="sm" data-testid={`swap-answer-${s.id}`}>
            <Text size="sm">
              {t('shiftSwaps.asks', {
                name: s.employeeName,
                id: s.employeeId,
                shift: s.shift,
                date: dates.dayLabel(s.date),
                withShift: s.withShift,
              })}
            </Text>
            {s.reason ? (
              <Text size="sm" c="dimmed" mt={4}>
                {t('shiftSwaps.reason')}: {s.reason}
              </Text>
            ) : null}
            <Textarea
              mt="xs"
              size="xs"
              label={t('shiftSwaps.comments')}
              autosize
              minRows={1}
              maxLength={APPROVAL_COMMENTS_MAX}
              value={comments[s.id] ?? ''}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setComments((current) => ({ ...current, [s.id]: text }));
              }}
              data-testid={`swap-answer-comments-${s.id}`}
            />
            <Group gap="xs" mt="xs">
              <Button size="xs" color="green" onClick={() => send(s.id, 'accept')} loading={answer.isPending}>
                {t('shiftSwaps.accept')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => send(s.id, 'decline')} disabled={answer.isPending}>
                {t('shiftSwaps.decline')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}
