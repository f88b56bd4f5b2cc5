// The module's public surface: other modules import it from here, never from its files.
export { JOBS_MESSAGES, SCHEDULE_LABELS, SCHEDULE_RUN_STATUSES } from './jobs.schemas';
