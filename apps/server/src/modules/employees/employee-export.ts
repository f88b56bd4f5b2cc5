import { Readable } from 'node:stream';
import { EMPLOYEE_IMPORT_COLUMNS } from '@hrms/shared';
import { stringify } from 'csv-stringify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { csvSafeCell } from '../../lib/csv-cells';
import { keepOrganizationScope } from '../../lib/organization-scope';
import { xlsxSheetStream } from '../../lib/xlsx-stream';
import { accounts } from '../auth';
import { departments } from '../organization';
import type { EmployeeExtraColumns } from './employee-import.hooks';
import { searchFilter } from './employees.repository';
import { employees, employments } from './employees.tables';

/** Rows per read (5,000, read ahead, measured twice the CPU and wall time of this). */
const BATCH = 2000;
type Filter = { organizationId: string; search?: string; department?: string };
/** The organisation's own columns the caller reads (`cf_<key>`, employeeExtraColumnsHook), after the template's. */
type Extra = EmployeeExtraColumns;
const headerOf = (extra: Extra) => [...EMPLOYEE_IMPORT_COLUMNS, ...extra.columns.map((c) => c.column)];

/** One batch of the export in id order after the key `after`, with the template's columns. */
function exportBatch(db: Executor, filter: Filter, after: { n: number; id: string } | null) {
  const where = [searchFilter(filter.organizationId, filter.search)];
  if (filter.department) {
    where.push(
      sql`(lower(${employments.departmentId}) = lower(${filter.department}) or lower(${departments.departmentName}) = lower(${filter.department}))`,
    );
  }
  // a row comparison, so the next batch starts from the index position instead of sorting what remains
  if (after) where.push(sql`(${employees.idNumber}, ${employees.employeeId}) > (${after.n}, ${after.id})`);
  return db
    .select({
      n: employees.idNumber,
      employeeId: employees.employeeId,
      prefix: sql<string>`trim(${employees.prefix})`,
      firstname: employees.firstname,
      middlename: employees.middlename,
      lastname: employees.lastname,
      email: employees.email,
      countryCode: employees.countryCode,
      phoneNumber: employees.phoneNumber,
      maritialStatus: employees.maritialStatus,
      dob: employees.dob,
      gender: employees.gender,
      fatherName: employees.fatherName,
      doj: employees.doj,
      bloodGroup: employees.bloodGroup,
      department: sql<string | null>`coalesce(${departments.departmentName}, ${employments.departmentId})`,
      designation: employments.designation,
      managerId: employments.reportingManagerId,
      hrId: employments.hrId,
      role: accounts.role,
    })
    .from(employees)
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        sql`lower(${departments.departmentId}) = lower(${employments.departmentId})`,
      ),
    )
    .leftJoin(accounts, eq(accounts.employeeId, employees.employeeId))
    .where(and(...where))
    .orderBy(asc(employees.idNumber), asc(employees.employeeId))
    .limit(BATCH);
}

/** Runs a page's read in the request's organisation scope (the stream reads it later, from the socket's events). */
type Scoped = ReturnType<typeof keepOrganizationScope>;

/**
 * Every matching employee as arrays of cells in header order, a batch at a time (custom values: one query a
 * batch); each batch's statements are bound to the caller's organisation on their own, no transaction is held.
 */
async function* exportRows(db: Executor, filter: Filter, extra: Extra, inScope: Scoped) {
  let after: { n: number; id: string } | null = null;
  for (;;) {
    const from: { n: number; id: string } | null = after;
    const batch: Awaited<ReturnType<typeof exportBatch>> = await inScope(() => exportBatch(db, filter, from));
    const custom =
      extra.columns.length > 0
        ? await inScope(() =>
            extra.load(
              db,
              batch.map((row) => row.employeeId),
            ),
          )
        : new Map<string, Map<string, string>>();
    for (const row of batch) {
      const values = custom.get(row.employeeId);
      yield [
        ...EMPLOYEE_IMPORT_COLUMNS.map((column) => String(row[column] ?? '')),
        ...extra.columns.map((column) => values?.get(column.key) ?? ''),
      ];
    }
    const last = batch.at(-1);
    if (batch.length < BATCH || !last) return;
    after = { n: last.n, id: last.employeeId };
  }
}

/** The export as a CSV stream: header, then rows as they are read, each cell safe in a spreadsheet (csvSafeCell). */
export function employeeCsvStream(db: Executor, filter: Filter, extra: Extra) {
  const inScope = keepOrganizationScope();
  const csv = stringify();
  const rows = Readable.from(
    (async function* () {
      yield headerOf(extra);
      for await (const row of exportRows(db, filter, extra, inScope)) yield row.map(csvSafeCell);
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/** The export as an .xlsx stream: header, then rows as they are read. */
export function employeeXlsxStream(db: Executor, filter: Filter, extra: Extra) {
  const inScope = keepOrganizationScope();
  return xlsxSheetStream(
    'Employees',
    (async function* () {
      yield headerOf(extra);
      yield* exportRows(db, filter, extra, inScope);
    })(),
  );
}
