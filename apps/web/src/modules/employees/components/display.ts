import { GENDER_LABELS } from '@hrms/shared';
import { useTranslation } from 'react-i18next';

/** Transgender is shown as 'Others' (spec 1 §9), in the user's language; an unknown value as stored. */
export function useDisplayGender() {
  const { t } = useTranslation();
  return (value: string) =>
    value
      ? t(`employees.genders.${value}`, { defaultValue: GENDER_LABELS[value as keyof typeof GENDER_LABELS] ?? value })
      : value;
}

/** A marital status in the user's language; an unknown value as stored. */
export function useDisplayMaritalStatus() {
  const { t } = useTranslation();
  return (value: string) => (value ? t(`employees.maritalStatuses.${value}`, { defaultValue: value }) : value);
}
