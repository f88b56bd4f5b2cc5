import {
  type CodedMessage,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  messageResolver,
  pickLanguage,
  RTL_LANGUAGES,
  type Translation,
} from '@hrms/shared';
import { enCore } from '@hrms/shared/i18n/en-core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTERPOLATION, isolatingFormatter } from './isolate';
import { withPluralForms } from './plural-forms';

/** The language this browser shows (the login page's switch, or the account's at sign-in). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** A choice made on the login page, not yet saved with an account: the next sign-in saves it (then it goes). */
export const PENDING_LANGUAGE_KEY = 'languageBeforeSignIn';

/** English is bundled; the other catalogues load when first needed (the login page stays light). */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Translation>> = {
  hi: () => import('@hrms/shared/i18n/hi').then((m) => m.hi),
  ar: () => import('@hrms/shared/i18n/ar').then((m) => m.ar),
};

export const i18n = i18next.createInstance();

/** The language saved in this browser, else the browser's own preference when we have it, else English. */
export function initialLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  return pickLanguage(navigator.languages ?? [navigator.language]);
}

export const directionOf = (language: Language) => (RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr');

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

async function ensureLoaded(language: Language) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', withPluralForms(await LOADERS[language](), language), true, true);
}

/** Loads the catalogue and switches the page (text, lang and dir on <html>); remember: keep it in this browser. */
export async function changeLanguage(language: Language, remember = true) {
  await ensureLoaded(language);
  if (remember) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  applyToDocument(language);
  await i18n.changeLanguage(language);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Before the first render: English at once, another language after its catalogue has loaded. */
export async function initI18n() {
  const language = initialLanguage();
  await i18n
    .use(initReactI18next)
    .use(isolatingFormatter)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { en: { translation: enCore } },
      interpolation: INTERPOLATION,
      nsSeparator: false,
    });
  try {
    await changeLanguage(language, false);
  } catch (error) {
    console.warn('language not loaded', error);
    applyToDocument(DEFAULT_LANGUAGE);
  }
}

// The code (and values) of each English message loaded so far ("leave.applied"), found by its text or template.
let resolveCode: ((text: string) => CodedMessage | undefined) | null = null;

// The catalogue's labels a message's value may be (a leave type's "Sick Leave"), by their English.
let labelKeys: Map<string, string> | null = null;

/**
 * The English of the signed-in screens (@hrms/shared/i18n/en-screens), added when they load
 * (layout/PageProviders) so the login page does not carry it.
 */
export function addEnglishScreens(catalogue: object) {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', catalogue, true, false);
  resolveCode = null;
  labelKeys = null;
}

function codeOf(message: string): CodedMessage | undefined {
  if (!resolveCode) {
    const english = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'translation') as { messages?: object } | undefined;
    resolveCode = messageResolver(english?.messages ?? {});
  }
  return resolveCode(message);
}

/** A value as the user reads it: a count as a number (for plural forms), a known label translated. */
function shownValues(params: Record<string, string> = {}): Record<string, string | number> {
  if (!labelKeys) {
    const english = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'translation') as { leaveTypes?: object } | undefined;
    labelKeys = new Map(Object.entries(english?.leaveTypes ?? {}).map(([key, label]) => [String(label), `leaveTypes.${key}`]));
  }
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (name === 'count' && /^\d+$/.test(value)) return [name, Number(value)];
      const label = labelKeys?.get(value);
      return [name, label ? String(i18n.t(label, { defaultValue: value })) : value];
    }),
  );
}

/**
 * A message from the server or a shared rule, in the user's language: by its code and values when the server
 * sent them (`code`, `params`), else by the catalogue's exact message or the template it was filled from;
 * anything else stays as sent (the spec's English).
 */
export function translateMessage(message: string, coded?: CodedMessage): string {
  if (!i18n.isInitialized) return message;
  const found = coded ?? codeOf(message);
  if (!found) return message;
  const key = `messages.${found.code}`;
  const values = shownValues(found.params);
  if (!i18n.exists(key, values)) return message;
  return i18n.t(key, { ...values, defaultValue: message });
}
