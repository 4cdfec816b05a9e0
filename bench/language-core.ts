// Run by bench/language-core.mjs under `tsx --expose-gc`; prints one JSON object.
//
// What the Spanish language core costs (issue 28's budgets): the first use in a fresh process (the lexicon, the
// tagger and the corrector's tables, read by checking the corrector's warm-up sentences), in time and in resident
// memory after a full collection on both sides; then the corrector's time per sentence on every 4th sentence of
// the learner corpus's development part, after a pass over 500 of them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';

const collect = () => (globalThis as { gc?: () => void }).gc?.();
if (!(globalThis as { gc?: unknown }).gc) throw new Error('Run with --expose-gc');

const FIRST_USE = [
  'Ayer yo soy 20 años y me gusta las tortugas porque son muy bonito.',
  'Los turistas no sabe que quiero que tu vienes conmigo para ver el pelicula en la playa.',
];

collect();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
for (const sentence of FIRST_USE) correctSpanish(sentence);
const firstUseMs = performance.now() - started;
collect();
const firstUseMb = (process.memoryUsage().rss - rssBefore) / 1e6;

const corpus = fileURLToPath(new URL('../content/learner-corpus/dev.jsonl.gz', import.meta.url));
const inputs = gunzipSync(readFileSync(corpus))
  .toString('utf8')
  .split('\n')
  .filter((line, index) => line.trim() && index % 4 === 0)
  .map((line) => (JSON.parse(line) as { input: string }).input);
for (const text of inputs.slice(0, 500)) correctSpanish(text);
const times = inputs.map((text) => {
  const start = performance.now();
  correctSpanish(text);
  return performance.now() - start;
});
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

console.log(
  JSON.stringify({ firstUseMs, firstUseMb, sentences: times.length, median: at(0.5), p99: at(0.99), max: at(1) }),
);
