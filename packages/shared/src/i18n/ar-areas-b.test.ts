import { describe, expect, it } from 'vitest';
import { ARABIC_EXTRA_PLURAL_FORMS } from './areas/arabic-plurals';
import { orgAr } from './areas/org.ar';
import { orgEn } from './areas/org.en';
import { timeAr } from './areas/time.ar';
import { timeEn } from './areas/time.en';
import { en, flattenCatalogue } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const hasLatinLetters = (text: string) => /[a-z]/i.test(text.replace(/\{\{\w+\}\}/g, ''));
const extraPluralForm = new RegExp(`^(.+)_(${ARABIC_EXTRA_PLURAL_FORMS.join('|')})$`);

/** Texts that stay English in Arabic on purpose (none so far: codes and names sit inside Arabic sentences). */
const SAME_AS_ENGLISH: readonly string[] = [];

describe.each([
  // org.hi.ts also carries the onboarding documents' messages (messages.documents), so the Arabic mirrors it.
  [
    'organisation, exams, recruitment, onboarding documents and payroll search',
    orgEn,
    orgAr,
    { documents: en.messages.documents },
  ],
  ['time and attendance', timeEn, timeAr, {}],
])('Arabic of %s (issue 33 point 9)', (_area, english, arabic, moreMessages) => {
  const source = flattenCatalogue({ ...english, messages: { ...english.messages, ...moreMessages } });
  const translated = flattenCatalogue(arabic);

  it('gives every English key, with the same {{placeholders}}', () => {
    expect([...source.keys()].filter((key) => !translated.has(key))).toEqual([]);
    for (const [key, text] of source) expect(placeholders(translated.get(key)!), key).toEqual(placeholders(text));
  });

  it('adds no key of its own except the Arabic plural forms (zero, two, few, many) of a counted English key', () => {
    for (const [key, text] of translated) {
      if (source.has(key)) continue;
      const other = `${extraPluralForm.exec(key)?.[1]}_other`;
      expect(source.has(other), key).toBe(true);
      expect(
        placeholders(text).every((name) => placeholders(source.get(other)!).includes(name)),
        key,
      ).toBe(true);
    }
  });

  it('has exactly the English keys and the four extra Arabic forms of each counted key', () => {
    const counted = [...source.keys()].filter((key) => key.endsWith('_other')).length;
    expect(translated.size).toBe(source.size + counted * ARABIC_EXTRA_PLURAL_FORMS.length);
  });

  it('translates every text that has words: none is left as its English, and each is written in Arabic', () => {
    for (const [key, text] of source) {
      const arabicText = translated.get(key)!;
      if (!hasLatinLetters(text) || SAME_AS_ENGLISH.includes(key)) continue;
      expect(arabicText, key).not.toBe(text);
      expect(arabicText, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
