import { foldAccents } from '@/domain/spanish-text';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { type AnalysedToken, type Analysis, type Reading, spanishLexicon } from '@/server/language/spanish';
import { accentVariants } from './accents';
import { type Edit, replaceToken } from './edit';

const isPlace = (reading: Reading) => reading.pos === 'proper-noun' && reading.kind === 'place';
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The one Spanish spelling the lexicon gives a place written `word`, if the word can only be that place. */
function spanishSpelling(token: AnalysedToken): string | undefined {
  const readings = token.readings;
  if (readings.length > 0) {
    // the lexicon lists "Hawaii" and "Hawai" as spellings of the place "Hawái": only a word that is nothing else
    if (!readings.every(isPlace)) return undefined;
    const lemmas = new Set(readings.map((reading) => reading.lemma));
    const [lemma] = lemmas;
    return lemmas.size === 1 && lemma !== token.text && /^\p{Lu}/u.test(lemma!) ? lemma : undefined;
  }
  // unknown: "Africa", "Mexico" whose one accented spelling is a place
  // a written accent is the learner's choice ("Dubái" is right although the lexicon only has "Dubai")
  if (foldAccents(token.text) !== token.text.toLowerCase()) return undefined;
  const lexicon = spanishLexicon();
  const places = accentVariants(token.text.toLowerCase())
    .map(capitalise)
    .filter((variant) => {
      const found = lexicon.readingsOf(variant);
      // "África" is a place and a woman's name: a place among names is enough for a word that is not Spanish as written
      return found.some(isPlace) && found.every((reading) => reading.pos === 'proper-noun');
    });
  return places.length === 1 ? places[0] : undefined;
}

let listed: Readonly<Record<string, string>> | undefined;

/**
 * A place on the curated list (`names` in content/corrector/accents.json): the lexicon lacks some ("Espana") or reads
 * them as a person's name too ("Paris"), and a learner writes them in lower case ("mexico"); the list is sure of them.
 */
function listedSpelling(token: AnalysedToken): string | undefined {
  listed ??= loadCorrectorWordLists().accents.names;
  const folded = foldAccents(token.text);
  const spelling = listed[folded] ?? listed[folded.replace(/ñ/g, 'n')];
  return spelling !== undefined && spelling !== token.text ? spelling : undefined;
}

/**
 * Places in their Spanish spelling, from the lexicon's place names: "Hawaii" → "Hawái", "Africa" → "África",
 * "Amsterdam" → "Ámsterdam". Only a capitalised word the lexicon knows as a place and as nothing else (a person's
 * name keeps the spelling its bearer uses: "Selena Gomez"), and never inside a longer name ("Los Angeles Lakers"
 * is left to the learner).
 */
export function placeNames(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  sentence.tokens.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const fromList = /^\p{L}\p{Ll}+$/u.test(token.text) ? listedSpelling(token) : undefined;
    if (fromList) {
      edits.push(replaceToken(token, fromList, 'accents', `Spanish writes this place '${fromList}'.`));
      return;
    }
    if (!/^\p{Lu}\p{Ll}+$/u.test(token.text)) return;
    const next = sentence.tokens[index + 1];
    if (next?.kind === 'word' && /^\p{Lu}/u.test(next.text)) return;
    const spelling = spanishSpelling(token);
    if (!spelling) return;
    const accentsOnly = foldAccents(spelling) === foldAccents(token.text);
    edits.push(
      replaceToken(
        token,
        spelling,
        accentsOnly ? 'accents' : 'misspellings',
        accentsOnly
          ? `Spanish writes this place with an accent: '${spelling}'.`
          : `Spanish spells this place '${spelling}'.`,
      ),
    );
  });
  return edits;
}
