// npx tsx --expose-gc scripts/lexicon-load.ts
//
// What loading the Spanish lexicon costs a process: the time readSpanishLexicon takes (read, gunzip, index the
// lines) and the resident set, heap and off-heap memory it adds, after a full collection on both sides, then the
// time of a first analysis. Run it a few times; decision 0014 records the medians.
import { analyze, readSpanishLexicon } from '@/server/language/spanish';

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

collect();
const before = process.memoryUsage();
const started = performance.now();
const lexicon = readSpanishLexicon();
const loadMs = performance.now() - started;
collect();
const after = process.memoryUsage();
const analysisStarted = performance.now();
analyze('Ayer mi hermana y yo fuimos al cine, pero no nos gustó la película.', lexicon);
const analysisMs = performance.now() - analysisStarted;
console.log(
  `load ${loadMs.toFixed(0)} ms; RSS +${mb(after.rss - before.rss)}, heap +${mb(after.heapUsed - before.heapUsed)}, ` +
    `off-heap +${mb(after.external - before.external)}; ` +
    `first analysis ${analysisMs.toFixed(0)} ms (${lexicon.size.forms} forms)`,
);
