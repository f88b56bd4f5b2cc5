import type { ServerModule } from '../../lib/module';
import { startWebhookDelivery } from './webhooks.delivery';
import { webhooksRoutes } from './webhooks.routes';

/** Webhooks (BEYOND §B8): endpoints, an outbox written in the caller's transaction, delivery by the job queue. */
export { deliverDueWebhooks, WEBHOOK_DELIVERY_JOB } from './webhooks.delivery';
export { emitEvent, eventWrite } from './webhooks.events';
export { webhookDeliveries, webhookEndpoints } from './webhooks.tables';

/** What webhooks brings to the app (lib/module.ts). */
export const webhooksModule: ServerModule = { name: 'webhooks', routes: webhooksRoutes, startWorkers: startWebhookDelivery };
