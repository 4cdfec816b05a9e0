// Builds content/spanish/frequency.txt.gz from FrequencyWords' Spanish list (content/2018/es/es_50k.txt of
// https://github.com/hermitdave/FrequencyWords, OpenSubtitles 2018, CC BY-SA 4.0): the most frequent word forms,
// one per line, most frequent first, counts dropped (only the rank is used). Attribution: content/spanish/ATTRIBUTION.md.
// Usage: node scripts/build-spanish-frequency.mjs path/to/es_50k.txt
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KEPT = 20_000;
const source = process.argv[2];
if (!source) throw new Error('Usage: node scripts/build-spanish-frequency.mjs path/to/es_50k.txt');
const words = [];
const seen = new Set();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const word = line.split(' ')[0]?.toLowerCase();
  // Subtitle tokens include numbers, names' fragments and stray symbols: only plain Spanish words are kept.
  if (!word || !/^[a-záéíóúüñ]+$/.test(word) || seen.has(word)) continue;
  seen.add(word);
  words.push(word);
  if (words.length === KEPT) break;
}
writeFileSync(
  new URL('../content/spanish/frequency.txt.gz', import.meta.url),
  gzipSync(`${words.join('\n')}\n`, { level: 9 }),
);
console.log(`${words.length} words kept`);
