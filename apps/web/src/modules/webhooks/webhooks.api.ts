import type { Webhook, WebhookCreate, WebhookCreated, WebhookDeliveries } from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const webhookKeys = {
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string, page: number) => ['webhooks', 'deliveries', id, page] as const,
  allDeliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

/** Rows of the delivery log per page. */
export const DELIVERY_PAGE_SIZE = 10;

export const useWebhooks = () => useQuery({ queryKey: webhookKeys.list, queryFn: () => api.get<Webhook[]>('admin/webhooks') });

export const useWebhookDeliveries = (id: string, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: () => api.get<WebhookDeliveries>(`admin/webhooks/${id}/deliveries`, { query: { page, size: DELIVERY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookCreate) => api.post<WebhookCreated>('admin/webhooks', body),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`admin/webhooks/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useRedeliver(endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => api.post<null>(`admin/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.allDeliveries(endpointId) }),
  });
}
