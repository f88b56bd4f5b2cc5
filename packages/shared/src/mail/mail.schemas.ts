import { z } from 'zod';

/** A mail's life in the outbox: written QUEUED with the change, SENDING while a worker holds it, then SENT or FAILED. */
export const MAIL_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Waits before each retry of a mail the server did not take (seconds): the first within a minute, growing,
 * in all more than 24 hours; after the last one the mail is FAILED.
 */
export const MAIL_RETRY_DELAYS_SECONDS = [
  30, 60, 120, 300, 900, 1800, 3600, 7200, 14_400, 14_400, 14_400, 14_400, 14_400, 14_400,
] as const;

export const MAIL_PAGE_SIZE = 20;

export const MAIL_MESSAGES = {
  notFound: 'Mail not found.',
  notFailed: 'Only a failed mail can be retried.',
  retried: 'The mail is queued again.',
  testAccepted: 'The mail server accepted the test mail.',
  testWritten: 'No mail server is configured: the test mail was written to the outbox folder.',
  testRefused: 'The mail server did not accept the test mail',
  empty: 'No mail yet.',
  loadFailed: 'Could not load the mail outbox.',
} as const;

export const mailListQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET admin/mail (BEYOND §B3): newest first. */
export const mailPageSchema = z.object({ items: z.array(outboxMailSchema), total: z.number().int() });
export type MailPage = z.infer<typeof mailPageSchema>;

/** POST organization/mail/test: whether the organisation's mail path took a test mail. */
export const testMailSchema = z.object({ to: z.email().max(254) });
export const testMailResultSchema = z.object({ accepted: z.boolean(), message: z.string() });
export type TestMailResult = z.infer<typeof testMailResultSchema>;
