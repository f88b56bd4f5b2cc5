// npm run lint runs this after Biome: fails when a module imports another module's file other than its
// index.ts, or when modules import each other round a loop (type-only imports included).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALLOWED_CYCLE_EDGES } from './allowed-cycles';
import { findReaches, judgeCycles, type ModuleRoot, type SourceFile, unitEdges } from './boundaries';

const repo = resolve(import.meta.dirname, '../..')
  .split('\\')
  .join('/');
const sourceDirs = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const roots: ModuleRoot[] = [
  { name: 'server', dir: `${repo}/apps/server/src/modules` },
  { name: 'web', dir: `${repo}/apps/web/src/modules` },
  { name: 'shared', dir: `${repo}/packages/shared/src` },
];

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name).split('\\').join('/');
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const files = sourceDirs.flatMap((dir) => sourceFiles(`${repo}/${dir}`));
const reaches = findReaches(files, roots, repo);
const { cycles, staleAllowances } = judgeCycles(unitEdges(files, roots, repo), ALLOWED_CYCLE_EDGES);

for (const reach of reaches) {
  console.error(`${reach.file}: imports '${reach.specifier}', another module's file; import it from that module's index.ts`);
}
for (const cycle of cycles) {
  console.error(`import cycle between ${cycle.units.join(', ')}:`);
  for (const edge of cycle.edges) console.error(`  ${edge.from} -> ${edge.to}  (${edge.file} imports '${edge.specifier}')`);
}
for (const stale of staleAllowances) {
  console.error(`scripts/boundaries/allowed-cycles.ts: ${stale.from} -> ${stale.to} no longer closes a cycle; remove it`);
}
const failures = reaches.length + cycles.length + staleAllowances.length;
if (failures > 0) {
  console.error(
    `module boundaries: ${reaches.length} reach(es), ${cycles.length} cycle(s), ${staleAllowances.length} stale allowance(s)`,
  );
  process.exit(1);
}
console.log(`module boundaries: ${files.length} files, every module reached through its index.ts, no import cycles`);
