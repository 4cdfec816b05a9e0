import lowercaseWordsJson from '../../../../content/corrector/lowercase-words.json' with { type: 'json' };
import { spanishLexicon } from '@/server/language/spanish';
import { normaliseText } from './text-normalisation';

/**
 * Personal facts a learner gives without being asked ("Me llamo Ana y tengo veinte años"). The partner skips
 * its own question about a fact it has already been told. The ids are persona fact ids (content/tutor/persona.json),
 * whose triggers say which plan questions ask about each fact.
 */
export const TOLD_FACT_IDS = ['name', 'origin', 'home', 'age', 'family'] as const;
export type ToldFactId = (typeof TOLD_FACT_IDS)[number];

const phrases = (list: readonly string[]) => list.map((phrase) => ` ${normaliseText(phrase)} `);
const TOLD_BY_PHRASE: readonly { id: ToldFactId; phrases: readonly string[] }[] = [
  { id: 'name', phrases: phrases(['me llamo', 'mi nombre es']) },
  { id: 'origin', phrases: phrases(['soy de', 'soy del', 'vengo de', 'nací en']) },
  { id: 'home', phrases: phrases(['vivo en']) },
  { id: 'family', phrases: phrases(['hijo único', 'hija única']) },
];
/** Matched on normalised text: "tengo veinte años", "tengo treinta y dos años". */
const AGE = / tengo (?:\S+ ){1,4}anos /;
const SIBLINGS = / tengo (?:\S+ ){0,2}herman[oa]s? /;

/**
 * Every form of the nationalities (content/corrector/lowercase-words.json, lemmas), folded as the message is: "soy
 * japonesa" tells where one is from. Read from the lexicon on first need.
 */
let nationalityForms: ReadonlySet<string> | undefined;
const BEING = new Set(['soy', 'somos']);

function toldANationality(padded: string): boolean {
  nationalityForms ??= new Set(
    lowercaseWordsJson.nationalities.flatMap((lemma) => [
      normaliseText(lemma),
      ...spanishLexicon()
        .formsOf(lemma)
        .map(({ form }) => normaliseText(form)),
    ]),
  );
  const words = padded.trim().split(' ');
  return words.some((word, at) => at > 0 && BEING.has(words[at - 1]!) && nationalityForms!.has(word));
}

/** The facts given in one learner message, from its normalised, space-padded text. */
export function factsToldIn(padded: string): ToldFactId[] {
  const told: ToldFactId[] = [];
  for (const { id, phrases: list } of TOLD_BY_PHRASE) if (list.some((phrase) => padded.includes(phrase))) told.push(id);
  if (!told.includes('origin') && toldANationality(padded)) told.push('origin');
  if (AGE.test(padded)) told.push('age');
  if (SIBLINGS.test(padded)) told.push('family');
  return told;
}
