import type { ApprovalsReport, HeadcountReport, LeaveReport, TimesheetReport } from '@hrms/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

/** Filters left empty are not sent (the server reads an absent filter as "all"). */
const given = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined));

type Filters = Record<string, string | number | undefined>;

const report = <T>(name: string, filters: Filters, enabled = true) => ({
  queryKey: ['reports', name, filters] as const,
  queryFn: () => api.get<T>(`reports/${name}`, { query: given(filters) }),
  placeholderData: keepPreviousData,
  enabled,
});

export const useHeadcountReport = (filters: Filters, enabled: boolean) =>
  useQuery(report<HeadcountReport>('headcount', filters, enabled));
export const useLeaveReport = (filters: Filters) => useQuery(report<LeaveReport>('leave', filters));
export const useTimesheetReport = (filters: Filters, enabled: boolean) =>
  useQuery(report<TimesheetReport>('timesheets', filters, enabled));
export const useApprovalsReport = (filters: Filters) => useQuery(report<ApprovalsReport>('approvals', filters));

/** The same figures as an .xlsx download (format=xlsx). */
export const downloadReport = (name: string, filters: Filters) =>
  downloadFile(`reports/${name}`, { ...filters, format: 'xlsx' }, `${name}.xlsx`);
