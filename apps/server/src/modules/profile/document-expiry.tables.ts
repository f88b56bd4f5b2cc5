import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One expiry notice sent for one document, expiry date and threshold, so each goes out once. */
export const documentExpiryNotices = pgTable(
  'document_expiry_notices',
  {
    documentKind: text().notNull(),
    documentId: integer().notNull(),
    expireDate: date({ mode: 'string' }).notNull(),
    thresholdDays: integer().notNull(),
    organizationId: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentKind, t.documentId, t.expireDate, t.thresholdDays] })],
);
