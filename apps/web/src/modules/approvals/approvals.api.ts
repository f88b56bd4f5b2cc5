import {
  APPROVAL_FETCH_SIZE,
  type ApprovalBulkDecision,
  type ApprovalBulkResult,
  type ApprovalCountsResponse,
  type ApprovalDecisionResponse,
  type ApprovalKind,
  type ApprovalWaiting,
  type ProfileApprovalsResponse,
  type ProfileChangeRequest,
} from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Query keys of the approvals area. */
export const approvalKeys = {
  all: ['approvals'] as const,
  profileRequests: (employeeId: string) => ['approvals', 'profile', 'requests', employeeId] as const,
  profilePending: (employeeId: string) => ['approvals', 'profile', 'pending', employeeId] as const,
  profileDecided: (employeeId: string) => ['approvals', 'profile', 'decided', employeeId] as const,
};

/** Spec 3 §7: every list is read with employeeId, page=0 and size=40. */
const listQuery = (employeeId: string) => ({ employeeId, page: 0, size: APPROVAL_FETCH_SIZE });

export function useProfileRequests(employeeId: string) {
  return useQuery({
    queryKey: approvalKeys.profileRequests(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () => api.get<ProfileChangeRequest[]>('profileApprovals/requests', { query: listQuery(employeeId) }),
  });
}

/** Requests waiting for this approver; `enabled` is false for roles that make no call (spec 3 §6). */
export function useProfilePending(employeeId: string, enabled: boolean, request?: number | null) {
  return useQuery({
    queryKey: [...approvalKeys.profilePending(employeeId), request ?? null],
    enabled: enabled && Boolean(employeeId),
    queryFn: async () =>
      (
        await api.get<ProfileApprovalsResponse>('profileApprovals/approvals', {
          query: { ...listQuery(employeeId), request: request ?? undefined },
        })
      ).approvals,
  });
}

export function useProfileDecided(employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.profileDecided(employeeId),
    enabled: enabled && Boolean(employeeId),
    queryFn: () => api.get<ProfileChangeRequest[]>('profileApprovals/updated', { query: listQuery(employeeId) }),
  });
}

export type Verdict = 'approve' | 'reject';
type Decision = { endpoint: 'manager' | 'hr'; verdict: Verdict; item: ProfileChangeRequest; comments: string };

/** PATCH profileApprovals/{manager|hr}/{approve|reject} with the item plus comments; the item leaves the pending list at once. */
export function useDecideProfileRequest(approverId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, verdict, item, comments }: Decision) =>
      api.patch<ApprovalDecisionResponse>(`profileApprovals/${endpoint}/${verdict}`, { ...item, comments }),
    onSuccess: async (_result, { item }) => {
      client.setQueriesData<ProfileChangeRequest[]>({ queryKey: approvalKeys.profilePending(approverId) }, (rows) =>
        rows?.filter((row) => row.id !== item.id),
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: approvalKeys.all }),
        // the bell shows the request's new state
        client.invalidateQueries({ queryKey: ['notifications'] }),
        // An approval changes the employee's record.
        client.invalidateQueries({ queryKey: ['employees'] }),
      ]);
    },
  });
}

/** GET approvals/counts: what waits for the caller per kind (one query on the server), for the hub's badges. */
export function useApprovalCounts(enabled: boolean) {
  return useQuery({
    queryKey: [...approvalKeys.all, 'counts'],
    enabled,
    refetchInterval: 60_000,
    queryFn: () => api.get<ApprovalCountsResponse>('approvals/counts'),
  });
}

/**
 * POST approvals/bulk: one verdict and one comment for several requests; each is decided on its own
 * (the answer lists the ones that could not be). Every list, count and feed on screen may change.
 */
export function useBulkDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalBulkDecision) => api.post<ApprovalBulkResult>('approvals/bulk', body),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** GET approvals/waiting: per person, how many requests of `kind` wait for the caller (team lists' marker). */
export function useWaitingByPerson(kind: ApprovalKind, enabled: boolean) {
  return useQuery({
    queryKey: [...approvalKeys.all, 'waiting', kind],
    enabled,
    queryFn: () => api.get<ApprovalWaiting>('approvals/waiting', { query: { kind } }),
  });
}
