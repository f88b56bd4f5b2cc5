import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Tables with a view `<table>_in_scope` (migration 0053): the table's rows of the organisation the transaction
 * is bound to (every row for the owner), under a condition the planner can combine with a statement's own.
 * Statements whose conditions are not LEAKPROOF (lower(), LIKE, ILIKE, prefix ranges, trigrams, extract()) read
 * these tables through their views: under the table's policy they would lose their indexes.
 */
export const TABLES_WITH_SCOPED_VIEWS = ['employees', 'accounts'] as const;

/** Drizzle's own keys on a table (`Table.Symbol`, global symbols): the name it is read from, and whether that differs from the name it goes by. */
const ORIGINAL_NAME = Symbol.for('drizzle:OriginalName');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

/** The view of a table, or of an alias of one (`alias(accounts, 'hr_account')` reads `accounts_in_scope`). */
const viewName = (table: PgTable) => `${(table as unknown as Record<symbol, string>)[ORIGINAL_NAME]}_in_scope`;

/**
 * `table` (or an alias of it) read through its scoped view, under the name the query uses for it
 * (`from "employees_in_scope" "employees"`),
 * so a query written over the table, its columns and conditions, reads the view by changing only its FROM or
 * JOIN. Bound or not, it returns what the table would, with its organisation filter kept as the first wall.
 */
export function inScope<T extends PgTable>(table: T): T {
  const view = viewName(table);
  return new Proxy(table, {
    get(target, property, receiver) {
      if (property === IS_ALIAS) return true;
      if (property === ORIGINAL_NAME) return view;
      return Reflect.get(target, property, receiver);
    },
  });
}

/** The scoped view's name for hand-written SQL: `from ${scopedView(employees)} e`. */
export function scopedView(table: PgTable): SQL {
  return sql`${sql.identifier(viewName(table))}`;
}

/**
 * A table under a policy read apart from the query around it (`from ${apart(table)} o`): PostgreSQL plans a
 * query that reads any table under a policy with every non-LEAKPROOF condition of that query level held back
 * behind the policy, so a scoped view's index condition on an expression (month-day, lower(), a prefix) beside
 * it stops being an index condition. Read in a subquery of its own (OFFSET 0 keeps it from being pulled up), the
 * table keeps its policy and the query around it keeps its indexes.
 */
export function apart(table: PgTable): SQL {
  return sql`(select * from ${table} offset 0)`;
}
