import type { Executor } from '../db/client';

/** Later modules add demo data here (profiles, documents…); each runs inside the seeding transaction. */
export const DEMO_EXTENSIONS: ((tx: Executor, organizationId: string) => Promise<void>)[] = [];
