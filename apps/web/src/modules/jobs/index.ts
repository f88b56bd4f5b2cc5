// The module's public surface: other modules import it from here, never from its files.
export { SchedulesTable } from './components/SchedulesTable';
export { useJobs, useRunSchedule, useSwitchSchedule } from './jobs.api';
