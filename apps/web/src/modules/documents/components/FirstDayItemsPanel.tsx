import { type FirstDayItem, firstDayItemInputSchema, moveItem } from '@hrms/shared';
import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { EditIcon, TrashIcon } from '../../../ui/icons';
import { ConfirmDialog, QueryBody } from '../../../ui/records';
import { useChangeFirstDayItems, useFirstDayItems } from '../documents.api';

/** The title checked with the server's rule; the message translated, or null when it is acceptable. */
function titleProblem(title: string): string | null {
  const parsed = firstDayItemInputSchema.safeParse({ title });
  return parsed.success ? null : translateMessage(parsed.error.issues[0]?.message ?? '');
}

const Arrow = ({ up }: { up: boolean }) => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
  </svg>
);

function ItemRow({
  item,
  index,
  items,
  busy,
  onRemove,
}: {
  item: FirstDayItem;
  index: number;
  items: FirstDayItem[];
  busy: boolean;
  onRemove: (item: FirstDayItem) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeFirstDayItems();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = (step: -1 | 1) =>
    change.mutate(
      { kind: 'order', itemIds: moveItem(items, index, step).map((i) => i.itemId) },
      { onError: (error) => notifyError(errorMessage(error)) },
    );

  if (editing !== null) {
    const save = () => {
      const wrong = titleProblem(editing);
      setProblem(wrong);
      if (wrong) return;
      change.mutate(
        { kind: 'rename', itemId: item.itemId, title: editing.trim() },
        {
          onSuccess: (answer) => {
            notifySuccess(translateMessage(answer.message));
            setEditing(null);
          },
          onError: (error) => setProblem(errorMessage(error)),
        },
      );
    };
    return (
      <Box component="li">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label={t('onboardingChecklist.manage.rename', { title: item.title })}
            value={editing}
            onChange={(e) => setEditing(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') save();
              if (e.key === 'Escape') setEditing(null);
            }}
            error={problem}
            style={{ flex: '1 1 14rem' }}
            data-autofocus
            autoFocus
          />
          <Button onClick={save} loading={change.isPending}>
            {t('onboardingChecklist.manage.save')}
          </Button>
          <Button variant="default" onClick={() => setEditing(null)}>
            {t('onboardingChecklist.manage.cancel')}
          </Button>
        </Group>
      </Box>
    );
  }

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" data-testid="first-day-item">
      <Text style={{ overflowWrap: 'anywhere' }}>{item.title}</Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('onboardingChecklist.manage.moveUp', { title: item.title })}
          disabled={busy || index === 0}
          onClick={() => move(-1)}
        >
          <Arrow up />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('onboardingChecklist.manage.moveDown', { title: item.title })}
          disabled={busy || index === items.length - 1}
          onClick={() => move(1)}
        >
          <Arrow up={false} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('onboardingChecklist.manage.rename', { title: item.title })}
          onClick={() => {
            setProblem(null);
            setEditing(item.title);
          }}
        >
          <EditIcon size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('onboardingChecklist.manage.remove', { title: item.title })}
          onClick={() => onRemove(item)}
        >
          <TrashIcon size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** Admins and HR keep the organisation's first-day items: add, rename, move up or down, remove. */
export function FirstDayItemsPanel() {
  const { t } = useTranslation();
  const list = useFirstDayItems();
  const change = useChangeFirstDayItems();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<FirstDayItem | null>(null);

  const add = () => {
    const wrong = titleProblem(title);
    setProblem(wrong);
    if (wrong) return;
    change.mutate(
      { kind: 'add', title: title.trim() },
      {
        onSuccess: (answer) => {
          notifySuccess(translateMessage(answer.message));
          setTitle('');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-testid="first-day-items"
      component="section"
      aria-labelledby="first-day-items-title"
    >
      <Title order={3} mb={4} id="first-day-items-title">
        {t('onboardingChecklist.manage.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('onboardingChecklist.manage.hint')}
      </Text>
      <Group
        component="form"
        align="flex-start"
        gap="xs"
        mb="md"
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <TextInput
          label={t('onboardingChecklist.manage.newItem')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={problem}
          style={{ flex: '1 1 14rem' }}
          maw={480}
        />
        <Button type="submit" mt={25} loading={change.isPending && change.variables?.kind === 'add'}>
          {t('onboardingChecklist.manage.add')}
        </Button>
      </Group>
      <QueryBody
        query={list}
        errorText={t('messages.onboardingChecklist.loadFailed')}
        emptyText={t('onboardingChecklist.manage.empty')}
      >
        {(items) => (
          <Stack
            component="ol"
            gap={6}
            m={0}
            p={0}
            maw={720}
            style={{ listStyle: 'none' }}
            aria-label={t('onboardingChecklist.manage.list')}
          >
            {items.map((item, index) => (
              <ItemRow key={item.itemId} item={item} index={index} items={items} busy={list.isFetching} onRemove={setRemoving} />
            ))}
          </Stack>
        )}
      </QueryBody>
      <ConfirmDialog
        opened={removing !== null}
        title={t('onboardingChecklist.manage.remove', { title: removing?.title ?? '' })}
        message={t('onboardingChecklist.manage.removeConfirm', { title: removing?.title ?? '' })}
        confirmLabel={t('onboardingChecklist.manage.removeButton')}
        busy={change.isPending && change.variables?.kind === 'remove'}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          change.mutate(
            { kind: 'remove', itemId: removing.itemId },
            {
              onSuccess: (answer) => notifySuccess(translateMessage(answer.message)),
              onError: (error) => notifyError(errorMessage(error)),
              onSettled: () => setRemoving(null),
            },
          )
        }
      />
    </Paper>
  );
}
