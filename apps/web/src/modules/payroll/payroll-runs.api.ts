import { payslipFileName, type RunInputsBody } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../lib/api-client';
import { isRunBusy } from './payroll-display';
import type { PayRun, Payslip, PayslipMonth, RunDiff, RunSummary } from './payroll-engine.types';

export const runKeys = {
  all: ['payroll', 'runs'] as const,
  run: (runId: string) => ['payroll', 'runs', runId] as const,
  payslips: (runId: string, employeeId: string, page: number, size: number) =>
    ['payroll', 'runs', runId, 'payslips', employeeId, page, size] as const,
  diff: (runId: string) => ['payroll', 'runs', runId, 'diff'] as const,
  months: (employeeId: string) => ['payroll', 'payslips', employeeId] as const,
  payslip: (employeeId: string, month: string) => ['payroll', 'payslips', employeeId, month] as const,
};

const runPath = (runId: string, rest = '') => `payroll/runs/${encodeURIComponent(runId)}${rest}`;

/** GET payroll/runs (admin, HR), newest month first; polled while one of them computes. */
export function useRuns() {
  return useQuery({
    queryKey: runKeys.all,
    queryFn: () => api.get<RunSummary[]>('payroll/runs'),
    refetchInterval: (query) => (query.state.data?.some((run) => isRunBusy(run.status)) ? 1500 : false),
  });
}

/** GET payroll/runs/{runId}, polled every second while COMPUTING. */
export function useRun(runId: string) {
  return useQuery({
    queryKey: runKeys.run(runId),
    enabled: Boolean(runId),
    retry: false,
    queryFn: () => api.get<PayRun>(runPath(runId)),
    refetchInterval: (query) => (isRunBusy(query.state.data?.status) ? 1000 : false),
  });
}

/** POST payroll/runs {month}: 202 {runId}; a DRAFT of that month is replaced (recomputed). */
export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => api.post<{ runId: string }>('payroll/runs', { month }),
    onSuccess: () => client.invalidateQueries({ queryKey: runKeys.all }),
  });
}

export type RunStep = 'lock' | 'publish' | 'unlock';

/** POST payroll/runs/{runId}/lock · publish · unlock ({reason}). */
export function useRunStep(runId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, reason }: { step: RunStep; reason?: string }) =>
      api.post<PayRun>(runPath(runId, `/${step}`), step === 'unlock' ? { reason } : undefined),
    onSuccess: (run) => {
      client.setQueryData(runKeys.run(runId), run);
      return client.invalidateQueries({ queryKey: runKeys.all });
    },
  });
}

/** POST payroll/runs/{runId}/inputs: the run is computed again with them. */
export function useRunInputs(runId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inputs: RunInputsBody) => api.post<unknown>(runPath(runId, '/inputs'), inputs),
    onSuccess: () => client.invalidateQueries({ queryKey: runKeys.all }),
  });
}

/** GET payroll/runs/{runId}/payslips: one page (0-based), optionally one person's. */
export function useRunPayslips(runId: string, employeeId: string, page: number, size: number, enabled: boolean) {
  return useQuery({
    queryKey: runKeys.payslips(runId, employeeId, page, size),
    enabled: enabled && Boolean(runId),
    placeholderData: (previous) => previous,
    queryFn: () =>
      api.get<{ items: Payslip[]; total: number }>(runPath(runId, '/payslips'), {
        query: { employeeId: employeeId || undefined, page, size },
      }),
  });
}

/** GET payroll/runs/{runId}/diff: who is paid differently from last month, and why. */
export function useRunDiff(runId: string, enabled: boolean) {
  return useQuery({
    queryKey: runKeys.diff(runId),
    enabled: enabled && Boolean(runId),
    queryFn: () => api.get<RunDiff>(runPath(runId, '/diff')),
  });
}

export const downloadRegister = (runId: string, month: string) =>
  apiDownload(`${runPath(runId, '/register')}?format=xlsx`, `pay-register-${month}.xlsx`);
export const downloadBankFile = (runId: string, month: string) =>
  apiDownload(runPath(runId, '/bank-file'), `bank-file-${month}.csv`);

/** GET payroll/payslips/{employeeId}: the months with a payslip the caller may see, newest first. */
export function usePayslipMonths(employeeId: string) {
  return useQuery({
    queryKey: runKeys.months(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<PayslipMonth[]>(`payroll/payslips/${encodeURIComponent(employeeId)}`),
  });
}

/** GET payroll/payslips/{employeeId}/{month}: one payslip's lines. */
export function usePayslip(employeeId: string, month: string) {
  return useQuery({
    queryKey: runKeys.payslip(employeeId, month),
    enabled: Boolean(employeeId && month),
    retry: false,
    queryFn: () => api.get<Payslip>(`payroll/payslips/${encodeURIComponent(employeeId)}/${encodeURIComponent(month)}`),
  });
}

export const downloadPayslipPdf = (employeeId: string, month: string) =>
  apiDownload(
    `payroll/payslips/${encodeURIComponent(employeeId)}/${encodeURIComponent(month)}?format=pdf`,
    payslipFileName(employeeId, month),
  );
