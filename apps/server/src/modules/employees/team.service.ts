import {
  EMPLOYEE_MESSAGES,
  isAdmin,
  type PageQuery,
  pageWindow,
  TEAM_LIST_PAGE_SIZE,
  TEAM_MESSAGES,
  type TeamLine,
} from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './employees.repository';
import { listTeam } from './team.repository';

/**
 * A leader's reportees (spec 3 §2.13): HR by HR line, managers by reporting line. Callers read their own
 * team; admins any leader of their organisation; another organisation's id is not found.
 */
export async function listReporteesOf(deps: Deps, actor: Actor, line: TeamLine, leaderId: string, query: PageQuery) {
  const leader = await repo.findEmployeeInOrganization(deps.db, actor.organizationId, leaderId);
  if (!leader) throw notFound(EMPLOYEE_MESSAGES.notFound);
  if (!isAdmin(actor.role) && leader.employeeId !== actor.employeeId) throw forbidden(TEAM_MESSAGES.ownOnly);
  const window = pageWindow(query, TEAM_LIST_PAGE_SIZE);
  return listTeam(deps.db, actor.organizationId, line, leader.employeeId, { ...window, search: query.search });
}
