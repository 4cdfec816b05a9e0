import { z } from 'zod';
import { type AnalysedToken, type Analysis } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import personalAJson from '../../../../../../content/corrector/personal-a.json' with { type: 'json' };
import type { Edit } from './edit';

/** `content/corrector/personal-a.json`: verbs whose direct object is often a person. */
export const personalASchema = z.object({ about: z.string(), verbs: z.array(z.string().min(1)) });

let table: z.infer<typeof personalASchema> | undefined;
const verbs = () => (table ??= personalASchema.parse(personalAJson)).verbs;

/**
 * A name the lexicon knows as a person's ("Juan", "Shakira"; "Marta" is also a noun, but capitalised after a verb
 * it is the name), never as a place ("Madrid", "París").
 */
const isPersonName = (token: AnalysedToken | undefined) =>
  !!token &&
  /^\p{Lu}/u.test(token.text) &&
  token.readings.some((reading) => reading.kind === 'person') &&
  !token.readings.some((reading) => reading.kind === 'place');

/**
 * The personal "a" before a person named as the direct object: "vi William ayer" → "vi a William", "quiero
 * conocer Shakira" → "conocer a Shakira". Only after a verb of the table, in the first or second person or as an
 * infinitive or gerund, with no object pronoun before it: a third person may have the name as its subject ("me
 * llamó Juan", "lo vio María"). A name that is also a place ("Madrid", "París": "visité París") is left alone;
 * people named by a noun phrase ("veo mi madre") are the ordered personal-a rule's.
 */
export function personalA(sentence: Analysis): Edit[] {
  const tokens = sentence.tokens;
  const edits: Edit[] = [];
  tokens.forEach((verb, index) => {
    const reading = verb.reading;
    const name = tokens[index + 1];
    if (reading?.pos !== 'verb' || !verbs().includes(reading.lemma) || !isPersonName(name)) return;
    if (verb.readings.some((other) => other.pos === 'verb' && other.lemma !== reading.lemma)) return;
    const personal = reading.verbForm === 'finite' ? reading.person !== 3 : reading.verbForm !== 'participle';
    if (!personal || reading.mood === 'imperative' || reading.enclitics?.length) return;
    if (tokens[index - 1]?.reading?.kind === 'clitic') return;
    // the name keeps its capital, the "a" before it has none
    const written = `a ${name!.text}`;
    edits.push({
      start: name!.start,
      end: name!.end,
      replacement: written,
      category: 'personal-a',
      explanation: `A person as direct object takes 'a': '${verb.text.toLowerCase()} ${written}'.`,
      source: 'mechanism',
    });
  });
  return edits;
}
