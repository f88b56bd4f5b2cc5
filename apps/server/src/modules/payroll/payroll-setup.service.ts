import {
  DEFAULT_PT_SLABS,
  type FieldError,
  isAdmin,
  PAYROLL_RUN_MESSAGES as M,
  maskLastFour,
  type PtSlabsBody,
  type PtSlabsRecord,
  paise,
  rupees,
  type SalaryBody,
  type SalaryRecordResponse,
  type SalaryRevisionRecord,
  type StructureBody,
  type StructureRecord,
  structureBodySchema,
  todayIso,
} from '@hrms/shared';
import { recordAudit, recordReveal } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { fieldError, notFound } from '../../lib/errors';
import { requirePayrollAdmin, requirePersonPayAccess, requireRunReader } from './payroll-access';
import * as setup from './payroll-setup.repository';

/** A structure's check failed: 400 with `errors: [{field, message}]` (BEYOND §B5), nothing saved. */
export class StructureInvalid extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? 'The structure is not valid.');
  }
}

const fieldOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (field, part) => (typeof part === 'number' ? `${field}[${part}]` : field ? `${field}.${String(part)}` : String(part)),
    '',
  );

/** The body checked as a whole (shape, then the formulas: unknown names, cycles, syntax), or every error. */
export function checkStructureBody(body: unknown): StructureBody {
  const parsed = structureBodySchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new StructureInvalid(
    parsed.error.issues.map((issue) => ({ field: fieldOf(issue.path) || 'body', message: issue.message })),
  );
}

const structureRecord = (row: setup.StructureRow): StructureRecord => ({
  code: row.code,
  name: row.name,
  version: row.version,
  components: row.components,
});

/** PUT payroll/structures/{code}: a new version of the structure (none with dryRun). */
export async function saveStructure(deps: Deps, actor: Actor, code: string, body: unknown, dryRun: boolean) {
  requirePayrollAdmin(actor);
  const structure = checkStructureBody(body);
  if (dryRun) {
    const current = await setup.findLatestStructure(deps.db, actor.organizationId, code);
    return { code, name: structure.name, version: current?.version ?? 0, components: structure.components };
  }
  return deps.db.transaction(async (tx) => {
    const row = await setup.insertStructureVersion(tx, {
      organizationId: actor.organizationId,
      code,
      name: structure.name,
      components: structure.components,
      createdBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'payroll-structure',
      entityId: code,
      employeeId: null,
      action: row.version === 1 ? 'create' : 'update',
      after: structureRecord(row),
    });
    return structureRecord(row);
  });
}

/** GET payroll/structures: the latest version of each. */
export async function listStructures(deps: Deps, actor: Actor): Promise<StructureRecord[]> {
  requireRunReader(actor);
  return (await setup.listLatestStructures(deps.db, actor.organizationId)).map(structureRecord);
}

export async function requireStructure(deps: Deps, organizationId: string, code: string, field = 'structure') {
  const structure = await setup.findLatestStructure(deps.db, organizationId, code);
  if (!structure) throw field ? fieldError(field, M.structureNotFound(code)) : notFound(M.structureNotFound(code));
  return structure;
}

function revisionRecord(row: setup.RevisionRow, showAccount: boolean): SalaryRevisionRecord {
  return {
    revisionId: row.id,
    structure: row.structureCode,
    annualCtc: rupees(row.annualCtc),
    effectiveFrom: row.effectiveFrom,
    taxRegime: row.taxRegime,
    ptState: row.ptState,
    pfCapped: row.pfCapped,
    uan: row.uan,
    bankAccount: row.bankAccount && !showAccount ? maskLastFour(row.bankAccount) : row.bankAccount,
    ifsc: row.ifsc,
  };
}

