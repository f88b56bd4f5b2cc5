import {
  CURRENT_EMPLOYMENT_MESSAGES as CE,
  EMPLOYEE_MESSAGES,
  EMPLOYMENT_HR_ROLES,
  employeeCreateSchema,
  IMPORT_ROLE_LABELS,
  isRole,
  IMPORT_MESSAGES as M,
  PERSONAL_COLUMNS,
  type PersonalDetails,
  REPORTING_MANAGER_ROLES,
  type Role,
} from '@hrms/shared';
import type { CellError, SheetRow } from '../imports';
import type { EmployeeExtraColumns } from './employee-import.hooks';
import type { EmploymentValues, PersonValues } from './employees.bulk';
import type { PersonRef, PlannedEmployment, RowPlan } from './employees.bulk-write';

export type RowOutcome = { plan: RowPlan | null; errors: CellError[] };

export type Current = {
  employee: PersonValues;
  employment: EmploymentValues | null;
  customValues?: ReadonlyMap<string, string>;
};

/**
 * What the checks need to know, kept up to date as rows are accepted so later rows see earlier ones:
 * the organisation's ids, e-mails, managers and roles, and the people this file creates (by e-mail).
 */
export type ImportState = {
  idByLower: Map<string, string>;
  idByEmail: Map<string, string>;
  managerOf: Map<string, string | null>;
  roleOf: Map<string, Role>;
  createdInFile: Map<string, Role>;
  emailsInFile: Set<string>;
  departments: Map<string, string>;
  designations: Map<string, string>;
  /** The organisation's own columns (`cf_<key>`) the caller reads, with their checks (customfields provides them). */
  extra: EmployeeExtraColumns;
};

const keyOf = (ref: PersonRef) => ('id' in ref ? ref.id : `@${ref.email}`);
const sameRef = (a: PersonRef | null, b: PersonRef | null) => (a && b ? keyOf(a) === keyOf(b) : a === b);
const ASSIGNABLE: readonly Role[] = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE', 'ROLE_ONBOARDING'];

/** The personal details as employee/create sees them, from the cells over the current values (updates). */
function checkDetails(cells: Record<string, string>, current: PersonValues | null, errors: CellError[]) {
  const input: Record<string, string | undefined> = {};
  for (const column of PERSONAL_COLUMNS) {
    const cell = cells[column] ?? '';
    const kept = current ? String(current[column] ?? '') : undefined;
    input[column] = cell !== '' ? cell : kept;
  }
  const parsed = employeeCreateSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) errors.push({ field: String(issue.path[0] ?? 'employeeId'), message: issue.message });
  return null;
}

function resolveLeader(
  state: ImportState,
  cell: string,
  field: 'managerId' | 'hrId',
  roles: readonly Role[],
  message: string,
  kept: string | null,
  errors: CellError[],
): PersonRef | null {
  const lower = cell.toLowerCase();
  if (state.createdInFile.has(lower)) {
    if (roles.includes(state.createdInFile.get(lower) as Role)) return { email: lower };
  } else {
    // an id, or the e-mail of someone already in the organisation (so a file that created them imports again)
    const id = state.idByLower.get(lower) ?? state.idByEmail.get(lower);
    if (id && kept && id === kept) return { id };
    const role = id ? state.roleOf.get(id) : undefined;
    if (id && role && roles.includes(role)) return { id };
  }
  errors.push({ field, message });
  return null;
}

/** The employment the row asks for (cells over the current record), or null when it names none. */
function checkEmployment(
  state: ImportState,
  cells: Record<string, string>,
  self: PersonRef,
  current: EmploymentValues | null,
  errors: CellError[],
): PlannedEmployment | null {
  const { department = '', designation = '', managerId = '', hrId = '' } = cells;
  if (!current && !department && !designation && !managerId && !hrId) return null;
  let departmentId = current?.departmentId ?? '';
  if (department) departmentId = state.departments.get(department.toLowerCase()) ?? '';
  if (department && !departmentId) errors.push({ field: 'department', message: CE.unknownDepartment });
  if (!department && !current) errors.push({ field: 'department', message: CE.departmentIdRequired });
  let designationName = current?.designation ?? '';
  if (designation) designationName = state.designations.get(designation.toLowerCase()) ?? '';
  if (designation && !designationName) errors.push({ field: 'designation', message: CE.unknownDesignation });
  if (!designation && !current) errors.push({ field: 'designation', message: CE.designationRequired });

  const keptManager = current?.reportingManagerId ?? null;
  const keptHr = current?.hrId ?? null;
  let manager: PersonRef | null = keptManager ? { id: keptManager } : null;
  let hr: PersonRef | null = keptHr ? { id: keptHr } : null;
  if (managerId) {
    manager = resolveLeader(state, managerId, 'managerId', REPORTING_MANAGER_ROLES, CE.notManager, keptManager, errors);
    if (manager && sameRef(manager, self)) errors.push({ field: 'managerId', message: CE.selfManager });
    else if (manager && formsCycle(state, self, manager)) {
      errors.push({ field: 'managerId', message: CE.cycle('id' in self ? self.id : self.email, managerId) });
    }
  }
  if (hrId) {
    hr = resolveLeader(state, hrId, 'hrId', EMPLOYMENT_HR_ROLES, CE.notHr, keptHr, errors);
    if (hr && sameRef(hr, self)) errors.push({ field: 'hrId', message: CE.selfHr });
  }
  return { designation: designationName, departmentId, manager, hr };
}

