import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseHeapGrowingPercent } from './config';

describe('HEAP_GROWING_PERCENT', () => {
  it('defaults to 50, takes 0–400 and stops the start-up on anything else', () => {
    expect(parseHeapGrowingPercent(undefined)).toBe(50);
    expect(parseHeapGrowingPercent(' ')).toBe(50);
    expect(parseHeapGrowingPercent('0')).toBe(0);
    expect(parseHeapGrowingPercent('400')).toBe(400);
    for (const bad of ['401', '-5', '12.5', 'fifty'])
      expect(() => parseHeapGrowingPercent(bad)).toThrow(/HEAP_GROWING_PERCENT must be a whole number from 0 to 400/);
  });

  it('keeps a process that churns through memory near what it keeps alive', () => {
    // ~40 MB kept alive while batches live long enough to reach the old generation, then die (as an import's chunks)
    const churn = `
      const { setFlagsFromString } = require('node:v8');
      if (process.argv[1] !== '0') setFlagsFromString('--heap-growing-percent=' + process.argv[1]);
      const kept = Array.from({ length: 400_000 }, (_, i) => ({ i, name: 'person' + i }));
      const recent = [];
      let peak = 0;
      for (let round = 0; round < 60; round++) {
        recent.push(Array.from({ length: 100_000 }, (_, i) => ({ i, text: 'row ' + i + ' of ' + round })));
        if (recent.length > 3) recent.shift();
        peak = Math.max(peak, process.memoryUsage().heapTotal);
      }
      console.log(Math.round(peak / 1048576), kept.length);`;
    const peakHeap = (percent: number) =>
      Number(spawnSync(process.execPath, ['-e', churn, String(percent)], { encoding: 'utf8' }).stdout.split(' ')[0]);
    const capped = peakHeap(50);
    const uncapped = peakHeap(0);
    expect(capped).toBeGreaterThan(0);
    // measured: 165 MB against 354 MB
    expect(capped).toBeLessThan(uncapped * 0.75);
    // two processes that allocate ~6 million objects each: 10–15 s alone, over 30 s on a busy 2-core machine
  }, 120_000);
});
