import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { organizations } from '../organization/organization.tables';

/**
 * What the employee search matches anywhere, as one text: the trigram index serves `searchText ILIKE '%…%'`,
 * a superset of the per-column match, which the query then re-checks exactly. Not the id: every id shares
 * the trigrams of its prefix ("HRMS"), so they narrow nothing; ids are matched by their start instead.
 */
export const searchText = (t: { firstname: AnyPgColumn; lastname: AnyPgColumn; email: AnyPgColumn }) =>
  sql`${t.firstname} || ' ' || ${t.lastname} || ' ' || ${t.email}`;

/** A date's month and day as one number (23 November → 1123): birthdays and anniversaries, whatever the year. */
export const monthDay = (column: AnyPgColumn) => sql`((extract(month from ${column}) * 100 + extract(day from ${column}))::int)`;

/** First and last name as people are found and shown ("Ananya Sharma"). */
export const fullNameText = (t: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql`(${t.firstname} || ' ' || ${t.lastname})`;

export const employees = pgTable(
  'employees',
  {
    employeeId: text().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    prefix: text().notNull(),
    firstname: text().notNull(),
    middlename: text().notNull().default(''),
    lastname: text().notNull(),
    email: text().notNull(),
    countryCode: text().notNull(),
    phoneNumber: text().notNull(),
    maritialStatus: text().notNull(),
    dob: date({ mode: 'string' }).notNull(),
    gender: text().notNull(),
    fatherName: text().notNull(),
    doj: date({ mode: 'string' }).notNull(),
    bloodGroup: text().notNull(),
    idNumber: idNumberColumn(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('employees_org_email_idx').on(t.organizationId, sql`lower(${t.email})`),
    index('employees_org_idx').on(t.organizationId),
    // Ids are looked up case-insensitively (access checks, every path parameter).
    index('employees_lower_id_idx').on(sql`lower(${t.employeeId})`),
    // The employee list's order, walked by an index-only scan for any page.
    index('employees_org_number_idx').on(t.organizationId, t.idNumber, t.employeeId),
    // Search as people type (the employee list and GET search): 1–2 characters match the start of each of
    // these (LIKE 'ab%', text_pattern_ops), an ordered range scan whatever the database's collation; an id
    // is matched by its start whatever the length.
    index('employees_org_id_prefix_idx').on(t.organizationId, sql`lower(${t.employeeId}) text_pattern_ops`),
    index('employees_org_firstname_prefix_idx').on(t.organizationId, sql`lower(${t.firstname}) text_pattern_ops`),
    index('employees_org_lastname_prefix_idx').on(t.organizationId, sql`lower(${t.lastname}) text_pattern_ops`),
    index('employees_org_email_prefix_idx').on(t.organizationId, sql`lower(${t.email}) text_pattern_ops`),
    // Substring search (ILIKE '%…%') over names and e-mail through one trigram index. Its list of entries
    // not yet merged is kept small (64 kB, not 4 MB): every search reads that list whole, and after edits
    // and imports it held ~3,000 entries, which cost each search ~1.3 ms until a vacuum merged them.
    index('employees_search_trgm_idx')
      .using('gin', sql`(${searchText(t)}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
    index('employees_org_name_prefix_idx').on(t.organizationId, sql`lower(${fullNameText(t)}) text_pattern_ops`),
    // Dashboard: joiners of a month, and birthdays and work anniversaries of the coming days.
    index('employees_org_doj_idx').on(t.organizationId, t.doj),
    index('employees_org_birthday_idx').on(t.organizationId, monthDay(t.dob), t.employeeId),
    index('employees_org_anniversary_idx').on(t.organizationId, monthDay(t.doj), t.employeeId),
    // The employee list sorted by name or joining date (BEYOND §B9), ties in id order, walked from either end.
    index('employees_org_name_sort_idx').on(
      t.organizationId,
      sql`lower(${t.firstname})`,
      sql`lower(${t.lastname})`,
      t.idNumber,
      t.employeeId,
    ),
    index('employees_org_doj_sort_idx').on(t.organizationId, t.doj, t.idNumber, t.employeeId),
  ],
);

/**
 * How many employees each organisation has, kept by statement-level triggers on employees (migration
 * 0007), so the employee list's total is a primary-key read instead of a count over the organisation.
 */
export const employeeCounts = pgTable('employee_counts', {
  organizationId: text()
    .primaryKey()
    .references(() => organizations.organizationId, { onDelete: 'cascade' }),
  employees: integer().notNull().default(0),
});

/**
 * The number in an employee id (HRMS2 → 2), stored so lists sort HRMS2 before HRMS10 through an index
 * instead of evaluating a regular expression on every row.
 */
const idNumberOf = (column: string) =>
  sql.raw(`coalesce(nullif(left(regexp_replace(${column}, '\\D', '', 'g'), 18), ''), '0')::bigint`);

function idNumberColumn() {
  return bigint({ mode: 'number' })
    .notNull()
    .generatedAlwaysAs(() => idNumberOf('employee_id'));
}

/** A column naming the person a row is about: the row goes when the person does. */
export const employeeReference = () =>
  text()
    .notNull()
    .references(() => employees.employeeId, { onDelete: 'cascade' });

/**
 * The columns a table of people's records starts with: its serial id, the organisation, and the person (see
 * `employeeReference`).
 */
export const personRecordColumns = () => ({
  id: serial().primaryKey(),
  organizationId: text()
    .notNull()
    .references(() => organizations.organizationId),
  employeeId: employeeReference(),
});

/** Current employment: designation, department and the reporting lines that drive access and approvals. */
export const employments = pgTable(
  'employments',
  {
    employeeId: text()
      .primaryKey()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    organizationId: text().notNull(),
    designation: text().notNull(),
    departmentId: text().notNull(),
    reportingManagerId: text().references(() => employees.employeeId),
    hrId: text().references(() => employees.employeeId),
    /** The last working day of a leaver: not counted after it, and refused at sign-in after it (accounts.accessEndsOn). */
    leavingDate: date({ mode: 'string' }),
    /** The number in the employee id, as on employees, so team lists page through an index. */
    idNumber: idNumberColumn(),
    ...timestamps(),
  },
  (t) => [
    // Team lists: count and page a leader's reportees in id order from the index alone.
    index('employments_manager_idx').on(t.reportingManagerId, t.organizationId, t.idNumber, t.employeeId),
    index('employments_hr_idx').on(t.hrId, t.organizationId, t.idNumber, t.employeeId),
    // Headcount and the reports grouped by department read these columns from the index alone.
    index('employments_org_department_idx').on(t.organizationId, t.departmentId, t.designation, t.leavingDate),
    // The employee list filtered by designation, and by who has left (few people, so only they are indexed).
    index('employments_org_designation_idx').on(t.organizationId, t.designation),
    index('employments_org_leaving_idx').on(t.organizationId, t.leavingDate).where(sql`${t.leavingDate} is not null`),
  ],
);
