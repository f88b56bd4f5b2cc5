import { GENDER_LABELS, parseIsoDate } from '@hrms/shared';
import dayjs from 'dayjs';

/** A yyyy-MM-dd date as "15 Jan 1990"; anything else is shown as it is. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  return parseIsoDate(value) ? dayjs(value).format('DD MMM YYYY') : value;
}

/** Transgender is shown as 'Others' (spec 1 §9). */
export function displayGender(value: string): string {
  return GENDER_LABELS[value as keyof typeof GENDER_LABELS] ?? value;
}
