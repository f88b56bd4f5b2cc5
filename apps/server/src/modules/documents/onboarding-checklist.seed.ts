import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import { firstDayItems, firstDayTicks } from './onboarding-checklist.tables';

/** The demo organisation's first-day items; the demo joiner (HRMS5) has collected their laptop already. */
const FIRST_DAY = [
  'Collect your laptop and ID badge',
  'Meet your buddy',
  'Set up your e-mail and chat',
  'Read the employee handbook',
];
const TICKED = [{ employeeId: 'HRMS5', items: [0] }];

/** A stable id for a demo item, formatted like a UUID. */
function demoItemId(organizationId: string, index: number): string {
  const h = createHash('sha256').update(`demo-first-day:${organizationId}:${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Demo first-day items and the demo joiner's partial progress on them. */
export async function seedDemoFirstDayItems(tx: Executor, organizationId: string) {
  await tx
    .insert(firstDayItems)
    .values(FIRST_DAY.map((title, i) => ({ itemId: demoItemId(organizationId, i), organizationId, title, position: i + 1 })));
  const ticks = TICKED.flatMap(({ employeeId, items }) =>
    items.map((i) => ({ organizationId, employeeId, itemId: demoItemId(organizationId, i) })),
  );
  if (ticks.length > 0) await tx.insert(firstDayTicks).values(ticks);
}
