import { configDefaults, defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;
const apiTests = ['apps/server/src/**/*.test.ts'];
// Each engine is migrated and seeded once; every test file starts from a copy.
const globalSetup = 'apps/server/src/test/global-setup.ts';
// A worker keeps the modules it loaded from one API test file to the next: loading the server's modules took
// each file ~5 s of a core, most of the suite's time. Each file still builds its own app on its own database copy;
// a test that changes module state (the statement counter, fake timers) puts it back after itself.
const sharedModules = { isolate: false };

/** Unit tests (shared rules, the web app's helpers), then the API suite on PGlite and (when TEST_DATABASE_URL is set) again on PostgreSQL. */
export default defineConfig({
  test: {
    // Vitest takes one worker per core but one; the API tests wait on PostgreSQL much of the time, so two
    // files at once on two cores finish the suite in about 70% of the time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // the web app's pure helpers (no DOM): what they compute, not how a screen shows it
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // the deployment files, read (no container engine here) and rendered when kubectl is installed
      { test: { name: 'deploy', include: ['deploy/**/*.test.ts'], testTimeout: 60_000 } },
      // the repository's own checks (module boundaries)
      { test: { name: 'tools', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          ...sharedModules,
          env: { TEST_ENGINE: 'pglite' },
          globalSetup: [globalSetup],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                ...sharedModules,
                // the process's heap has nothing to do with the engine: once, in api-pglite, is enough
                exclude: [...configDefaults.exclude, 'apps/server/src/heap.test.ts'],
                env: { TEST_ENGINE: 'postgres' },
                globalSetup: [globalSetup],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
