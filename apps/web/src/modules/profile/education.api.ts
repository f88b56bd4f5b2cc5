import type { Education, EducationLevel, EducationRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const educationKeys = {
  list: (employeeId: string) => ['profile', 'education', employeeId] as const,
};

/** GET education/{id}: the records, oldest first. */
export function useEducation(employeeId: string) {
  return useQuery({
    queryKey: educationKeys.list(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<EducationRecord[]>(`education/${employeeId}`),
  });
}

export function useEducationMutations(employeeId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: educationKeys.list(employeeId) });
    await client.invalidateQueries({ queryKey: ['employees'] });
  };
  const save = useMutation({
    mutationFn: ({ mode, values }: { mode: 'create' | 'update'; values: Education }) => {
      const body = { ...values, employeeId };
      return mode === 'create'
        ? api.post<EducationRecord>('education/createEducationDetails', body, { query: { employeeId } })
        : api.patch<EducationRecord>('education/updateEducationDetails', body);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (level: EducationLevel) =>
      api.delete<{ message: string }>(`education/delete/${employeeId}`, { query: { education: level } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
