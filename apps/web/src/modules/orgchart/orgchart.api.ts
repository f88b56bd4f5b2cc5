import { ORGCHART_PAGE_SIZE, type OrgNode } from '@hrms/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A person then a page of their direct reports (GET organization/?employeeId). */
export const fetchLevel = (employeeId: string, pageNumber = 0) =>
  api.get<OrgNode[]>('organization/', { query: { employeeId, pageNumber, size: ORGCHART_PAGE_SIZE } });

/** The chain from the top of the chart down to a person. */
export const fetchPath = (employeeId: string) => api.get<OrgNode[]>('organization/path', { query: { employeeId } });

export function usePeopleSearch(text: string) {
  return useQuery({
    queryKey: ['orgchart', 'search', text],
    enabled: text.length >= 2,
    staleTime: 30_000,
    queryFn: () => api.get<OrgNode[]>('organization/search', { query: { q: text } }),
  });
}
