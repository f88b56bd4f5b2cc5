// The words of the server's mails and PDFs (`@hrms/shared/i18n/documents`): the server alone imports this.
import { ar } from '../ar';
import { hi } from '../hi';
import { type Language, RTL_LANGUAGES } from '../languages';
import { documentsAr } from './documents.ar';
import { type DocumentsCatalogue, documentsEn } from './documents.en';
import { documentsHi } from './documents.hi';

export { type DocumentsCatalogue, documentsAr, documentsEn, documentsHi };

export const DOCUMENT_CATALOGUES: Record<Language, DocumentsCatalogue> = { en: documentsEn, hi: documentsHi, ar: documentsAr };

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
/** A key of the catalogue, e.g. "mail.resetCode.subject". */
export type DocumentKey = Paths<DocumentsCatalogue>;

/** A sentence not yet put in a language: its key and the values of its {{placeholders}} (a value may be a phrase too). */
export type Phrase = { key: DocumentKey; values?: Readonly<Record<string, string | number | Phrase>> };

/** First strong isolate and pop directional isolate: a value keeps its own direction inside right-to-left text. */
export const FSI = '\u2068';
export const PDI = '\u2069';

const lookup = (catalogue: DocumentsCatalogue, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
};

/**
 * The sentence of `key` in `language` (English when it has none) with its values filled in. In a right-to-left
 * language each value is isolated (FSI … PDI), so an id, a date or a Latin name keeps its own order.
 */
export function documentText(
  language: Language,
  key: DocumentKey,
  values: Readonly<Record<string, string | number | Phrase>> = {},
): string {
  const text = lookup(DOCUMENT_CATALOGUES[language], key) ?? lookup(documentsEn, key) ?? key;
  const isolate = RTL_LANGUAGES.includes(language);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    const filled = typeof value === 'object' ? documentText(language, value.key, value.values) : String(value);
    return isolate ? `${FSI}${filled}${PDI}` : filled;
  });
}

/** A phrase in a language (see {@link documentText}). */
export const phraseText = (language: Language, phrase: Phrase) => documentText(language, phrase.key, phrase.values);

/**
 * A code's label as the web app shows it in `language` (its catalogue's `leaveTypes` or `attendanceTypes`), for a
 * mail in that language; English (or an unknown code) gives `english`.
 */
export function labelIn(language: Language, group: 'leaveTypes' | 'attendanceTypes', code: string, english: string): string {
  if (language === 'en') return english;
  const labels = (language === 'hi' ? hi : ar)[group] as Record<string, string> | undefined;
  return labels?.[code] ?? english;
}

/**
 * Any label of the web app's catalogue by its dotted key ("tax.sections.80C", "profileFields.dob") in `language`,
 * for a mail or notice in that language; English (or a key the language lacks) gives `english`.
 */
export function screenLabelIn(language: Language, key: string, english: string): string {
  if (language === 'en') return english;
  const found = lookup((language === 'hi' ? hi : ar) as unknown as DocumentsCatalogue, key);
  return found ?? english;
}
