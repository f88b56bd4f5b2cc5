import type { PayrollEmployerBody, PayrollEmployerRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';

const employerKey = ['payroll', 'employer'] as const;

/** GET payroll/employer (admins and HR): the organisation's TAN, PAN and address as the deductor. */
export function usePayrollEmployer() {
  return useQuery({ queryKey: employerKey, queryFn: () => api.get<PayrollEmployerRecord>('payroll/employer') });
}

/** PUT payroll/employer (admin): Form 16 Part A shows the new details at once, so the Form 16 queries are read again. */
export function useSavePayrollEmployer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollEmployerBody) => apiRequest<PayrollEmployerRecord>('PUT', 'payroll/employer', { body }),
    onSuccess: (saved) => {
      client.setQueryData(employerKey, saved);
      void client.invalidateQueries({ queryKey: ['payroll', 'tax'] });
    },
  });
}
