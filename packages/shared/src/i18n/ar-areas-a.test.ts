import { describe, expect, it } from 'vitest';
import { peopleAr } from './areas/people.ar';
import { peopleEn } from './areas/people.en';
import { workspaceAr } from './areas/workspace.ar';
import { workspaceEn } from './areas/workspace.en';
import { flattenCatalogue } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Arabic values that may equal the English: none so far. Codes such as PAN stay in Latin inside an Arabic
 * phrase ("بطاقة PAN"), so even they differ; add a key here only for a value that is a code and nothing else.
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set([]);

describe.each([
  ['people', peopleEn, peopleAr],
  ['workspace', workspaceEn, workspaceAr],
])('Arabic of the %s screens', (_area, englishArea, arabicArea) => {
  const english = flattenCatalogue(englishArea);
  const arabic = flattenCatalogue(arabicArea);

  it('has every English key, with the same {{placeholders}}', () => {
    expect(english.size).toBeGreaterThan(40);
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
    for (const [key, text] of english) expect(placeholders(arabic.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('has no key that English lacks', () => {
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('is translated: no value left in English, each written in Arabic', () => {
    const untranslated = [...english].filter(
      ([key, text]) => arabic.get(key) === text && /[a-z]/i.test(text) && !SAME_AS_ENGLISH.has(key),
    );
    expect(untranslated).toEqual([]);
    for (const [key, text] of arabic) expect(text, key).toMatch(/[\u0600-\u06FF]/);
  });
});
