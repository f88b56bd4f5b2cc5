import { EXIT_MESSAGES as M, proposedLastDay } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { assetsHeldBy } from '../assets';
import { recordLeavingDate } from '../profile';
import * as repo from './exits.repository';

const DEMO_TASKS = [
  { task: 'Knowledge handover to the team', owner: 'ROLE_MANAGER' },
  { task: 'Exit interview', owner: 'ROLE_HR' },
  { task: 'Revoke e-mail and system access', owner: 'ROLE_ADMIN' },
];

/** Demo: the notice period and tasks, one leaver in progress (approved, checklist half done) and one resignation waiting. */
export async function seedDemoExits(tx: Executor, organizationId: string) {
  await repo.saveSettings(tx, organizationId, 30, DEMO_TASKS);
  const today = new Date().toISOString().slice(0, 10);
  const lastWorkingDay = proposedLastDay(today, 20);
  const leaver = await repo.insertExit(tx, {
    organizationId,
    employeeId: 'HRMS24',
    kind: 'RESIGNATION',
    reason: 'Moving to Pune to be closer to family.',
    lastWorkingDay,
    filedBy: 'HRMS24',
    status: 'APPROVED',
    managerDecidedBy: 'HRMS7',
    managerComments: 'All the best, Aisha.',
    managerDecidedAt: new Date(),
  });
  await recordLeavingDate(tx, organizationId, 'HRMS24', lastWorkingDay);
  const held = await assetsHeldBy(tx, organizationId, 'HRMS24');
  const base = { organizationId, exitId: leaver.id, dueDate: lastWorkingDay };
  await repo.insertTasks(tx, [
    ...held.map((a) => ({ ...base, task: M.returnAsset(a.tag, a.name), owner: 'ROLE_HR', assetTag: a.tag })),
    ...DEMO_TASKS.map((t, i) =>
      i === 0
        ? { ...base, ...t, doneAt: new Date(), doneBy: 'HRMS7', note: 'Handover notes are on the wiki.' }
        : { ...base, ...t },
    ),
  ]);
  await repo.insertExit(tx, {
    organizationId,
    employeeId: 'HRMS30',
    kind: 'RESIGNATION',
    reason: 'Going back to university for a master’s degree.',
    lastWorkingDay: proposedLastDay(today, 30),
    filedBy: 'HRMS30',
  });
}
