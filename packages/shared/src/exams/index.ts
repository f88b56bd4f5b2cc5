// The module's public surface: other modules import it from here, never from its files.
export { EXAM_MESSAGES, EXAM_TEMPLATES } from './exams.schemas';
