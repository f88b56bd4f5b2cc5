// The module's public surface: other modules import it from here, never from its files.
export { ORGCHART_LABELS, ORGCHART_MESSAGES } from './orgchart.schemas';
