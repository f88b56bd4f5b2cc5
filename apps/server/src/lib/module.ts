import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import type { ScaleStep } from '../seed/scale-context';
import type { Deps } from './deps';

/** Modules whose data a seed reads: it runs after theirs, else in the modules' order. */
type Ordered = { after?: readonly string[] };

/** Demo data of one module, written inside the seeding transaction of a new organisation. */
export type DemoSeed = Ordered & { run: (tx: Executor, organizationId: string) => Promise<void> };

/**
 * What a server module brings, exported from its index.ts as `<name>Module` and listed once in
 * modules/index.ts; the app, the demo seed, the scale seed and the workers are loops over these.
 * Its tables are its `*.tables.ts` files (drizzle.config.ts finds them); approval kinds, jobs and
 * schedules, import kinds, reports, search sources and webhook events register themselves from the
 * module's own files (`defineApprovalKind`, `defineJob`, `defineImportKind`…) when its index.ts loads.
 */
export type ServerModule = {
  name: string;
  routes?: (app: FastifyInstance, deps: Deps) => Promise<void>;
  demoSeeds?: readonly DemoSeed[];
  /** Set-based fills for `npm run seed:scale`, each with the name its progress line shows. */
  scaleSteps?: readonly (ScaleStep & Ordered)[];
  /** Background work started in a process that runs the workers (RUN_WORKERS), stopped when the app closes. */
  startWorkers?: (app: FastifyInstance, deps: Deps) => void;
};

/** The modules' seeds (or steps) in the modules' order, each held back until the modules it names after have run theirs. */
export function inModuleOrder<T extends Ordered>(
  modules: readonly ServerModule[],
  seedsOf: (module: ServerModule) => readonly T[] | undefined,
): T[] {
  const pending = modules.flatMap((module) => (seedsOf(module) ?? []).map((seed) => ({ module: module.name, seed })));
  const ordered: T[] = [];
  while (pending.length > 0) {
    const ready = pending.findIndex(
      ({ seed }) => !(seed.after ?? []).some((name) => pending.some((other) => other.module === name && other.seed !== seed)),
    );
    if (ready < 0) throw new Error(`Seeds wait on each other: ${pending.map((p) => p.module).join(', ')}`);
    ordered.push(pending.splice(ready, 1)[0]!.seed);
  }
  return ordered;
}
