import { inModuleOrder } from '../lib/module';
import { MODULES } from '../modules';
import type { ScaleStep } from './scale-context';

/**
 * Set-based fills run by `npm run seed:scale` (one INSERT … SELECT per table over the generated numbers;
 * see scale-context.ts): the people, their accounts and employments first (employees), then each module's
 * `scaleSteps` in the modules' order.
 */
export const SCALE_STEPS: ScaleStep[] = inModuleOrder(MODULES, (module) => module.scaleSteps);
