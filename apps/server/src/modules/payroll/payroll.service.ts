import {
  BANK_FIELDS,
  type BankDetails,
  type BankDetailsRecord,
  DEFAULT_LANGUAGE,
  EARNINGS_FIELDS,
  type Earnings,
  EMPLOYEE_MESSAGES,
  type EmployeeInfoRecord,
  formatDate,
  isAdmin,
  type Language,
  PAYROLL_MESSAGES as M,
  maskLastFour,
  type PayrollSection,
  payslipFileName,
  SALARY_MONEY_FIELDS,
  type Salary,
  todayIso,
} from '@hrms/shared';
import { recordAudit, recordReveal } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { findEmployeeInOrganization, findEmployment, fullName } from '../employees';
import { findDepartment, findOrganization, organizationDateFormat } from '../organization';
import { renderPayslip } from './payroll.payslip';
import * as records from './payroll.records';
import * as repo from './payroll.repository';
import { downloadPersonPayslip } from './payroll-payslips.service';
import { findLastPublishedPayslip, findPersonPayslip } from './payroll-runs.repository';

type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployeeInOrganization>>>;

/**
 * Pay is personal: admins reach their organisation's payroll; everyone else only their own
 * (HR and managers included). Another organisation's employee is not found.
 */
export async function requirePayrollAccess(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  if (isAdmin(actor.role) || employee.employeeId === actor.employeeId) return employee;
  throw forbidden(M.ownOnly);
}

/** Name, department and designation from the employee's records; the location payroll keeps. */
export async function employeeInfoOf(deps: Deps, employee: EmployeeRow): Promise<EmployeeInfoRecord> {
  const [employment, info] = await Promise.all([
    findEmployment(deps.db, employee.employeeId),
    repo.findSection(deps.db, 'employeeInfo', employee.employeeId),
  ]);
  const department = employment?.departmentId
    ? await findDepartment(deps.db, employee.organizationId, employment.departmentId)
    : null;
  return {
    employeeId: employee.employeeId,
    employeeName: fullName(employee),
    department: department?.departmentName ?? '',
    designation: employment?.designation ?? '',
    location: info?.location ?? '',
  };
}

/**
 * Every section of one employee's payroll, without an access check; a section not filled in yet is null.
 * The salary card of a person with a computed salary is their last published payslip (BEYOND §B5) unless
 * an admin typed the card after that payslip was published (their edit must not vanish); `typedOnly`
 * keeps the typed card (the payslip PDF of a month that has no computed payslip).
 */
export async function sectionsOf(deps: Deps, employee: EmployeeRow, typedOnly = false): Promise<PayrollSection> {
  const [info, salary, earnings, bank, computed] = await Promise.all([
    employeeInfoOf(deps, employee),
    repo.findSection(deps.db, 'salary', employee.employeeId),
    repo.findSection(deps.db, 'earnings', employee.employeeId),
    repo.findSection(deps.db, 'bankDetails', employee.employeeId),
    typedOnly ? null : findLastPublishedPayslip(deps.db, employee.employeeId),
  ]);
  const computedCard =
    computed && (!salary || !computed.publishedAt || salary.updatedAt <= computed.publishedAt)
      ? records.computedSalaryRecord(computed.payslip)
      : null;
  return {
    onboardingEmployeeInformationDTO: info,
    getSalaryDTO: computedCard ?? (salary ? records.salaryRecord(salary) : null),
    getEarningsDetailsDTO: earnings ? records.earningsRecord(earnings) : null,
    getBankDetailsDTO: bank ? records.bankDetailsRecord(bank) : null,
  };
}

/**
 * The bank account number as this reader may see it: in full to admins (the payroll section page, the read
 * audited), masked to its last four for the employee's own My Pay.
 */
async function bankAsShownTo(deps: Deps, actor: Actor, employee: EmployeeRow, bank: BankDetailsRecord | null) {
  if (!bank?.bankAccountNumber) return bank;
  if (!isAdmin(actor.role)) return { ...bank, bankAccountNumber: maskLastFour(bank.bankAccountNumber) };
  await recordReveal(deps.db, actor, {
    entity: 'payroll-bankDetails',
    employeeId: employee.employeeId,
    fields: ['bankAccountNumber'],
  });
  return bank;
}

/** GET payroll-section/get-payroll-section: the four cards in the contract's wrappers. */
export async function getPayrollSection(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requirePayrollAccess(deps, actor, employeeId);
  const all = await sectionsOf(deps, employee);
  return { ...all, getBankDetailsDTO: await bankAsShownTo(deps, actor, employee, all.getBankDetailsDTO) };
}

/** GET employee/getOnboardingEmployeeInformation. */
export async function getEmployeeInfo(deps: Deps, actor: Actor, employeeId: string) {
  return employeeInfoOf(deps, await requirePayrollAccess(deps, actor, employeeId));
}

