import { describe, expect, it } from 'vitest';
import {
  fieldMessages,
  formatChange,
  formatRupees,
  formPath,
  linesByKind,
  maskAccount,
  pageCount,
  previousMonth,
} from './payroll-display';

describe('the payroll screens’ display rules', () => {
  it('shows rupees in the Indian grouping, paise only when there are some', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(2500, 'hi')).toBe('₹2,500');
  });

  it('signs a change of net pay', () => {
    expect(formatChange(1200)).toBe('+₹1,200');
    expect(formatChange(-300)).toBe('−₹300');
    expect(formatChange(0)).toBe('₹0');
  });

  it('groups payslip lines by kind in payslip order and leaves out empty kinds', () => {
    const groups = linesByKind([
      { code: 'PF_EE', kind: 'DEDUCTION' },
      { code: 'BASIC', kind: 'EARNING' },
      { code: 'PF_ER_EPS', kind: 'EMPLOYER' },
      { code: 'HRA', kind: 'EARNING' },
    ] as const);
    expect(groups.map((g) => [g.kind, g.lines.map((l) => l.code)])).toEqual([
      ['EARNING', ['BASIC', 'HRA']],
      ['DEDUCTION', ['PF_EE']],
      ['EMPLOYER', ['PF_ER_EPS']],
    ]);
  });

  it('reads field messages from B5’s list and from the spec’s object, first message per field', () => {
    expect(
      fieldMessages({
        errors: [
          { field: 'components[1].formula', message: 'HRA: unknown name BASC' },
          { field: 'components[1].formula', message: 'second' },
          { nonsense: true },
        ],
      }),
    ).toEqual({ 'components[1].formula': 'HRA: unknown name BASC' });
    expect(fieldMessages({ errors: { ifsc: 'Enter a valid IFSC.' } })).toEqual({ ifsc: 'Enter a valid IFSC.' });
    expect(fieldMessages(null)).toEqual({});
    expect(fieldMessages('text')).toEqual({});
  });

  it('turns the server’s field path into the form’s', () => {
    expect(formPath('components[12].formula')).toBe('components.12.formula');
    expect(formPath('name')).toBe('name');
  });

  it('masks an account number but its last four digits, and leaves a masked one alone', () => {
    expect(maskAccount('123456789012')).toBe('••••••••9012');
    expect(maskAccount('XXXXXXXX9012')).toBe('XXXXXXXX9012');
    expect(maskAccount('123')).toBe('123');
    expect(maskAccount(null)).toBe('');
  });

  it('finds the month before, across a year end', () => {
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
