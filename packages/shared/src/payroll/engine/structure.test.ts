import { describe, expect, it } from 'vitest';
import { checkStructure } from './structure';
import type { SalaryComponent } from './types';

const component = (code: string, formula: string, kind: SalaryComponent['kind'] = 'EARNING'): SalaryComponent => ({
  code,
  name: code,
  kind,
  formula,
  taxable: true,
  pfWage: false,
  esiWage: false,
});

describe('checkStructure', () => {
  it('orders components after the ones their formulas use, keeping the listed order otherwise', () => {
    const result = checkStructure([
      component('SPECIAL', 'MONTHLY_CTC - BASIC - HRA'),
      component('HRA', 'BASIC * 0.5'),
      component('BASIC', 'round(CTC / 12 * 0.4)'),
      component('LTA', '1000'),
      component('LOP_RECOVERY', 'if(LOP_DAYS > 0, 0, 0) + PAID_DAYS * 0 + DAYS_IN_MONTH * 0', 'DEDUCTION'),
    ]);
    expect(result.errors).toEqual([]);
    expect(result.order).toEqual(['BASIC', 'HRA', 'SPECIAL', 'LTA', 'LOP_RECOVERY']);
  });

  it('names the component with an unknown name', () => {
    const result = checkStructure([component('BASIC', 'CTC * 0.4 / 12'), component('HRA', 'BASICS * 0.5')]);
    expect(result.errors).toEqual([
      {
        field: 'components[1].formula',
        message:
          'Component HRA: the formula uses BASICS, which is not a component of this structure nor one of CTC, MONTHLY_CTC, DAYS_IN_MONTH, PAID_DAYS, LOP_DAYS.',
      },
    ]);
  });

  it('names lower-case variables as unknown (names are exact)', () => {
    expect(checkStructure([component('BASIC', 'ctc * 0.4')]).errors[0]?.message).toContain('uses ctc');
  });

  it('names the component with a syntax error and where it is', () => {
    expect(checkStructure([component('BASIC', 'CTC * (0.4')]).errors).toEqual([
      {
        field: 'components[0].formula',
        message: 'Component BASIC: the formula has a syntax error at character 11: the formula ends too early, expected ")".',
      },
    ]);
    expect(checkStructure([component('BASIC', '  ')]).errors).toEqual([
      { field: 'components[0].formula', message: 'Component BASIC: the formula is required.' },
    ]);
  });

  it('names every component on a cycle with the cycle, and not those that only depend on it', () => {
    const result = checkStructure([
      component('BASIC', 'CTC / 12 * 0.4'),
      component('A', 'B + 1'),
      component('B', 'C * 2'),
      component('C', 'A - BASIC'),
      component('D', 'A + 1'),
    ]);
    expect(result.errors).toEqual([
      { field: 'components[1].formula', message: 'Component A: the formula depends on itself (A → B → C → A).' },
      { field: 'components[2].formula', message: 'Component B: the formula depends on itself (B → C → A → B).' },
      { field: 'components[3].formula', message: 'Component C: the formula depends on itself (C → A → B → C).' },
    ]);
    expect(result.order).toEqual(['BASIC']);
  });

  it('names a component that uses itself', () => {
    expect(checkStructure([component('BONUS', 'BONUS * 2')]).errors).toEqual([
      { field: 'components[0].formula', message: 'Component BONUS: the formula depends on itself (BONUS → BONUS).' },
    ]);
  });

  it('names duplicate, malformed and reserved codes', () => {
    const result = checkStructure([
      component('BASIC', '1'),
      component('BASIC', '2'),
      component('basic', '3'),
      component('PF_EE', '4'),
      component('CTC', '5'),
    ]);
    expect(result.errors).toEqual([
      { field: 'components[1].code', message: 'Component BASIC appears more than once; each component needs its own code.' },
      {
        field: 'components[2].code',
        message: 'Component basic: the code must be capital letters, digits and _ (starting with a letter, at most 30).',
      },
      { field: 'components[3].code', message: "Component PF_EE: the code is reserved for the engine's own names or lines." },
      { field: 'components[4].code', message: "Component CTC: the code is reserved for the engine's own names or lines." },
    ]);
  });

  it('needs at least one component', () => {
    expect(checkStructure([]).errors).toEqual([{ field: 'components', message: 'A structure needs at least one component.' }]);
  });
});
