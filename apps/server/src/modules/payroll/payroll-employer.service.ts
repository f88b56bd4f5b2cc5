import { type EmployerDetails, isAdmin, type PayrollEmployerBody, type PayrollEmployerRecord } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden } from '../../lib/errors';
import * as repo from './payroll-employer.repository';

const EMPTY: EmployerDetails = { tan: '', pan: '', addressLine1: '', addressLine2: '', city: '', state: '', pinCode: '' };

/** The details without the row's bookkeeping, or null when none were saved. */
export function employerDetailsOf(row: repo.PayrollEmployerRow | null): EmployerDetails | null {
  if (!row) return null;
  const { tan, pan, addressLine1, addressLine2, city, state, pinCode } = row;
  return { tan, pan, addressLine1, addressLine2, city, state, pinCode };
}

function record(row: repo.PayrollEmployerRow | null, actor: Actor): PayrollEmployerRecord {
  return { ...(employerDetailsOf(row) ?? EMPTY), recorded: row !== null, editable: isAdmin(actor.role) };
}

/** GET payroll/employer: admins and HR (the route lets no one else in) read the organisation's deductor details. */
export async function getPayrollEmployer(deps: Deps, actor: Actor): Promise<PayrollEmployerRecord> {
  return record(await repo.findPayrollEmployer(deps.db, actor.organizationId), actor);
}

/**
 * PUT payroll/employer: an admin records the organisation's TAN, PAN and address as the deductor of tax at source;
 * Form 16 Part A shows them from then on. Audited with what was there before.
 */
export async function savePayrollEmployer(deps: Deps, actor: Actor, body: PayrollEmployerBody): Promise<PayrollEmployerRecord> {
  if (!isAdmin(actor.role)) throw forbidden();
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findPayrollEmployer(tx, actor.organizationId);
    const saved = await repo.savePayrollEmployer(tx, actor.organizationId, body, actor.employeeId);
    await recordAudit(tx, actor, {
      entity: 'payrollEmployer',
      entityId: actor.organizationId,
      employeeId: null,
      action: before ? 'update' : 'create',
      before: employerDetailsOf(before) ?? undefined,
      after: employerDetailsOf(saved),
    });
    return saved;
  });
  return record(row, actor);
}
