import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { displayGender, displayMaritalStatus, displayPrefix } from '../../employees';

/**
 * A requested value as people read it, in the user's language: a prefix (without its trailing space),
 * gender and marital status by their labels, a date in the organisation's format, '—' for empty; anything
 * else as typed.
 */
export function displayValue(fieldName: string, value: string, t: TFunction, formatDate: (iso: string) => string): string {
  const code = value.trim();
  if (!code) return '—';
  switch (fieldName) {
    case 'prefix':
      return displayPrefix(t, code);
    case 'gender':
      return displayGender(t, code);
    case 'maritialStatus':
      return displayMaritalStatus(t, code);
    case 'dob':
    case 'doj':
      return formatDate(code) || value;
    default:
      return value;
  }
}

/** displayValue bound to the user's language and the organisation's date format. */
export function useDisplayValue(): (fieldName: string, value: string) => string {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return useCallback((fieldName: string, value: string) => displayValue(fieldName, value, t, dates.date), [t, dates]);
}
