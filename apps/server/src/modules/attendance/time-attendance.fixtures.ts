/**
 * Test fixtures shared by the time and attendance route tests (not used by the product).
 *
 * The general day shift they roster people on: 09:30–18:30, a 60 minute break, 10 minutes' grace, a half day from
 * 240 worked minutes, a full day from 480, Saturday and Sunday off. Each test gives it its own name.
 */
export const GENERAL_SHIFT = {
  name: 'Test general',
  start: '09:30',
  end: '18:30',
  breakMinutes: 60,
  graceMinutes: 10,
  halfDayMinutes: 240,
  fullDayMinutes: 480,
  weeklyOff: ['SAT', 'SUN'],
};
