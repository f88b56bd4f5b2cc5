import type { ApprovalDecision } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { decideRequest, type Verdict } from '../approvals';
import * as repo from './attendance.repository';
import { toRequest } from './attendance.service';
import './attendance.kind';

/**
 * Approves or rejects an attendance request: the approval engine does it all (routing, step, racing,
 * audit, notifications); this answers the decided row as the lists show it, with the message.
 */
export async function decideAttendanceRequest(deps: Deps, actor: Actor, input: ApprovalDecision, verdict: Verdict) {
  const { message } = await decideRequest(deps, actor, 'attendance', input, verdict);
  const row = await repo.findRequestRow(deps.db, input.id);
  return { ...toRequest(row!), message };
}
