import { describe, expect, it } from 'vitest';
import { ptSlabsBodySchema } from '../payroll-engine.schemas';
import { DEFAULT_PT_SLABS, PT_STATES, professionalTax } from './pt-slabs';

describe('default PT slabs', () => {
  it('cover the six states the docs name', () => {
    expect(PT_STATES).toEqual(['GJ', 'KA', 'MH', 'TG', 'TN', 'WB']);
  });
  it.each(PT_STATES)('%s: contiguous from 0, open-ended, accepted by the PUT body', (state) => {
    const slabs = DEFAULT_PT_SLABS[state] ?? [];
    expect(ptSlabsBodySchema.safeParse({ slabs }).success).toBe(true);
    expect(slabs[0]?.from).toBe(0);
    expect(slabs.at(-1)?.to).toBeNull();
  });
  it('picks the slab with from ≤ gross ≤ to at each edge', () => {
    const TG = DEFAULT_PT_SLABS.TG ?? [];
    expect([15_000n, 15_001n, 20_000n, 20_001n].map((gross) => professionalTax(TG, gross, false))).toEqual([0, 150, 150, 200]);
    const GJ = DEFAULT_PT_SLABS.GJ ?? [];
    expect([11_999n, 12_000n].map((gross) => professionalTax(GJ, gross, true))).toEqual([0, 200]);
    expect(professionalTax([], 100_000n, false)).toBe(0);
    // a gap in an admin's slabs charges nothing there
    expect(professionalTax([{ from: 10_000, to: null, amount: 100, februaryAmount: null }], 9_999n, false)).toBe(0);
  });
});
