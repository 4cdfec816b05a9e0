import { analysed as analyze } from './analysis-cache';

const ACCENTED: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** A word the language core does not know whose form with one written accent it knows ("frio", "rapido"). */
export function lacksItsAccent(word: string): boolean {
  const lower = word.toLowerCase();
  if (/[áéíóú]/u.test(lower) || analyze(lower).tokens[0]?.readings.length !== 0) return false;
  return [...lower].some((letter, at) => {
    const accented = ACCENTED[letter];
    if (!accented) return false;
    const variant = `${lower.slice(0, at)}${accented}${lower.slice(at + 1)}`;
    return (analyze(variant).tokens[0]?.readings.length ?? 0) > 0;
  });
}
