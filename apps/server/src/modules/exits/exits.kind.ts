import { formatDate, EXIT_MESSAGES as M } from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import type { Executor } from '../../db/client';
import type { AuditEntry } from '../../lib/audit';
import { defineApprovalKind } from '../approvals';
import { assetsHeldBy } from '../assets';
import { recordLeavingDate } from '../profile';
import * as repo from './exits.repository';
import { exits } from './exits.tables';

/**
 * Once approved: the leaving date is set on current employment (the profile module's own function), and
 * the checklist is created — one "return asset" task per asset the person holds (owned by HR), then the
 * organisation's own tasks, each due on the last working day.
 */
async function startLeaving(tx: Executor, exit: typeof exits.$inferSelect): Promise<AuditEntry[]> {
  const leaving = await recordLeavingDate(tx, exit.organizationId, exit.employeeId, exit.lastWorkingDay);
  const held = await assetsHeldBy(tx, exit.organizationId, exit.employeeId);
  const settings = await repo.findSettings(tx, exit.organizationId);
  const base = { organizationId: exit.organizationId, exitId: exit.id, dueDate: exit.lastWorkingDay };
  await repo.insertTasks(tx, [
    ...held.map((asset) => ({ ...base, task: M.returnAsset(asset.tag, asset.name), owner: 'ROLE_HR', assetTag: asset.tag })),
    ...(settings?.tasks ?? []).map((t) => ({ ...base, task: t.task, owner: t.owner })),
  ]);
  return [leaving];
}

export const EXIT_KIND = defineApprovalKind({
  kind: 'exit',
  table: exits,
  entity: 'exit',
  noun: 'exit',
  links: { decide: () => '/exits', status: () => '/exits' },
  describe: (exit, dateFormat) =>
    `${exit.kind === 'RESIGNATION' ? 'resignation' : 'termination'}, last working day ${formatDate(exit.lastWorkingDay, dateFormat)}`,
  describeIn: (exit, dateFormat, language) =>
    say(language, exit.kind === 'RESIGNATION' ? 'mail.details.resignation' : 'mail.details.termination', {
      date: formatDate(exit.lastWorkingDay, dateFormat, language),
    }),
  onDecided: async (tx, _actor, exit, status) => {
    if (status !== 'APPROVED') return undefined;
    return { audit: await startLeaving(tx, exit) };
  },
  messages: { notFound: M.notFound },
});
