import { FSI, PDI } from '@hrms/shared/i18n/documents';
import { describe, expect, it } from 'vitest';
import { visualPieces, wordsOf } from './pdf-text';

// Issue 33 point 9 (Form 16 in Arabic): an isolated value keeps its own order and is never cut by the wrapping.
describe('pdf-text: isolated values in right-to-left lines', () => {
  it('splits a paragraph at its spaces, but not inside an isolated value', () => {
    expect(wordsOf('a b  c')).toEqual(['a', 'b', '', 'c']);
    expect(wordsOf(`مقرّبًا إلى ${FSI}Rs. 10${PDI}، المادة ${FSI}288A${PDI}`)).toEqual([
      'مقرّبًا',
      'إلى',
      `${FSI}Rs. 10${PDI}،`,
      'المادة',
      `${FSI}288A${PDI}`,
    ]);
    // joined again with spaces, the words are the paragraph
    const text = `الدخل (${FSI}9 - 11${PDI}) ${FSI}Ananya Rao${PDI}`;
    expect(wordsOf(text).join(' ')).toBe(text);
  });

  it('orders an isolated sum or section left to right inside Arabic, where a bare one would be reversed', () => {
    const visual = (line: string) =>
      visualPieces(line, 'rtl')
        .map((p) => p.text)
        .join('');
    expect(visual(`الدخل (${FSI}1 - 2${PDI})`)).toBe('(1 - 2) الدخل');
    expect(visual('الدخل (1 - 2)')).toBe('(2 - 1) الدخل');
    expect(visual(`المادة ${FSI}17(1)${PDI}`)).toBe('17(1) المادة');
  });
});
