import { GENDER_LABELS } from '@hrms/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Transgender is shown as 'Others' (spec 1 §9), in the user's language; an unknown value as stored. */
export function displayGender(t: TFunction, value: string): string {
  return value
    ? t(`employees.genders.${value}`, { defaultValue: GENDER_LABELS[value as keyof typeof GENDER_LABELS] ?? value })
    : value;
}

export function useDisplayGender() {
  const { t } = useTranslation();
  return (value: string) => displayGender(t, value);
}

/** A marital status in the user's language; an unknown value as stored. */
export function displayMaritalStatus(t: TFunction, value: string): string {
  return value ? t(`employees.maritalStatuses.${value}`, { defaultValue: value }) : value;
}

export function useDisplayMaritalStatus() {
  const { t } = useTranslation();
  return (value: string) => displayMaritalStatus(t, value);
}

/** A name prefix (stored as 'Mr ', 'Ms ', 'Mrs ') in the user's language, without its trailing space. */
export function displayPrefix(t: TFunction, value: string): string {
  const prefix = value.trim();
  return prefix ? t(`employees.prefixes.${prefix}`, { defaultValue: prefix }) : '';
}

/** A prefix and a first name as the profile shows them: "Mrs Ananya", "श्रीमती Ananya". */
export function displayPrefixedName(t: TFunction, prefix: string, firstname: string): string {
  return [displayPrefix(t, prefix), firstname].filter(Boolean).join(' ');
}
