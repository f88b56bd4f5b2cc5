import { COUNTRY_CODES, DEFAULT_LANGUAGE } from '@hrms/shared';
import { useTranslation } from 'react-i18next';

type DiallingCode = Pick<(typeof COUNTRY_CODES)[number], 'country' | 'regions'>;

// one region-name formatter per language: building one reads the runtime's locale data
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesIn(language: string): Intl.DisplayNames | null {
  if (!regionNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // an unknown language tag: the English name below
    }
    regionNames.set(language, names);
  }
  return regionNames.get(language) ?? null;
}

/**
 * A dialling code's country in `language`, by its ISO 3166 region codes ("भारत", "संयुक्त राज्य / कनाडा");
 * in English, and wherever the runtime has no name, the spec's own English ("India", "USA / Canada").
 */
export function countryName(entry: DiallingCode, language: string): string {
  if (language === DEFAULT_LANGUAGE) return entry.country;
  const names = regionNamesIn(language);
  const parts = entry.regions.map((region) => names?.of(region));
  return parts.every(Boolean) ? parts.join(' / ') : entry.country;
}

/** The country code choices as the selects show them: "+91 India", "+91 भारत". */
export function countryCodeOptions(language: string): { value: string; label: string }[] {
  return COUNTRY_CODES.map((entry) => ({ value: entry.code, label: `${entry.code} ${countryName(entry, language)}` }));
}

/** The country code choices in the current language (they change with it). */
export function useCountryCodeOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  return countryCodeOptions(i18n.language);
}
