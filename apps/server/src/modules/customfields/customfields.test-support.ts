// Other modules' tests only: what the demo seed brings, so their expectations can name it.
export { DEMO_CUSTOM_FIELD_COLUMNS, DEMO_CUSTOM_FIELDS } from './customfields.seed';
