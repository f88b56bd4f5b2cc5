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
