import type { AnalysedToken, Analysis } from '@/server/language/spanish';
import { type Edit, replaceTokens } from './edit';

/** Preposition + article written as one word, and "con" + a tonic pronoun that has a form of its own. */
const CONTRACTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  a: { el: 'al' },
  de: { el: 'del' },
  con: { mí: 'conmigo', ti: 'contigo' },
};

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
      edits.push(
        replaceTokens(first, second, joined, 'prepositions', `'con' + '${second.text}' is written '${joined}'.`),
      );
    }
  }
  return edits;
}
