import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { isAdmin, type Role } from '../roles';

/** Spec 3 §8 toasts of the organisation chart. */
export const ORGCHART_MESSAGES = {
  noData: 'No Data for these EmployeeId',
  loaded: 'Data generated successfully!',
  searchPlaceholder: 'Search by name or employee ID',
  noResults: 'No results found.',
  loadFailed: 'Failed to load the organisation chart.',
} as const;

/** Names of the chart's controls (buttons, tree and zoom read-out), for sighted and screen-reader users alike. */
export const ORGCHART_LABELS = {
  tree: 'Organization chart',
  findMe: 'Find me',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetView: 'Reset view',
  openProfile: 'Open profile',
  loading: 'Loading...',
  keyboardHelp:
    'Arrow keys move between people, Right opens a team, Left closes it, Enter toggles; + and − zoom, 0 resets, drag or scroll to pan.',
} as const;

/** Zoom steps of the drawn chart (1 = actual size). */
export const ORGCHART_ZOOM = { min: 0.4, max: 1.6, step: 0.2 } as const;

/** The zoom one step in or out, kept within the limits (rounded so repeated steps land on the same values). */
export function nextOrgChartZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * ORGCHART_ZOOM.step) * 10) / 10;
  return Math.min(ORGCHART_ZOOM.max, Math.max(ORGCHART_ZOOM.min, next));
}

/**
 * Whether the chart offers a link to a person's profile: the same people the profile dashboard lets the
 * viewer see (admins everyone, anyone themself, a manager or HR their direct reports).
 */
export function canOpenProfileFromChart(
  viewer: { role: Role; employeeId: string },
  person: Pick<OrgNode, 'employeeId' | 'reportingManagerId'>,
): boolean {
  if (isAdmin(viewer.role) || person.employeeId === viewer.employeeId) return true;
  return (viewer.role === 'ROLE_MANAGER' || viewer.role === 'ROLE_HR') && person.reportingManagerId === viewer.employeeId;
}

/** Direct reports load a page at a time when a card is expanded. */
export const ORGCHART_PAGE_SIZE = 50;
export const ORGCHART_SEARCH_LIMIT = 20;

/**
 * One person of the chart (contract/API.md §4.15). `reports` is the number of direct reports, so a client
 * knows whether a card can expand without loading the level below.
 */
export const orgNodeSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  designation: z.string(),
  reportingManagerId: z.string(),
  reportingManagerName: z.string(),
  reports: z.number().int(),
});
export type OrgNode = z.infer<typeof orgNodeSchema>;

/** GET organization/?employeeId: that person first, then a page of their direct reports; no id gives the top of the chart. */
export const orgChartQuerySchema = pageQuerySchema.extend({ employeeId: z.string().trim().max(50).optional() });

export const orgSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const orgPathQuerySchema = z.object({ employeeId: z.string().trim().min(1).max(50) });
