export { localDate, serverTimeZone } from './jobs.clock';
export { bossExecutor, createJobQueue, type JobQueue } from './jobs.queue';
export { defineJob, defineSchedule, type JobDefinition, type ScheduleDefinition, type ScheduleRun } from './jobs.registry';
export { timeZoneSubselect } from './jobs.repository';
export { jobsRoutes } from './jobs.routes';
export { runDueSchedules, runScheduleFor } from './jobs.schedules';
export { organizationTimeZone } from './jobs.service';
