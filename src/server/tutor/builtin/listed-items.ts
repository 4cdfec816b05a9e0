import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

/** Words that open an item of a list: an article, a number word or a bare noun ("discos de vinilo"). */
const ITEM_OPENERS = new Set(['determiner', 'noun', 'numeral', 'adjective']);

/**
 * "Vendo una lámpara por 45 euros, discos a 8 euros cada uno y una radio por 60 euros" asked "¿Cuánto cuesta la
 * radio?": the verb before the list with the one item that names a noun asked ("Vendo una radio por 60 euros").
 * Only a list whose every item holds a figure is cut, so a phrase joined by "y" inside an item ("pan y aceite por 3
 * euros") is never split; undefined when no one item is asked.
 */
export function itemAsked(sentence: string, asked: ReadonlySet<string>): string | undefined {
  const text = sentence.replace(/[.!]+$/u, '');
  const words = analysed(text).tokens.filter((token) => token.kind === 'word');
  const verb = words.find((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite');
  if (!verb) return undefined;
  const rest = text.slice(verb.end);
  // "cuesta 30 euros; la vacuna, 20 euros": a list of clauses, whose comma parts are no items
  if (/[;:]/u.test(rest)) return undefined;
  const items = rest
    .split(/\s*,\s*(?:y\s+|e\s+)?|\s+(?:y|e)\s+/u)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2 || !items.every((item) => /\d/u.test(item))) return undefined;
  // an item names its thing before its figure: "una radio por 60 euros", never a bare "45 euros"
  const opensAnItem = (item: string) => {
    const tokens = analysed(item).tokens;
    const figure = tokens.findIndex((token) => /^\d/u.test(token.text));
    const first = tokens.find((token) => token.kind === 'word');
    return (
      first !== undefined &&
      ITEM_OPENERS.has(first.reading?.pos ?? '') &&
      tokens.slice(0, figure).some((token) => token.reading?.pos === 'noun')
    );
  };
  if (!items.every(opensAnItem)) return undefined;
  const holding = items.filter((item) =>
    analysed(item).tokens.some(
      (token) =>
        token.reading?.pos === 'noun' &&
        (asked.has(normaliseText(token.reading.lemma)) || asked.has(normaliseText(token.text))),
    ),
  );
  if (holding.length !== 1) return undefined;
  return `${text.slice(0, verb.end).trim()} ${holding[0]}.`;
}

/**
 * "Pequeño (una bola) 2,50 €; mediano (dos bolas) 3,80 €; …" asked "¿Cuánto cuesta un cucurucho mediano?": the one
 * part of a list between semicolons, each with its figure, that holds a word asked which no other part holds.
 */
export function listPartAsked(text: string, asked: ReadonlySet<string>): string | undefined {
  const parts = figureListParts(text);
  if (!parts) return undefined;
  const wordsOf = (part: string) =>
    new Set(
      analysed(part)
        .tokens.filter((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'adjective')
        .flatMap((token) => [normaliseText(token.reading!.lemma), normaliseText(token.text)]),
    );
  const held = parts.map(wordsOf);
  const own = (at: number) =>
    [...held[at]!].some((word) => asked.has(word) && held.every((other, index) => index === at || !other.has(word)));
  const holding = parts.filter((_, at) => own(at));
  if (holding.length !== 1) return undefined;
  const part = holding[0]!;
  return `${part.charAt(0).toUpperCase()}${part.slice(1)}.`;
}

/**
 * The parts of a list between semicolons ("Pequeño 2,50 €; mediano 3,80 €; y grande 4,90 €"), when there are two or
 * more and each gives a figure; undefined otherwise.
 */
export function figureListParts(text: string): string[] | undefined {
  const parts = listParts(text);
  return parts?.every((part) => /\d/u.test(part)) ? parts : undefined;
}

/** The parts of a list between semicolons, figures or not, when there are two or more. */
export function listParts(text: string): string[] | undefined {
  const parts = text
    .replace(/[.!]+$/u, '')
    .split(/\s*;\s*(?:y\s+|e\s+)?/u)
    .filter(Boolean);
  return parts.length >= 2 ? parts : undefined;
}
