import type { TestProject } from 'vitest/node';
import { prepareTestTemplates } from './databases';

/** Migrates and seeds once per engine; every test file then copies the result (see test/helpers.ts). */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const { templates, dispose } = await prepareTestTemplates(engine, process.env.TEST_DATABASE_URL);
  project.provide('testDatabaseTemplates', templates);
  return dispose;
}
