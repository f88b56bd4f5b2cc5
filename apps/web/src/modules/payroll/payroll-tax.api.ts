import type {
  DeclarationRecord,
  DeclarationsBody,
  DeclarationWindowRecord,
  Form16Record,
  PreviousEmploymentBody,
  PreviousEmploymentRecord,
  TaxProjection,
  TaxProof,
} from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, apiRequest } from '../../lib/api-client';

export const taxKeys = {
  all: ['payroll', 'tax'] as const,
  declaration: (employeeId: string, fy: string) => ['payroll', 'tax', 'declaration', employeeId, fy] as const,
  proofs: (employeeId: string, fy: string) => ['payroll', 'tax', 'proofs', employeeId, fy] as const,
  projection: (employeeId: string, fy: string) => ['payroll', 'tax', 'projection', employeeId, fy] as const,
  queue: ['payroll', 'tax', 'queue'] as const,
  window: (fy: string) => ['payroll', 'tax', 'window', fy] as const,
};

const person = (employeeId: string, fy: string) => `${encodeURIComponent(employeeId)}/${encodeURIComponent(fy)}`;

export function useDeclaration(employeeId: string, fy: string) {
  return useQuery({
    queryKey: taxKeys.declaration(employeeId, fy),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<DeclarationRecord>(`payroll/declarations/${person(employeeId, fy)}`),
  });
}

export function useTaxProjection(employeeId: string, fy: string) {
  return useQuery({
    queryKey: taxKeys.projection(employeeId, fy),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<TaxProjection>(`payroll/tax/${person(employeeId, fy)}`),
  });
}

export function usePersonProofs(employeeId: string, fy: string) {
  return useQuery({
    queryKey: taxKeys.proofs(employeeId, fy),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<TaxProof[]>(`payroll/declarations/${person(employeeId, fy)}/proofs`),
  });
}

/** Anything saved changes the projection: every tax query is read again. */
function useTaxChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: taxKeys.all });
}

export function useSaveDeclaration(employeeId: string, fy: string) {
  const changed = useTaxChanged();
  return useMutation({
    mutationFn: (body: DeclarationsBody) =>
      apiRequest<DeclarationRecord>('PUT', `payroll/declarations/${person(employeeId, fy)}`, { body }),
    onSuccess: changed,
  });
}

export function useUploadProof(employeeId: string, fy: string) {
  const changed = useTaxChanged();
  return useMutation({
    mutationFn: ({ section, file }: { section: string; file: File }) => {
      const form = new FormData();
      form.append('section', section);
      form.append('file', file);
      return apiRequest<{ id: number; status: 'PENDING' }>('POST', `payroll/declarations/${person(employeeId, fy)}/proofs`, {
        form,
      });
    },
    onSuccess: changed,
  });
}

export function useSaveWindow() {
  const changed = useTaxChanged();
  return useMutation({
    mutationFn: (body: { fy: string; open: boolean; proofsDue: string | null }) =>
      api.patch<DeclarationWindowRecord>('payroll/declaration-window', body),
    onSuccess: changed,
  });
}

/** GET payroll/tax-proofs: what waits for the HR's decision. */
export function useProofQueue() {
  return useQuery({ queryKey: taxKeys.queue, queryFn: () => api.get<TaxProof[]>('payroll/tax-proofs') });
}

export function useDecideProof() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verdict, comments }: { id: number; verdict: 'approve' | 'reject'; comments: string }) =>
      api.post<{ id: number; status: string; message: string }>(`payroll/tax-proofs/${id}/decision`, { verdict, comments }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: taxKeys.all });
      void client.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}

export const downloadProof = (proof: TaxProof) => apiDownload(`payroll/tax-proofs/${proof.id}/file`, proof.fileName);

export function useDeclarationWindow(fy: string) {
  return useQuery({
    queryKey: taxKeys.window(fy),
    queryFn: () => api.get<DeclarationWindowRecord>('payroll/declaration-window', { query: { fy } }),
  });
}

/** GET payroll/form16/{employeeId}/{fy}: Form 16 Part B from the year's published payslips (404: none yet). */
export function useForm16(employeeId: string, fy: string) {
  return useQuery({
    queryKey: ['payroll', 'tax', 'form16', employeeId, fy] as const,
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<Form16Record>(`payroll/form16/${person(employeeId, fy)}`),
  });
}

export const downloadForm16 = (employeeId: string, fy: string) =>
  apiDownload(`payroll/form16/${person(employeeId, fy)}`, `form16-partB-${employeeId}-${fy}.pdf`, {
    options: { query: { format: 'pdf' } },
  });

/** GET payroll/previous-employment/{employeeId}/{fy}: earlier employers' salary and tax that year (section 192(2)). */
export function usePreviousEmployment(employeeId: string, fy: string) {
  return useQuery({
    queryKey: ['payroll', 'tax', 'previousEmployment', employeeId, fy] as const,
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<PreviousEmploymentRecord>(`payroll/previous-employment/${person(employeeId, fy)}`),
  });
}

/** PUT payroll/previous-employment/{employeeId}/{fy} (HR and admins): the projection and Form 16 change with it. */
export function useSavePreviousEmployment(employeeId: string, fy: string) {
  const changed = useTaxChanged();
  return useMutation({
    mutationFn: (body: PreviousEmploymentBody) =>
      apiRequest<PreviousEmploymentRecord>('PUT', `payroll/previous-employment/${person(employeeId, fy)}`, { body }),
    onSuccess: changed,
  });
}
