// npm run eval:corrector [-- --outputs FILE.jsonl] [--examples FILE.tsv]
//
// Runs the built-in corrector (the one the app uses without a chat model) on every item of the learner corpus's
// development part (content/learner-corpus/, COWS-L2H, Apache License 2.0: see NOTICE.md there) and scores it with
// the corpus's own scorer: exact match, false alarms, edit precision / recall / F0.5, overall and per category.
// "subject pronoun" (dropping a correct but redundant pronoun: style, not grammar) and "punctuation/case" are
// reported apart from the rest, as issue "A Spanish language core" asks. --outputs writes the answers as the
// corpus's score.mjs reads them. "by source" scores each kept edit alone (applied by itself to its sentence), so
// a mechanism or rule family that proposes imprecise edits shows; --examples writes those edits, one a line.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { correctSpanish, verifiedEdits } from '@/server/language/correction/builtin/builtin-corrector';
import { applyEdits } from '@/server/language/correction/builtin/mechanisms';
// @ts-expect-error: the corpus's scorer is plain JavaScript without types
import { report, scoreAll } from '../content/learner-corpus/score.mjs';

interface Item {
  id: string;
  category: string;
  input: string;
  accept: string[];
  edits?: { category: string }[];
}
interface CategoryCounts {
  gold: number;
  tp: number;
  fp: number;
  fn: number;
  sentences: number;
  exact: number;
}
interface Scores {
  err: number;
  ok: number;
  exact: number;
  falseAlarms: number;
  tp: number;
  fp: number;
  fn: number;
  p: number;
  r: number;
  f: number;
  cats: Record<string, CategoryCounts>;
  perItem: { id: string; exact: boolean }[];
}
const score = scoreAll as (rows: { item: Item; output: string }[]) => Scores;
const print = report as (scores: Scores, print?: (line: string) => void) => void;

const APART = ['subject pronoun', 'punctuation/case'];
const corpusPath = fileURLToPath(new URL('../content/learner-corpus/dev.jsonl.gz', import.meta.url));

