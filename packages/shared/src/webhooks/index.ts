// The module's public surface: other modules import it from here, never from its files.
export { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_MESSAGES } from './webhooks.schemas';
