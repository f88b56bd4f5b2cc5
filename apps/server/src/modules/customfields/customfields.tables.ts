import type { CustomFieldEntity, CustomFieldType, Role } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/** An organisation's own field on a kind of record, with who may read and who may edit it by role. */
export const customFields = pgTable(
  'custom_fields',
  {
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    entity: text().$type<CustomFieldEntity>().notNull(),
    key: text().notNull(),
    label: text().notNull(),
    type: text().$type<CustomFieldType>().notNull(),
    options: text().array().notNull().default([]),
    required: boolean().notNull().default(false),
    readRoles: text().array().$type<Role[]>().notNull(),
    editRoles: text().array().$type<Role[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.entity, t.key] })],
);

/** One record's value of one field, as text (a number as its exact decimal, a date as yyyy-MM-dd). */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    organizationId: text().notNull(),
    entity: text().$type<CustomFieldEntity>().notNull(),
    recordId: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.entity, t.recordId, t.key] }),
    index('custom_field_values_by_value_idx').on(t.organizationId, t.entity, t.key, t.value),
    // the employee list's custom field filters: lower(value) = lower(input), for the records holding it
    index('custom_field_values_filter_idx').on(t.organizationId, t.entity, t.key, sql`lower(${t.value})`, t.recordId),
  ],
);
