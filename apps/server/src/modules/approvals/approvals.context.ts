import type { DateFormat } from '@hrms/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { inScope } from '../../db/organization-views';
import { accounts } from '../auth';
import { employees, employments } from '../employees';
import type { MailContact } from '../notifications';
import { dateFormatColumns, dateFormatFrom, organizations } from '../organization';
import type { ApprovalTable } from './approvals.engine';

/** The requester's deciders from current employment (null when that person cannot decide). */
export type Routing = { managerId: string | null; hrId: string | null };

export type DeciderRole = 'ROLE_MANAGER' | 'ROLE_HR';

/** Everything the engine needs to decide, announce or cancel one request, read in one statement. */
export type RequestContext<Row> = {
  request: Row;
  multiLevel: boolean;
  routing: Routing;
  /** The account role of each decider in `routing`, by employee id. */
  roles: ReadonlyMap<string, DeciderRole>;
  /** The requester's current full name ('' when they have none). */
  requesterName: string;
  /** The acting decider's full name, when one was asked for. */
  deciderName: string | null;
  /** The mail contacts of the requester and the deciders, by employee id. */
  contacts: ReadonlyMap<string, MailContact>;
  /** How the organisation writes dates: notifications and mails describe the request in it. */
  dateFormat: DateFormat;
};

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isDeciderRole = (role: string | null): role is DeciderRole => role === 'ROLE_MANAGER' || role === 'ROLE_HR';

const managerAccount = alias(accounts, 'manager_account');
const hrAccount = alias(accounts, 'hr_account');
const requester = alias(employees, 'requester');
const managerPerson = alias(employees, 'manager_person');
const hrPerson = alias(employees, 'hr_person');
const requesterAccount = alias(accounts, 'requester_account');
const decider = alias(employees, 'decider');
const fullNameOf = (p: { firstname: PgColumn; lastname: PgColumn }) => sql<string>`trim(${p.firstname} || ' ' || ${p.lastname})`;

/**
 * One request of `table` in the organisation with its routing (current employment and the deciders'
 * accounts), the organisation's approval levels, the names and mail contacts of everyone the engine
 * tells, and (`deciderId`) the acting decider's name: one primary-key lookup joined on primary keys
 * and the accounts' lower(id) index. Null when the request is not in the organisation.
 */
export async function readRequestContext<Row>(
  db: Executor,
  table: ApprovalTable,
  organizationId: string,
  id: number,
  deciderId: string | null = null,
): Promise<RequestContext<Row> | null> {
  const [row] = await db
    .select({
      request: getTableColumns(table),
      multiLevel: organizations.multiLevel,
      ...dateFormatColumns(),
      managerId: managerAccount.employeeId,
      managerRole: managerAccount.role,
      hrId: hrAccount.employeeId,
      hrRole: hrAccount.role,
      requesterName: fullNameOf(requester),
      requesterFirstname: requester.firstname,
      requesterEmail: requester.email,
      requesterLanguage: requesterAccount.language,
      managerLanguage: managerAccount.language,
      hrLanguage: hrAccount.language,
      managerFirstname: managerPerson.firstname,
      managerEmail: managerPerson.email,
      hrFirstname: hrPerson.firstname,
      hrEmail: hrPerson.email,
      deciderName: deciderId === null ? sql<string | null>`null` : fullNameOf(decider),
    })
    .from(table)
    .innerJoin(organizations, eq(organizations.organizationId, table.organizationId))
    .innerJoin(requester, eq(requester.employeeId, table.employeeId))
    .leftJoin(requesterAccount, eq(requesterAccount.employeeId, table.employeeId))
    .leftJoin(employments, eq(employments.employeeId, table.employeeId))
    // through the scoped view: under the accounts' policy the lower(id) join could not use its index
    .leftJoin(inScope(managerAccount), sql`lower(${managerAccount.employeeId}) = lower(${employments.reportingManagerId})`)
    .leftJoin(inScope(hrAccount), sql`lower(${hrAccount.employeeId}) = lower(${employments.hrId})`)
    .leftJoin(managerPerson, eq(managerPerson.employeeId, managerAccount.employeeId))
    .leftJoin(hrPerson, eq(hrPerson.employeeId, hrAccount.employeeId))
    .leftJoin(decider, eq(decider.employeeId, deciderId ?? ''))
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
  if (!row) return null;
  const request = row.request as { employeeId: string };
  // only a manager or HR account decides, and never their own request
  const approver = (approverId: string | null, role: string | null) =>
    approverId && isDeciderRole(role) && !sameId(approverId, request.employeeId) ? approverId : null;
  const routing = { managerId: approver(row.managerId, row.managerRole), hrId: approver(row.hrId, row.hrRole) };
  const roles = new Map<string, DeciderRole>();
  if (routing.managerId && isDeciderRole(row.managerRole)) roles.set(routing.managerId, row.managerRole);
  if (routing.hrId && isDeciderRole(row.hrRole)) roles.set(routing.hrId, row.hrRole);
  const contacts = new Map<string, MailContact>();
  const addContact = (employeeId: string | null, name: string | null, email: string | null, language: string | null) => {
    if (employeeId && email) contacts.set(employeeId, { email, name: name ?? '', language });
  };
  addContact(request.employeeId, row.requesterFirstname, row.requesterEmail, row.requesterLanguage);
  addContact(routing.managerId, row.managerFirstname, row.managerEmail, row.managerLanguage);
  addContact(routing.hrId, row.hrFirstname, row.hrEmail, row.hrLanguage);
  return {
    request: row.request as Row,
    multiLevel: row.multiLevel,
    routing,
    roles,
    requesterName: row.requesterName,
    deciderName: row.deciderName,
    contacts,
    dateFormat: dateFormatFrom(row.chosenDateFormat, row.timeZone),
  };
}
