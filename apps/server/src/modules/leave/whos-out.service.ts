import { isAdmin, type WhosOutQuery, type WhosOutRow } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { requireEmployeeAccess } from '../employees';
import * as repo from './whos-out.repository';

/** Whose leave the caller sees (BEYOND §B4): admin and HR the organisation, a manager their reportees, anyone else their own team. */
async function scopeOf(deps: Deps, actor: Actor, teamOf: string | undefined): Promise<repo.WhosOutScope> {
  if (teamOf) {
    const person = await requireEmployeeAccess(deps, actor, teamOf, 'view');
    return { kind: 'teamOf', employeeId: person.employeeId };
  }
  if (isAdmin(actor.role) || actor.role === 'ROLE_HR') return { kind: 'organisation' };
  if (actor.role === 'ROLE_MANAGER') return { kind: 'reportees', managerId: actor.employeeId };
  return { kind: 'teamOf', employeeId: actor.employeeId };
}

/** Approved leave overlapping the range: the team leave calendar and the approval screen's "also out". */
export async function listWhosOut(
  deps: Deps,
  actor: Actor,
  query: Pick<WhosOutQuery, 'from' | 'to' | 'teamOf'>,
): Promise<WhosOutRow[]> {
  const scope = await scopeOf(deps, actor, query.teamOf);
  return repo.listApprovedLeaveOverlapping(deps.db, {
    organizationId: actor.organizationId,
    from: query.from,
    to: query.to,
    scope,
  });
}
