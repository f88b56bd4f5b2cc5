import type { Webhook, WebhookCreated } from '@hrms/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, ConfirmDialog, DataTable, QueryBody } from '../../../ui/records';
import { CreatedSecretAlert } from '../components/CreatedSecretAlert';
import { CreateWebhookForm } from '../components/CreateWebhookForm';
import { DeliveryLog } from '../components/DeliveryLog';
import { useDeleteWebhook, useWebhooks } from '../webhooks.api';

const endpointColumns = (t: TFunction): readonly Column<Webhook>[] => [
  {
    key: 'url',
    header: t('tools.webhooks.url'),
    render: (endpoint) => (
      <Stack gap={2}>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Text>
        {endpoint.description && (
          <Text size="xs" c="dimmed">
            {endpoint.description}
          </Text>
        )}
      </Stack>
    ),
    sortValue: (endpoint) => endpoint.url,
  },
  { key: 'kind', header: t('tools.webhooks.kind'), render: (endpoint) => t(`tools.webhooks.kinds.${endpoint.kind}`) },
  {
    key: 'events',
    header: t('tools.webhooks.events'),
    render: (endpoint) => (
      <Group gap={4}>
        {endpoint.events.map((event) => (
          <Badge key={event} variant="light" size="sm" tt="none">
            {event}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'createdAt', header: t('tools.webhooks.createdAt'), format: 'dateTime', nowrap: true, sortValue: (e) => e.createdAt },
];

/** /webhooks: endpoints that hear of events — add (secret shown once), delete, and each one's delivery log with redelivery. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const endpoints = useWebhooks();
  const remove = useDeleteWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [shownLog, setShownLog] = useState<Webhook | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      if (shownLog?.id === deleting.id) setShownLog(null);
      notifySuccess(t('tools.webhooks.deleted'));
    } catch (error) {
      notifyError(errorMessage(error, t('tools.webhooks.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack maw={1100} mx="auto" gap="md">
      <PageHeader title={t('tools.webhooks.title')} back={<BackLink to="/admindashboard" />} />
      <Text size="sm" c="dimmed">
        {t('tools.webhooks.intro')}
      </Text>
      {created && <CreatedSecretAlert created={created} onClose={() => setCreated(null)} />}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={4} mb="sm">
          {t('tools.webhooks.newEndpoint')}
        </Title>
        <CreateWebhookForm onCreated={setCreated} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryBody query={endpoints} errorText={t('tools.webhooks.loadFailed')} emptyText={t('tools.webhooks.empty')}>
          {(rows) => (
            <DataTable
              label={t('tools.webhooks.title')}
              columns={endpointColumns(t)}
              rows={rows}
              rowKey={(endpoint) => endpoint.id}
              actions={(endpoint) => (
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setShownLog(endpoint)}>
                    {t('tools.webhooks.deliveries')}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => setDeleting(endpoint)}>
                    {t('tools.webhooks.delete')}
                  </Button>
                </Group>
              )}
            />
          )}
        </QueryBody>
      </Paper>
      {shownLog && <DeliveryLog key={shownLog.id} endpoint={shownLog} onClose={() => setShownLog(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tools.webhooks.deleteTitle')}
        message={t('tools.webhooks.deleteAsk', { url: deleting?.url ?? '' })}
        confirmLabel={t('tools.webhooks.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
