import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * Where V8's young generation stops growing (docs/ARCHITECTURE.md#memory). V8 doubles it, up to 32 MB on 64-bit,
 * whenever enough survives its collections, and never gives the memory back; loading the libraries and parsing the
 * course at start-up alone take it to the maximum. Held at 8 MB until the server is ready and capped there after,
 * a process is about 20 MB smaller at rest and under load: a request's garbage dies young either way.
 */
export const YOUNG_GENERATION_CAP_BYTES = 8 * 1024 * 1024;

const youngGenerationBytes = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

/** An operator's own sizes, on the command line or in NODE_OPTIONS, win over ours. */
function sizedByOperator(): boolean {
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
  return /--(?:max-semi-space-size|min-semi-space-size|semi-space-growth-factor)\b/.test(flags);
}

/**
 * Stops the young generation growing, before the libraries load (dist/server/main.js runs this, then imports the
 * server). `semi-space-growth-factor` is read at each growth, so unlike the maximum size it takes effect at run time.
 */
export function holdYoungGeneration(): void {
  if (!sizedByOperator()) v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** Once the server is ready: the young generation may grow again under load, and stops for good at the cap. */
export function releaseYoungGeneration(cap = YOUNG_GENERATION_CAP_BYTES): void {
  if (sizedByOperator() || youngGenerationBytes() >= cap) return;
  v8.setFlagsFromString('--semi-space-growth-factor=2');
  const watch = new PerformanceObserver(() => {
    if (youngGenerationBytes() < cap) return;
    v8.setFlagsFromString('--semi-space-growth-factor=1');
    watch.disconnect();
  });
  watch.observe({ entryTypes: ['gc'] });
}
