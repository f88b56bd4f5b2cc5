import { INTERVIEW_PAGE_SIZE, type Interview, type InterviewRecord, INTERVIEW_MESSAGES as M } from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../../lib/api-client';
import { withFallback } from './fallback';

export const interviewKeys = {
  all: ['recruitment', 'interviews'] as const,
  page: (page: number, search: string) => ['recruitment', 'interviews', page, search] as const,
};

/** One server page (0-based, 40 rows) of interviews, searched by candidate name; total from X-Total-Count. */
export function useInterviewPage(page: number, search: string) {
  return useQuery({
    queryKey: interviewKeys.page(page, search),
    queryFn: () =>
      apiPage<InterviewRecord>('interview/getAllInterviewDetails', {
        pageNumber: page,
        size: INTERVIEW_PAGE_SIZE,
        ...(search ? { search } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

/** The interviewer's e-mail (a plain string), filled when the interviewer ID field is left. */
export function fetchInterviewerEmail(employeeId: string) {
  return api.get<string>(`employee/getEmployeeEmail/${encodeURIComponent(employeeId)}`);
}

export function useInterviewMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: interviewKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ mode, values, id }: { mode: 'create' | 'update'; values: Interview; id?: number }) =>
        mode === 'create'
          ? withFallback(() => api.post<InterviewRecord>('interview/create', values, { fallback: M.addFailed }), M.addFailed)
          : withFallback(
              () => api.patch<InterviewRecord>('interview/update', { ...values, id }, { fallback: M.updateFailed }),
              M.updateFailed,
            ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        withFallback(
          () => api.delete<{ message: string }>(`interview/deleteInterview/${id}`, { fallback: M.deleteFailed }),
          M.deleteFailed,
        ),
      onSuccess: refresh,
    }),
  };
}
