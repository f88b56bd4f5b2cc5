import { describe, expect, it } from 'vitest';
import { copyLastWeekHours, monthWeekRows } from './timesheets.rules';
import type { TimesheetProjectWeek } from './timesheets.schemas';

const project = (projectCode: string, monday: string, hours: number[]): TimesheetProjectWeek => ({
  projectCode,
  projectName: projectCode,
  billableLocation: '',
  billability: '',
  projectTimingsDTOList: hours.map((working_hours, i) => ({
    date: new Date(Date.UTC(2026, 10, Number(monday.slice(8)) + i)).toISOString().slice(0, 10),
    working_hours,
  })),
});

describe('monthWeekRows (the monthly lookup)', () => {
  it('lists last week on a Monday although it was never submitted, next to the current week', () => {
    // Monday 23 Nov 2026: nothing submitted this month
    const rows = monthWeekRows(2026, 11, '2026-11-23', []);
    expect(rows.map((r) => r.fromDate)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02', '2026-10-26']);
    expect(rows[1]).toEqual({ fromDate: '2026-11-16', toDate: '2026-11-22', summary: null });
  });

  it('keeps each submitted week with its submission and lists no future week', () => {
    const submitted = [{ fromDate: '2026-11-09', status: 'Approved' }];
    const rows = monthWeekRows(2026, 11, '2026-11-16', submitted);
    expect(rows.map((r) => r.fromDate)).toEqual(['2026-11-16', '2026-11-09', '2026-11-02', '2026-10-26']);
    expect(rows[1]?.summary).toBe(submitted[0]);
  });

  it('lists every week touching a past month (February 2026 starts on a Sunday: five weeks)', () => {
    expect(monthWeekRows(2026, 2, '2026-11-23', []).map((r) => r.fromDate)).toEqual([
      '2026-02-23',
      '2026-02-16',
      '2026-02-09',
      '2026-02-02',
      '2026-01-26',
    ]);
  });
});

describe('copyLastWeekHours', () => {
  const last = [project('P1', '2026-11-16', [8, 8, 0, 4, 8, 0, 0]), project('OLD', '2026-11-16', [2, 0, 0, 0, 0, 0, 0])];
  const thisWeek = [project('P1', '2026-11-23', [0, 0, 0, 0, 0, 0, 0])];

  it('moves each day seven days on, for projects of this week only, skipping empty days', () => {
    expect(copyLastWeekHours(last, thisWeek, '2026-11-29')).toEqual([
      { projectCode: 'P1', date: '2026-11-23', hours: 8 },
      { projectCode: 'P1', date: '2026-11-24', hours: 8 },
      { projectCode: 'P1', date: '2026-11-26', hours: 4 },
      { projectCode: 'P1', date: '2026-11-27', hours: 8 },
    ]);
  });

  it('never fills a day after today', () => {
    expect(copyLastWeekHours(last, thisWeek, '2026-11-24').map((c) => c.date)).toEqual(['2026-11-23', '2026-11-24']);
  });
});
