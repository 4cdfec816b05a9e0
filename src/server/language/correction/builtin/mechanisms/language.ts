import { z } from 'zod';
import type { Analysis } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import englishWordsJson from '../../../../../../content/corrector/english-words.json' with { type: 'json' };

/** content/corrector/english-words.json: English words that tell a learner switched to English. */
export const englishWordsSchema = z.object({
  source: z.string().min(1),
  words: z.array(z.string().regex(/^[a-z']+$/)).min(1),
  _letterGroups: z.string(),
  letterGroups: z.array(z.string().regex(/^[a-z]+$/)).min(1),
});

let letterGroups: readonly string[] | undefined;
/** Whether a word has a letter group Spanish spelling never has ("phone", "book"): a foreign word, not a slip. */
export function spelledAsNoSpanishWord(word: string): boolean {
  letterGroups ??= englishWordsSchema.parse(englishWordsJson).letterGroups;
  const lower = word.toLowerCase();
  return letterGroups.some((group) => lower.includes(group));
}

let english: Set<string> | undefined;
function englishWords(): Set<string> {
  english ??= new Set(englishWordsSchema.parse(englishWordsJson).words);
  return english;
}

/**
 * Whether a text has no Spanish clause: English ("What time is it?"), or English with a few Spanish words ("I like
 * la playa"). Its words are counted as English (in the table and unknown to the Spanish lexicon, or unknown and
 * written with an English apostrophe: "don't") or Spanish (known to the lexicon and not in the table); words that
 * are both ("a", "me", "no") count for neither. It is not Spanish when it has at least two English words and
 * either no finite Spanish verb or no more Spanish words than English ones. Such a text is answered as not
 * Spanish rather than "corrected" into Spanish punctuation or spelling.
 */
export function isNotSpanish(sentence: Analysis): boolean {
  const table = englishWords();
  let englishCount = 0;
  let spanishCount = 0;
  let spanishVerb = false;
  for (const token of sentence.tokens) {
    if (token.kind !== 'word') continue;
    const lower = token.text.toLowerCase().replace(/’/g, "'");
    const inTable = table.has(lower);
    const known = token.readings.length > 0;
    if (inTable && !known) englishCount++;
    else if (!known && lower.includes("'")) englishCount++;
    else if (known && !inTable) {
      spanishCount++;
      if (token.reading?.pos === 'verb' && token.reading.verbForm === 'finite') spanishVerb = true;
    } else if (!known && !/^\p{Lu}/u.test(token.text)) englishCount += 0.5;
  }
  return englishCount >= 2 && (!spanishVerb || spanishCount <= englishCount);
}

/** Whether a word is in the table of English words ("name" is not "ñame"). */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(word.toLowerCase().replace(/’/g, "'"));
}
