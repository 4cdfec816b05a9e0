// `npm run bench [name...]`: runs the benchmarks against the built app (npm run build first) and
// prints each figure with its target. Exits non-zero when a target is missed.
import { conversation } from './conversation.mjs';
import { dashboard } from './dashboard.mjs';
import { frameworkOverhead } from './framework-overhead.mjs';
import { lessons } from './lessons.mjs';
import { lighthouse } from './lighthouse.mjs';
import { review } from './review.mjs';
import { startup } from './startup.mjs';
import { templatePeer } from './template-peer.mjs';
import { turnLatency } from './turn-latency.mjs';
import { languageCore } from './language-core.mjs';
import { webBundle } from './web-bundle.mjs';

const BENCHMARKS = {
  'framework-overhead': frameworkOverhead,
  startup,
  lessons,
  dashboard,
  review,
  conversation,
  'web-bundle': webBundle,
  lighthouse,
  'template-peer': templatePeer,
  'turn-latency': turnLatency,
  'language-core': languageCore,
};

const selected = process.argv.slice(2);
const names = selected.length > 0 ? selected : Object.keys(BENCHMARKS);
let failed = false;
for (const name of names) {
  const run = BENCHMARKS[name];
  if (!run) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(', ')}`);
    process.exit(2);
  }
  const result = await run();
  if (result.skipped) {
    console.log(`\nSKIP  ${result.name}: ${result.skipped}`);
    continue;
  }
  console.log(`\n${result.pass ? 'PASS' : 'FAIL'}  ${result.name}  (target: ${result.target})`);
  for (const [figure, value] of Object.entries(result.figures)) console.log(`      ${figure}: ${value}`);
  failed ||= !result.pass;
}
process.exit(failed ? 1 : 0);
