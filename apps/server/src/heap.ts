import { setFlagsFromString } from 'node:v8';

/**
 * Caps how far the heap may grow past what the last full collection kept (config.heapGrowingPercent).
 * V8 reads the factor anew after every full collection, so setting it once the process runs takes effect
 * from the next one on; 0 leaves V8's own policy.
 */
export function limitHeapGrowth(percent: number) {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
