import {
  ORGCHART_MESSAGES as M,
  ORGCHART_PAGE_SIZE,
  ORGCHART_SEARCH_LIMIT,
  type OrgNode,
  type PageQuery,
  pageWindow,
} from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import * as repo from './orgchart.repository';

/**
 * One level of the chart (spec 3 §2.11): the person first, then a page of their direct reports; with no
 * person, the top of the chart. Never the whole tree: a client loads the next level when a card expands.
 */
export async function listLevel(deps: Deps, actor: Actor, employeeId: string | undefined, query: PageQuery): Promise<OrgNode[]> {
  const window = pageWindow(query, ORGCHART_PAGE_SIZE);
  if (!employeeId) return repo.listRoots(deps.db, actor.organizationId, window);
  const node = await repo.findNode(deps.db, actor.organizationId, employeeId);
  if (!node) throw notFound(M.noData);
  const reports = await repo.listDirectReports(deps.db, actor.organizationId, node.employeeId, window);
  return window.offset === 0 ? [node, ...reports] : reports;
}

/** People of the organisation whose id or name matches, for the chart's search. */
export async function searchPeople(deps: Deps, actor: Actor, text: string) {
  return repo.searchNodes(deps.db, actor.organizationId, text, ORGCHART_SEARCH_LIMIT);
}

/** The chain from the top of the chart down to a person, so the chart can open the path to them. */
export async function pathTo(deps: Deps, actor: Actor, employeeId: string) {
  const path = await repo.findPath(deps.db, actor.organizationId, employeeId);
  if (!path.length) throw notFound(M.noData);
  return path;
}
