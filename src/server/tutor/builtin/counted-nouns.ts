import { readNumberWords } from '@/domain/spanish-numbers';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';
import { memoisedByText } from './text-memo';

/** "un", "una": an article before a noun far more often than a count ("tengo una reserva" counts no bookings). */
export const ARTICLES_OF_ONE: ReadonlySet<string> = new Set(['un', 'una', 'uno']);

/**
 * A count these words put before a number is a time gone by or a rate ("hace dos noches", "cada tres horas"), never
 * how many of the thing a question asks.
 */
const NOT_A_COUNT_AFTER = new Set(['hace', 'cada', 'desde']);

/** "años": a learner's age ("¿Cuántos años tienes?") or a length of time; told-facts.ts reads which. */
const AGE_OR_TIME = 'ano';

type Tokens = ReturnType<typeof analysed>['tokens'];

/** The lemma of a noun reading of a token, accents folded. */
function nounLemma(token: Tokens[number] | undefined): string | undefined {
  const noun = token?.readings.find((reading) => reading.pos === 'noun');
  return noun ? normaliseText(noun.lemma) : undefined;
}

/**
 * The nouns a text counts with a number, as lemmas with accents folded: "Tengo una reserva para tres noches" counts
 * "noche", "Somos 4 personas" "persona". A plan question asking how many of one ("¿Cuántas noches te quedas?") is
 * answered by it, in whichever turn it was said.
 */
export const countedNounLemmas: (text: string) => ReadonlySet<string> = memoisedByText(nounsCountedIn);

/** countedNounLemmas, read afresh: every turn reads each earlier learner message again, so it is remembered. */
function nounsCountedIn(text: string): Set<string> {
  const tokens = analysed(text).tokens;
  const words = tokens.map((token) => normaliseText(token.text));
  const counted = new Set<string>();
  for (let at = 0; at < tokens.length; at++) {
    const length =
      tokens[at]!.kind === 'number'
        ? 1
        : ARTICLES_OF_ONE.has(words[at]!)
          ? undefined
          : readNumberWords(words, at)?.length;
    if (length === undefined) continue;
    const lemma = nounLemma(tokens[at + length]);
    if (lemma && lemma !== AGE_OR_TIME && !NOT_A_COUNT_AFTER.has(words[at - 1] ?? '')) counted.add(lemma);
    at += length - 1;
  }
  return counted;
}

/** The noun a "¿Cuántos…?" question asks the count of ("¿Cuántas noches te quedas?": "noche"), else undefined. */
export function countAskedOf(question: string): string | undefined {
  const tokens = analysed(question).tokens.filter((token) => token.kind === 'word');
  const at = tokens.findIndex((token) => /^cu[aá]nt[oa]s$/iu.test(token.text));
  return at < 0 ? undefined : nounLemma(tokens[at + 1]);
}
