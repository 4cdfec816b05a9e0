import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const FREQUENCY_PATH = join('content', 'spanish', 'frequency.txt.gz');

/**
 * How common a Spanish word form is: its rank among the 20,000 most frequent forms of film and TV subtitles
 * (FrequencyWords, OpenSubtitles 2018; content/spanish/ATTRIBUTION.md), 1 the most frequent; undefined when rarer.
 */
export type FrequencyRank = (word: string) => number | undefined;

function defaultFrequencyPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, FREQUENCY_PATH);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${FREQUENCY_PATH} not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export function readFrequencyRanks(path: string = defaultFrequencyPath()): FrequencyRank {
  const ranks = new Map<string, number>();
  const words = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
  for (const [index, word] of words.entries()) if (word && !ranks.has(word)) ranks.set(word, index + 1);
  return (word) => ranks.get(word.toLowerCase());
}

let shared: FrequencyRank | undefined;

/** The ranks, read on first use (about 20,000 entries, a few MB) and kept for the life of the process. */
export function spanishFrequencyRank(word: string): number | undefined {
  shared ??= readFrequencyRanks();
  return shared(word);
}
