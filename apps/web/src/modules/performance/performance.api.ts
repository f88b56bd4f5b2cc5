import {
  type Deliverable,
  type DeliverableRecord,
  type Performance,
  type PerformanceRecord,
  type Reportee,
  TEAM_LIST_PAGE_SIZE,
  type TeamLine,
  teamListPath,
} from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, apiPage } from '../../lib/api-client';

export const performanceKeys = {
  ids: (employeeId: string) => ['performance', 'ids', employeeId] as const,
  record: (employeeId: string, performanceId: string) => ['performance', 'record', employeeId, performanceId] as const,
  summary: (employeeId: string) => ['performance', 'summary', employeeId] as const,
  team: (line: TeamLine, leaderId: string, page: number, search: string) =>
    ['performance', 'team', line, leaderId, page, search] as const,
};

export function usePerformanceIds(employeeId: string) {
  return useQuery({
    queryKey: performanceKeys.ids(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () => api.get<string[]>(`employeePerformance/${encodeURIComponent(employeeId)}/performance-ids`),
  });
}

export function usePerformance(employeeId: string, performanceId: string | null) {
  return useQuery({
    queryKey: performanceKeys.record(employeeId, performanceId ?? ''),
    enabled: Boolean(employeeId && performanceId),
    queryFn: () =>
      api.get<PerformanceRecord>('employeePerformance/getEmployeePerformance', { query: { employeeId, performanceId } }),
  });
}

export function usePerformanceSummary(employeeId: string) {
  return useQuery({
    queryKey: performanceKeys.summary(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () =>
      api.get<{ performances: number; openDeliverables: number }>(
        `employeePerformance/${encodeURIComponent(employeeId)}/summary`,
      ),
  });
}

/** Performance records and their deliverables; every change refreshes the record shown. */
export function usePerformanceMutations(employeeId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['performance'] });
  return {
    create: useMutation({
      mutationFn: (body: Performance) => api.post<PerformanceRecord>('employeePerformance/create', body),
      onSuccess: refresh,
    }),
    saveComments: useMutation({
      mutationFn: (body: Performance) => api.patch<PerformanceRecord>('employeePerformance/updateEmployeePerformance', body),
      onSuccess: refresh,
    }),
    saveDeliverable: useMutation({
      mutationFn: ({ values, id }: { values: Deliverable; id: number | null }) =>
        id === null
          ? api.post<DeliverableRecord>('deliverable/createDeliverable', { ...values, id: '' })
          : api.patch<DeliverableRecord>('deliverable/updateDeliverable', { ...values, id }),
      onSuccess: refresh,
    }),
    removeDeliverable: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`deliverable/${id}`),
      onSuccess: refresh,
    }),
    employeeId,
  };
}

/** One server-side page (10 rows) of the viewer's reportees (HR by HR line, managers by reporting line). */
export function useReportees(line: TeamLine, leaderId: string, page: number, search: string) {
  return useQuery({
    queryKey: performanceKeys.team(line, leaderId, page, search),
    enabled: Boolean(leaderId),
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiPage<Reportee>(teamListPath(line, leaderId), {
        pageNumber: page,
        size: TEAM_LIST_PAGE_SIZE,
        search: search || undefined,
      }),
  });
}

/** Downloads GET employeePerformance/export (a real .xlsx) under the file name the server gives. */
export const downloadPerformanceSpreadsheet = (): Promise<void> =>
  apiDownload('employeePerformance/export', 'employee-performance.xlsx');
