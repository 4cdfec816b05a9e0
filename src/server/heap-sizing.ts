import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

// How the built server sizes V8's heap (docs/ARCHITECTURE.md#memory): dist/server/main.js holds the young generation
// and bounds the old generation's growth before it imports the server; main.ts releases the young generation once
// the server listens. Every flag here is one V8 reads at run time, and an operator's own setting wins.

/**
 * Where V8's young generation stops growing. V8 doubles it, up to 32 MB on 64-bit, whenever enough survives its
 * collections, and never gives the memory back; loading the libraries and parsing the course at start-up alone take
 * it to the maximum. Held at 8 MB until the server is ready and capped there after, a process is about 20 MB
 * smaller at rest and under load: a request's garbage dies young either way.
 */
export const YOUNG_GENERATION_CAP_BYTES = 8 * 1024 * 1024;

/**
 * How far V8's old generation may grow past what was live at its last collection before it is collected again, in
 * percent. V8 lets a small heap grow up to four times its live size first; under load the old generation fills with
 * requests' objects that lived through two young collections and died soon after, so the process's size then
 * depended on when the last collection happened to run: 126 to 213 MB for the same load. Collected at 1.5 times,
 * it stays within 125-135 MB, for old-generation collections that mark a live set of about 40 MB every few seconds.
 */
export const OLD_GENERATION_GROWTH_PERCENT = 50;

/** The size of one of V8's heap spaces ('new_space', 'old_space'), in bytes. */
export function heapSpaceBytes(name: string): number {
  return v8.getHeapSpaceStatistics().find((space) => space.space_name === name)?.space_size ?? 0;
}

/** Whether the operator set one of these flags, on the command line or in NODE_OPTIONS. */
function setByOperator(flags: RegExp): boolean {
  return flags.test([...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' '));
}

const YOUNG_GENERATION_FLAGS = /--(?:max-semi-space-size|min-semi-space-size|semi-space-growth-factor)\b/;

/**
 * Stops the young generation growing, before the libraries load. `semi-space-growth-factor` is read at each
 * growth, so unlike the maximum size it takes effect at run time.
 */
export function holdYoungGeneration(): void {
  if (!setByOperator(YOUNG_GENERATION_FLAGS)) v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** Once the server is ready: the young generation may grow again under load, and stops for good at the cap. */
export function releaseYoungGeneration(cap = YOUNG_GENERATION_CAP_BYTES): void {
  if (setByOperator(YOUNG_GENERATION_FLAGS) || heapSpaceBytes('new_space') >= cap) return;
  v8.setFlagsFromString('--semi-space-growth-factor=2');
  const watch = new PerformanceObserver(() => {
    if (heapSpaceBytes('new_space') < cap) return;
    v8.setFlagsFromString('--semi-space-growth-factor=1');
    watch.disconnect();
  });
  watch.observe({ entryTypes: ['gc'] });
}

/** Bounds the old generation's growth; V8 reads the flag at each collection, so it takes effect at run time. */
export function boundOldGenerationGrowth(percent = OLD_GENERATION_GROWTH_PERCENT): void {
  if (!setByOperator(/--heap-growing-percent\b/)) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
