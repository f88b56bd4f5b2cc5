import { IMPORT_KINDS, IMPORT_STATUSES } from '@hrms/shared';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/** Raw bytes (PostgreSQL bytea); node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/**
 * One background import: its uploaded file (kept until the run ends, so a worker can pick it up by id),
 * its status and running counts, so progress survives a restart and an interrupted run is visible.
 */
export const imports = pgTable(
  'imports',
  {
    importId: uuid().primaryKey().defaultRandom(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    kind: text({ enum: IMPORT_KINDS }).notNull(),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('QUEUED'),
    createdBy: text().notNull(),
    /** The role of the uploader when the import started; the run applies that role's rules. */
    createdByRole: text().notNull(),
    fileName: text().notNull(),
    file: bytea(),
    /** The uploader's headers mapped to columns in the wizard (header → column; '' leaves the column out). */
    columnMap: jsonb().$type<Record<string, string>>().notNull().default({}),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    createdIds: jsonb().$type<string[]>().notNull().default([]),
    message: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imports_org_idx').on(t.organizationId, t.createdAt)],
);

/** A refused row of an import: its cells as uploaded and every problem found in it. */
export const importRejections = pgTable(
  'import_rejections',
  {
    importId: uuid()
      .notNull()
      .references(() => imports.importId, { onDelete: 'cascade' }),
    row: integer().notNull(),
    cells: jsonb().$type<Record<string, string>>().notNull(),
    errors: jsonb().$type<{ field: string; message: string }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);
