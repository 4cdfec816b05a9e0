import { analysed } from './analysis-cache';
import { addressesThePartner } from './persona';
/**
 * Past-tense verb forms (preterite, imperfect, present perfect) in a Spanish line. Beginner plans only ask
 * present-tense questions (docs/product.md#message-checks), so a beginner line with one of these is a content
 * error, and a harder question's simpler form with one is not borrowed for beginners. The endings below are
 * read on the line as written, accents kept: "habló" is a preterite, "hablo" is not.
 */
const IRREGULAR = new Set([
  'fui',
  'fue',
  'fuiste',
  'fuimos',
  'fueron',
  'era',
  'eras',
  'eran',
  'éramos',
  'iba',
  'ibas',
  'iban',
  'hice',
  'hizo',
  'hicieron',
  'tuve',
  'tuvo',
  'tuvieron',
  'estuve',
  'estuvo',
  'estuvieron',
  'pude',
  'pudo',
  'quise',
  'quiso',
  'dije',
  'dijo',
  'vi',
  'vio',
  'viste',
  'vimos',
  'vieron',
  'supe',
  'supo',
  'vine',
  'vino',
  'di',
  'dio',
  'puse',
  'puso',
  'hubo',
  'había',
  'habías',
  'tenía',
  'tenías',
  'hacía',
  'hacías',
  'vivía',
  'vivías',
  'comía',
  'comías',
  'quería',
  'querías',
  'podía',
  'podías',
  'sabía',
  'sabías',
  'veía',
  'veías',
  'leía',
  'leías',
  'salía',
  'salías',
  'decía',
  'decías',
  'conocía',
  'conocías',
  'bebía',
  'bebías',
  'dormía',
  'dormías',
  'recuerdas',
]);
const AUXILIARY = new Set(['he', 'has', 'ha', 'hemos', 'han', 'habéis', 'había', 'habías']);
const PARTICIPLE = /^\p{L}+(?:ado|ido|ada|ida|to|cho)$/u;
/** -aste/-iste (you did), -aron/-ieron (they did), -aba(s)/-aban (used to), -ó (he did). */
const REGULAR_PAST = /^\p{L}{2,}(?:aste|iste|aron|ieron|aba|abas|aban|ábamos|ó)$/u;
/** Words that end like a past form but are not one. */
const NOT_PAST = new Set([
  'existe',
  'triste',
  'chiste',
  'consiste',
  'insiste',
  'asiste',
  'resiste',
  'contraste',
  'baba',
  'haba',
  'jaba',
  'lava',
  'traba',
  'acaba',
  'acabas',
  'caba',
  'sábana',
]);

export function pastTenseWords(line: string): string[] {
  const words = line
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
  const found: string[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (IRREGULAR.has(word)) found.push(word);
    else if (REGULAR_PAST.test(word) && !NOT_PAST.has(word)) found.push(word);
    else if (AUXILIARY.has(word) && next && PARTICIPLE.test(next)) found.push(`${word} ${next}`);
  });
  return [...new Set(found)];
}

/** Whether the line is free of past-tense forms. */
export const isPresentTense = (line: string): boolean => pastTenseWords(line).length === 0;

/**
 * Whether a turn only reports what happened or what was ("El piso que me encantaba ya lo han alquilado", "Acabo de
 * enterarme de que…"): every finite verb in a past tense (a perfect's "haber" and "acabar de" count as the past they
 * say) and no word addressing the partner. Such a turn tells news; it takes no leave, whatever words it shares with
 * goodbyes ("ya", "me encantó").
 */
export function onlyReportsThePast(line: string): boolean {
  if (addressesThePartner(line)) return false;
  const tokens = analysed(line).tokens.filter((token) => token.kind === 'word');
  const finite = tokens.flatMap((token, index) =>
    token.reading?.pos === 'verb' && token.reading.verbForm === 'finite' ? [{ reading: token.reading, index }] : [],
  );
  if (finite.length === 0) return false;
  return finite.every(({ reading, index }) => {
    if (reading.tense === 'preterite' || reading.tense === 'imperfect') return true;
    const next = tokens[index + 1];
    if (reading.lemma === 'haber') return next?.reading?.verbForm === 'participle';
    return reading.lemma === 'acabar' && next?.text.toLowerCase() === 'de';
  });
}
