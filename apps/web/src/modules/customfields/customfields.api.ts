import type { CustomField, CustomFieldDefinitionInput, CustomFieldValues, CustomFieldView } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const customFieldKeys = {
  definitions: ['customfields', 'employee'] as const,
  values: (employeeId: string) => ['customfields', 'values', employeeId] as const,
};

export const useEmployeeCustomFieldDefinitions = () =>
  useQuery({ queryKey: customFieldKeys.definitions, queryFn: () => api.get<CustomFieldView[]>('admin/custom-fields/employee') });

export const useEmployeeCustomFieldValues = (employeeId: string) =>
  useQuery({
    queryKey: customFieldKeys.values(employeeId),
    queryFn: () => api.get<CustomFieldValues>(`employee/${encodeURIComponent(employeeId)}/custom-fields`),
    enabled: employeeId !== '',
  });

export function useSaveEmployeeCustomFields(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomFieldValues) =>
      api.patch<CustomFieldValues>(`employee/${encodeURIComponent(employeeId)}/custom-fields`, values),
    onSuccess: (saved) => client.setQueryData(customFieldKeys.values(employeeId), saved),
  });
}

/** Defines a new field or changes one (admin). */
export function useSaveCustomField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, definition }: { key: string; definition: CustomFieldDefinitionInput }) =>
      api.put<CustomField>(`admin/custom-fields/employee/${encodeURIComponent(key)}`, definition),
    onSuccess: () => client.invalidateQueries({ queryKey: ['customfields'] }),
  });
}

/** Deletes a field with its values (admin). */
export function useDeleteCustomField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.delete<null>(`admin/custom-fields/employee/${encodeURIComponent(key)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['customfields'] }),
  });
}
