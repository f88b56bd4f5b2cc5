import type { BankDetailsRecord, EarningsRecord, EmployeeInfoRecord, PayrollSection, SalaryRecord } from '@hrms/shared';
import { PAYROLL_MESSAGES } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, api, refreshSession } from '../../lib/api-client';
import { readSession } from '../../lib/session';

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

function fetchPayslip(employeeId: string, month: string) {
  const session = readSession();
  const headers: Record<string, string> = session
    ? { Authorization: `Bearer ${session.token}`, organizationId: session.organizationId }
    : {};
  const query = new URLSearchParams({ employeeId, month });
  return fetch(`${API_BASE}/payroll-section/payslip?${query}`, { headers, credentials: 'same-origin' });
}

/** Downloads GET payroll-section/payslip (a PDF) under the file name the server gives. */
export async function downloadPayslip(employeeId: string, month: string): Promise<void> {
  let res = await fetchPayslip(employeeId, month);
  if (res.status === 401 && (await refreshSession())) res = await fetchPayslip(employeeId, month);
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, (body as { message?: string } | null)?.message ?? PAYROLL_MESSAGES.payslipFailed, body);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `payslip-${employeeId}-${month}.pdf`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
