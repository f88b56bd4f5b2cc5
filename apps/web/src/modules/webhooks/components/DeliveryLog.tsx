import type { Webhook, WebhookDelivery, WebhookDeliveryStatus } from '@hrms/shared';
import { Badge, Button, Group, Paper, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { type Column, DataTable, Pager, QueryBody } from '../../../ui/records';
import { DELIVERY_PAGE_SIZE, useRedeliver, useWebhookDeliveries } from '../webhooks.api';

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = { PENDING: 'yellow', DELIVERED: 'green', FAILED: 'red' };

const deliveryColumns = (t: TFunction): readonly Column<WebhookDelivery>[] => [
  { key: 'event', header: t('tools.webhooks.columns.event'), nowrap: true },
  {
    key: 'status',
    header: t('tools.webhooks.columns.status'),
    render: (d) => (
      <Badge color={STATUS_COLORS[d.status]} variant="light">
        {t(`tools.webhooks.statuses.${d.status}`)}
      </Badge>
    ),
  },
  { key: 'attempts', header: t('tools.webhooks.columns.attempts') },
  {
    key: 'lastStatusCode',
    header: t('tools.webhooks.columns.lastStatus'),
    render: (d) => (d.lastStatusCode === null ? (d.attempts > 0 ? t('tools.webhooks.noAnswer') : '—') : String(d.lastStatusCode)),
  },
  { key: 'createdAt', header: t('tools.webhooks.columns.createdAt'), format: 'dateTime', nowrap: true },
];

/** One endpoint's deliveries, newest first, a page at a time, each with a Redeliver button. */
export function DeliveryLog({ endpoint, onClose }: { endpoint: Webhook; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page - 1);
  const redeliver = useRedeliver(endpoint.id);

  async function send(delivery: WebhookDelivery) {
    try {
      await redeliver.mutateAsync(delivery.id);
      notifySuccess(t('tools.webhooks.redelivered'));
    } catch (error) {
      notifyError(errorMessage(error, t('tools.webhooks.redeliverFailed')));
    }
  }

  const pageCount = Math.max(1, Math.ceil((deliveries.data?.total ?? 0) / DELIVERY_PAGE_SIZE));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="delivery-log">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={4} style={{ wordBreak: 'break-all' }}>
          {t('tools.webhooks.deliveriesOf', { url: endpoint.url })}
        </Title>
        <Button size="xs" variant="default" onClick={onClose}>
          {t('tools.webhooks.close')}
        </Button>
      </Group>
      <QueryBody
        query={deliveries}
        isEmpty={(data) => data.items.length === 0}
        errorText={t('tools.webhooks.deliveriesFailed')}
        emptyText={t('tools.webhooks.noDeliveries')}
      >
        {(data) => (
          <>
            <DataTable
              label={t('tools.webhooks.deliveries')}
              columns={deliveryColumns(t)}
              rows={data.items}
              rowKey={(d) => d.id}
              actions={(d) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => send(d)}
                  loading={redeliver.isPending && redeliver.variables === d.id}
                >
                  {t('tools.webhooks.redeliver')}
                </Button>
              )}
            />
            {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={setPage} />}
          </>
        )}
      </QueryBody>
    </Paper>
  );
}
