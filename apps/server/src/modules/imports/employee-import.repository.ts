import type { Role } from '@hrms/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../lib/audit.tables';
import { accounts } from '../auth';
import { employees, employments } from '../employees';

/** Who is in the organisation, in compact form: ids, e-mails, reporting managers and roles. */
export async function loadDirectory(db: Executor, organizationId: string) {
  return db
    .select({
      employeeId: employees.employeeId,
      email: sql<string>`lower(${employees.email})`,
      managerId: employments.reportingManagerId,
      role: accounts.role,
    })
    .from(employees)
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .leftJoin(accounts, eq(accounts.employeeId, employees.employeeId))
    .where(eq(employees.organizationId, organizationId));
}

/** The full records of the people a chunk updates, with their current employment. */
export async function loadPeople(db: Executor, organizationId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({ employee: employees, employment: employments })
    .from(employees)
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.employeeId, employeeIds)));
}

export type PersonValues = Omit<typeof employees.$inferInsert, 'createdAt' | 'updatedAt'>;
export type EmploymentValues = {
  employeeId: string;
  organizationId: string;
  designation: string;
  departmentId: string;
  reportingManagerId: string | null;
  hrId: string | null;
};
export type AuditValues = typeof auditLog.$inferInsert;

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** New people and their accounts, each table in one INSERT … SELECT over the chunk as one JSON parameter. */
export async function insertPeople(db: Executor, rows: PersonValues[], accountRows: (typeof accounts.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${employees} (employee_id, organization_id, prefix, firstname, middlename, lastname, email, country_code,
      phone_number, maritial_status, dob, gender, father_name, doj, blood_group)
    select v."employeeId", v."organizationId", v.prefix, v.firstname, coalesce(v.middlename, ''), v.lastname, v.email,
      v."countryCode", v."phoneNumber", v."maritialStatus", v.dob, v.gender, v."fatherName", v.doj, v."bloodGroup"
    from jsonb_to_recordset(${json(rows)}) as v("employeeId" text, "organizationId" text, prefix text, firstname text,
      middlename text, lastname text, email text, "countryCode" text, "phoneNumber" text, "maritialStatus" text,
      dob date, gender text, "fatherName" text, doj date, "bloodGroup" text)`);
  await db.execute(sql`
    insert into ${accounts} (employee_id, organization_id, password_hash, role)
    select v."employeeId", v."organizationId", v."passwordHash", v.role
    from jsonb_to_recordset(${json(accountRows)}) as v("employeeId" text, "organizationId" text, "passwordHash" text, role text)`);
}

/** Overwrites the personal details of many people in one statement. */
export async function updatePeople(db: Executor, rows: PersonValues[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${employees} as e set
      prefix = v.prefix, firstname = v.firstname, middlename = v.middlename, lastname = v.lastname,
      email = v.email, country_code = v."countryCode", phone_number = v."phoneNumber",
      maritial_status = v."maritialStatus", dob = v.dob, gender = v.gender, father_name = v."fatherName",
      doj = v.doj, blood_group = v."bloodGroup", updated_at = now()
    from jsonb_to_recordset(${json(rows)}) as v(
      "employeeId" text, prefix text, firstname text, middlename text, lastname text, email text,
      "countryCode" text, "phoneNumber" text, "maritialStatus" text, dob date, gender text,
      "fatherName" text, doj date, "bloodGroup" text)
    where e.employee_id = v."employeeId"`);
}

/** Creates or replaces the current employment of many people in one statement. */
export async function upsertEmployments(db: Executor, rows: EmploymentValues[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${employments} (employee_id, organization_id, designation, department_id, reporting_manager_id, hr_id)
    select v."employeeId", v."organizationId", v.designation, v."departmentId", v."reportingManagerId", v."hrId"
    from jsonb_to_recordset(${json(rows)}) as v("employeeId" text, "organizationId" text, designation text,
      "departmentId" text, "reportingManagerId" text, "hrId" text)
    on conflict (employee_id) do update set designation = excluded.designation, department_id = excluded.department_id,
      reporting_manager_id = excluded.reporting_manager_id, hr_id = excluded.hr_id, updated_at = now()`);
}

export async function updateRoles(db: Executor, rows: { employeeId: string; role: Role }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${accounts} as a set role = v.role, updated_at = now()
    from jsonb_to_recordset(${json(rows)}) as v("employeeId" text, role text)
    where a.employee_id = v."employeeId"`);
}

/** Audit rows of a chunk in one statement (the same columns recordAudit writes). */
export async function insertAudits(db: Executor, rows: AuditValues[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${auditLog} (organization_id, actor_id, entity, entity_id, action, before, after)
    select v."organizationId", v."actorId", v.entity, v."entityId", v.action, v.before, v.after
    from jsonb_to_recordset(${json(rows)}) as v("organizationId" text, "actorId" text, entity text, "entityId" text,
      action text, before jsonb, after jsonb)`);
}
