import { describe, expect, it } from 'vitest';
import {
  inputsFormSchema,
  ptSlabFormRow,
  ptSlabsFormSchema,
  type SalaryForm,
  salaryFormSchema,
  structureFormSchema,
} from './payroll-forms';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const component = (code: string, formula: string) => ({
  code,
  name: code,
  kind: 'EARNING' as const,
  formula,
  taxable: true,
  pfWage: false,
  esiWage: false,
});

describe('the payroll forms, checked by the engine’s request schemas', () => {
  it('puts an unknown name and a cycle under the formula of the component that has it', () => {
    const result = structureFormSchema.safeParse({
      code: 'STD',
      name: 'Standard',
      components: [
        component('BASIC', 'MONTHLY_CTC * 0.5'),
        component('HRA', 'BASC * 0.4'),
        component('A', 'B'),
        component('B', 'A'),
      ],
    });
    const found = issues(result);
    expect(found['components.1.formula']).toContain('BASC');
    expect(found['components.2.formula'] ?? found['components.3.formula']).toContain('depends on itself');
    expect(found['components.0.formula']).toBeUndefined();
  });

  it('takes a valid structure with its code', () => {
    const result = structureFormSchema.safeParse({
      code: 'STD',
      name: 'Standard',
      components: [component('BASIC', 'MONTHLY_CTC * 0.5')],
    });
    expect(result.success).toBe(true);
    expect(result.data?.code).toBe('STD');
    expect(
      issues(structureFormSchema.safeParse({ code: 'std x', name: 'S', components: [component('BASIC', '1')] })).code,
    ).toBeDefined();
  });

  const salary: SalaryForm = {
    structure: 'STD',
    annualCtc: '1200000',
    effectiveFrom: '2026-04-01',
    taxRegime: 'NEW',
    ptState: '',
    pfCapped: true,
    uan: '',
    bankAccount: '123456789012',
    ifsc: 'hdfc0001234',
  };

  it('turns a salary form into the body: amounts as numbers, blanks as null, the IFSC in capitals', () => {
    const result = salaryFormSchema.safeParse(salary);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ annualCtc: 1200000, ptState: null, uan: null, ifsc: 'HDFC0001234' });
  });

  it('names the salary field it refuses', () => {
    const found = issues(salaryFormSchema.safeParse({ ...salary, annualCtc: '', uan: '123', bankAccount: '12' }));
    expect(Object.keys(found).sort()).toEqual(['annualCtc', 'bankAccount', 'uan']);
  });

  it('checks run inputs and names the person’s field', () => {
    const ok = inputsFormSchema.safeParse({
      people: [
        {
          employeeId: 'HRMS4',
          lopDays: '1.5',
          additions: [{ code: 'bonus', name: 'Bonus', amount: '5000', taxable: true }],
          deductions: [],
        },
      ],
    });
    expect(ok.data?.people[0]).toMatchObject({ lopDays: 1.5, additions: [{ code: 'BONUS', amount: 5000 }] });
    const bad = issues(
      inputsFormSchema.safeParse({
        people: [
          { employeeId: 'HRMS4', lopDays: '1.3', additions: [], deductions: [{ code: 'LOAN', name: 'Loan', amount: 'x' }] },
        ],
      }),
    );
    expect(Object.keys(bad).sort()).toEqual(['people.0.deductions.0.amount', 'people.0.lopDays']);
  });
});

describe('the PT slabs form, checked by PUT payroll/pt-slabs’ schema', () => {
  it('turns blank "to" and February amounts into null (no upper end, the usual amount)', () => {
    const parsed = ptSlabsFormSchema.safeParse({
      slabs: [
        { from: '0', to: '24999', amount: '0', februaryAmount: '' },
        { from: '25000', to: '', amount: '200', februaryAmount: '300' },
      ],
    });
    expect(parsed.success && parsed.data.slabs).toEqual([
      { from: 0, to: 24999, amount: 0, februaryAmount: null },
      { from: 25000, to: null, amount: 200, februaryAmount: 300 },
    ]);
  });

  it('refuses a gap between slabs under the later slab’s "from", with the shared message', () => {
    const parsed = ptSlabsFormSchema.safeParse({
      slabs: [
        { from: '0', to: '7500', amount: '0', februaryAmount: '' },
        { from: '7600', to: '', amount: '200', februaryAmount: '' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['slabs.1.from', 'Slab 2 must start right after the previous one ends, and only the last slab may be open-ended.'],
    ]);
  });

  it('refuses an amount that is not whole rupees', () => {
    const parsed = ptSlabsFormSchema.safeParse({ slabs: [{ from: '0', to: '', amount: '12.5', februaryAmount: '' }] });
    expect(parsed.error?.issues[0]?.message).toBe('Amount must be whole rupees, 0 or more.');
  });

  it('shows a saved slab as the form’s text', () => {
    expect(ptSlabFormRow({ from: 10001, to: null, amount: 200, februaryAmount: 300 })).toEqual({
      from: '10001',
      to: '',
      amount: '200',
      februaryAmount: '300',
    });
  });
});
