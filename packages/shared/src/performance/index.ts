// The module's public surface: other modules import it from here, never from its files.
export {
  DELIVERABLE_STATUS_LABELS,
  deliverableSchema,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_TEXT_FIELDS,
} from './performance.schemas';
