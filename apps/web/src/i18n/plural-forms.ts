/**
 * A catalogue with every plural form the language has: a form it leaves out ("days_few" in Arabic) gets the
 * language's own "_other" text, so a count of 3 never falls back to the English "3 days".
 */
export function withPluralForms<T extends object>(catalogue: T, language: string): T {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const complete = (node: object): object => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = value && typeof value === 'object' ? complete(value) : value;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string' || !key.endsWith('_other')) continue;
      const base = key.slice(0, -'_other'.length);
      for (const form of forms) out[`${base}_${form}`] ??= value;
    }
    return out;
  };
  return complete(catalogue) as T;
}
