import type { ImportDryRun, ImportStatusAnswer } from '@hrms/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../../lib/api-client';

/** The file chosen and how its unknown headings were matched to columns in the wizard (heading → column, '' = left out). */
export type ImportUpload = { file: File; columns: Record<string, string> };

const formWith = ({ file, columns }: ImportUpload) => {
  const form = new FormData();
  form.append('file', file);
  if (Object.keys(columns).length > 0) form.append('columns', JSON.stringify(columns));
  return form;
};

export const importKeys = { status: (importId: string) => ['imports', 'employees', importId] as const };

/** Checks a file without writing anything. */
export function useEmployeeDryRun() {
  return useMutation({
    mutationFn: (upload: ImportUpload) =>
      api.post<ImportDryRun>('employee/import', undefined, { query: { dryRun: 'true' }, form: formWith(upload) }),
  });
}

/** Starts the real import in the background. */
export function useStartEmployeeImport() {
  return useMutation({
    mutationFn: (upload: ImportUpload) =>
      api.post<{ importId: string }>('employee/import', undefined, { form: formWith(upload) }),
  });
}

/** The import's status, polled every second until it has finished. */
export function useEmployeeImportStatus(importId: string | null) {
  return useQuery({
    queryKey: importKeys.status(importId ?? ''),
    enabled: Boolean(importId),
    queryFn: () => api.get<ImportStatusAnswer>(`employee/import/${importId}`),
    refetchInterval: (query) => (query.state.data && ['DONE', 'FAILED'].includes(query.state.data.status) ? false : 1000),
  });
}

export const downloadDryRunErrors = (upload: ImportUpload) =>
  apiDownload('employee/import', 'employee-import-errors.xlsx', {
    method: 'POST',
    options: { query: { dryRun: 'true', format: 'xlsx' }, form: formWith(upload) },
  });
export const downloadImportErrors = (importId: string) =>
  apiDownload(`employee/import/${importId}/errors`, 'employee-import-errors.xlsx');
export const downloadTemplate = (format: 'csv' | 'xlsx') =>
  apiDownload(`employee/import/template?format=${format}`, `employees-template.${format}`);
