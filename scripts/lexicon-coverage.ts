// npx tsx scripts/lexicon-coverage.ts [--input] [--top N]
//
// How much of learners' Spanish the lexicon knows: the share of word tokens (numbers and punctuation left out) of
// the learner corpus's corrected sentences (accept[0], content/learner-corpus/) that have at least one reading,
// counted as the app analyses them (analyze: tokens, lower case, enclitics). With --input, the
// learners' own sentences instead. Figures: docs/decisions/0014-spanish-lexicon.md.
//
// A proper name is a word the lexicon does not know, capitalised, and not the sentence's first word (after any
// opening ¿ ¡ « " ( marks). Names the lexicon knows (Madrid, María) count as known. The figures are given with and
// without the unknown names.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { analyze, spanishLexicon } from '@/server/language/spanish';

const corpusPath = fileURLToPath(new URL('../content/learner-corpus/dev.jsonl.gz', import.meta.url));
const useInput = process.argv.includes('--input');
const topArg = process.argv.indexOf('--top');
const top = topArg >= 0 ? Number(process.argv[topArg + 1]) : 40;

const started = performance.now();
const lexicon = spanishLexicon();
const loadMs = performance.now() - started;

const sentences = gunzipSync(readFileSync(corpusPath))
  .toString('utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { input: string; accept: string[] })
  .map((item) => (useInput ? item.input : (item.accept[0] ?? item.input)));

let words = 0;
let known = 0;
let names = 0;
let enclitic = 0;
const unknown = new Map<string, number>();
const unknownNames = new Map<string, number>();
for (const sentence of sentences) {
  let first = true;
  for (const token of analyze(sentence, lexicon).tokens) {
    if (token.kind !== 'word') {
      // a sentence inside the sentence starts after . ! ? and the like; opening marks keep "first"
      if (/[.!?…:]/u.test(token.text)) first = true;
      continue;
    }
    words++;
    const { readings } = token;
    if (readings.length) {
      known++;
      if (readings[0]?.enclitics) enclitic++;
    } else if (!first && token.text[0] !== token.text[0]?.toLowerCase()) {
      names++;
      unknownNames.set(token.text, (unknownNames.get(token.text) ?? 0) + 1);
    } else {
      const lower = token.text.toLowerCase();
      unknown.set(lower, (unknown.get(lower) ?? 0) + 1);
    }
    first = false;
  }
}
const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(2)} %`;
const list = (counts: Map<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([word, count]) => `${word} ${count}`)
    .join(', ');
console.log(`${sentences.length} ${useInput ? 'learner' : 'corrected'} sentences, ${words} word tokens`);
console.log(`known:            ${known} = ${pct(known, words)} of all word tokens (${enclitic} through enclitics)`);
console.log(
  `unknown names:    ${names} = ${pct(names, words)} (capitalised, not sentence-initial, not in the lexicon; ${unknownNames.size} distinct)`,
);
console.log(`known, names out: ${pct(known, words - names)} of the ${words - names} other word tokens`);
console.log(`unknown others:   ${words - known - names} tokens, ${unknown.size} distinct`);
console.log(`most frequent unknown: ${list(unknown)}`);
console.log(`most frequent unknown names: ${list(unknownNames)}`);
console.log(`lexicon load: ${loadMs.toFixed(0)} ms`);
