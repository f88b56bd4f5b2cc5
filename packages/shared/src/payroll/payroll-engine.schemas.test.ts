import { describe, expect, it } from 'vitest';
import { earningComponent as component } from './payroll.test-support';
import {
  declarationsBodySchema,
  declarationWindowBodySchema,
  fieldPath,
  ptSlabsBodySchema,
  runBodySchema,
  runInputsBodySchema,
  salaryBodySchema,
  structureBodySchema,
  unlockBodySchema,
} from './payroll-engine.schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('structure body', () => {
  it('accepts a valid structure', () => {
    const result = structureBodySchema.safeParse({
      name: 'Standard',
      components: [component('BASIC', 'CTC / 24'), component('HRA', 'BASIC * 0.4')],
    });
    expect(result.success).toBe(true);
  });
  it('answers each formula problem on the component field, naming the component', () => {
    const result = structureBodySchema.safeParse({
      name: 'Standard',
      components: [component('BASIC', 'CTC / '), component('HRA', 'BASIK * 0.4'), component('A', 'B'), component('B', 'A')],
    });
    expect(issues(result)).toEqual([
      {
        path: 'components.0.formula',
        message: 'Component BASIC: the formula has a syntax error at character 7: the formula ends too early.',
      },
      {
        path: 'components.1.formula',
        message:
          'Component HRA: the formula uses BASIK, which is not a component of this structure nor one of CTC, MONTHLY_CTC, DAYS_IN_MONTH, PAID_DAYS, LOP_DAYS.',
      },
      { path: 'components.2.formula', message: 'Component A: the formula depends on itself (A → B → A).' },
      { path: 'components.3.formula', message: 'Component B: the formula depends on itself (B → A → B).' },
    ]);
  });
  it('answers field problems first: kind, code, missing components', () => {
    expect(
      issues(structureBodySchema.safeParse({ name: 'S', components: [{ ...component('BASIC', '1'), kind: 'BONUS' }] })),
    ).toEqual([{ path: 'components.0.kind', message: 'Kind must be EARNING, DEDUCTION or REIMBURSEMENT.' }]);
    expect(issues(structureBodySchema.safeParse({ name: 'S', components: [] }))).toEqual([
      { path: 'components', message: 'A structure needs at least one component.' },
    ]);
    expect(
      issues(structureBodySchema.safeParse({ name: '', components: [component('basic', '1')] })).map((issue) => issue.path),
    ).toEqual(['name', 'components.0.code']);
  });
  it('turns a checker field into a path', () => {
    expect(fieldPath('components[12].formula')).toEqual(['components', 12, 'formula']);
  });
});

describe('salary body', () => {
  const valid = {
    structure: 'STANDARD',
    annualCtc: 1_200_000.5,
    effectiveFrom: '2026-04-01',
    taxRegime: 'NEW',
    ptState: 'KA',
    pfCapped: true,
    uan: '100200300400',
    bankAccount: '123456789012',
    ifsc: 'hdfc0001234',
  };
  it('accepts a valid salary (IFSC upper-cased); no UAN and no PT state are allowed', () => {
    expect(salaryBodySchema.parse(valid).ifsc).toBe('HDFC0001234');
    expect(salaryBodySchema.safeParse({ ...valid, uan: null, ptState: null }).success).toBe(true);
    expect(salaryBodySchema.safeParse({ ...valid, structure: 'standard-2026' }).success).toBe(true);
  });
  it.each([
    ['annualCtc', 0],
    ['annualCtc', 12.345],
    ['annualCtc', '1200000'],
    ['effectiveFrom', '2026-02-30'],
    ['taxRegime', 'MIDDLE'],
    ['ptState', 'Karnataka'],
    ['uan', '12345'],
    ['bankAccount', '12345678'],
    ['bankAccount', '1234567890123456789'],
    ['ifsc', 'HDFC1001234'],
    ['pfCapped', 'yes'],
    ['structure', 'a b'],
  ])('%s = %j is refused naming the field', (field, value) => {
    expect(issues(salaryBodySchema.safeParse({ ...valid, [field]: value })).map((issue) => issue.path)).toEqual([field]);
  });
});

