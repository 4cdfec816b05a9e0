import { readNumberWords } from '@/domain/spanish-numbers';
import { analysed } from './analysis-cache';
import { ARTICLES_OF_ONE } from './counted-nouns';
import { contentLemmas } from './restated-questions';
import { normaliseText } from './text-normalisation';

/** One thing a price question names, how many of it, and the words that name it (the key of its made-up price). */
export interface PricedItem {
  count: number;
  key: string;
}

/** Words joining two things priced together: "el corte y el arreglo de barba", "dos cafés más un zumo". */
const JOINERS = new Set(['y', 'e', 'mas']);

type Tokens = ReturnType<typeof analysed>['tokens'];

/**
 * Whether a token opens another thing after a joiner: an article or a number, not a clause, a question, nor a bare
 * noun, which may be one name with what goes before ("un billete de ida y vuelta").
 */
function opensAThing(token: Tokens[number] | undefined): boolean {
  if (!token) return false;
  if (token.kind === 'number') return true;
  return token.reading?.pos === 'determiner' || token.reading?.pos === 'numeral';
}

/** How many a part of a question counts: its first number, in digits or words; one when it gives none. */
function countIn(tokens: Tokens): number {
  const words = tokens.map((token) => normaliseText(token.text));
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at]!.kind === 'number' && /^\d+$/u.test(tokens[at]!.text)) return Number(tokens[at]!.text);
    // "un corte", "una noche": the article counts one, as "tres" counts three
    if (ARTICLES_OF_ONE.has(words[at]!)) continue;
    const read = readNumberWords(words, at);
    if (read) return read.value;
  }
  return 1;
}

/**
 * The things a price question names, each with its count ("¿Cuánto cuestan dos cortes de hombre y un arreglo de
 * barba?": two "corte hombre", one "arreglo barba"), so that a made-up price stays one price per thing all
 * conversation long and a question of several adds them up. `ignored` are the lemmas of the asking itself
 * ("costar", "total"). A question that names nothing is one item of no words.
 */
export function pricedItems(question: string, ignored: ReadonlySet<string>): PricedItem[] {
  const tokens = analysed(question).tokens.filter((token) => token.kind !== 'punctuation');
  const parts: Tokens[] = [[]];
  tokens.forEach((token, at) => {
    if (JOINERS.has(normaliseText(token.text)) && opensAThing(tokens[at + 1])) parts.push([]);
    else parts.at(-1)!.push(token);
  });
  const items = parts.map((part) => ({
    count: countIn(part),
    key: [
      ...new Set(
        contentLemmas(part.map((token) => token.text).join(' '))
          .map(normaliseText)
          .filter((lemma) => !ignored.has(lemma)),
      ),
    ]
      .sort()
      .join(' '),
  }));
  const named = items.filter((item) => item.key !== '');
  return named.length > 0 ? named : [{ count: items[0]?.count ?? 1, key: '' }];
}
