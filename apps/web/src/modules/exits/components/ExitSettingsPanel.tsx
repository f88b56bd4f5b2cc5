import type { ExitSettings } from '@hrms/shared';
import { ActionIcon, Button, Card, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useExitSettings, useSaveExitSettings } from '../exits.api';

/** The admin's exit settings: the notice period and the organisation's own checklist tasks with their owners. */
export function ExitSettingsPanel() {
  const { t } = useTranslation();
  const query = useExitSettings(true);
  const save = useSaveExitSettings();
  const [settings, setSettings] = useState<ExitSettings>({ noticeDays: 30, tasks: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) setSettings(query.data);
  }, [query.data]);
  const setTask = (index: number, key: 'task' | 'owner', value: string) =>
    setSettings({ ...settings, tasks: settings.tasks.map((task, i) => (i === index ? { ...task, [key]: value } : task)) });
  const submit = () =>
    save.mutate(settings, {
      onSuccess: () => {
        notifySuccess(t('messages.exits.settingsSaved'));
        setErrors({});
      },
      onError: (e) => {
        const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | null) : null;
        setErrors(body?.errors && Object.keys(body.errors).length ? body.errors : { noticeDays: errorMessage(e) });
      },
    });
  return (
    <Card withBorder radius="md" data-testid="exit-settings">
      <Title order={3} size="h4" mb="sm">
        {t('exits.settings')}
      </Title>
      <Stack gap="sm">
        <NumberInput
          label={t('exits.noticeDays')}
          value={settings.noticeDays}
          min={0}
          max={365}
          onChange={(v) => setSettings({ ...settings, noticeDays: Number(v) || 0 })}
          error={errors.noticeDays}
          maw={220}
        />
        <Title order={4} size="h5">
          {t('exits.tasks')}
        </Title>
        {settings.tasks.map((task, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tasks have no id until saved; their order is their identity
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              aria-label={`${t('exits.task')} ${index + 1}`}
              placeholder={t('exits.task')}
              value={task.task}
              onChange={(e) => setTask(index, 'task', e.currentTarget.value)}
              error={errors[`tasks.${index}.task`]}
              style={{ flex: 2, minWidth: 180 }}
            />
            <TextInput
              aria-label={`${t('exits.owner')} ${index + 1}`}
              placeholder="ROLE_HR / HRMS3"
              value={task.owner}
              onChange={(e) => setTask(index, 'owner', e.currentTarget.value)}
              error={errors[`tasks[${index}].owner`]}
              style={{ flex: 1, minWidth: 140 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              onClick={() => setSettings({ ...settings, tasks: settings.tasks.filter((_, i) => i !== index) })}
              aria-label={t('exits.removeTask', { n: index + 1 })}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => setSettings({ ...settings, tasks: [...settings.tasks, { task: '', owner: 'ROLE_HR' }] })}
          >
            {t('exits.addTask')}
          </Button>
          <Button size="xs" onClick={submit} loading={save.isPending}>
            {t('exits.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
