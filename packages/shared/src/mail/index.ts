// The module's public surface: other modules import it from here, never from its files.
export { MAIL_MESSAGES, MAIL_STATUSES } from './mail.schemas';
