import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employments } from '../employees';

/** Longest reporting chain we follow; a longer one is treated as a loop. */
const MAX_CHAIN = 1000;

/**
 * The managers above `employeeId`, nearest first, following reportingManagerId until the top.
 * Stops at the first repeat, so existing bad data can never loop forever.
 */
export async function reportingChain(db: Executor, employeeId: string): Promise<string[]> {
  const chain: string[] = [];
  const seen = new Set([employeeId.toLowerCase()]);
  let current = employeeId;
  while (chain.length < MAX_CHAIN) {
    const [row] = await db
      .select({ managerId: employments.reportingManagerId })
      .from(employments)
      .where(eq(employments.employeeId, current));
    const managerId = row?.managerId;
    if (!managerId || seen.has(managerId.toLowerCase())) break;
    seen.add(managerId.toLowerCase());
    chain.push(managerId);
    current = managerId;
  }
  return chain;
}
