// npx tsx scripts/glossary-coverage.ts
//
// How much of everyday Spanish the bilingual glossary (content/glossary, decision 0016) covers: of the most
// frequent Spanish word forms (content/spanish/frequency.txt.gz) that are open-class words, the share whose lemma
// the glossary translates, by frequency band; and of the course's one-word English glosses, the share it has.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { analyze } from '@/server/language/spanish';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';

const OPEN = new Set(['noun', 'verb', 'adjective', 'adverb']);
const glossary = bilingualGlossary();
const forms = gunzipSync(readFileSync('content/spanish/frequency.txt.gz')).toString('utf8').split('\n');
for (const band of [1000, 3000, 5000]) {
  let open = 0;
  let known = 0;
  for (const form of forms.slice(0, band)) {
    const reading = analyze(form).tokens[0]?.reading;
    if (!reading || !OPEN.has(reading.pos)) continue;
    open++;
    if (glossary.toEnglish(reading.lemma).length > 0) known++;
  }
  console.log(
    `top ${band} Spanish forms: ${known}/${open} open-class lemmas glossed (${Math.round((100 * known) / open)} %)`,
  );
}
const english = new Set<string>();
for (const lesson of loadCatalogue('content').lessons)
  for (const section of lesson.sections)
    if (section.type === 'vocabulary')
      for (const item of section.content) {
        const word = item.english.toLowerCase().replace(/^(the|a|an|to) /, '');
        if (/^[a-z]+$/.test(word)) english.add(word);
      }
const covered = [...english].filter((word) => glossary.toSpanish(word).length > 0).length;
console.log(
  `course vocabulary: ${covered}/${english.size} one-word English glosses found (${Math.round((100 * covered) / english.size)} %)`,
);
