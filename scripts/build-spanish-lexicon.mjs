#!/usr/bin/env node
// Regenerates content/spanish/lexicon.txt.gz, the Spanish lexicon the app reads, from Apertium's Spanish
// morphological analyser (docs/decisions/0014-spanish-lexicon.md). Run it by hand; nothing runs it at install.
//
//   apt-get install lttoolbox-dev          # lt-print
//   apt-get download apertium-spa-cat && dpkg -x apertium-spa-cat_*.deb /tmp/spa-cat
//   node scripts/build-spanish-lexicon.mjs /tmp/spa-cat/usr/share/apertium/apertium-spa-cat/spa-cat.automorf.bin
//
// The analyser is a finite-state transducer; lt-print writes it as AT&T text and every path through its main
// section is one word form with one analysis ("hablo" → "hablar<vblex><pri><p1><sg>"). Multi-word entries,
// enclitic verb forms ("dámelo") and "#" phrase entries are left out: the app's analyser splits enclitics itself.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { paths, transducerSections } from './apertium-transducer.mjs';

const FORMAT_LINE = '# charla-spanish-lexicon 2';

/** Lemmas the analyser files under a lemma of its own that grammars and learners file under another. */
const LEMMA_FIXES = new Map([['hay', 'haber']]);

/** "hablar<vblex><pri><p1><sg>" → ["hablar", "vblex.pri.p1.sg"]; contractions keep their parts with "+". */
function splitAnalysis(analysis) {
  return analysis.split('+').map((part) => {
    const cut = part.indexOf('<');
    const lemma = part.slice(0, cut);
    const tags = part
      .slice(cut + 1, -1)
      .split('><')
      .join('.');
    return [LEMMA_FIXES.get(lemma) ?? lemma, tags];
  });
}

/** A form relative to its lemma: characters to drop from the lemma's end (base 36) and what to add. */
function formCode(lemma, form) {
  let common = 0;
  while (common < lemma.length && common < form.length && lemma[common] === form[common]) common++;
  const drop = lemma.length - common;
  if (drop > 35) return `=${form}`;
  return drop.toString(36) + form.slice(common);
}

function build(binPath) {
  const sections = transducerSections(binPath);
  // Section 0 holds punctuation; section 1 the dictionary; the rest are regular expressions (numbers, URLs).
  const tagIds = new Map();
  const lemmas = new Map();
  let kept = 0;
  let skipped = 0;
  for (const [surface, analysis] of paths(sections[1], { skippedOutput: '<enc>' })) {
    if (!surface || surface.includes(' ') || analysis.includes('#') || analysis.includes('<enc>')) {
      skipped++;
      continue;
    }
    const parts = splitAnalysis(analysis);
    // A contraction ("del" = de + el) is filed under its first part, with the rest of its parts in the tag.
    const [lemma] = parts[0];
    const tag = parts.map(([partLemma, tags], k) => (k === 0 ? tags : `${partLemma}:${tags}`)).join('+');
    if (!tagIds.has(tag)) tagIds.set(tag, tagIds.size);
    let forms = lemmas.get(lemma);
    if (!forms) lemmas.set(lemma, (forms = new Map()));
    let ids = forms.get(surface);
    if (!ids) forms.set(surface, (ids = new Set()));
    if (!ids.has(tagIds.get(tag))) kept++;
    ids.add(tagIds.get(tag));
  }
  // Both lists are sorted by their UTF-8 bytes, the order the app's binary search compares in.
  const byBytes = (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  const lemmaOrder = [...lemmas.keys()].sort(byBytes);
  const lines = [FORMAT_LINE, `# tags ${tagIds.size}`];
  for (const tag of tagIds.keys()) lines.push(tag);
  lines.push(`# lemmas ${lemmaOrder.length}`);
  const formReadings = new Map();
  lemmaOrder.forEach((lemma, lemmaIndex) => {
    const entries = [];
    for (const [form, ids] of lemmas.get(lemma)) {
      entries.push(`${formCode(lemma, form)}=${[...ids].map((id) => id.toString(36)).join(',')}`);
      let readings = formReadings.get(form);
      if (!readings) formReadings.set(form, (readings = []));
      for (const id of ids) readings.push(`${lemmaIndex.toString(36)}:${id.toString(36)}`);
    }
    lines.push(`${lemma}\t${entries.join('\t')}`);
  });
  lines.push(`# forms ${formReadings.size}`);
  for (const form of [...formReadings.keys()].sort(byBytes)) lines.push(`${form}\t${formReadings.get(form).join(',')}`);
  return { text: `${lines.join('\n')}\n`, kept, skipped, lemmas: lemmas.size, tags: tagIds.size };
}

const [binPath, outPath = 'content/spanish/lexicon.txt.gz'] = process.argv.slice(2);
if (!binPath) {
  console.error('usage: node scripts/build-spanish-lexicon.mjs spa-cat.automorf.bin [out.txt.gz]');
  process.exit(2);
}
const { text, kept, skipped, lemmas, tags } = build(binPath);
const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
writeFileSync(outPath, gz);
console.log(
  `${kept} readings of ${lemmas} lemmas, ${tags} tag sets (${skipped} multi-word or enclitic paths left out)`,
);
console.log(`${outPath}: ${gz.length} bytes (${Buffer.byteLength(text)} uncompressed)`);
