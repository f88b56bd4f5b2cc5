import { describe, expect, it } from 'vitest';
import { fromMinorUnits, groupDigits, toMinorUnits } from './money';

describe('money in minor units', () => {
  it('round-trips the largest 10-digit amount exactly', () => {
    expect(toMinorUnits('9999999999')).toBe(999999999900n);
    expect(fromMinorUnits(toMinorUnits('9999999999'))).toBe('9999999999');
    expect(fromMinorUnits(toMinorUnits('0007'))).toBe('7');
  });

  it('adds without float drift', () => {
    const sum = toMinorUnits('9999999999') + toMinorUnits('9999999999') + 1n;
    expect(fromMinorUnits(sum)).toBe('19999999998.01');
  });

  it('refuses anything but digits and groups for display', () => {
    expect(() => toMinorUnits('1.5')).toThrow();
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('999')).toBe('999');
  });
});
