// npx tsx scripts/bench-corrector.ts [every]
//
// Per-sentence time of the built-in corrector (the budget: median ≤ 1 ms, p99 ≤ 10 ms) on every `every`-th
// learner sentence of the corpus's development part (default 4), after a warm-up pass; the analysis alone apart.
// On a shared machine run it twice and read the quieter run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { analyze } from '@/server/language/spanish';

const every = Number(process.argv[2] ?? 4);
const corpus = fileURLToPath(new URL('../content/learner-corpus/dev.jsonl.gz', import.meta.url));
const inputs = gunzipSync(readFileSync(corpus))
  .toString('utf8')
  .split('\n')
  .filter((line, index) => line.trim() && index % every === 0)
  .map((line) => (JSON.parse(line) as { input: string }).input);

function measure(name: string, run: (text: string) => unknown): void {
  for (const text of inputs.slice(0, 500)) run(text);
  const times = inputs.map((text) => {
    const start = performance.now();
    run(text);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `${name.padEnd(14)} ${inputs.length} sentences: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
}

measure('analyze', (text) => analyze(text));
measure('correctSpanish', (text) => correctSpanish(text));
