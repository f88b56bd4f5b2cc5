/**
 * The employees' bulk writes (an import's chunk): each table in one statement over the rows as one JSON
 * parameter. The single-row forms are in employees.repository.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../auth';
import { employees, employments } from './employees.tables';

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

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** New people in one INSERT … SELECT over the rows as one JSON parameter (their accounts: auth's createAccounts). */
export async function insertPeople(db: Executor, rows: PersonValues[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${employees} (employee_id, organization_id, prefix, firstname, middlename, lastname, email, country_code,
      phone_number, maritial_status, dob, gender, father_name, doj, blood_group)
    select v."employeeId", v."organizationId", v.prefix, v.firstname, coalesce(v.middlename, ''), v.lastname, v.email,
      v."countryCode", v."phoneNumber", v."maritialStatus", v.dob, v.gender, v."fatherName", v.doj, v."bloodGroup"
    from jsonb_to_recordset(${json(rows)}) as v("employeeId" text, "organizationId" text, prefix text, firstname text,
      middlename text, lastname text, email text, "countryCode" text, "phoneNumber" text, "maritialStatus" text,
      dob date, gender text, "fatherName" text, doj date, "bloodGroup" text)`);
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
