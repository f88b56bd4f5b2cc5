import type { AuditPage } from '@hrms/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

/** Filters left empty are not sent (the server reads an absent filter as "all"). */
const given = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined));

export type AuditFilters = { employeeId: string; actor: string; entity: string; from: string; to: string };

export function useAuditTrail(filters: AuditFilters, page: number, size: number) {
  return useQuery({
    queryKey: ['audit', filters, page, size],
    queryFn: () => api.get<AuditPage>('audit', { query: given({ ...filters, page, size }) }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditEntities() {
  return useQuery({ queryKey: ['audit', 'entities'], queryFn: () => api.get<string[]>('audit/entities'), staleTime: 60_000 });
}

/** The filtered trail as .xlsx, one row per changed field. */
export const downloadAuditTrail = (filters: AuditFilters) =>
  downloadFile('audit', { ...filters, format: 'xlsx' }, 'audit-trail.xlsx');
