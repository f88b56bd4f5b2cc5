import { formatMessage } from '../common';
import type { Role } from '../roles';

/**
 * Where any request of the approval engine stands (DESIGN §8.4), whatever its kind: MANAGER_APPROVED is
 * the multi-level intermediate step; CANCELLED is set when the requester withdraws an open (or, for
 * leave, an approved) request.
 */
export const APPROVAL_STATUSES = ['PENDING', 'MANAGER_APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** Statuses that still wait for a decision. */
export const OPEN_APPROVAL_STATUSES = ['PENDING', 'MANAGER_APPROVED'] as const satisfies readonly ApprovalStatus[];

/** The kinds of request the one approval engine routes (spec 3 §2.2–§2.5, §2.9). */
export const APPROVAL_KINDS = [
  'profile',
  'leave',
  'attendance',
  'timesheet',
  'expense',
  'exit',
  'taxProof',
  'shiftSwap',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
/** How many requests of each kind wait for the caller (GET approvals/counts, for the /ApprovalMaster hub). */
export type ApprovalCounts = Record<ApprovalKind, number>;

/** Where a profile-change request stands: the engine's statuses (a profile change is never cancelled). */
export const PROFILE_REQUEST_STATUSES = APPROVAL_STATUSES;
export type ProfileRequestStatus = ApprovalStatus;
export const OPEN_PROFILE_REQUEST_STATUSES = OPEN_APPROVAL_STATUSES;

export const PROFILE_REQUEST_STATUS_LABELS: Record<ProfileRequestStatus, string> = {
  PENDING: 'Pending',
  MANAGER_APPROVED: 'Approved by manager',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** Spec 3 §9: approval tables show 3 rows per page, status screens 5; request lists are fetched 40 at a time. */
export const APPROVAL_TABLE_PAGE_SIZE = 3;
export const APPROVAL_STATUS_PAGE_SIZE = 5;
export const APPROVAL_FETCH_SIZE = 40;
export const APPROVAL_COMMENTS_MAX = 250;
/** POST approvals/bulk: how many requests one bulk decision may carry. */
export const APPROVAL_BULK_MAX = 100;

export const APPROVAL_MESSAGES = {
  commentsRequired: 'Comments are mandatory.',
  commentsTooLong: `Comments cannot be longer than ${APPROVAL_COMMENTS_MAX} characters.`,
  roleNotRecognized: 'User role not recognized',
  noResults: 'No results found.',
  noPending: 'No pending requests.',
  noDecided: 'No approved or rejected requests yet.',
  approved: 'Request approved.',
  approvedByManager: 'Request approved; it now waits for HR’s final approval.',
  rejected: 'Request rejected.',
  notFound: 'Request not found.',
  alreadyDecided: 'This request has already been decided.',
  managerFirst: 'The reporting manager must approve this request before HR gives the final approval.',
  notYourDecision: 'Only the requester’s reporting manager or HR can decide on this request.',
  ownListsOnly: 'You can only see your own requests and approvals.',
  noApprover: 'There is no reporting manager or HR to approve your change. Please ask an administrator.',
  invalidAfterChange: 'This change can no longer be applied:',
  loadFailed: 'Could not load the requests.',
  ownRequest: 'You cannot decide on your own request.',
  bulkEmpty: 'Choose at least one request.',
  bulkTooMany: `At most ${APPROVAL_BULK_MAX} requests can be decided at once.`,
  bulkFailed: 'Could not decide the chosen requests.',
  // templates (issue 27 point 4): bulkDecisionMessage fills them
  bulkApprovedOne: '{{decided}} request approved.',
  bulkApproved: '{{decided}} requests approved.',
  bulkRejectedOne: '{{decided}} request rejected.',
  bulkRejected: '{{decided}} requests rejected.',
  bulkApprovedOneFailed: '{{decided}} request approved; {{failed}} could not be decided.',
  bulkApprovedFailed: '{{decided}} requests approved; {{failed}} could not be decided.',
  bulkRejectedOneFailed: '{{decided}} request rejected; {{failed}} could not be decided.',
  bulkRejectedFailed: '{{decided}} requests rejected; {{failed}} could not be decided.',
} as const;

/** What a bulk decision tells the approver: how many went through and how many did not. */
export function bulkDecisionMessage(decided: number, failed: number, verdict: 'approve' | 'reject'): string {
  const M = APPROVAL_MESSAGES;
  const one = decided === 1;
  const template =
    verdict === 'approve'
      ? failed
        ? one
          ? M.bulkApprovedOneFailed
          : M.bulkApprovedFailed
        : one
          ? M.bulkApprovedOne
          : M.bulkApproved
      : failed
        ? one
          ? M.bulkRejectedOneFailed
          : M.bulkRejectedFailed
        : one
          ? M.bulkRejectedOne
          : M.bulkRejected;
  return formatMessage(template, { decided, failed });
}

/** The personal-details fields an employee may ask to change, in form order (API field names). */
export const PROFILE_FIELDS = [
  'prefix',
  'firstname',
  'middlename',
  'lastname',
  'email',
  'countryCode',
  'phoneNumber',
  'maritialStatus',
  'dob',
  'gender',
  'fatherName',
  'doj',
  'bloodGroup',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  prefix: 'Prefix',
  firstname: 'First name',
  middlename: 'Middle name',
  lastname: 'Last name',
  email: 'Email',
  countryCode: 'Country code',
  phoneNumber: 'Phone number',
  maritialStatus: 'Marital status',
  dob: 'Date of birth',
  gender: 'Gender',
  fatherName: 'Father name',
  doj: 'Date of joining',
  bloodGroup: 'Blood group',
};

/** Spec 3 §6: managers call the manager endpoints, HR the HR endpoints; any other role makes no call. */
export function approverEndpoint(role: Role | string | null | undefined): 'manager' | 'hr' | null {
  if (role === 'ROLE_MANAGER') return 'manager';
  if (role === 'ROLE_HR') return 'hr';
  return null;
}