/** GET salary|earnings|bankDetails/{id} for the read-only page: the section, or every field empty. */
export async function getSection(deps: Deps, actor: Actor, section: 'salary' | 'earnings' | 'bankDetails', employeeId: string) {
  const employee = await requirePayrollAccess(deps, actor, employeeId);
  const all = await sectionsOf(deps, employee);
  const id = employee.employeeId;
  if (section === 'salary') return all.getSalaryDTO ?? records.emptySection(id, ['payFrequency', ...SALARY_MONEY_FIELDS]);
  if (section === 'earnings') return all.getEarningsDetailsDTO ?? records.emptySection(id, EARNINGS_FIELDS);
  return (await bankAsShownTo(deps, actor, employee, all.getBankDetailsDTO)) ?? records.emptySection(id, BANK_FIELDS);
}

type Owner = { employeeId: string; organizationId: string };

/**
 * {section}/create (refused when the section exists) and {section}/update (fills it in when missing,
 * since the existing client PATCHes whenever it holds an employeeId). Admins only; audited.
 */
async function saveSection<S extends 'salary' | 'earnings' | 'bankDetails', R>(
  deps: Deps,
  actor: Actor,
  section: S,
  employeeId: string,
  mode: 'create' | 'update',
  convert: { values: (owner: Owner) => repo.SectionValues<S>; record: (row: repo.SectionRow<S>) => R },
): Promise<R> {
  const employee = await requirePayrollAccess(deps, actor, employeeId);
  const current = await repo.findSection(deps.db, section, employee.employeeId);
  if (current && mode === 'create') throw conflict(M.sectionExists);
  return deps.db.transaction(async (tx) => {
    const row = await repo.upsertSection(
      tx,
      section,
      convert.values({ employeeId: employee.employeeId, organizationId: employee.organizationId }),
    );
    const after = convert.record(row);
    await recordAudit(tx, actor, {
      entity: `payroll-${section}`,
      entityId: employee.employeeId,
      action: current ? 'update' : 'create',
      before: current ? convert.record(current) : undefined,
      after,
    });
    return after;
  });
}

export const saveSalary = (deps: Deps, actor: Actor, input: Salary, mode: 'create' | 'update') =>
  saveSection(deps, actor, 'salary', input.employeeId, mode, {
    values: (owner) => records.salaryValues(input, owner),
    record: records.salaryRecord,
  });

export const saveEarnings = (deps: Deps, actor: Actor, input: Earnings, mode: 'create' | 'update') =>
  saveSection(deps, actor, 'earnings', input.employeeId, mode, {
    values: (owner) => records.earningsValues(input, owner),
    record: records.earningsRecord,
  });

export const saveBankDetails = (deps: Deps, actor: Actor, input: BankDetails, mode: 'create' | 'update') =>
  saveSection(deps, actor, 'bankDetails', input.employeeId, mode, {
    values: (owner) => records.bankDetailsValues(input, owner),
    record: records.bankDetailsRecord,
  });

/** employeeInfo/create|update: keeps the location; answers the whole card. */
export async function saveEmployeeInfo(
  deps: Deps,
  actor: Actor,
  input: { employeeId: string; location: string },
  mode: 'create' | 'update',
) {
  const employee = await requirePayrollAccess(deps, actor, input.employeeId);
  const current = await repo.findSection(deps.db, 'employeeInfo', employee.employeeId);
  if (current && mode === 'create') throw conflict(M.sectionExists);
  await deps.db.transaction(async (tx) => {
    await repo.upsertSection(tx, 'employeeInfo', {
      employeeId: employee.employeeId,
      organizationId: employee.organizationId,
      location: input.location,
    });
    await recordAudit(tx, actor, {
      entity: 'payroll-employeeInfo',
      entityId: employee.employeeId,
      action: current ? 'update' : 'create',
      before: current ? { location: current.location } : undefined,
      after: { location: input.location },
    });
  });
  return employeeInfoOf(deps, employee);
}

/**
 * The employee's payslip for a month (default this month) as a PDF: the computed one when that month has
 * one this reader may see, else the typed salary card's; needs the salary filled in.
 */
export async function downloadPayslip(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  month?: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const employee = await requirePayrollAccess(deps, actor, employeeId);
  const today = todayIso();
  const period = month ?? today.slice(0, 7);
  const computed = await findPersonPayslip(deps.db, employee.organizationId, employee.employeeId, period);
  if (computed && (computed.status === 'PUBLISHED' || (isAdmin(actor.role) && computed.status !== 'COMPUTING'))) {
    return downloadPersonPayslip(deps, actor, employee.employeeId, period, language);
  }
  const payroll = await sectionsOf(deps, employee, true);
  const salary = payroll.getSalaryDTO;
  if (!salary) throw notFound(M.noSalary);
  const organization = await findOrganization(deps.db, employee.organizationId);
  const dateFormat = await organizationDateFormat(deps.db, employee.organizationId);
  const pdf = await renderPayslip({
    organizationName: organization?.organizationName ?? '',
    month: period,
    generatedOn: formatDate(today, dateFormat, language),
    language,
    payroll: { ...payroll, getSalaryDTO: salary },
  });
  return { fileName: payslipFileName(employee.employeeId, period), pdf };
}
