import { describe, expect, it } from 'vitest';
import { calendarJumpTarget } from './calendar-focus';

describe('calendarJumpTarget', () => {
  it("goes to the week's Monday and Sunday with Home and End", () => {
    // 2026-03-12 is a Thursday
    expect(calendarJumpTarget('2026-03-12', 'Home')).toBe('2026-03-09');
    expect(calendarJumpTarget('2026-03-12', 'End')).toBe('2026-03-15');
  });

  it('goes to the same day a month away with PageUp and PageDown, clamped to the shorter month', () => {
    expect(calendarJumpTarget('2026-03-12', 'PageUp')).toBe('2026-02-12');
    expect(calendarJumpTarget('2026-03-12', 'PageDown')).toBe('2026-04-12');
    expect(calendarJumpTarget('2026-01-31', 'PageDown')).toBe('2026-02-28');
  });

  it('goes to the same day a year away with Shift+PageUp and Shift+PageDown; 29 February to 28 February', () => {
    expect(calendarJumpTarget('2026-03-12', 'PageUp', true)).toBe('2025-03-12');
    expect(calendarJumpTarget('2026-03-12', 'PageDown', true)).toBe('2027-03-12');
    expect(calendarJumpTarget('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(calendarJumpTarget('2028-02-29', 'PageUp', true)).toBe('2027-02-28');
  });

  it('leaves other keys to the kit', () => {
    expect(calendarJumpTarget('2026-03-12', 'ArrowLeft')).toBeNull();
    expect(calendarJumpTarget('2026-03-12', 'Enter', true)).toBeNull();
  });
});
