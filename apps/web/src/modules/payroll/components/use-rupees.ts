import { useTranslation } from 'react-i18next';
import { formatChange, formatRupees } from '../payroll-display';

/** Rupee amounts (JSON numbers from the API) in the user's language, for display only. */
export function useRupees() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    rupees: (amount: number) => formatRupees(amount, language),
    change: (amount: number) => formatChange(amount, language),
  };
}
