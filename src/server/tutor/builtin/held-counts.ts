import { countWritten } from '@/domain/spanish-numbers';
import type { AnalysedToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

/** The indefinite articles that bring in the thing described ("un piso de…", "una casa de…"). */
const INDEFINITE: Readonly<Record<string, 'el' | 'la'>> = { un: 'el', una: 'la' };

const isNoun = (token: AnalysedToken | undefined, number: 'singular' | 'plural') =>
  token?.readings.some((reading) => reading.pos === 'noun' && reading.number === number) ?? false;

/**
 * "Eres Carmen, la dueña de un piso de dos habitaciones…": what a thing is described as holding, said as a fact of
 * its own ("El piso tiene dos habitaciones."), so «¿Cuántas habitaciones tiene?» is answered from a description the
 * role's introduction hides. Only an indefinite article, a singular noun, "de", a count and a plural noun, where
 * `isAMeasure` says the counted noun is no unit ("una clase de dos horas" is a length, "un billete de 20 euros" a
 * price), the article agreeing with the noun.
 */
export function heldCounts(text: string, isAMeasure: (phrase: string) => boolean): string[] {
  const words = analysed(text).tokens.filter((token) => token.kind === 'word');
  const held: string[] = [];
  words.forEach((article, at) => {
    const definite = INDEFINITE[article.text.toLowerCase()];
    const [thing, of, count, counted] = words.slice(at + 1, at + 5);
    if (!definite || !thing || !of || !count || !counted) return;
    if (of.text.toLowerCase() !== 'de' || !isNoun(thing, 'singular') || !isNoun(counted, 'plural')) return;
    const figure = countWritten(normaliseText(count.text));
    if (figure === undefined || figure < 2) return;
    const phrase = `${count.text} ${counted.text}`;
    if (isAMeasure(phrase)) return;
    // the article agrees with the noun as the lexicon reads it, or the words are not read as one phrase
    const gender = thing.readings.find((reading) => reading.pos === 'noun')?.gender;
    if (gender !== (definite === 'la' ? 'feminine' : 'masculine')) return;
    held.push(`${definite === 'la' ? 'La' : 'El'} ${thing.text.toLowerCase()} tiene ${phrase}.`);
  });
  return held;
}
