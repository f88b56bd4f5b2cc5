import type { Experience, ExperienceRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const experienceKeys = {
  list: (employeeId: string) => ['profile', 'experience', employeeId] as const,
};

/** GET experience/{id}: previous jobs with their derived duration text. */
export function useExperience(employeeId: string) {
  return useQuery({
    queryKey: experienceKeys.list(employeeId),
    enabled: Boolean(employeeId),
    retry: false,
    queryFn: () => api.get<ExperienceRecord[]>(`experience/${employeeId}`),
  });
}

export function useExperienceMutations(employeeId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: experienceKeys.list(employeeId) });
    await client.invalidateQueries({ queryKey: ['employees'] });
  };
  const save = useMutation({
    // The body the existing client sends: capital `Experience` and an empty `Attachment`.
    mutationFn: ({ mode, values }: { mode: 'create' | 'update'; values: Experience }) => {
      const body = { ...values, Experience: values.experience, Attachment: '', employeeId };
      return mode === 'create'
        ? api.post<ExperienceRecord>('experience/createExperienceDetails', body, { query: { employeeId } })
        : api.patch<ExperienceRecord>('experience/', body);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (pastId: string) =>
      api.delete<{ message: string }>('experience/deleteexperience', { query: { pastId, employeeId } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
