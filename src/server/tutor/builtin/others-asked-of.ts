import { analysed } from './analysis-cache';

/** Possessives before a noun, accents folded: "tu hermano" is someone else; "tú" (folded "tu") before no noun. */
const POSSESSIVES = new Set(['tu', 'tus', 'su', 'sus']);

/**
 * Whether a question names someone after a cue of the partner's own life, who is whom it asks of: "¿Y a qué se
 * dedica tu hermano?" (normalised and padded) asks of the brother, not of the partner.
 */
export function namesAnotherAfter(padded: string, cue: string): boolean {
  const at = padded.indexOf(` ${cue.trim()} `);
  if (at < 0) return false;
  const [next, after] = padded
    .slice(at + cue.trim().length + 2)
    .trim()
    .split(' ');
  return (
    POSSESSIVES.has(next ?? '') &&
    after !== undefined &&
    analysed(after).tokens[0]?.readings.some((reading) => reading.pos === 'noun') === true
  );
}
