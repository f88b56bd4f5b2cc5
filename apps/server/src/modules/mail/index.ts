import type { ServerModule } from '../../lib/module';
import { mailRoutes } from './mail.routes';
import { seedDemoMail } from './mail.seed';
import { startMailDelivery } from './mail.worker';

export { composeMail, mailLanguageOf } from './mail.compose';
/** For organization: the SMTP account mail goes out through. */
export { smtpSettingsHook } from './mail.hooks';
export { mailsInsert, nudgeMailWorker, onMailQueued, queueMail, queueMails, replaceWaitingMail } from './mail.queue';
export { mailOutbox } from './mail.tables';
export type { MailAttachment, MailCalendarEvent, MailMessage, SmtpSettings, SmtpSettingsLookup } from './mail.types';
export { deliverDueMails, type MailWorker, type MailWorkerContext, startMailWorker } from './mail.worker';

/** What mail brings to the app (lib/module.ts). */
export const mailModule: ServerModule = {
  name: 'mail',
  routes: mailRoutes,
  demoSeeds: [{ run: seedDemoMail }],
  startWorkers: startMailDelivery,
};
