import { GENDER_LABELS } from '@hrms/shared';

/** A requested value as people read it: prefixes without their trailing space, gender labels, '—' for empty. */
export function displayValue(fieldName: string, value: string): string {
  if (!value.trim()) return '—';
  if (fieldName === 'prefix') return value.trim();
  if (fieldName === 'gender') return (GENDER_LABELS as Record<string, string>)[value] ?? value;
  return value;
}
