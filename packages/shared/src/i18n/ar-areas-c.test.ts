import { describe, expect, it } from 'vitest';
import { leavingAr } from './areas/leaving.ar';
import { leavingEn } from './areas/leaving.en';
import { payAr } from './areas/pay.ar';
import { payEn } from './areas/pay.en';
import { taxAr } from './areas/tax.ar';
import { taxEn } from './areas/tax.en';
import { toolsAr } from './areas/tools.ar';
import { toolsEn } from './areas/tools.en';
import { flattenCatalogue } from './en';

/**
 * Values that are rightly the same in Arabic as in English: sample input a user types over, identical in
 * every language (an e-mail address and a URL are not words to translate).
 */
const SAME_IN_ARABIC = new Set(['tools.mail.testPlaceholder', 'tools.webhooks.urlPlaceholder']);

const areas = [
  ['tools', toolsEn, toolsAr],
  ['pay', payEn, payAr],
  ['tax', taxEn, taxAr],
  ['leaving', leavingEn, leavingAr],
] as const;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(areas)('the Arabic of the %s area', (_area, english, arabic) => {
  const en = flattenCatalogue(english);
  const ar = flattenCatalogue(arabic);

  it('has every English key, and no other', () => {
    expect([...en.keys()].filter((key) => !ar.has(key))).toEqual([]);
    expect([...ar.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('keeps every {{placeholder}} of the English, by name and count', () => {
    const wrong = [...en].filter(([key, text]) => {
      const translated = ar.get(key);
      return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('translates every value with words in it (a few sample inputs excepted)', () => {
    const untranslated = [...en].filter(([key, text]) => ar.get(key) === text && /[a-z]/i.test(text) && !SAME_IN_ARABIC.has(key));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('writes in Arabic script wherever the English has words', () => {
    const latinOnly = [...ar].filter(
      ([key, text]) => /[a-z]/i.test(en.get(key) ?? '') && !/[\u0600-\u06FF]/.test(text) && !SAME_IN_ARABIC.has(key),
    );
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });
});

describe('the Arabic areas of tools, pay, tax and leaving together', () => {
  it('give Arabic for all their English keys', () => {
    const counts = Object.fromEntries(areas.map(([area, , arabic]) => [area, flattenCatalogue(arabic).size]));
    expect(counts).toEqual(Object.fromEntries(areas.map(([area, english]) => [area, flattenCatalogue(english).size])));
  });
});
