import type { Executor } from '../../db/client';
import { mailOutbox } from './mail.tables';

/**
 * The demo outbox: a welcome mail the (pretend) mail server refused for good, so the Mail and jobs
 * page shows a FAILED mail and its retry on first start; retried, it goes out through the outbox folder.
 */
export async function seedDemoMail(tx: Executor, organizationId: string) {
  await tx.insert(mailOutbox).values({
    organizationId,
    to: 'deepa.old-address@acme.example',
    subject: 'Welcome to Acme Technologies',
    text: 'Hello Deepa,\n\nYour HRMS account is ready. Log in with your employee ID and use "Forgot Password" to choose a password.\n',
    status: 'FAILED',
    attempts: 1,
    lastError: '550 EENVELOPE 5.1.1 <deepa.old-address@acme.example>: Recipient address rejected: User unknown',
  });
}
