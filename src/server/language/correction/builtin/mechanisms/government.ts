import { z } from 'zod';
import { type AnalysedToken, type Analysis, type Reading } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import governmentJson from '../../../../../../content/corrector/verb-government.json' with { type: 'json' };
import { isFixableWord } from './accents';
import { type Edit, replaceTokens } from './edit';

const words = z.array(z.string().min(1));
/** `content/corrector/verb-government.json`: the preposition a verb takes before an infinitive or an object. */
export const verbGovernmentSchema = z.object({
  about: z.string(),
  beforeInfinitive: z.record(z.string().min(1), z.enum(['a', 'de', 'en', 'con', 'que'])),
  bareInfinitive: words,
  objects: z.record(z.string().min(1), z.object({ right: z.string().min(1), wrong: words })),
});

let table: z.infer<typeof verbGovernmentSchema> | undefined;
const government = () => (table ??= verbGovernmentSchema.parse(governmentJson));

const lower = (token: AnalysedToken | undefined) => token?.text.toLowerCase() ?? '';
const isVerb = (reading: Reading) => reading.pos === 'verb';
/** Prepositions a learner may put where another one belongs. */
const PREPOSITIONS = ['a', 'de', 'en', 'con', 'sobre'];

/**
 * The verb's lemma when every reading of the word is a form of that one verb ("fue" is ser or ir: none). After a
 * subject pronoun a command is out of the question: "yo sé" is saber, not the imperative of ser.
 */
function onlyLemma(token: AnalysedToken, previous: AnalysedToken | undefined): string | undefined {
  if (token.kind !== 'word' || !token.reading || !isVerb(token.reading)) return undefined;
  // "las personas necesitadas a obtener": a participle that agrees with a noun is an adjective; only "necesitado"
  // (after haber) is the verb
  if (token.reading.verbForm === 'participle' && !/o$/u.test(token.text.toLowerCase())) return undefined;
  const afterSubject = previous?.reading?.kind === 'tonic';
  const lemmas = new Set(
    token.readings
      .filter((reading) => isVerb(reading) && !(afterSubject && reading.mood === 'imperative'))
      .map((reading) => reading.lemma),
  );
  return lemmas.size === 1 ? [...lemmas][0] : undefined;
}

/** An infinitive that is nothing else ("poder", "deber", "ser" are also nouns: "tienen poder"); enclitics allowed. */
function isPlainInfinitive(token: AnalysedToken | undefined, allowNoun: boolean): boolean {
  if (token?.kind !== 'word' || token.reading?.verbForm !== 'infinitive') return false;
  return allowNoun || token.readings.every((reading) => reading.verbForm === 'infinitive');
}

/**
 * Verb government from a table (content/corrector/verb-government.json): the word an infinitive needs after a
 * verb ("voy estudiar" → "voy a estudiar", "tengo estudiar" → "tengo que estudiar", "trato a entender" → "trato de
 * entender"); no "a" after a verb that takes the infinitive straight ("puedo a nadar" → "puedo nadar"); the
 * preposition of a verb's object ("depende en el tiempo" → "depende del tiempo" is left to the contraction, so
 * "depende en" → "depende de", "consiste de" → "consiste en", "sueño de ser" → "sueño con ser"). Only where the
 * verb is the one verb the word can be ("fue" may be ser) and the infinitive is not also a noun ("tienen poder"),
 * except after ir ("voy a ser"); "depende en gran medida de" keeps its "en".
 */
export function verbGovernment(sentence: Analysis): Edit[] {
  const tokens = sentence.tokens;
  const edits: Edit[] = [];
  const { beforeInfinitive, bareInfinitive, objects } = government();
  tokens.forEach((verb, index) => {
    const lemma = onlyLemma(verb, tokens[index - 1]);
    // "mi sueño de ser…" is the noun
    if (!lemma || !isFixableWord(sentence, index) || tokens[index - 1]?.reading?.pos === 'determiner') return;
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    const needed = beforeInfinitive[lemma];
    if (needed && isPlainInfinitive(next, lemma === 'ir') && isFixableWord(sentence, index + 1)) {
      const phrase = `${needed} ${lower(next)}`;
      edits.push(
        replaceTokens(
          next!,
          next!,
          phrase,
          'prepositions',
          `'${lemma}' needs '${needed}' before an infinitive: '${lower(verb)} ${phrase}'.`,
        ),
      );
      return;
    }
    // not isFixableWord: "a" is also an English word, and a preposition is never a name
    if (!next || !PREPOSITIONS.includes(next.text)) return;
    // "a" for "de" and back ("trato a entender", "empecé de leer"); "comienza con ir a…" is right as it is
    const swapped = needed && ['a', 'de'].includes(needed) && ['a', 'de'].includes(lower(next));
    if (swapped && lemma !== 'ir' && needed !== lower(next) && isPlainInfinitive(after, false)) {
      edits.push(
        replaceTokens(
          next,
          next,
          needed,
          'prepositions',
          `'${lemma}' takes '${needed}' before an infinitive: '${lower(verb)} ${needed} ${lower(after)}'.`,
        ),
      );
      return;
    }
    if (bareInfinitive.includes(lemma) && lower(next) === 'a' && isPlainInfinitive(after, false)) {
      edits.push(
        replaceTokens(
          next,
          after!,
          lower(after),
          'prepositions',
          `'${lemma}' takes an infinitive with no 'a': '${lower(verb)} ${lower(after)}'.`,
        ),
      );
      return;
    }
    const edit = objectPreposition(tokens, index, lemma, objects[lemma]);
    if (edit) edits.push(edit);
  });
  return edits;
}

/**
 * The wrong preposition before a verb's object ("depende en el tiempo" → "depende del tiempo", "consiste de" →
 * "consiste en"), from the verb's row of objects in verb-government.json.
 */
function objectPreposition(
  tokens: readonly AnalysedToken[],
  index: number,
  lemma: string,
  object: { wrong: readonly string[]; right: string } | undefined,
): Edit | undefined {
  const verb = tokens[index]!;
  const next = tokens[index + 1];
  const after = tokens[index + 2];
  if (!object || !next || !object.wrong.includes(lower(next)) || after?.kind !== 'word') return undefined;
  // "depende en gran medida de…": the object is the later "de" phrase
  if (tokens.slice(index + 2, index + 6).some((token) => lower(token) === object.right)) return undefined;
  // a noun phrase, a name or an infinitive; "soñé de ti" (a pronoun) is the contraction mechanism's "contigo"
  const objectStarts = ['determiner', 'proper-noun', 'numeral'].includes(after.reading?.pos ?? '');
  if (!objectStarts && !isPlainInfinitive(after, false)) return undefined;
  // "de" or "a" before "el" is written "del", "al"
  const contracted = ['de', 'a'].includes(object.right) && after.text === 'el';
  const written = contracted ? `${object.right === 'de' ? 'del' : 'al'}` : object.right;
  return replaceTokens(
    next,
    contracted ? after : next,
    written,
    'prepositions',
    `'${lemma}' takes '${object.right}': '${lower(verb)} ${written}${contracted ? '' : ` ${lower(after)}`}'.`,
  );
}
