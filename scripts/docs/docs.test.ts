import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(repo, path), 'utf8');

describe('the documents a newcomer reads', () => {
  it('keeps the README short enough to read: what it is, run, configure, deploy, the demo', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('names every server module in ARCHITECTURE.md', () => {
    const modules = readdirSync(resolve(repo, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const architecture = read('ARCHITECTURE.md');
    expect(modules.filter((name) => !architecture.includes(`| ${name} |`))).toEqual([]);
  });

  it('lists every line of the benchmark in the performance document', () => {
    const bench = read('scripts/bench.ts');
    const performance = read('docs/performance.md');
    // a line's name, or for a name built from a value (`search as typed: "${q}"`) the part before the value
    const names = [...bench.matchAll(/name: (['"`])(.+?)\1/g)].map((match) => match[2]!.split('${')[0]!);
    expect(names.length).toBeGreaterThan(20);
    expect([...new Set(names)].filter((name) => !performance.includes(name))).toEqual([]);
  });
});
