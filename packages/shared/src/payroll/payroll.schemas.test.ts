import { describe, expect, it } from 'vitest';
import {
  bankDetailsSchema,
  PAYROLL_MESSAGES as M,
  payFrequencyLabel,
  payPeriodsNamed,
  payPeriodsOf,
  salarySchema,
} from './payroll.schemas';
import { SAMPLE_BANK_DETAILS as bank, SAMPLE_SALARY as salary } from './payroll.test-support';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('payroll rules (spec 2 §5)', () => {
  it('takes money as digits only, at most 10, from text or a JSON number', () => {
    expect(salarySchema.parse({ ...salary, basicPay: 9999999999 }).basicPay).toBe('9999999999');
    expect(firstMessage(salarySchema.safeParse({ ...salary, basicPay: '12345678901' }))).toBe(M.money('Basic Pay'));
    expect(firstMessage(salarySchema.safeParse({ ...salary, netPay: '12.5' }))).toBe(M.money('Net Pay'));
    expect(firstMessage(salarySchema.safeParse({ ...salary, insurance: '' }))).toBe(M.required('Insurance'));
  });

  it('keeps text fields to letters and spaces, at most 20', () => {
    expect(firstMessage(salarySchema.safeParse({ ...salary, payFrequency: 'Monthly1' }))).toBe(M.payFrequency);
    expect(firstMessage(salarySchema.safeParse({ ...salary, payFrequency: 'M'.repeat(21) }))).toBe(M.payFrequency);
  });

  it('takes pay frequency as the number of pay periods in a year too (the original client sends digits)', () => {
    for (const payFrequency of ['1', '12', '26', '52', '365', 12])
      expect(salarySchema.safeParse({ ...salary, payFrequency }).success).toBe(true);
    for (const payFrequency of ['0', '366', '1.5', '-12', '12 ', '1000'])
      expect(salarySchema.safeParse({ ...salary, payFrequency: payFrequency }).success, payFrequency).toBe(
        payFrequency === '12 ',
      );
    expect([payFrequencyLabel('12'), payFrequencyLabel('1'), payFrequencyLabel('3'), payFrequencyLabel('Monthly')]).toEqual([
      'Monthly',
      'Yearly',
      '3 pay periods a year',
      'Monthly',
    ]);
    // the periods behind a frequency, for showing its name in another language
    expect([payPeriodsOf('26'), payPeriodsOf('Monthly'), payPeriodsNamed(' monthly '), payPeriodsNamed('Daily')]).toEqual([
      26,
      undefined,
      12,
      undefined,
    ]);
  });

  it('checks the bank account (9 to 18 digits) and the IFSC pattern, upper-casing it', () => {
    expect(bankDetailsSchema.parse(bank).ifscCode).toBe('SBIN0001234');
    for (const account of ['12345678', '1'.repeat(19), '12345678a']) {
      expect(firstMessage(bankDetailsSchema.safeParse({ ...bank, bankAccountNumber: account }))).toBe(M.bankAccount);
    }
    expect(bankDetailsSchema.safeParse({ ...bank, bankAccountNumber: '1'.repeat(18) }).success).toBe(true);
    for (const ifsc of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN0001234X']) {
      expect(firstMessage(bankDetailsSchema.safeParse({ ...bank, ifscCode: ifsc }))).toBe(M.ifsc);
    }
  });

  it('takes an employee id of letters and digits, at most 15', () => {
    expect(firstMessage(salarySchema.safeParse({ ...salary, employeeId: 'HRMS-4' }))).toBe(M.employeeId);
    expect(firstMessage(salarySchema.safeParse({ ...salary, employeeId: 'A'.repeat(16) }))).toBe(M.employeeId);
  });
});
