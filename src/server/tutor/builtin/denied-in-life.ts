import { analysed } from './analysis-cache';
import { contentLemmasOf } from './scene-knowledge';
import { memoisedByText } from './text-memo';

/** Words that deny what follows them in their clause ("No tengo coche", "Nunca fumo"). */
const NEGATIONS = new Set(['no', 'nunca', 'tampoco', 'ni']);
/** Words that end one clause of a line and begin the next, which the negation does not reach. */
const CLAUSE_BREAKS = new Set(['pero', 'sino', 'aunque', 'y', 'e', 'o', 'u']);

/**
 * The content lemmas the persona's own lines deny ("No tengo coche: voy en metro o en bicicleta" denies "coche";
 * "No juego mucho" denies "jugar"): what a choice put to the partner must not pick ("¿Vas en carro o en transporte
 * público?"). Only what follows the negation in its clause: "No, pero quiero aprender a tocar la guitarra" denies
 * nothing, the clause after "pero" is another.
 */
export function deniedLemmas(lines: readonly string[]): ReadonlySet<string> {
  let denied = deniedOf.get(lines);
  if (!denied) deniedOf.set(lines, (denied = new Set(lines.flatMap((line) => deniedIn(line)))));
  return denied;
}
/** The same lines (scene-knowledge.ts `lifeOf` keeps them) are read once. */
const deniedOf = new WeakMap<readonly string[], ReadonlySet<string>>();

const deniedIn = memoisedByText((line: string): readonly string[] => {
  const denied: string[] = [];
  let negated = false;
  for (const token of analysed(line).tokens) {
    const lower = token.text.toLowerCase();
    if (token.kind !== 'word' || CLAUSE_BREAKS.has(lower)) negated = false;
    else if (NEGATIONS.has(lower)) negated = true;
    // every reading: "No juego mucho" denies playing, whichever the tagger took "juego" for
    else if (negated) denied.push(...token.readings.flatMap((reading) => contentLemmasOf([{ ...token, reading }])));
  }
  return denied;
});
