import { describe, expect, it } from 'vitest';
import { formatMessage, messageResolver } from './message-codes';

describe('messages with codes (issue 27 point 4)', () => {
  it('fills a template’s placeholders, each as often as it appears', () => {
    expect(formatMessage('More than 24 hours on {{date}} across projects.', { date: '2026-01-05' })).toBe(
      'More than 24 hours on 2026-01-05 across projects.',
    );
    expect(formatMessage('{{n}} of {{n}} left, {{days}} days', { n: 2, days: 1.5 })).toBe('2 of 2 left, 1.5 days');
    expect(formatMessage('No values.', {})).toBe('No values.');
  });

  const resolve = messageResolver({
    leave: { applied: 'Leave applied.', exists: 'The leave type {{name}} exists.' },
    common: { required: '{{label}} is required.', nameRequired: 'Name is required.' },
    approvals: { days_one: '{{count}} day', days_other: '{{count}} days' },
    pair: { twice: '{{a}} and {{a}} again' },
  });

  it('finds a message without values by its exact sentence', () => {
    expect(resolve('Leave applied.')).toEqual({ code: 'leave.applied' });
    expect(resolve('Name is required.')).toEqual({ code: 'common.nameRequired' });
    expect(resolve('Something else.')).toBeUndefined();
  });

  it('finds a message with values by its template, with the values', () => {
    expect(resolve('The leave type Sick Leave exists.')).toEqual({ code: 'leave.exists', params: { name: 'Sick Leave' } });
    expect(resolve('Pay month is required.')).toEqual({ code: 'common.required', params: { label: 'Pay month' } });
    expect(resolve('x and x again')).toEqual({ code: 'pair.twice', params: { a: 'x' } });
    expect(resolve('x and y again')).toBeUndefined();
  });

  it('names a plural form by its key without the form', () => {
    expect(resolve('3 days')).toEqual({ code: 'approvals.days', params: { count: '3' } });
  });

  it('prefers the template with the most fixed text when several fit', () => {
    const both = messageResolver({ a: { loose: '{{x}}.', tight: 'Year {{y}}.' } });
    expect(both('Year 2020.')).toEqual({ code: 'a.tight', params: { y: '2020' } });
  });
});
