#!/usr/bin/env node
// Regenerates content/glossary/en-es.tsv, the partner's bilingual glossary, from Apertium's English-Spanish
// bilingual dictionary (docs/decisions/0016-bilingual-glossary.md). Run it by hand; nothing runs it at install.
//
//   apt-get install lttoolbox-dev          # lt-print
//   apt-get download apertium-eng-spa && dpkg -x apertium-eng-spa_*.deb /tmp/eng-spa
//   node scripts/build-glossary.mjs /tmp/eng-spa/usr/share/apertium/apertium-eng-spa
//
// (or /usr/share/apertium/apertium-eng-spa where the package is installed, as .ci/run does for the translator).
//
// Each direction is a compiled transducer (eng-spa.autobil.bin, spa-eng.autobil.bin); every path through its
// dictionary section is one translation ("rent<n>" → "alquiler<n><m>"). A pair found in both directions is kept
// as "b", one found only English→Spanish as "e", only Spanish→English as "s": the app glosses English with a
// Spanish word only when that is its one translation for the part of speech (decision 0016).
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths, transducerSections } from './apertium-transducer.mjs';

const FORMAT_LINE = '# charla-glossary 1: english, part of speech, spanish, gender, direction (b, e, s)';

/** Apertium's parts of speech, as the app names them; the rest (numbers, names, acronyms) are left out. */
const PARTS = new Map([
  ['n', 'n'],
  ['vblex', 'v'],
  ['vbmod', 'v'],
  ['adj', 'adj'],
  ['adv', 'adv'],
  ['preadv', 'preadv'],
  ['pr', 'pr'],
  ['prn', 'prn'],
  ['det', 'det'],
  ['cnjadv', 'cnj'],
  ['cnjcoo', 'cnj'],
  ['cnjsub', 'cnj'],
  ['ij', 'ij'],
]);
const GENDERS = new Map([
  ['m', 'm'],
  ['f', 'f'],
  ['mf', 'mf'],
  ['GD', 'm'],
]);
/** An English or Spanish side written as a word or phrase a learner types: letters, spaces, hyphens, apostrophes. */
const PLAIN = /^[\p{Ll}][\p{Ll}' -]*$/u;

/** "rent<n>" → { lemma: "rent", tags: ["n"] }; "#" marks where a multi-word entry inflects and is dropped. */
function split(analysis) {
  const cut = analysis.indexOf('<');
  if (cut <= 0) return undefined;
  const lemma = analysis.slice(0, cut).replaceAll('#', '').replace(/\s+/g, ' ').trim();
  const tags = analysis.slice(cut + 1, -1).split('><');
  return { lemma, tags };
}

function pairsOf(binPath, englishFirst) {
  const sections = transducerSections(binPath);
  const pairs = new Map();
  // Section 0 is the dictionary; the others are regular expressions (numbers, percentages, times).
  for (const [left, right] of paths(sections[0])) {
    const a = split(left);
    const b = split(right);
    if (!a || !b) continue;
    const [english, spanish] = englishFirst ? [a, b] : [b, a];
    const part = PARTS.get(english.tags[0]);
    if (!part || PARTS.get(spanish.tags[0]) !== part) continue;
    if (english.tags.includes('acr') || spanish.tags.includes('acr')) continue;
    if (!PLAIN.test(english.lemma) || !PLAIN.test(spanish.lemma)) continue;
    // English plural-only nouns ("glasses<n><pl>") are kept under their own form.
    const gender = part === 'n' ? (spanish.tags.map((tag) => GENDERS.get(tag)).find(Boolean) ?? '') : '';
    const key = `${english.lemma}\t${part}\t${spanish.lemma}`;
    if (!pairs.has(key) || (!pairs.get(key) && gender)) pairs.set(key, gender);
  }
  return pairs;
}

const [dir, outDir = 'content/glossary'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/build-glossary.mjs /path/to/usr/share/apertium/apertium-eng-spa [outDir]');
  process.exit(2);
}
const forward = pairsOf(join(dir, 'eng-spa.autobil.bin'), true);
const backward = pairsOf(join(dir, 'spa-eng.autobil.bin'), false);
const rows = [];
// "stressful" → "estresando": a Spanish gerund tagged as an adjective is a verb form, never the adjective
// ("estresante"); a gerund is one of a verb the dictionary also has ("estresar")
const verbs = new Set(
  [...forward.keys(), ...backward.keys()].filter((key) => key.split('\t')[1] === 'v').map((key) => key.split('\t')[2]),
);
const gerundOfAVerb = (spanish) =>
  [
    ['ando', ['ar']],
    ['iendo', ['er', 'ir']],
    ['yendo', ['er', 'ir']],
  ].some(
    ([ending, infinitives]) =>
      spanish.endsWith(ending) &&
      infinitives.some((infinitive) => verbs.has(spanish.slice(0, -ending.length) + infinitive)),
  );
for (const key of new Set([...forward.keys(), ...backward.keys()])) {
  const [, part, spanish] = key.split('\t');
  if (part === 'adj' && gerundOfAVerb(spanish)) continue;
  const direction = forward.has(key) && backward.has(key) ? 'b' : forward.has(key) ? 'e' : 's';
  // The Spanish→English transducer reads Spanish as its input, so its gender is the Spanish word's own; the other
  // direction's output tags can carry another entry's gender ("area" → "campo" marked feminine).
  rows.push(`${key}\t${backward.get(key) || forward.get(key) || ''}\t${direction}`);
}
rows.sort();
writeFileSync(join(outDir, 'en-es.tsv'), `${FORMAT_LINE}\n${rows.join('\n')}\n`);
copyFileSync('content/spanish/LICENSE', join(outDir, 'LICENSE'));
const count = (flag) => rows.filter((row) => row.endsWith(`\t${flag}`)).length;
console.log(
  `${rows.length} pairs: ${count('b')} both ways, ${count('e')} English→Spanish, ${count('s')} Spanish→English`,
);
