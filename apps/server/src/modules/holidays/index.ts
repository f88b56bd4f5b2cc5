import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps';
import type { ServerModule } from '../../lib/module';
import { holidayRoutes } from './holidays.routes';
import { seedDemoHolidays } from './holidays.seed';

/** Holidays: the list, its rules and the iCalendar download. */
export async function holidaysRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await holidayRoutes(app, deps);
}

/** For timesheets: the organisation's holidays within a date range, by date. */
export { listHolidays } from './holidays.repository';
export { holidays } from './holidays.tables';

/** What holidays brings to the app (lib/module.ts). */
export const holidaysModule: ServerModule = { name: 'holidays', routes: holidaysRoutes, demoSeeds: [{ run: seedDemoHolidays }] };
