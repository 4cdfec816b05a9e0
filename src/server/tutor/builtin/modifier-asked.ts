import { analysed } from './analysis-cache';

/** Prepositions whose noun phrase narrows the noun before it to the kind asked ("en versión original"). */
const NARROWING = new Set(['en', 'con', 'de']);

/**
 * "¿Ponéis alguna película en versión original?": the question asked of what narrows its thing, the thing left out
 * («¿Ponéis versión original?»), where a topic names the kind ("Original version with subtitles: 22:30 session")
 * and never the thing itself, which the scene takes for granted (a cinema's films). Undefined when the question
 * names no noun narrowed by "en", "con" or "de" and a noun, or asks more than a yes or a no. "sin" turns its noun
 * around and is never read so.
 */
export function withTheModifierAsked(question: string): string | undefined {
  const tokens = analysed(question).tokens;
  // a yes or a no only: "¿Cuánto cuesta la entrada de un día?" asks a figure of the thing itself
  if (tokens.some((token) => token.reading?.kind === 'interrogative')) return undefined;
  for (const [at, token] of tokens.entries()) {
    if (token.reading?.pos !== 'noun') continue;
    const preposition = tokens[at + 1];
    if (!preposition || !NARROWING.has(preposition.text.toLowerCase())) continue;
    // (the noun of the narrowing phrase, an article between: "con el desayuno")
    const next = tokens[at + 2]?.reading?.pos === 'determiner' ? at + 3 : at + 2;
    if (tokens[next]?.reading?.pos !== 'noun') continue;
    // the thing's determiner goes with it ("alguna película")
    const start = tokens[at - 1]?.reading?.pos === 'determiner' ? tokens[at - 1]!.start : token.start;
    return `${question.slice(0, start)}${question.slice(tokens[at + 2]!.start)}`;
  }
  return undefined;
}
