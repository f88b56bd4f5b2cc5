import { type CodedMessage, messageResolver } from '../common';
import { enCore, flattenCatalogue } from './en-core';
import { enScreens } from './en-screens';
import type { EXTRA_PLURAL_FORMS } from './plural-forms';

export { EXTRA_PLURAL_FORMS } from './plural-forms';

export { flattenCatalogue };

/**
 * The English catalogue: the spec's wording. Where the words are spec constants in packages/shared they are
 * taken from there (one source of truth); the rest are the web app's own labels. The shell and login part
 * (./en-core.ts) is bundled with the web app; the signed-in screens' part (./en-screens.ts) loads with them.
 * Other languages (./hi.ts, ./ar.ts) give some or all of these keys; a missing key falls back to English.
 */
export const en = { ...enCore, ...enScreens, messages: { ...enCore.messages, ...enScreens.messages } } as const;

export type Catalogue = typeof en;

/** Beside an English plural ("days_one", "days_other"), a language's own forms of it ("days_few"). */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${(typeof EXTRA_PLURAL_FORMS)[number]}` : never]?: string;
};

/** A translation: any of the English catalogue's keys, each a string (missing keys fall back to English). */
export type Translation<T = Catalogue> = { [K in keyof T]?: T[K] extends string ? string : Translation<T[K]> } & PluralForms<T>;

/** The catalogue key of a message the server or a shared rule sends in English ("messages.leave.applied"). */
export const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map(
  [...flattenCatalogue(en.messages, 'messages')].map(([key, text]) => [text, key]),
);

let resolver: ((text: string) => CodedMessage | undefined) | undefined;

/**
 * The code and values of an English message the server sends ("leave.leaveTypeExists"; a template's values
 * as params), or undefined for a message the catalogue does not have or has under several codes (those are
 * thrown with their code, `withCode`, so a code on the wire is never a guess).
 */
export function resolveMessage(text: string): CodedMessage | undefined {
  resolver ??= messageResolver(en.messages, { ambiguous: 'none' });
  return resolver(text);
}