/** True when `manager` already reports, directly or through others, to the person. */
function formsCycle(state: ImportState, self: PersonRef, manager: PersonRef) {
  const target = keyOf(self);
  const seen = new Set<string>();
  for (let at: string | null | undefined = keyOf(manager); at && !seen.has(at); at = state.managerOf.get(at)) {
    if (at === target) return true;
    seen.add(at);
  }
  return false;
}

function checkRole(cell: string, errors: CellError[]): Role | null {
  if (!cell) return null;
  const role = IMPORT_ROLE_LABELS[cell.toLowerCase()] ?? cell;
  if (isRole(role) && ASSIGNABLE.includes(role)) return role;
  errors.push({ field: 'role', message: M.unknownRole });
  return null;
}

const personalChanged = (before: PersonValues, details: PersonalDetails) =>
  PERSONAL_COLUMNS.some((column) => String(before[column] ?? '') !== String(details[column] ?? ''));
const employmentChanged = (before: PlannedEmployment | null, after: PlannedEmployment | null) =>
  Boolean(after) &&
  (!before ||
    before.designation !== after?.designation ||
    before.departmentId !== after.departmentId ||
    !sameRef(before.manager, after.manager) ||
    !sameRef(before.hr, after.hr));

const asPlanned = (employment: EmploymentValues | null): PlannedEmployment | null =>
  employment
    ? {
        designation: employment.designation,
        departmentId: employment.departmentId,
        manager: employment.reportingManagerId ? { id: employment.reportingManagerId } : null,
        hr: employment.hrId ? { id: employment.hrId } : null,
      }
    : null;

/**
 * Checks one row with the rules of employee/create and current employment and decides what it does:
 * create a person, update one (only its non-blank cells), or nothing. Every problem is listed by column.
 * An accepted row is recorded in `state`, so later rows can name the people it creates or changes.
 */
export function checkEmployeeRow(state: ImportState, sheetRow: SheetRow, people: Map<string, Current>): RowOutcome {
  const { cells, row } = sheetRow;
  const errors: CellError[] = [];
  const email = (cells.email ?? '').toLowerCase();
  if (email && state.emailsInFile.has(email)) errors.push({ field: 'email', message: M.duplicateEmailInFile });

  let targetId: string | null = null;
  if (cells.employeeId) {
    targetId = state.idByLower.get(cells.employeeId.toLowerCase()) ?? null;
    if (!targetId) return { plan: null, errors: [{ field: 'employeeId', message: EMPLOYEE_MESSAGES.notFound }, ...errors] };
  } else if (email) {
    targetId = state.idByEmail.get(email) ?? null;
  }
  const current = targetId ? people.get(targetId) : undefined;
  if (targetId && !current) return { plan: null, errors: [{ field: 'employeeId', message: EMPLOYEE_MESSAGES.notFound }] };

  const details = checkDetails(cells, current?.employee ?? null, errors);
  if (details && targetId) {
    const holder = state.idByEmail.get(details.email.toLowerCase());
    if (holder && holder !== targetId) errors.push({ field: 'email', message: EMPLOYEE_MESSAGES.emailTaken });
  }
  const self: PersonRef = targetId ? { id: targetId } : { email };
  const employment = checkEmployment(state, cells, self, current?.employment ?? null, errors);
  const role = checkRole(cells.role ?? '', errors);
  const customValues = state.extra.check(cells, current?.customValues, errors);
  if (email) state.emailsInFile.add(email);
  if (errors.length > 0 || !details) return { plan: null, errors };

  if (!targetId || !current) {
    state.createdInFile.set(email, role ?? 'ROLE_ONBOARDING');
    if (employment?.manager) state.managerOf.set(`@${email}`, keyOf(employment.manager));
    return { plan: { kind: 'create', row, details, employment, role: role ?? 'ROLE_ONBOARDING', customValues }, errors };
  }
  const beforeEmployment = asPlanned(current.employment);
  const plan: RowPlan = {
    kind: 'update',
    row,
    before: current.employee,
    details: personalChanged(current.employee, details) ? details : null,
    employment: employmentChanged(beforeEmployment, employment) ? employment : null,
    beforeEmployment,
    role: role && role !== state.roleOf.get(targetId) ? role : null,
    customValues,
    beforeCustomValues: Object.fromEntries(
      customValues.flatMap(({ key }) => {
        const stored = current.customValues?.get(key);
        return stored === undefined ? [] : [[key, stored]];
      }),
    ),
  };
  if (plan.details) {
    state.idByEmail.delete(String(current.employee.email).toLowerCase());
    state.idByEmail.set(details.email.toLowerCase(), targetId);
  }
  if (plan.employment) state.managerOf.set(targetId, plan.employment.manager ? keyOf(plan.employment.manager) : null);
  if (plan.role) state.roleOf.set(targetId, plan.role);
  return { plan, errors };
}

export const isNoChange = (plan: RowPlan) =>
  plan.kind === 'update' && !plan.details && !plan.employment && !plan.role && plan.customValues.length === 0;
