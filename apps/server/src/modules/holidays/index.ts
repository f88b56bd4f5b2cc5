import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps';
import { holidayRoutes } from './holidays.routes';

/** Holidays: the list, its rules and the iCalendar download. */
export async function holidaysRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await holidayRoutes(app, deps);
}

/** For timesheets: the organisation's holidays within a date range, by date. */
export { listHolidays } from './holidays.repository';
export { seedDemoHolidays } from './holidays.seed';
export { holidays } from './holidays.tables';
