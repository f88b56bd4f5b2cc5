// The module's public surface: other modules import it from here, never from its files.
export { CAREER_MESSAGES, JOB_STATUSES, JOB_TYPE_LABELS, WORK_MODE_LABELS } from './careers.schemas';
export { INTERVIEW_MESSAGES, INTERVIEW_MODES, INTERVIEW_STATUSES } from './interviews.schemas';
