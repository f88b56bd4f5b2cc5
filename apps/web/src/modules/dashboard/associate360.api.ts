import type { OrgNode } from '@hrms/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Each card reads its own call; a failed call leaves that card with its empty state, never made-up figures. */
const card = { retry: false, staleTime: 60_000 } as const;

export function useLeaveBalance(employeeId: string) {
  return useQuery({
    ...card,
    queryKey: ['associate360', 'leave', employeeId],
    enabled: Boolean(employeeId),
    queryFn: () => api.get<{ leaveType: string; count: number }[]>(`getleavebalance/${encodeURIComponent(employeeId)}`),
  });
}

type PayrollSection = { getSalaryDTO?: { netPay?: string | number | null; grossPay?: string | number | null } | null };

export function usePaySection(employeeId: string) {
  return useQuery({
    ...card,
    queryKey: ['associate360', 'pay', employeeId],
    enabled: Boolean(employeeId),
    queryFn: () => api.get<PayrollSection>('payroll-section/get-payroll-section', { query: { employeeId } }),
  });
}

export function useOpenDeliverables(employeeId: string) {
  return useQuery({
    ...card,
    queryKey: ['associate360', 'deliverables', employeeId],
    enabled: Boolean(employeeId),
    queryFn: () =>
      api.get<{ performances: number; openDeliverables: number }>(
        `employeePerformance/${encodeURIComponent(employeeId)}/summary`,
      ),
  });
}

export function useOwnOrgNode(employeeId: string) {
  return useQuery({
    ...card,
    queryKey: ['associate360', 'org', employeeId],
    enabled: Boolean(employeeId),
    queryFn: async () => (await api.get<OrgNode[]>('organization/', { query: { employeeId, size: 1 } }))[0] ?? null,
  });
}
