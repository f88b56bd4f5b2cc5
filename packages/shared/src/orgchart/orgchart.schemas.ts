import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';

/** Spec 3 §8 toasts of the organisation chart. */
export const ORGCHART_MESSAGES = {
  noData: 'No Data for these EmployeeId',
  loaded: 'Data generated successfully!',
  searchPlaceholder: 'Search by name or employee ID',
  noResults: 'No results found.',
  loadFailed: 'Failed to load the organisation chart.',
} as const;

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
