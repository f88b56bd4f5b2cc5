/** The languages the web app speaks: English (the spec's wording, the default), Hindi, and Arabic (right to left). */
export const LANGUAGES = ['en', 'hi', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language switch lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ar: 'العربية' };

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const LANGUAGE_MESSAGES = {
  invalid: 'Please select a supported language.',
  updated: 'Language updated successfully!',
  ownOnly: 'You can change only your own language.',
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages (e.g. navigator.languages) that we have, by its base ("hi-IN" → hi); else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
