import type { EmployeeListQuery } from '@hrms/shared';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';

/** A condition on the listed person, given the column that holds their employee id; undefined: no narrowing. */
export type EmployeeListCondition = (employeeId: AnyPgColumn) => SQL | undefined;

/**
 * A module that narrows `employee/getAll` by its own data (custom fields) registers here, so employees never
 * import it: it checks its part of the query (400 on a bad value) and answers the condition to add.
 */
export type EmployeeListFilterSource = (db: Executor, actor: Actor, query: EmployeeListQuery) => Promise<EmployeeListCondition>;

const sources: EmployeeListFilterSource[] = [];

export function registerEmployeeListFilter(source: EmployeeListFilterSource): void {
  sources.push(source);
}

/** Every registered source's condition for this query, checked. */
export function resolveEmployeeListFilters(db: Executor, actor: Actor, query: EmployeeListQuery) {
  return Promise.all(sources.map((source) => source(db, actor, query)));
}