function prf(tp: number, fp: number, fn: number): [number, number, number] {
  const p = tp + fp ? tp / (tp + fp) : 1;
  const r = tp + fn ? tp / (tp + fn) : 1;
  return [p, r, p + r ? (1.25 * p * r) / (0.25 * p + r) : 0];
}
const f3 = (x: number) => x.toFixed(3);
const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)}%` : 'n/a');

function main(): void {
  const outputsArg = process.argv.indexOf('--outputs');
  const outputsPath = outputsArg >= 0 ? process.argv[outputsArg + 1] : undefined;
  const examplesArg = process.argv.indexOf('--examples');
  const examplesPath = examplesArg >= 0 ? process.argv[examplesArg + 1] : undefined;
  const items = gunzipSync(readFileSync(corpusPath))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Item);

  correctSpanish('Hola.'); // loads the lexicon and the tagger model outside the timings
  const started = performance.now();
  const times: number[] = [];
  const rows = items.map((item) => {
    const before = performance.now();
    const output = correctSpanish(item.input).correction;
    times.push(performance.now() - before);
    return { item, output };
  });
  const correcting = performance.now() - started;
  // What the guard dropped and what was answered as not Spanish (a second run, not timed).
  const drops = new Map<string, number>();
  let notSpanish = 0;
  const bySource = new Map<string, { tp: number; fp: number }>();
  const examples: string[] = [];
  for (const { item } of rows) {
    const verified = verifiedEdits(item.input);
    if (verified.notSpanish) notSpanish++;
    for (const edit of verified.kept) {
      if (item.input.slice(edit.start, edit.end) === edit.replacement) continue;
      const alone = score([{ item, output: applyEdits(item.input, [edit]) }]);
      const origin = edit.origin ?? edit.source;
      const counts = bySource.get(origin) ?? { tp: 0, fp: 0 };
      counts.tp += alone.tp;
      counts.fp += alone.fp;
      bySource.set(origin, counts);
      const wrote = `${item.input.slice(edit.start, edit.end)} → ${edit.replacement}`;
      examples.push([origin, alone.fp > 0 ? 'FP' : 'TP', item.category, wrote, item.input, item.accept[0]].join('\t'));
    }
    for (const { edit, reason } of verified.dropped) {
      const key = `${reason} (${edit.source} ${edit.category})`;
      drops.set(key, (drops.get(key) ?? 0) + 1);
    }
  }
  const scores = score(rows);
  const scoring = performance.now() - started - correcting;
  if (outputsPath) {
    writeFileSync(
      outputsPath,
      rows.map(({ item, output }) => JSON.stringify({ id: item.id, output })).join('\n') + '\n',
    );
  }

  console.log(`built-in corrector on ${corpusPath}: ${scores.err} error pairs, ${scores.ok} unchanged sentences`);
  console.log('');
  console.log('== all categories');
  print(scores);

  // The rest: every edit outside the two categories, the false positives outside the annotators' edits and on the
  // unchanged sentences included; exact match on the error pairs none of whose edits is in the two categories.
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [name, counts] of Object.entries(scores.cats)) {
    if (APART.includes(name)) continue;
    tp += counts.tp;
    fp += counts.fp;
    fn += counts.fn;
  }
  const exactById = new Map(scores.perItem.map((row) => [row.id, row.exact]));
  const rest = items.filter(
    (item) => item.category !== 'none' && !(item.edits ?? []).some((edit) => APART.includes(edit.category)),
  );
  const restExact = rest.filter((item) => exactById.get(item.id)).length;
  const [p, r, f] = prf(tp, fp, fn);
  console.log('');
  console.log(`== apart: ${APART.join(', ')}; then the rest`);
  for (const name of APART) {
    const counts = scores.cats[name];
    if (!counts) continue;
    const [cp, cr, cf] = prf(counts.tp, counts.fp, counts.fn);
    console.log(
      `${name.padEnd(20)} edits P ${f3(cp)}  R ${f3(cr)}  F0.5 ${f3(cf)}  (gold ${counts.gold}, TP ${counts.tp}, FP ${counts.fp}, FN ${counts.fn}); exact ${pct(counts.exact, counts.sentences)} of ${counts.sentences} pairs in this category only`,
    );
  }
  console.log(
    `${'the rest'.padEnd(20)} edits P ${f3(p)}  R ${f3(r)}  F0.5 ${f3(f)}  (TP ${tp}, FP ${fp}, FN ${fn}; FP on unchanged sentences included); exact ${pct(restExact, rest.length)} of ${rest.length} pairs with no edit in those two; false alarms ${pct(scores.falseAlarms, scores.ok)}`,
  );
  console.log('');
  console.log(
    `guard: ${notSpanish} sentences answered as not Spanish; edits dropped: ${
      [...drops]
        .sort((a, b) => b[1] - a[1])
        .map(([key, count]) => `${key} ${count}`)
        .join(', ') || 'none'
    }`,
  );
  console.log('');
  console.log('by source: each kept edit scored alone');
  for (const [origin, { tp, fp }] of [...bySource].sort((a, b) => b[1].fp - a[1].fp))
    console.log(
      `${origin.padEnd(60)} TP ${String(tp).padStart(5)}  FP ${String(fp).padStart(5)}  P ${f3(tp / (tp + fp || 1))}`,
    );
  if (examplesPath) writeFileSync(examplesPath, examples.join('\n') + '\n');
  times.sort((a, b) => a - b);
  const quantile = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `per sentence: median ${quantile(0.5)} ms, p90 ${quantile(0.9)} ms, p99 ${quantile(0.99)} ms, max ${quantile(1)} ms`,
  );
  console.log(
    `time: correcting ${(correcting / 1000).toFixed(1)} s (${(correcting / items.length).toFixed(2)} ms a sentence), scoring ${(scoring / 1000).toFixed(1)} s`,
  );
}

main();
