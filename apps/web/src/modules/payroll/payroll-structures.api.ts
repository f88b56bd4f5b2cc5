import type { SalaryBody, StructureBody } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';
import type { Payslip, SalaryAnswer, SalaryStructure } from './payroll-engine.types';

export const structureKeys = {
  all: ['payroll', 'structures'] as const,
  preview: (code: string, annualCtc: number) => ['payroll', 'structures', code, 'preview', annualCtc] as const,
  salary: (employeeId: string) => ['payroll', 'salaries', employeeId] as const,
  ptStates: ['payroll', 'pt-slabs'] as const,
};

/** GET payroll/structures (admin, HR). */
export function useStructures() {
  return useQuery({
    queryKey: structureKeys.all,
    queryFn: () => api.get<SalaryStructure[]>('payroll/structures'),
  });
}

/** PUT payroll/structures/{code}: creates or replaces the structure; a 400 names each bad formula. */
export function useSaveStructure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: StructureBody & { code: string }) =>
      apiRequest<SalaryStructure>('PUT', `payroll/structures/${encodeURIComponent(code)}`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: structureKeys.all }),
  });
}

/** GET payroll/structures/{code}/preview?annualCtc=: a full month of the saved structure for a sample CTC. */
export function useStructurePreview(code: string, annualCtc: number | null) {
  return useQuery({
    queryKey: structureKeys.preview(code, annualCtc ?? 0),
    enabled: Boolean(code) && annualCtc !== null && annualCtc > 0,
    retry: false,
    queryFn: () =>
      api.get<Payslip>(`payroll/structures/${encodeURIComponent(code)}/preview`, { query: { annualCtc: annualCtc ?? 0 } }),
  });
}

/** GET payroll/salaries/{employeeId}: the revision in force today and every revision. */
export function useSalary(employeeId: string) {
  return useQuery({
    queryKey: structureKeys.salary(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<SalaryAnswer>(`payroll/salaries/${encodeURIComponent(employeeId)}`),
  });
}

/** PUT payroll/salaries/{employeeId}: a new effectiveFrom adds a revision. */
export function useSaveSalary(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SalaryBody) =>
      apiRequest<SalaryAnswer>('PUT', `payroll/salaries/${encodeURIComponent(employeeId)}`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: structureKeys.salary(employeeId) }),
  });
}

/** GET payroll/pt-slabs (admin, HR): the states whose professional tax the organisation has slabs for. */
export function usePtStates(enabled: boolean) {
  return useQuery({
    queryKey: structureKeys.ptStates,
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () => (await api.get<{ state: string }[]>('payroll/pt-slabs')).map((entry) => entry.state).sort(),
  });
}
