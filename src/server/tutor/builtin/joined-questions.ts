import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

const JOINERS = new Set(['y', 'e']);

/**
 * "¿Dónde nos vemos y a qué hora?": two questions joined by "y", each with its own question word, asked apart
 * («¿Dónde nos vemos?», «¿a qué hora nos vemos?»); a second with no verb of its own takes the first's doing.
 * Undefined for a question with one question word ("¿Qué días y a qué hora abrís?" is one ask of one doing too, but
 * its first part has no verb) or none.
 */
export function questionHalves(question: string): [string, string] | undefined {
  const tokens = analysed(question).tokens.filter((token) => token.kind !== 'punctuation' || token.text === ',');
  for (const [at, token] of tokens.entries()) {
    if (!JOINERS.has(normaliseText(token.text))) continue;
    // the second ask: a question word right after "y", or after its preposition ("y a qué hora", "y hasta cuándo")
    let ask = at + 1;
    if (tokens[ask]?.reading?.pos === 'preposition') ask++;
    if (tokens[ask]?.reading?.kind !== 'interrogative') continue;
    const firstAsk = tokens.slice(0, at).findIndex((word) => word.reading?.kind === 'interrogative');
    const firstVerb = tokens.slice(0, at).findIndex((word) => word.reading?.pos === 'verb');
    if (firstAsk < 0 || firstVerb < 0) return undefined;
    const first = question.slice(question.lastIndexOf('¿', token.start) + 1, token.start).replace(/[\s,]+$/u, '');
    let second = question.slice(tokens[at + 1]!.start).replace(/[\s?]+$/u, '');
    if (!tokens.slice(ask + 1).some((word) => word.reading?.pos === 'verb')) {
      second = `${second} ${question.slice(tokens[firstAsk + 1]!.start, token.start).replace(/[\s,]+$/u, '')}`;
    }
    return [`¿${first}?`, `¿${second}?`];
  }
  return undefined;
}
