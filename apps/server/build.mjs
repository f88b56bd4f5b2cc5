// Compiles the server ahead of time: one ES module (apps/server/dist/main.js) with @hrms/shared bundled
// in and every npm package left external (installed production dependencies), plus the migrations.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${here}src/main.ts`],
  outfile: `${here}dist/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports stay imports of node_modules, except our own workspace packages (TypeScript source)
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@hrms/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// db/client.ts finds its migrations beside itself (import.meta.url): dist/migrations
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
