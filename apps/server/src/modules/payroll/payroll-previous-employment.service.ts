import { type PreviousEmploymentBody, type PreviousEmploymentRecord, paise, rupees } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden } from '../../lib/errors';
import { requirePersonPayAccess } from './payroll-access';
import * as repo from './payroll-declarations.repository';

function record(
  employeeId: string,
  fy: string,
  row: repo.PreviousEmploymentRow | null,
  editable: boolean,
): PreviousEmploymentRecord {
  return {
    employeeId,
    fy,
    taxableIncome: row ? rupees(row.taxableGross) : 0,
    tds: row ? rupees(row.tds) : 0,
    professionalTax: row ? rupees(row.professionalTax) : 0,
    recorded: row !== null,
    editable,
  };
}

/** GET payroll/previous-employment/{employeeId}/{fy}: the person, their HR and admins (who reads pay reads this). */
export async function getPreviousEmployment(deps: Deps, actor: Actor, employeeId: string, fy: string) {
  const { employee, reader } = await requirePersonPayAccess(deps, actor, employeeId);
  const row = await repo.findPreviousEmployment(deps.db, actor.organizationId, employee.employeeId, fy);
  return record(employee.employeeId, fy, row, reader !== 'self');
}

/**
 * PUT payroll/previous-employment/{employeeId}/{fy}: the person's HR or an admin enters what the person's earlier
 * employers of that year paid and deducted (their Form 12B / Form 16); the next run's TDS and Form 16 count salary
 * and tax, Form 16 also the professional tax (section 16(iii), old regime).
 * The person reads them but cannot change them (HR checks the papers). Audited.
 */
export async function savePreviousEmployment(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  fy: string,
  body: PreviousEmploymentBody,
) {
  const { employee, reader } = await requirePersonPayAccess(deps, actor, employeeId);
  if (reader === 'self') throw forbidden();
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findPreviousEmployment(tx, actor.organizationId, employee.employeeId, fy);
    const saved = await repo.savePreviousEmployment(tx, {
      organizationId: actor.organizationId,
      employeeId: employee.employeeId,
      fy,
      taxableGross: paise(body.taxableIncome),
      tds: paise(body.tds),
      professionalTax: paise(body.professionalTax),
      updatedBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'previousEmployment',
      entityId: `${employee.employeeId}/${fy}`,
      employeeId: employee.employeeId,
      action: before ? 'update' : 'create',
      before: before
        ? { taxableIncome: rupees(before.taxableGross), tds: rupees(before.tds), professionalTax: rupees(before.professionalTax) }
        : undefined,
      after: { taxableIncome: body.taxableIncome, tds: body.tds, professionalTax: body.professionalTax },
    });
    return saved;
  });
  return record(employee.employeeId, fy, row, true);
}
