import { GENDER_LABELS } from '@hrms/shared';

/** Transgender is shown as 'Others' (spec 1 §9). */
export function displayGender(value: string): string {
  return GENDER_LABELS[value as keyof typeof GENDER_LABELS] ?? value;
}
