import type { MailStatus } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachmentRow, MailCalendarEvent } from './mail.types';

/**
 * The mail outbox: every mail is a row written in the transaction of the change that causes it; the
 * mail worker sends it (organisation SMTP, else SMTP_URL, else DATA_DIR/outbox/) and records the outcome.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** The HTML part (a mail written in the recipient's language: lang and dir), or null for text only. */
    html: text(),
    /** Attachments with base64 content (binary survives JSON). */
    attachments: jsonb().$type<MailAttachmentRow[]>().notNull().default([]),
    icalEvent: jsonb().$type<MailCalendarEvent>(),
    status: text().$type<MailStatus>().notNull().default('QUEUED'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When a QUEUED mail may next be tried. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A SENDING mail whose worker died is taken again after this. */
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_org_created_idx').on(t.organizationId, t.id),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('QUEUED', 'SENDING')`),
  ],
);
