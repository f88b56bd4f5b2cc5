import type { ServerModule } from '../../lib/module';
import { jobsRoutes } from './jobs.routes';

export type { JobQueue } from '../../lib/job-queue';
export { bossExecutor, createJobQueue } from './jobs.queue';
export { defineJob, defineSchedule, type JobDefinition, type ScheduleDefinition, type ScheduleRun } from './jobs.registry';
export { runDueSchedules, runScheduleFor } from './jobs.schedules';

/** What jobs brings to the app (lib/module.ts). */
export const jobsModule: ServerModule = { name: 'jobs', routes: jobsRoutes };
