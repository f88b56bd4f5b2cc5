import type { Exit, ExitRequest, ExitSettings } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const exitKeys = { all: ['exits'] as const, list: ['exits', 'list'] as const, settings: ['exits', 'settings'] as const };

export const useExits = () => useQuery({ queryKey: exitKeys.list, queryFn: () => api.get<Exit[]>('exits') });

export const useExitSettings = (enabled: boolean) =>
  useQuery({ queryKey: exitKeys.settings, queryFn: () => api.get<ExitSettings>('organization/exitSettings'), enabled });

function useExitMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: exitKeys.all }) });
}

export const useFileExit = () =>
  useExitMutation((body: ExitRequest) => api.post<{ id: number; status: string; lastWorkingDay: string }>('exits', body));

export const useDecideExit = () =>
  useExitMutation(({ id, status, comments }: { id: number; status: 'APPROVED' | 'REJECTED'; comments: string }) =>
    api.patch<{ id: number; status: string; message: string }>(`exits/${id}/decision`, { status, comments }),
  );

export const useCompleteTask = () =>
  useExitMutation(({ id, taskId, note }: { id: number; taskId: number; note: string }) =>
    api.patch<Exit>(`exits/${id}/checklist/${taskId}`, { done: true, note }),
  );

export const useSaveExitSettings = () =>
  useExitMutation((body: ExitSettings) => api.patch<ExitSettings>('organization/exitSettings', body));
