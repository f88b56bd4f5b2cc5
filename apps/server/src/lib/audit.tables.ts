import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every change to HR data: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: text().notNull(),
    actorId: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    /** The person the change concerns, when there is one (the audit screen filters and scopes by it). */
    employeeId: text(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.organizationId, t.entity, t.entityId),
    // The audit screen: newest first within the organisation, a person, an actor or an entity.
    index('audit_log_org_newest_idx').on(t.organizationId, t.id),
    index('audit_log_employee_newest_idx').on(t.employeeId, t.id),
    index('audit_log_actor_newest_idx').on(t.actorId, t.id),
  ],
);
