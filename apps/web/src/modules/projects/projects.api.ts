import type { Assignment, AssignmentRecord, Project, ProjectRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  assignments: (projectCode: string) => ['projects', 'assignments', projectCode.toLowerCase()] as const,
  mine: (employeeId: string, when: 'present' | 'previous') => ['projects', 'mine', employeeId, when] as const,
};

/** GET project/getProjects: every project of the organisation. */
export function useProjects() {
  return useQuery({ queryKey: projectKeys.list, queryFn: () => api.get<ProjectRecord[]>('project/getProjects') });
}

export function useProjectMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: projectKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ mode, values }: { mode: 'create' | 'update'; values: Project }) =>
        mode === 'create'
          ? api.post<ProjectRecord>('project/create', values)
          : api.patch<ProjectRecord>('project/update', values),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (projectCode: string) =>
        api.delete<{ message: string }>(`project/deleteProject/${encodeURIComponent(projectCode)}`),
      onSuccess: refresh,
    }),
  };
}

/** GET assignments/getAssignments/{projectCode}. */
export function useProjectAssignments(projectCode: string) {
  return useQuery({
    queryKey: projectKeys.assignments(projectCode),
    enabled: Boolean(projectCode),
    retry: false,
    queryFn: () => api.get<AssignmentRecord[]>(`assignments/getAssignments/${encodeURIComponent(projectCode)}`),
  });
}

export function useAssignmentMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: projectKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ mode, values, id }: { mode: 'create' | 'update'; values: Assignment; id?: number }) =>
        mode === 'create'
          ? api.post<AssignmentRecord>('assignments/create', values)
          : api.patch<AssignmentRecord>('assignments/update', { ...values, id }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`assignments/deleteAssignment/${id}`),
      onSuccess: refresh,
    }),
  };
}

/** GET assignments/getPresentAssignments | getPreviousAssignments for one employee. */
export function useMyAssignments(employeeId: string, when: 'present' | 'previous') {
  return useQuery({
    queryKey: projectKeys.mine(employeeId, when),
    enabled: Boolean(employeeId),
    queryFn: () =>
      api.get<AssignmentRecord[]>(
        when === 'present' ? 'assignments/getPresentAssignments' : 'assignments/getPreviousAssignments',
        {
          query: { employeeId },
        },
      ),
  });
}

/** The project code the assignment table falls back to when the route has none (spec 2 §2). */
const STORED_PROJECT_CODE = 'projectCode';
export const rememberProjectCode = (code: string) => localStorage.setItem(STORED_PROJECT_CODE, code);
export const storedProjectCode = () => localStorage.getItem(STORED_PROJECT_CODE) ?? '';
