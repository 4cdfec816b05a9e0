import { z } from 'zod';
import type { Analysis } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import conjunctionsJson from '../../../../../../content/corrector/conjunctions.json' with { type: 'json' };
import { type Edit, replaceToken } from './edit';

const prefixes = z.array(z.string().min(1));
/** `content/corrector/conjunctions.json`: which conjunction changes its form before which sound. */
export const conjunctionsSchema = z.object({
  about: z.string(),
  euphony: z.array(
    z.object({
      conjunction: z.string().min(1),
      becomes: z.string().min(1),
      spellings: prefixes.min(1),
      notBefore: prefixes,
    }),
  ),
});

let table: z.infer<typeof conjunctionsSchema>['euphony'] | undefined;
const euphony = () => (table ??= conjunctionsSchema.parse(conjunctionsJson).euphony);

/**
 * "español y inglés" → "español e inglés", "siete o ocho" → "siete u ocho": a conjunction whose sound would run into
 * the next word's takes its other form. The next word must be a written word in lower case or a capitalised name
 * (not an acronym such as "IBM"), right after it; "¿Y Inés?" opening a question keeps "y", and so does an English
 * word whose h is breathed ("y hip hop").
 */
export function conjunctions(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  const tokens = sentence.tokens;
  tokens.forEach((token, index) => {
    const rule = euphony().find((entry) => entry.conjunction === token.text.toLowerCase());
    const next = tokens[index + 1];
    if (!rule || token.kind !== 'word' || next?.kind !== 'word') return;
    if (!/^[ \t]+$/.test(sentence.text.slice(token.end, next.start))) return;
    if (/^\p{Lu}{2}/u.test(next.text)) return;
    const previous = tokens[index - 1];
    if (!previous || previous.text === '¿' || previous.text === '¡') return;
    const word = next.text.toLowerCase();
    if (!rule.spellings.some((start) => word.startsWith(start))) return;
    if (rule.notBefore.some((start) => word.startsWith(start))) return;
    // an English word keeps its h's breath ("rap y hip hop"): an h counts only in a word the lexicon knows
    if (word.startsWith('h') && next.readings.length === 0) return;
    edits.push(
      replaceToken(
        token,
        rule.becomes,
        'other',
        `'${rule.conjunction}' is written '${rule.becomes}' before a word that begins with its sound: '${rule.becomes} ${next.text}'.`,
      ),
    );
  });
  return edits;
}