describe('PT slabs body', () => {
  it('accepts contiguous slabs with an open end', () => {
    const slabs = [
      { from: 0, to: 24999, amount: 0, februaryAmount: null },
      { from: 25000, to: null, amount: 200, februaryAmount: 300 },
    ];
    expect(ptSlabsBodySchema.safeParse({ slabs }).success).toBe(true);
  });
  it('refuses gaps, overlaps, an open end before the last, to below from, fractions', () => {
    const slabs = [
      { from: 0, to: null, amount: 0, februaryAmount: null },
      { from: 10, to: 5, amount: 1.5, februaryAmount: null },
      { from: 7, to: null, amount: 0, februaryAmount: null },
    ];
    expect(issues(ptSlabsBodySchema.safeParse({ slabs })).map((issue) => issue.path)).toEqual(['slabs.1.amount']);
    const whole = slabs.map((slab) => ({ ...slab, amount: 0 }));
    expect(issues(ptSlabsBodySchema.safeParse({ slabs: whole }))).toEqual([
      { path: 'slabs.1.to', message: 'Slab 2: "to" must not be below "from".' },
      {
        path: 'slabs.1.from',
        message: 'Slab 2 must start right after the previous one ends, and only the last slab may be open-ended.',
      },
      {
        path: 'slabs.2.from',
        message: 'Slab 3 must start right after the previous one ends, and only the last slab may be open-ended.',
      },
    ]);
  });
});

describe('run, inputs, unlock', () => {
  it('run month is yyyy-MM', () => {
    expect(runBodySchema.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(issues(runBodySchema.safeParse({ month: '2026-13' }))).toEqual([
      { path: 'month', message: 'Month must be a month written as yyyy-MM.' },
    ]);
  });
  it('inputs: halves of days, known-shaped additions, statutory codes refused, each person once', () => {
    const parsed = runInputsBodySchema.parse([{ employeeId: 'E1', lopDays: 1.5 }]);
    expect(parsed).toEqual([{ employeeId: 'E1', lopDays: 1.5, additions: [], deductions: [] }]);
    const result = runInputsBodySchema.safeParse([
      { employeeId: 'E1', lopDays: 1.25, additions: [{ code: 'TDS', name: 'x', amount: 5, taxable: true }] },
      { employeeId: 'E2', deductions: [{ code: 'ADV', name: 'Advance', amount: -1 }] },
    ]);
    expect(issues(result).map((issue) => issue.path)).toEqual(['0.lopDays', '0.additions.0.code', '1.deductions.0.amount']);
    expect(issues(runInputsBodySchema.safeParse([{ employeeId: 'E1' }, { employeeId: 'E1' }]))).toEqual([
      { path: '1.employeeId', message: 'Employee E1 appears more than once.' },
    ]);
  });
  it('unlock needs a reason', () => {
    expect(issues(unlockBodySchema.safeParse({ reason: '  ' }))).toEqual([{ path: 'reason', message: 'A reason is required.' }]);
  });
});

describe('declarations and the window', () => {
  it('accepts items of the five sections; HRA needs the monthly rent', () => {
    const body = {
      regime: 'OLD',
      items: [
        { section: '80C', amount: 150000 },
        { section: 'HRA', amount: 0, rentPaidMonthly: 20000, metro: true },
      ],
    };
    expect(declarationsBodySchema.safeParse(body).success).toBe(true);
    const noRent = { regime: 'OLD', items: [{ section: 'HRA', amount: 0 }] };
    expect(issues(declarationsBodySchema.safeParse(noRent)).map((issue) => issue.path)).toEqual(['items.0.rentPaidMonthly']);
    const badSection = { regime: 'OLD', items: [{ section: '80G', amount: 1 }] };
    expect(issues(declarationsBodySchema.safeParse(badSection))).toEqual([
      { path: 'items.0.section', message: 'Section must be one of 80C, 80D, 80CCD1B, 24B, HRA.' },
    ]);
  });
  it('window: a financial year whose years follow each other', () => {
    expect(declarationWindowBodySchema.safeParse({ fy: '2026-27', open: true, proofsDue: '2027-01-31' }).success).toBe(true);
    expect(issues(declarationWindowBodySchema.safeParse({ fy: '2026-28', open: true })).map((issue) => issue.path)).toEqual([
      'fy',
    ]);
    expect(issues(declarationWindowBodySchema.safeParse({ fy: '2099-00', open: false })).length).toBe(0);
  });
});
