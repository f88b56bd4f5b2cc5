/** Webhooks (BEYOND §B8): endpoints, an outbox written in the caller's transaction, delivery by the job queue. */
export { deliverDueWebhooks, startWebhookDelivery, WEBHOOK_DELIVERY_JOB } from './webhooks.delivery';
export { emitEvent, eventWrite } from './webhooks.events';
export { webhooksRoutes } from './webhooks.routes';
export { webhookDeliveries, webhookEndpoints } from './webhooks.tables';
