import { type Exit, isAdmin } from '@hrms/shared';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { CommentsDialog, StatusBadge } from '../../approvals';
import { useCompleteTask, useDecideExit } from '../exits.api';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** One exit: who, why, the last day, its decision, the checklist (tick off what one owns) and the settlement. */
export function ExitCard({ exit }: { exit: Exit }) {
  const { t } = useTranslation();
  const session = useSession();
  const dates = useDateFormat();
  const decide = useDecideExit();
  const complete = useCompleteTask();
  const [verdict, setVerdict] = useState<'approve' | 'reject' | null>(null);
  const mine = session?.employeeId.toLowerCase() === exit.employeeId.toLowerCase();
  const mayTick = (owner: string) =>
    isAdmin(session?.role) || owner.toLowerCase() === session?.employeeId.toLowerCase() || (owner === session?.role && !mine);
  const tick = (taskId: number) =>
    complete.mutate(
      { id: exit.id, taskId, note: '' },
      { onSuccess: () => notifySuccess(t('messages.exits.taskDone')), onError: (e) => notifyError(errorMessage(e)) },
    );
  const doneCell = (task: Exit['checklist'][number]) =>
    task.doneAt ? (
      <Text size="sm">
        ✓ {dates.date(task.doneAt)} · {task.doneBy}
      </Text>
    ) : mayTick(task.owner) ? (
      <Button size="compact-xs" variant="light" onClick={() => tick(task.id)} aria-label={`${t('exits.markDone')}: ${task.task}`}>
        {t('exits.markDone')}
      </Button>
    ) : (
      '—'
    );

  return (
    <Card withBorder radius="md" data-testid={`exit-${exit.employeeId}`}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Title order={3} size="h4">
          {exit.employeeName} ({exit.employeeId})
        </Title>
        <Group gap="xs">
          <Badge variant="outline" tt="none">
            {t(`exits.${exit.kind}`)}
          </Badge>
          <StatusBadge status={exit.status} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mb="sm">
        <Text size="sm">
          <b>{t('exits.lastWorkingDay')}:</b> {dates.date(exit.lastWorkingDay)}
        </Text>
        <Text size="sm">
          <b>{t('exits.reason')}:</b> {exit.reason}
        </Text>
        {exit.comments ? (
          <Text size="sm">
            <b>{t('exits.comments')}:</b> {exit.comments}
          </Text>
        ) : null}
      </SimpleGrid>
      {exit.awaitingMe ? (
        <Group gap="xs" mb="sm">
          <Button size="xs" color="green" onClick={() => setVerdict('approve')} data-testid={`exit-approve-${exit.employeeId}`}>
            {t('exits.approve')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setVerdict('reject')}>
            {t('exits.reject')}
          </Button>
        </Group>
      ) : null}
      {exit.checklist.length ? (
        <Stack gap={4} mb="sm">
          <Title order={4} size="h5">
            {t('exits.checklist')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table
              data-testid="exit-checklist"
              data={{
                head: [t('exits.task'), t('exits.owner'), t('exits.due'), t('exits.done')],
                body: exit.checklist.map((task) => [
                  task.task,
                  task.owner.startsWith('ROLE_') ? t(`exits.owners.${task.owner}`, { defaultValue: task.owner }) : task.owner,
                  dates.date(task.dueDate),
                  doneCell(task),
                ]),
              }}
            />
          </Table.ScrollContainer>
        </Stack>
      ) : null}
      {exit.status === 'APPROVED' ? (
        <Stack gap={2}>
          <Title order={4} size="h5">
            {t('exits.settlement')}
          </Title>
          {exit.settlement ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="exit-settlement">
              <Text size="sm">{t('exits.settlementMonth', { month: dates.month(exit.settlement.month) })}</Text>
              <Text size="sm">
                {t('exits.paidDays')}: {exit.settlement.paidDays}
              </Text>
              <Text size="sm">
                {t('exits.encashment')}: {rupees(exit.settlement.encashment)}
              </Text>
              <Text size="sm">
                {t('exits.expenses')}: {rupees(exit.settlement.expenses)}
              </Text>
              <Text size="sm" fw={600}>
                {t('exits.net')}: {rupees(exit.settlement.net)}
              </Text>
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('exits.noSettlement')}
            </Text>
          )}
          {exit.relievingLetterUrl ? (
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  apiDownload(exit.relievingLetterUrl ?? '', `relieving-letter-${exit.employeeId}.pdf`).catch((e) =>
                    notifyError(errorMessage(e)),
                  )
                }
              >
                {t('exits.relievingLetter')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      <CommentsDialog
        item={verdict ? { employeeName: exit.employeeName } : null}
        verdict={verdict ?? 'approve'}
        onClose={() => setVerdict(null)}
        onSubmit={async (comments) => {
          const result = await decide.mutateAsync({
            id: exit.id,
            status: verdict === 'reject' ? 'REJECTED' : 'APPROVED',
            comments,
          });
          notifySuccess(result.message);
          setVerdict(null);
        }}
      />
    </Card>
  );
}
