import type { Executor } from '../db/client';
import { inModuleOrder } from '../lib/module';
import { MODULES } from '../modules';

/** Each module's demo data (its declaration's `demoSeeds`), in the modules' order; each runs inside the seeding transaction. */
export const DEMO_EXTENSIONS: ((tx: Executor, organizationId: string) => Promise<void>)[] = inModuleOrder(
  MODULES,
  (module) => module.demoSeeds,
).map((seed) => seed.run);
