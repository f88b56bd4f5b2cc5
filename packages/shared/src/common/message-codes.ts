/**
 * Messages with codes (issue 27 point 4). A message's code is its key in the English catalogue under
 * `messages` ("leave.leaveTypeExists"); a message with a value in it is a template with named placeholders
 * in i18next's style ("More than 24 hours on {{date}} across projects.") and its values travel as `params`.
 * The English is filled in by `formatMessage`; a browser shows `messages.<code>` of its language with the
 * same params.
 */

/** The values of a message, by placeholder name. */
export type MessageParams = Record<string, string>;

/** A message by its code, with its values. */
export type CodedMessage = { code: string; params?: MessageParams };

/** The placeholder names of a template literal type ("{{date}} and {{code}}" → "date" | "code"). */
export type PlaceholderNames<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The English of a template with its values filled in; a placeholder without a value stays as written. */
export function formatMessage<T extends string>(template: T, params: { [K in PlaceholderNames<T>]: string | number }): string {
  const values = params as Record<string, string | number | undefined>;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** A language's plural form of a key ("days_other"): the code is the key without it, the count a value. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Template = { code: string; pattern: RegExp; names: string[]; literal: number };

function compileTemplate(code: string, text: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  let literal = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    const before = text.slice(last, match.index);
    source += escapeRegExp(before);
    literal += before.length;
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
    if (!names.includes(name)) names.push(name);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(text.slice(last));
  literal += text.length - last;
  return { code, pattern: new RegExp(`^${source}$`), names, literal };
}

function flatten(catalogue: object, prefix: string, out: [string, string][]) {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([path, value]);
    else if (value && typeof value === 'object') flatten(value, path, out);
  }
  return out;
}

/** The sentences several codes share, each with its codes in catalogue order. */
export function sharedSentences(messages: object): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const [key, text] of flatten(messages, '', [])) {
    if (text.includes('{{')) continue;
    const code = key.replace(PLURAL_SUFFIX, '');
    const known = codes.get(text);
    if (!known) codes.set(text, [code]);
    else if (!known.includes(code)) known.push(code);
  }
  return new Map([...codes].filter(([, list]) => list.length > 1));
}

/**
 * Finds the code (and values) of an English message in a catalogue's `messages` part: the exact sentence
 * first, else the template it was filled from (the one with the most fixed text, when several fit).
 * A sentence several codes share ("Name is required.") is no one code: `ambiguous: 'none'` gives it none
 * (the server: its thrower names the code with `withCode`), `'first'` the first in catalogue order (a browser:
 * the catalogue test makes such codes read the same in every language).
 */
export function messageResolver(
  messages: object,
  { ambiguous = 'first' }: { ambiguous?: 'first' | 'none' } = {},
): (text: string) => CodedMessage | undefined {
  const exact = new Map<string, string>();
  const shared = ambiguous === 'none' ? sharedSentences(messages) : new Map<string, string[]>();
  const templates: Template[] = [];
  for (const [key, text] of flatten(messages, '', [])) {
    const code = key.replace(PLURAL_SUFFIX, '');
    if (text.includes('{{')) templates.push(compileTemplate(code, text));
    else if (!exact.has(text) && !shared.has(text)) exact.set(text, code);
  }
  templates.sort((a, b) => b.literal - a.literal);
  return (text) => {
    if (shared.has(text)) return undefined;
    const code = exact.get(text);
    if (code) return { code };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match?.groups) return { code: template.code, params: { ...match.groups } };
    }
    return undefined;
  };
}
