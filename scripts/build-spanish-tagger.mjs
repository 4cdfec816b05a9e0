#!/usr/bin/env node
// Regenerates content/spanish/tagger-model.json, the counts the Spanish analyser's disambiguation reads
// (src/server/language/spanish/disambiguation.ts), from Universal Dependencies Spanish-GSD (CC BY-SA 4.0).
// Run it by hand on the treebank's CoNLL-U files; the train file is optional.
//
//   node scripts/build-spanish-tagger.mjs es_gsd-ud-dev.conllu es_gsd-ud-test.conllu
//
// It counts part-of-speech bigrams (the tag of a word given the tag before it) and, for every word seen at least
// twice, how often each tag was given to it, and how often each lemma was seen (twice or more). Syntactic words are counted, so "del" is "de" ADP then "el" DET.
// AUX is counted as VERB: the lexicon does not tell a copula or an auxiliary from a verb.
import { readFileSync, writeFileSync } from 'node:fs';

const MIN_WORD_COUNT = 2;
const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/build-spanish-tagger.mjs FILE.conllu [FILE.conllu …]');
  process.exit(2);
}
const transitions = {};
const words = {};
const lemmas = {};
let sentences = 0;
let tokens = 0;
const classOf = (upos) => (upos === 'AUX' ? 'VERB' : upos);
for (const file of files) {
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    let previous = 'START';
    let seen = false;
    for (const line of block.split('\n')) {
      const columns = line.split('\t');
      if (columns.length < 4 || !/^\d+$/.test(columns[0])) continue;
      const tag = classOf(columns[3]);
      const form = columns[1].normalize('NFC').toLowerCase();
      (transitions[previous] ??= {})[tag] = (transitions[previous][tag] ?? 0) + 1;
      (words[form] ??= {})[tag] = (words[form][tag] ?? 0) + 1;
      const lemma = columns[2].normalize('NFC');
      lemmas[lemma] = (lemmas[lemma] ?? 0) + 1;
      previous = tag;
      seen = true;
      tokens++;
    }
    if (seen) {
      (transitions[previous] ??= {}).END = (transitions[previous].END ?? 0) + 1;
      sentences++;
    }
  }
}
const kept = Object.fromEntries(
  Object.entries(words)
    .filter(([, tags]) => Object.values(tags).reduce((a, b) => a + b, 0) >= MIN_WORD_COUNT)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const keptLemmas = Object.fromEntries(
  Object.entries(lemmas)
    .filter(([, count]) => count >= MIN_WORD_COUNT)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const model = {
  source: `Universal Dependencies Spanish-GSD (CC BY-SA 4.0): ${files.map((f) => f.split('/').at(-1)).join(', ')}`,
  sentences,
  tokens,
  transitions,
  words: kept,
  lemmas: keptLemmas,
};
writeFileSync('content/spanish/tagger-model.json', `${JSON.stringify(model)}\n`);
console.log(
  `${sentences} sentences, ${tokens} words; ${Object.keys(kept).length} words, ${Object.keys(keptLemmas).length} lemmas kept (seen ${MIN_WORD_COUNT}+ times)`,
);
