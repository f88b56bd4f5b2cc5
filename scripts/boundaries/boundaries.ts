// The module boundary rules: a module reaches another module only through its index.ts, and no two
// modules (or a module and a shared file such as lib/deps.ts) import each other, directly or round a
// loop, type-only imports included. Pure functions over a list of source files, so the tests can feed
// them a made-up tree; check.ts reads the real one.
import { dirname, posix, resolve } from 'node:path';

export type SourceFile = { path: string; text: string };

/** A folder whose sub-folders are modules, e.g. apps/server/src/modules. */
export type ModuleRoot = { name: string; dir: string };

export type Reach = { file: string; specifier: string; target: string };

export type ImportEdge = { from: string; to: string; file: string; specifier: string };

export type Cycle = { units: string[]; edges: ImportEdge[] };

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')` (also inside `typeof import('…')`)
const FROM = /\bfrom\s*['"]([^'"\n]+)['"]/g;
const BARE_IMPORT = /^\s*import\s*['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The module specifiers a file imports or re-exports, type-only ones included; comment lines are skipped. */
export function importSpecifiers(text: string): string[] {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  const found = new Set<string>();
  for (const pattern of [FROM, BARE_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

const toPosix = (path: string) => path.split('\\').join('/');

/** The file a relative specifier names (extension and folder index resolved against the known files), or null. */
export function resolveSpecifier(importer: string, specifier: string, known: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = toPosix(resolve(dirname(importer), specifier));
  const stem = base.replace(/\.(js|mjs|ts|tsx|jsx)$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? base;
}

/** `server:leave` for a file inside a module, else null. */
export function moduleOf(path: string, roots: readonly ModuleRoot[]): { unit: string; rest: string } | null {
  for (const root of roots) {
    const prefix = `${root.dir}/`;
    if (!path.startsWith(prefix)) continue;
    const [name, ...rest] = path.slice(prefix.length).split('/');
    if (rest.length === 0) return null; // a file directly in the root (shared's index.ts, routes.ts) is no module
    return { unit: `${root.name}:${name}`, rest: rest.join('/') };
  }
  return null;
}

const isModuleIndex = (rest: string) => /^index\.(ts|tsx)$/.test(rest);
// A module's test helpers (`*.test-support.ts`) are its second public surface, for other modules' tests only.
const isTestSupport = (rest: string) => /\.test-support\.tsx?$/.test(rest);
// Tables reference other modules' tables for foreign keys straight from their `*.tables.ts`: db/schema.ts loads
// every tables file, so a tables file that imported a module's index would load that whole module with the schema.
const isTablesFile = (path: string) => /\.tables\.ts$/.test(path);

/** Imports from a module's file into another module's file that is not that module's index.ts. */
export function findReaches(files: readonly SourceFile[], roots: readonly ModuleRoot[], cwd: string): Reach[] {
  const known = new Set(files.map((file) => file.path));
  const reaches: Reach[] = [];
  for (const file of files) {
    const own = moduleOf(file.path, roots);
    if (!own) continue;
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolveSpecifier(file.path, specifier, known);
      if (!target) continue;
      const theirs = moduleOf(target, roots);
      if (!theirs || theirs.unit === own.unit || isModuleIndex(theirs.rest)) continue;
      if (isTestSupport(theirs.rest) && isTestFile(file.path)) continue;
      if (isTablesFile(theirs.rest) && isTablesFile(file.path)) continue;
      reaches.push({ file: posix.relative(cwd, file.path), specifier, target: posix.relative(cwd, target) });
    }
  }
  return reaches;
}

/**
 * Tests and their helpers may import the whole app (which imports every module); they are no part of
 * what runs, so they take no part in cycles. The reach rule still applies to them.
 */
export const isTestFile = (path: string) => /\.test(-support|-fixtures)?\.tsx?$|\/src\/test\//.test(path);

/** Every file outside a module is its own unit, named by its path from cwd; a module's files are one unit. */
export function unitOf(path: string, roots: readonly ModuleRoot[], cwd: string): string {
  return moduleOf(path, roots)?.unit ?? posix.relative(cwd, path);
}

/** The import graph between units (modules and loose files), test files left out; one example import per edge. */
export function unitEdges(files: readonly SourceFile[], roots: readonly ModuleRoot[], cwd: string): ImportEdge[] {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map<string, ImportEdge>();
  for (const file of files) {
    if (isTestFile(file.path)) continue;
    const from = unitOf(file.path, roots, cwd);
    for (const specifier of importSpecifiers(file.text)) {
      const target = resolveSpecifier(file.path, specifier, known);
      if (!target || !known.has(target) || isTestFile(target)) continue;
      const to = unitOf(target, roots, cwd);
      const key = `${from}\u0000${to}`;
      if (from !== to && !edges.has(key)) edges.set(key, { from, to, file: posix.relative(cwd, file.path), specifier });
    }
  }
  return [...edges.values()];
}

/** Groups of units that import each other round a loop (strongly connected components of two or more units). */
export function findCycles(edges: readonly ImportEdge[]): Cycle[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  // Tarjan's algorithm; the graph has a few hundred nodes, so recursion depth is no concern.
  const visit = (unit: string) => {
    index.set(unit, counter);
    low.set(unit, counter);
    counter += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit)!, index.get(to)!));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const unit of [...next.keys()].sort()) if (!index.has(unit)) visit(unit);
  return components.map((units) => {
    const members = new Set(units);
    return { units, edges: edges.filter((edge) => members.has(edge.from) && members.has(edge.to)) };
  });
}

/** An import between two units that is known to close a cycle, tolerated until the redesign named in `why`. */
export type AllowedEdge = { from: string; to: string; why: string };

export type CycleVerdict = { cycles: Cycle[]; staleAllowances: AllowedEdge[] };

/** Cycles left once the allowed edges are taken out, and allowances no cycle needs any more (so the list only shrinks). */
export function judgeCycles(edges: readonly ImportEdge[], allowed: readonly AllowedEdge[]): CycleVerdict {
  const isAllowed = (edge: { from: string; to: string }) => allowed.some((a) => a.from === edge.from && a.to === edge.to);
  const cycles = findCycles(edges.filter((edge) => !isAllowed(edge)));
  const inCycle = new Set(findCycles(edges).flatMap((cycle) => cycle.edges.map((edge) => `${edge.from}\u0000${edge.to}`)));
  const staleAllowances = allowed.filter((a) => !inCycle.has(`${a.from}\u0000${a.to}`));
  return { cycles, staleAllowances };
}
