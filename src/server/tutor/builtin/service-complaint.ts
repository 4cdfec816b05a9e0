import type { Register } from '@/server/content/topic-file-schema';
import { CLITIC_ONLY_VERBS, LIKE_VERBS } from '@/server/language/correction/builtin/mechanisms/gustar-phrases';
import { analysed } from './analysis-cache';

/**
 * Whether a turn says the partner did something to the learner in the past ("me trajiste una concha", "nos cobraste
 * tres cafés", "nos ha cobrado de más"): said to someone who serves them about what they serve, it is a complaint,
 * whatever its words. The partner is "tú" (second person) or, in a scene in "usted", the third person.
 */
export function blamesThePartner(text: string, register: Register): boolean {
  const tokens = analysed(text).tokens.filter((token) => token.kind === 'word');
  return tokens.some((token, index) => {
    const { reading } = token;
    if (reading?.pos !== 'verb' || reading.verbForm !== 'finite' || reading.number !== 'singular') return false;
    const partner = reading.person === 2 || (register === 'usted' && reading.person === 3);
    // "me trajiste", and "me has traído" with its participle after
    const past =
      reading.tense === 'preterite' ||
      (reading.lemma === 'haber' &&
        tokens[index + 1]?.readings.some((next) => next.pos === 'verb' && next.verbForm === 'participle') === true);
    const toUs = ['me', 'nos'].includes(tokens[index - 1]?.text.toLowerCase() ?? '');
    return partner && past && toUs;
  });
}

/**
 * Whether a statement says the partner fails to do something for the learner ("no me contestas", "usted no me ha
 * devuelto la fianza", "no nos traes la carta") or never does it ("tú nunca lavas los platos"): a complaint to them in any scene. The partner is "tú", or the third
 * person only where the clause says "usted" ("No me funciona el móvil" is about the phone); a verb of liking agrees
 * with the thing liked, and the subjunctive of "no me digas" is no statement.
 */
export function saysThePartnerFails(text: string): boolean {
  if (/[¿?]/u.test(text)) return false;
  const tokens = analysed(text).tokens.filter((token) => token.kind === 'word');
  const usted = tokens.some((token) => token.text.toLowerCase() === 'usted');
  return tokens.some((token, index) => {
    const { reading } = token;
    if (reading?.pos !== 'verb' || reading.verbForm !== 'finite' || reading.number !== 'singular') return false;
    if (reading.mood !== 'indicative' || LIKING.has(reading.lemma)) return false;
    const partner = reading.person === 2 || (usted && reading.person === 3);
    const word = (at: number) => tokens[at]?.text.toLowerCase() ?? '';
    const toUs = ['me', 'nos'].includes(word(index - 1));
    const denied = word(index - 2) === 'no';
    // "tú nunca lavas los platos", "nunca me escuchas": what the partner never does is a complaint to them; "nunca
    // has estado" tells what they have not lived
    const never = NEVER.has(word(index - 1)) || (OBJECT_CLITICS.has(word(index - 1)) && NEVER.has(word(index - 2)));
    const habit = never && reading.tense === 'present' && reading.lemma !== 'haber';
    return partner && ((toUs && denied) || habit);
  });
}

const NEVER = new Set(['nunca', 'jamás']);
const OBJECT_CLITICS = new Set(['me', 'nos', 'te', 'lo', 'la', 'los', 'las', 'le', 'les', 'se']);

/** Verbs whose subject is the thing liked ("no me gusta", "no me interesa"): the gustar class of the corrector's data. */
const LIKING = new Set([...LIKE_VERBS, ...CLITIC_ONLY_VERBS]);

/**
 * "No hay agua caliente", "No hay ninguna toalla": said to someone who serves, something missing is a complaint.
 * Not "no hay problema", "no hay prisa" or "no hay de qué", which put the partner at ease.
 */
export function saysSomethingIsMissing(text: string): boolean {
  // "Por lo menos no hay bandera roja": what is missing after a word of relief is a good thing
  if (/[¿?]/u.test(text) || RELIEF.test(text)) return false;
  const tokens = analysed(text).tokens.filter((token) => token.kind === 'word');
  return tokens.some((token, index) => {
    if (token.text.toLowerCase() !== 'no' || tokens[index + 1]?.text.toLowerCase() !== 'hay') return false;
    let at = index + 2;
    while (NONE.has(tokens[at]?.text.toLowerCase() ?? '')) at++;
    const noun = tokens[at]?.readings.find((reading) => reading.pos === 'noun');
    return noun !== undefined && !NOTHING_AMISS.has(noun.lemma);
  });
}

const RELIEF = /(?<!\p{L})(?:por lo menos|al menos|menos mal|por suerte|afortunadamente|gracias a dios)(?!\p{L})/iu;
const NONE = new Set(['ningún', 'ninguna', 'ni', 'nada', 'de']);
/** "No hay problema", "no hay prisa": nothing is missing. */
const NOTHING_AMISS = new Set(['problema', 'prisa', 'duda', 'qué', 'remedio', 'manera', 'forma', 'tiempo', 'nadie']);
