import { PROFILE_FIELD_LABELS, PROFILE_FIELDS, PROFILE_REQUEST_STATUS_LABELS, type ProfileField } from './approvals.constants';

export type ProfileFieldChange = { fieldName: ProfileField; oldValue: string; newValue: string };

/** One change per personal-details field whose value differs (DESIGN §8.6); values compared as strings. */
export function changedProfileFields(
  current: Record<ProfileField, string | null | undefined>,
  next: Record<ProfileField, string | null | undefined>,
): ProfileFieldChange[] {
  return PROFILE_FIELDS.flatMap((fieldName) => {
    const oldValue = current[fieldName] ?? '';
    const newValue = next[fieldName] ?? '';
    return oldValue === newValue ? [] : [{ fieldName, oldValue, newValue }];
  });
}

/** A status as people read it; anything unexpected is shown as returned. */
export function profileStatusLabel(status: string): string {
  return (PROFILE_REQUEST_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** A field's readable name; anything unexpected is shown as returned. */
export function profileFieldLabel(fieldName: string): string {
  return (PROFILE_FIELD_LABELS as Record<string, string>)[fieldName] ?? fieldName;
}

type Filterable = {
  employeeId: string;
  employeeName: string;
  fieldName: string;
  oldValue: string;
  newValue: string;
  status: string;
  comments: string;
};
export type RequestFilters = {
  employeeId?: string | null;
  employeeName?: string | null;
  fieldName?: string | null;
  search?: string;
};

/** The approval tables' dropdown filters (exact) and search box (any column, case-insensitive). */
export function filterProfileRequests<T extends Filterable>(rows: readonly T[], filters: RequestFilters): T[] {
  const search = filters.search?.trim().toLowerCase() ?? '';
  return rows.filter((row) => {
    if (filters.employeeId && row.employeeId !== filters.employeeId) return false;
    if (filters.employeeName && row.employeeName !== filters.employeeName) return false;
    if (filters.fieldName && row.fieldName !== filters.fieldName) return false;
    if (!search) return true;
    return [
      row.employeeId,
      row.employeeName,
      row.fieldName,
      profileFieldLabel(row.fieldName),
      row.oldValue,
      row.newValue,
      row.status,
      profileStatusLabel(row.status),
      row.comments,
    ].some((value) => value.toLowerCase().includes(search));
  });
}

/** One page of a client-side table: page is 1-based and clamped; there is always at least one page. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** Who is deciding, as the engine sees it (DESIGN §8.4). */
export type ApprovalDecider = {
  /** The caller is the requester's reporting manager (and that person may decide). */
  asManager: boolean;
  /** The caller is the requester's HR (and that person may decide). */
  asHr: boolean;
  /** The requester has a reporting manager who may decide. */
  hasManager: boolean;
  /** The requester has an HR who may decide. */
  hasHr: boolean;
  multiLevel: boolean;
};

export type ApprovalStepResult =
  | { ok: true; step: 'manager' | 'hr'; status: 'MANAGER_APPROVED' | 'APPROVED' | 'REJECTED' }
  | { ok: false; reason: 'alreadyDecided' | 'managerFirst' | 'notYourDecision' };

/**
 * The approval engine's step machine (DESIGN §8.4), the same for every kind of request. Single-level:
 * the first of manager and HR to decide settles it. Multi-level: the manager approves first
 * (MANAGER_APPROVED) and HR gives the final approval; when there is no manager who can decide, HR
 * decides alone; when there is no HR, the manager's approval is final. Rejection at any step is final.
 */
export function approvalStep(status: string, who: ApprovalDecider, verdict: 'approve' | 'reject'): ApprovalStepResult {
  if (!who.asManager && !who.asHr) return { ok: false, reason: 'notYourDecision' };
  if (status !== 'PENDING' && status !== 'MANAGER_APPROVED') return { ok: false, reason: 'alreadyDecided' };
  let step: 'manager' | 'hr';
  if (who.asManager && status === 'PENDING') step = 'manager';
  else if (!who.asHr) return { ok: false, reason: 'alreadyDecided' };
  else if (status === 'PENDING' && who.multiLevel && who.hasManager) return { ok: false, reason: 'managerFirst' };
  else step = 'hr';
  if (verdict === 'reject') return { ok: true, step, status: 'REJECTED' };
  const final = step === 'hr' || who.asHr || !who.multiLevel || !who.hasHr;
  return { ok: true, step, status: final ? 'APPROVED' : 'MANAGER_APPROVED' };
}
