import { z } from 'zod';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { type AnalysedToken, type Analysis, type Reading, inflect } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import personalAJson from '../../../../../../content/corrector/personal-a.json' with { type: 'json' };
import type { Edit } from './edit';
import { subjectEndingAt } from './subject-verb';

/** `content/corrector/personal-a.json`: verbs whose direct object is often a person. */
export const personalASchema = z.object({
  about: z.string(),
  verbs: z.array(z.string().min(1)),
  _nounPhraseVerbs: z.string(),
  nounPhraseVerbs: z.array(z.string().min(1)),
  _placeVerbs: z.string(),
  placeVerbs: z.array(z.string().min(1)),
});

let table: z.infer<typeof personalASchema> | undefined;
const data = () => (table ??= personalASchema.parse(personalAJson));

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
 * Whether a noun names a person (or an animal): one of `persons` in `content/corrector/nouns.json` ("madre",
 * "gente"), or a noun whose lemma the lexicon inflects to a masculine and a different feminine ("amigo"/"amiga",
 * "profesor"/"profesora"), which only beings have. Every noun reading must be one: "la política" is also a policy;
 * a nationality of `adjectives.json` is also a language. After "los"/"las" ("odio los gatos") a kind in general may
 * be meant, so only the table's people count there.
 */
export function isPerson(token: AnalysedToken | undefined, generic: boolean): boolean {
  const nouns = token?.readings.filter((reading) => reading.pos === 'noun') ?? [];
  if (nouns.length === 0 || token?.reading?.pos !== 'noun') return false;
  const { nouns: table, adjectives } = loadCorrectorWordLists();
  const persons = table.persons;
  // "entiendo el inglés": a nationality is also its language
  if (nouns.some((reading) => adjectives.nationalities.includes(reading.lemma))) return false;
  const being = (reading: Reading) => {
    if (persons.includes(reading.lemma) || persons.includes(token.text.toLowerCase())) return true;
    // "prefiero los gatos": a kind of animal in general takes no "a"; only the table's people do
    if (generic) return false;
    const feminine = inflect(reading.lemma, { pos: 'noun', gender: 'feminine', number: 'singular' });
    return feminine.length > 0 && !feminine.includes(reading.lemma);
  };
  return nouns.every(being);
}

/** A determiner that makes the person a specific one: "mi madre", "el médico", "esos niños" (not "un médico"). */
const specific = (token: AnalysedToken | undefined) =>
  token?.reading?.pos === 'determiner' &&
  ['definite', 'possessive', 'demonstrative'].includes(token.reading.kind ?? '');

/**
 * The personal "a" before a specific person as the direct object: a name ("vi William ayer" → "vi a William",
 * "quiero conocer Shakira" → "conocer a Shakira") or a noun phrase ("veo mi madre" → "veo a mi madre", "llamo el
 * médico" → "llamo al médico"). Only after a verb of the table, in the first or second person or as an infinitive
 * or gerund, with no object pronoun before it: a third person may have the person as its subject ("me llamó Juan",
 * "me visita mi abuela"), unless its own subject stands right before it ("ella ama su familia"). A name that is also a place ("Madrid", "París": "visité París") is left alone, and so is
 * someone unspecified ("busco un médico").
 */
export function personalA(sentence: Analysis): Edit[] {
  const tokens = sentence.tokens;
  const edits: Edit[] = [];
  tokens.forEach((verb, index) => {
    const reading = verb.reading;
    if (reading?.pos !== 'verb') return;
    const object = tokens[index + 1];
    // "visitar Ronda": after a verb that takes places, a name that is also a word may be a town the lexicon lacks
    const nameOnly =
      !data().placeVerbs.includes(reading.lemma) || object?.readings.every((r) => r.pos === 'proper-noun');
    const name = data().verbs.includes(reading.lemma) && isPersonName(object) && nameOnly === true;
    const phrase =
      [...data().verbs, ...data().nounPhraseVerbs].includes(reading.lemma) &&
      specific(object) &&
      isPerson(tokens[index + 2], object!.reading?.kind === 'definite' && object!.reading.number === 'plural');
    if (!name && !phrase) return;
    // "viendo Las Chicas del Cable": a capitalised article in mid-sentence opens a title, not a person
    if (phrase && /^\p{Lu}/u.test(object!.text) && object!.start > 0) return;
    if (verb.readings.some((other) => other.pos === 'verb' && other.lemma !== reading.lemma)) return;
    // "espero que llame mi madre": a form that may be third person may have the person as its subject
    const third = verb.readings.some((other) => other.verbForm === 'finite' && other.person === 3);
    const personal =
      reading.verbForm === 'finite'
        ? !third || subjectEndingAt(sentence, index) !== undefined
        : reading.verbForm !== 'participle';
    if (!personal || reading.mood === 'imperative' || reading.enclitics?.length) return;
    if (tokens[index - 1]?.reading?.kind === 'clitic') return;
    // the name keeps its capital, the "a" before it has none; "a el" is "al"
    const written = object!.text.toLowerCase() === 'el' ? 'al' : `a ${object!.text}`;
    edits.push({
      start: object!.start,
      end: object!.end,
      replacement: written,
      category: 'personal-a',
      explanation: `A person as direct object takes 'a': '${verb.text.toLowerCase()} ${written}${phrase ? ` ${tokens[index + 2]!.text}` : ''}'.`,
      source: 'mechanism',
    });
  });
  return edits;
}
