import { describe, expect, it } from 'vitest';
import { withPluralForms } from './plural-forms';

describe('withPluralForms', () => {
  it("gives each plural form a language leaves out the language's own other form, at any depth", () => {
    const arabic = withPluralForms({ a: { weeks_one: 'أسبوع', weeks_other: 'أسابيع' }, title: 'عنوان' }, 'ar');
    expect(arabic).toEqual({
      a: {
        weeks_zero: 'أسابيع',
        weeks_one: 'أسبوع',
        weeks_two: 'أسابيع',
        weeks_few: 'أسابيع',
        weeks_many: 'أسابيع',
        weeks_other: 'أسابيع',
      },
      title: 'عنوان',
    });
  });

  it('keeps the forms a catalogue gives, and a language with two forms as it is', () => {
    const given = { days_few: 'أيام', days_other: 'يوم' };
    expect(withPluralForms(given, 'ar').days_few).toBe('أيام');
    const hindi = { days_one: '{{count}} दिन', days_other: '{{count}} दिन' };
    expect(withPluralForms(hindi, 'hi')).toEqual(hindi);
  });
});
