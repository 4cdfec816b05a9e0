import type { AnalysedToken, Analysis } from '@/server/language/spanish';
import { type Edit, replaceTokens } from './edit';

/** Preposition + article written as one word, and "con" + a tonic pronoun that has a form of its own. */
const CONTRACTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  a: { el: 'al' },
  de: { el: 'del' },
  con: { mí: 'conmigo', ti: 'contigo' },
};

/** After a preposition, "yo" and "tú" take their prepositional form (a closed class, so kept here). */
const AFTER_A_PREPOSITION: Readonly<Record<string, string>> = { yo: 'mí', tú: 'ti', tu: 'ti' };
/** Prepositions before which "yo"/"tú" are wrong; not "entre", "según", "excepto", "hasta" (even), "incluso". */
const TAKE_MI = new Set(['a', 'ante', 'con', 'contra', 'de', 'desde', 'hacia', 'para', 'por', 'sin', 'sobre']);

/** Words in a row with nothing but spaces between them. */
function adjacent(sentence: Analysis, left: AnalysedToken, right: AnalysedToken): boolean {
  return /^[ \t]+$/.test(sentence.text.slice(left.end, right.start));
}

/**
 * "a el" → "al", "de el" → "del", "con ti" → "contigo". "el" is the article only in lower case (not the name "El
 * Salvador") and when the lexicon reads the next word as a noun, adjective, numeral or determiner; "él" with its
 * accent is the pronoun and stays ("de él").
 */
export function contractions(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  const tokens = sentence.tokens;
  for (let index = 0; index + 1 < tokens.length; index++) {
    const first = tokens[index]!;
    const second = tokens[index + 1]!;
    if (first.kind !== 'word' || second.kind !== 'word' || !adjacent(sentence, first, second)) continue;
    const pronoun = subjectAfterPreposition(tokens, index);
    if (pronoun) edits.push(pronoun);
    const joined = CONTRACTIONS[first.text.toLowerCase()]?.[second.text];
    if (!joined) continue;
    if (second.text === 'el') {
      const next = tokens[index + 2];
      const nominal = next?.readings.some((reading) =>
        ['noun', 'adjective', 'numeral', 'determiner'].includes(reading.pos),
      );
      if (!nominal || /^\p{Lu}/u.test(next!.text)) continue;
      edits.push(
        replaceTokens(
          first,
          second,
          joined,
          'articles',
          `'${first.text.toLowerCase()}' + 'el' is written '${joined}'.`,
        ),
      );
    } else {
      if (possessiveWithAccent(second, tokens[index + 2])) continue;
      edits.push(
        replaceTokens(first, second, joined, 'prepositions', `'con' + '${second.text}' is written '${joined}'.`),
      );
    }
  }
  return edits;
}

/** "con yo" → "conmigo", "para yo" → "para mí", "a tú" → "a ti": a subject pronoun after a preposition. */
function subjectAfterPreposition(tokens: readonly AnalysedToken[], index: number): Edit | undefined {
  const [first, second, next] = [tokens[index]!, tokens[index + 1]!, tokens[index + 2]];
  const preposition = first.text.toLowerCase();
  const form = AFTER_A_PREPOSITION[second.text.toLowerCase()];
  if (!form || !TAKE_MI.has(preposition)) return undefined;
  // "me habla de tú": to address someone so
  if (preposition === 'de' && form === 'ti') return undefined;
  // "para yo poder ir": the subject of the infinitive after it; "desde yo era niño" lacks a "que", not a "mí"; only
  // "para" and "a" before a finite verb are "to me" ("Para yo es difícil" → "Para mí es difícil")
  const verbs = next?.readings.filter((reading) => reading.pos === 'verb') ?? [];
  if (verbs.some((reading) => reading.verbForm !== 'finite')) return undefined;
  if (verbs.length > 0 && preposition !== 'para' && preposition !== 'a') return undefined;
  // "tu" without its accent before a noun is "your" ("para tu casa"): only at the phrase's end
  if (second.text.toLowerCase() === 'tu' && next?.kind === 'word') return undefined;
  // a word the lexicon does not know may be the misspelt verb of "para que yo pueda": not sure, say nothing
  if (next?.kind === 'word' && next.readings.length === 0) return undefined;
  return pronounEdit(first, second, form);
}

/** "con mí ciudad" is "en mi ciudad" with a stray accent, not "conmigo": "mí"/"tí" before a noun is "mi"/"tu". */
function possessiveWithAccent(second: AnalysedToken, next: AnalysedToken | undefined): boolean {
  if (!['mí', 'tí', 'ti'].includes(second.text.toLowerCase()) || next?.kind !== 'word') return false;
  return next.readings.some((reading) => ['noun', 'adjective', 'numeral'].includes(reading.pos));
}

function pronounEdit(first: AnalysedToken, second: AnalysedToken, form: string): Edit {
  const preposition = first.text.toLowerCase();
  const joined = preposition === 'con' ? CONTRACTIONS.con![form]! : `${first.text} ${form}`;
  const why =
    preposition === 'con'
      ? `After a preposition '${second.text.toLowerCase()}' is '${form}', and 'con' + '${form}' is written '${joined}'.`
      : `After a preposition, '${second.text.toLowerCase()}' is '${form}': '${joined.toLowerCase()}'.`;
  return replaceTokens(first, second, joined, 'prepositions', why);
}
