import { GENERAL_DAY_SHIFT } from '@hrms/shared';

/**
 * Test fixtures shared by the time and attendance route tests (not used by the product).
 *
 * The general day shift they roster people on (the product's GENERAL_DAY_SHIFT). Each test gives it its own name.
 */
export const GENERAL_SHIFT = { name: 'Test general', ...GENERAL_DAY_SHIFT };
