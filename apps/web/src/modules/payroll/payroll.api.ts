import type { BankDetailsRecord, EarningsRecord, EmployeeInfoRecord, PayrollSection, SalaryRecord } from '@hrms/shared';
import { PAYROLL_MESSAGES, payslipFileName } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../lib/api-client';

export const payrollKeys = {
  all: ['payroll'] as const,
  section: (employeeId: string) => ['payroll', 'section', employeeId] as const,
  own: (employeeId: string) => ['payroll', 'own', employeeId] as const,
};

/** GET payroll-section/get-payroll-section (the admin page). */
export function usePayrollSection(employeeId: string) {
  return useQuery({
    queryKey: payrollKeys.section(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () =>
      api.get<PayrollSection>('payroll-section/get-payroll-section', {
        query: { employeeId },
        fallback: PAYROLL_MESSAGES.failed,
      }),
  });
}

/** The read-only page's four calls (as the existing client makes them), gathered into the same wrapper. */
export function useOwnPayroll(employeeId: string) {
  return useQuery({
    queryKey: payrollKeys.own(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: async (): Promise<PayrollSection> => {
      const id = encodeURIComponent(employeeId);
      const [info, salary, earnings, bank] = await Promise.all([
        api.get<EmployeeInfoRecord>('employee/getOnboardingEmployeeInformation', { query: { employeeId } }),
        api.get<SalaryRecord>(`salary/${id}`),
        api.get<EarningsRecord>(`earnings/${id}`),
        api.get<BankDetailsRecord>(`bankDetails/${id}`),
      ]);
      const filled = <T extends object>(section: T) =>
        Object.entries(section).some(([k, v]) => k !== 'employeeId' && v !== '') ? section : null;
      return {
        onboardingEmployeeInformationDTO: info,
        getSalaryDTO: filled(salary),
        getEarningsDetailsDTO: filled(earnings),
        getBankDetailsDTO: filled(bank),
      };
    },
  });
}

export type PayrollSectionName = 'employeeInfo' | 'salary' | 'earnings' | 'bankDetails';

/** {section}/create when the section is not filled in yet, else {section}/update. */
export function useSaveSection(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ section, mode, values }: { section: PayrollSectionName; mode: 'create' | 'update'; values: object }) => {
      const body = { ...values, employeeId };
      return mode === 'create' ? api.post(`${section}/create`, body) : api.patch(`${section}/update`, body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** Downloads GET payroll-section/payslip (a PDF) under the file name the server gives. */
export const downloadPayslip = (employeeId: string, month: string): Promise<void> =>
  apiDownload('payroll-section/payslip', payslipFileName(employeeId, month), {
    options: { query: { employeeId, month }, fallback: PAYROLL_MESSAGES.payslipFailed },
  });
