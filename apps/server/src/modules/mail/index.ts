export { mailsInsert, nudgeMailWorker, onMailQueued, queueMail, queueMails, replaceWaitingMail } from './mail.queue';
export { mailRoutes } from './mail.routes';
export { seedDemoMail } from './mail.seed';
export { mailOutbox } from './mail.tables';
export type { MailAttachment, MailCalendarEvent, MailMessage, SmtpSettings, SmtpSettingsLookup } from './mail.types';
export { deliverDueMails, type MailWorker, type MailWorkerContext, startMailDelivery, startMailWorker } from './mail.worker';
