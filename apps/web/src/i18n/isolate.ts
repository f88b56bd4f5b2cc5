import { isLanguage, RTL_LANGUAGES } from '@hrms/shared';
import type { FormatterModule, InitOptions } from 'i18next';

/** Unicode's first-strong isolate and its closing pop: the text between takes its own direction. */
const FSI = '\u2068';
const PDI = '\u2069';

const isRightToLeft = (language: string | undefined) => {
  const base = language?.split('-')[0];
  return isLanguage(base) && RTL_LANGUAGES.includes(base);
};

/**
 * A value put into a translated text, isolated when the language is written right to left: a Latin name, an
 * ID like HRMS4 or a date inside an Arabic sentence keeps its own order and leaves the sentence's alone.
 * Left-to-right languages get the value as it is.
 */
export function isolateValue(value: unknown, language: string | undefined): unknown {
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '' || !isRightToLeft(language)) return value;
  return `${FSI}${value}${PDI}`;
}

/**
 * i18next's formatter, called for every {{value}} (alwaysFormat): the one place values enter translated text.
 * The catalogues use no named formats ({{value, number}}), so it has none to add.
 */
export const isolatingFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, language) => isolateValue(value, language) as string,
};

/** The interpolation every screen uses: values as given (React escapes them), each through the formatter. */
export const INTERPOLATION: InitOptions['interpolation'] = { escapeValue: false, alwaysFormat: true };
