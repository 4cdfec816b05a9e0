import { analysed } from './analysis-cache';

/** The places a text names past its first word, as the language core reads them ("Oaxaca", "Colombia"). */
export function placesIn(text: string): Set<string> {
  return new Set(
    analysed(text)
      .tokens.filter(
        (token, index) =>
          index > 0 &&
          /^\p{Lu}/u.test(token.text) &&
          token.readings.some((reading) => reading.pos === 'proper-noun' && reading.kind === 'place'),
      )
      .map((token) => token.text),
  );
}

/**
 * Whether a line names places and none of those the learner's turn names, when the turn names one: "Los autobuses
 * de México son muy cómodos" is no answer to a trip through the Patagonia. Read only when the turn has a capital
 * past its first letter: most name no place.
 */
export function namesAnotherPlace(line: string, turn: string): boolean {
  if (!/\s\p{Lu}/u.test(turn)) return false;
  const told = placesIn(turn);
  if (told.size === 0) return false;
  // a line about a place the turn names may name others in it ("¡Yo estuve en España! Me encantó Madrid.")
  const named = [...placesIn(line)];
  return named.length > 0 && !named.some((place) => told.has(place));
}
