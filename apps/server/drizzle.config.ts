import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every module keeps its tables in <module>.tables.ts files; a new module's are found without a list
  schema: ['./apps/server/src/modules/**/*.tables.ts', './apps/server/src/lib/*.tables.ts'],
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
