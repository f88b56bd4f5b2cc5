import type { Executor } from '../../db/client';
import type { AuditEntry } from '../../lib/audit';
import { setAccessEndsOn } from '../auth';
import { findEmployment, upsertEmployment } from '../employees';

/**
 * Sets a leaver's last working day on current employment (an approved exit), inside the caller's
 * transaction: their account works up to that day and never after. Answers the audit entry of the change
 * (the caller writes it with its own). Someone without an employment record yet gets one holding only the date.
 */
export async function recordLeavingDate(
  tx: Executor,
  organizationId: string,
  employeeId: string,
  leavingDate: string,
): Promise<AuditEntry> {
  const current = await findEmployment(tx, employeeId);
  await upsertEmployment(tx, {
    employeeId,
    organizationId,
    designation: current?.designation ?? '',
    departmentId: current?.departmentId ?? '',
    reportingManagerId: current?.reportingManagerId ?? null,
    hrId: current?.hrId ?? null,
    leavingDate,
  });
  await setAccessEndsOn(tx, employeeId, leavingDate);
  return {
    entity: 'currentEmployment',
    entityId: employeeId,
    action: 'update',
    before: { leavingDate: current?.leavingDate ?? null },
    after: { leavingDate },
  };
}
