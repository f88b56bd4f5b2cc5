import { describe, expect, it } from 'vitest';
import { placeWeekTotal } from './timesheets.rules';

// Monday 16 Nov 2026 to Sunday 22 Nov 2026
const monday = '2026-11-16';
const full = () => 2400;
const hoursOf = (days: { hundredths: number }[]) => days.map((d) => d.hundredths / 100);

describe('placeWeekTotal (a week total without dates, on days)', () => {
  it('puts a first sitting on today, and a second sitting on its own day, keeping the first', () => {
    const first = placeWeekTotal({ monday, anchor: '2026-11-16', current: new Map(), target: 800, room: full });
    expect(hoursOf(first)).toEqual([8, 0, 0, 0, 0, 0, 0]);
    const current = new Map(first.map((d) => [d.date, d.hundredths]));
    const second = placeWeekTotal({ monday, anchor: '2026-11-17', current, target: 1600, room: full });
    expect(hoursOf(second)).toEqual([8, 8, 0, 0, 0, 0, 0]);
  });

  it('fills back from the anchor up to each day room, skipping days without room', () => {
    const room = (date: string) => (date === '2026-11-19' ? 0 : date === '2026-11-20' ? 1000 : 2400);
    const days = placeWeekTotal({ monday, anchor: '2026-11-20', current: new Map(), target: 4000, room });
    expect(hoursOf(days)).toEqual([0, 6, 24, 0, 10, 0, 0]);
  });

  it('takes a fall from the latest days holding hours', () => {
    const current = new Map([
      ['2026-11-16', 800],
      ['2026-11-17', 800],
      ['2026-11-18', 400],
    ]);
    const days = placeWeekTotal({ monday, anchor: '2026-11-22', current, target: 1000, room: full });
    expect(hoursOf(days)).toEqual([8, 2, 0, 0, 0, 0, 0]);
    expect(hoursOf(placeWeekTotal({ monday, anchor: '2026-11-22', current, target: 0, room: full }))).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('places a correction of a past week from its Sunday back, and answers nothing when it does not fit', () => {
    const current = new Map([['2026-11-16', 2000]]);
    expect(hoursOf(placeWeekTotal({ monday, anchor: '2026-11-22', current, target: 2400, room: full }))).toEqual([
      20, 0, 0, 0, 0, 0, 4,
    ]);
    expect(placeWeekTotal({ monday, anchor: '2026-11-16', current, target: 2500, room: full })).toEqual([]);
    expect(placeWeekTotal({ monday, anchor: '2026-11-22', current: new Map(), target: 800, room: () => 0 })).toEqual([]);
  });
});