/** `{current, revisions}`: current = the revision in force today; the account number in full only to admins (audited). */
async function salaryOf(deps: Deps, actor: Actor, employeeId: string): Promise<SalaryRecordResponse> {
  const rows = await setup.listRevisions(deps.db, actor.organizationId, employeeId);
  const admin = isAdmin(actor.role);
  if (admin && rows.some((r) => r.bankAccount)) {
    await recordReveal(deps.db, actor, { entity: 'payroll-salary-revision', employeeId, fields: ['bankAccount'] });
  }
  const today = todayIso();
  const inForce = rows.filter((r) => r.effectiveFrom <= today).at(-1) ?? null;
  return {
    employeeId,
    current: inForce ? revisionRecord(inForce, admin) : null,
    revisions: rows.map((r) => revisionRecord(r, admin)).reverse(),
  };
}

/** GET payroll/salaries/{employeeId}: admin, the person's HR, the person. */
export async function getSalary(deps: Deps, actor: Actor, employeeId: string) {
  const { employee } = await requirePersonPayAccess(deps, actor, employeeId);
  return salaryOf(deps, actor, employee.employeeId);
}

/** PUT payroll/salaries/{employeeId}: a revision from `effectiveFrom` (one of the same date is replaced). */
export async function saveSalary(deps: Deps, actor: Actor, employeeId: string, body: SalaryBody) {
  requirePayrollAdmin(actor);
  const { employee } = await requirePersonPayAccess(deps, actor, employeeId);
  await requireStructure(deps, actor.organizationId, body.structure);
  await deps.db.transaction(async (tx) => {
    const row = await setup.saveRevision(tx, {
      organizationId: actor.organizationId,
      employeeId: employee.employeeId,
      structureCode: body.structure,
      annualCtc: paise(body.annualCtc),
      effectiveFrom: body.effectiveFrom,
      taxRegime: body.taxRegime,
      ptState: body.ptState,
      pfCapped: body.pfCapped,
      uan: body.uan,
      bankAccount: body.bankAccount,
      ifsc: body.ifsc,
      createdBy: actor.employeeId,
    });
    const { bankAccount, ...after } = revisionRecord(row, true);
    // the audit keeps the account number under the name the audit screen masks
    await recordAudit(tx, actor, {
      entity: 'payroll-salary',
      entityId: employee.employeeId,
      action: 'create',
      after: { ...after, employeeId: employee.employeeId, bankAccountNumber: bankAccount },
    });
  });
  return salaryOf(deps, actor, employee.employeeId);
}

/** GET payroll/pt-slabs: every state with slabs, the organisation's own or the defaults. */
export async function listPtSlabs(deps: Deps, actor: Actor): Promise<PtSlabsRecord[]> {
  requireRunReader(actor);
  const own = await setup.listPtSlabs(deps.db, actor.organizationId);
  const states = [...new Set([...Object.keys(DEFAULT_PT_SLABS), ...own.map((r) => r.state)])].sort();
  return states.map((state) => {
    const custom = own.find((r) => r.state === state);
    return { state, custom: Boolean(custom), slabs: custom?.slabs ?? DEFAULT_PT_SLABS[state] ?? [] };
  });
}

/** PUT payroll/pt-slabs/{state}: the organisation's slabs for the state, replacing the defaults. */
export async function savePtSlabs(deps: Deps, actor: Actor, state: string, body: PtSlabsBody): Promise<PtSlabsRecord> {
  requirePayrollAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const before = (await setup.listPtSlabs(tx, actor.organizationId)).find((r) => r.state === state);
    await setup.savePtSlabs(tx, { organizationId: actor.organizationId, state, slabs: body.slabs, updatedBy: actor.employeeId });
    await recordAudit(tx, actor, {
      entity: 'payroll-pt-slabs',
      entityId: state,
      employeeId: null,
      action: before ? 'update' : 'create',
      before: before ? { state, slabs: before.slabs } : undefined,
      after: { state, slabs: body.slabs },
    });
  });
  return { state, custom: true, slabs: body.slabs };
}
