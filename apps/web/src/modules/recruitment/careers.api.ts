import { JOB_PAGE_SIZE, type JobDetails, type JobPage, type JobPost, CAREER_MESSAGES as M } from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { withFallback } from './fallback';

export const careerKeys = {
  all: ['recruitment', 'careers'] as const,
  page: (page: number) => ['recruitment', 'careers', 'page', page] as const,
  details: (jobId: number) => ['recruitment', 'careers', 'details', jobId] as const,
};

/** One page (0-based) of job cards, 6 per page, paged by the server. */
export function useJobPage(page: number) {
  return useQuery({
    queryKey: careerKeys.page(page),
    queryFn: () => api.get<JobPage>('carrers/getJobPosts', { query: { pageNumber: page, size: JOB_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** A post's details, read when its card is opened. */
export function useJobDetails(jobId: number | null) {
  return useQuery({
    queryKey: careerKeys.details(jobId ?? 0),
    enabled: jobId !== null,
    queryFn: () => api.get<JobDetails>(`carrers/${jobId}`),
  });
}

export function fetchJobDetails(jobId: number) {
  return api.get<JobDetails>(`carrers/${jobId}`);
}

/** Admin changes: create, update, cancel (irreversible) and delete; each refreshes the cards. */
export function useJobMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: careerKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ mode, values, jobId }: { mode: 'create' | 'update'; values: JobPost; jobId?: number }) =>
        mode === 'create'
          ? withFallback(() => api.post<JobDetails>('carrers/create', values, { fallback: M.addFailed }), M.addFailed)
          : withFallback(
              () => api.patch<JobDetails>('carrers/update', values, { query: { jobId }, fallback: M.updateFailed }),
              M.updateFailed,
            ),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (jobId: number) =>
        withFallback(
          () =>
            api.patch<JobDetails>('carrers/updateStatus', null, {
              query: { jobId, status: 'cancelled' },
              fallback: M.cancelFailed,
            }),
          M.cancelFailed,
        ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (jobId: number) =>
        withFallback(
          () => api.delete<{ message: string }>(`carrers/deletecareers/${jobId}`, { fallback: M.deleteFailed }),
          M.deleteFailed,
        ),
      onSuccess: refresh,
    }),
  };
}
