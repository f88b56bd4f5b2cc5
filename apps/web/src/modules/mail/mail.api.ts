import type { MailPage, MailStatus, TestMailResult } from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const key = ['admin', 'mail'] as const;
export const MAIL_TABLE_SIZE = 20;

/** One page (0-based) of the organisation's outbox, newest first; refreshed every 10 s while open. */
export const useOutbox = (status: MailStatus | null, page: number) =>
  useQuery({
    queryKey: [...key, status, page],
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
    queryFn: () =>
      api.get<MailPage>('admin/mail', {
        query: { page, size: MAIL_TABLE_SIZE, ...(status ? { status } : {}) },
      }),
  });

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(`admin/mail/${id}/retry`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export const useSendTestMail = () =>
  useMutation({ mutationFn: (to: string) => api.post<TestMailResult>('admin/mail/test', { to }) });
