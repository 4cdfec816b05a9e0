import type { BilingualLine, Register } from '@/server/content/topic-file-schema';
import type { Persona } from '@/server/content/tutor-content-schema';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import type { AnalysedToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { lastQuestionClause, turnToSpeaker } from './choice-answers';
import { fillLine, sameInBoth } from './templates';
import { normaliseText } from './text-normalisation';

type Habits = Persona['habits'];
type Tastes = Persona['tastes'];

/** Who the question speaks to, said before the verb or not at all ("¿Tú cocinas…?", "¿Usted camina…?"). */
const ADDRESSED = new Set(['tú', 'usted', 'y']);
/** A question that asks for the learner or on their behalf ("¿Me traes…?", "¿Nos vemos…?") is no habit of the partner. */
const FOR_THE_LEARNER = new Set(['me', 'nos', 'no', 'os']);
const POINTING_BACK = new Set(['eso', 'esto', 'aquello', 'lo']);

/**
 * The partner's answer about something it does, asked in the present (persona.json `habits`): "¿Tú cocinas mucho?" →
 * "Sí, cocino mucho." (cooking is a taste it likes), "¿Fumas?" → "No, no fumo.", "¿Juegas al tenis?" → "Sí, de vez en
 * cuando juego al tenis.", "¿Desde cuándo tocas la guitarra?" → "Toco la guitarra desde hace años.", "¿Cada cuánto vas
 * al cine?" → "Voy al cine de vez en cuando.". The doing is said back from the partner's side by the language core;
 * undefined when the question asks anything else, a word cannot be turned for certain, or the built-in corrector
 * would change the answer: no answer rather than a wrong one.
 */
export function habitAnswer(
  question: string,
  register: Register,
  habits: Habits,
  tastes: Tastes,
  /**
   * "when": only how long, since when and how often (asked before the scene's facts); "yesNo": only yes or no;
   * "sinceOwnLife": since when the partner does what its own life holds ("¿Desde cuándo trabajas aquí?"), asked
   * after the scene's facts, which may know better ("Vendo fruta en este mercado desde hace veinte años").
   */
  asked: 'when' | 'yesNo' | 'sinceOwnLife',
): BilingualLine | undefined {
  const written = lastQuestionClause(question);
  if (!written) return undefined;
  // "Y usted, ¿hace cuánto trabaja aquí?": the "usted" before the question is whom its verb speaks of
  const ustedBefore = /(?<!\p{L})usted\s*,?\s*¿[^¿]*$/iu.test(question) && !/(?<!\p{L})usted(?!\p{L})/iu.test(written);
  const clause = ustedBefore ? `${written} usted` : written;
  const padded = ` ${normaliseText(clause)} `;
  const says = (list: readonly string[]) => list.some((phrase) => padded.includes(` ${normaliseText(phrase)} `));
  const opener = (list: readonly string[]) =>
    list
      .map(normaliseText)
      .sort((a, b) => b.length - a.length)
      .find((phrase) => padded.startsWith(` ${phrase} `));
  // read as the question it is: "cocinas" after "¿Desde cuándo" is a verb, in a bare clause a noun
  const tokens = analysed(`¿${clause}?`).tokens.filter((token) => token.kind === 'word');
  const after = (phrase: string) => tokens.slice(phrase.split(' ').length);
  const howLong = opener(habits.howLong);
  if (howLong) return asked === 'when' ? howLongAnswer(after(howLong), register, habits) : undefined;
  const ownLife = asked === 'sinceOwnLife';
  // "¿Estudias o trabajas?" is a choice (choice-answers.ts); "¿Vienes mañana?" asks about one occasion
  const since = opener(habits.since);
  // ("¿Desde cuándo trabajas aquí?" asks since when, whatever place or time it names)
  if (/\s[ou]\s/u.test(clause) || (says(habits.occasions) && !since)) return undefined;
  const often = since ? undefined : opener(habits.often);
  const when = since ?? often;
  if ((asked !== 'yesNo') !== (when !== undefined) || (ownLife && !since)) return undefined;
  // "¿Esquías bien?", "¿Lleva usted muchos años en el oficio?": how well or how long, which no "de vez en cuando"
  // tells; how long it has been doing something ("llevar" and a time) is answered yes, as said
  // ("todos los días" already says how often)
  const lengthOrManner = says(habits.notHowOften) && !says(habits.howOften);
  const lasting = lengthOrManner && tokens.some((token) => token.reading?.lemma === 'llevar');
  if (!when && lengthOrManner && !lasting) return undefined;
  const doing = when ? after(when) : tokens;
  // "¿Desde cuándo que…", "¿Cuántas veces por semana riegas…?": only a clause that opens with the doing is said back
  const verbAt = doing.findIndex((token) => !ADDRESSED.has(token.text.toLowerCase()));
  if (verbAt < 0 || !presentDoing(doing[verbAt], habits, ownLife)) return undefined;
  if (doing.some((token) => FOR_THE_LEARNER.has(token.text.toLowerCase()))) return undefined;
  // "¿Cuánto tiempo hace que haces eso?": what "eso" stands for is not in the clause, and "Hago eso" says nothing
  if (doing.some((token) => POINTING_BACK.has(token.text.toLowerCase()))) return undefined;
  // a yes/no question opens with its verb: "¿Qué cocinas?" asks for a thing, which the persona does not know
  if (!when && tokens.length !== doing.length) return undefined;
  if (!when && tokens[0]?.readings.some((reading) => reading.kind === 'interrogative')) return undefined;
  // "tú" and "usted" go along: turnToSpeaker drops them, and a verb is the partner's in usted only beside "usted"
  const turned = turnToSpeaker(
    doing.filter((token) => token.text.toLowerCase() !== 'y'),
    register === 'usted',
  );
  if (!turned) return undefined;
  const line =
    !when && lasting
      ? fillLine(habits.answers.yes, { x: sameInBoth(turned) })
      : lineFor(doing, turned, Boolean(since), Boolean(often), habits, tastes);
  return line && correctSpanish(line.es).changes.length === 0 ? line : undefined;
}

/** A verb in the present indicative said to the partner, of a doing rather than a state. */
function presentDoing(token: AnalysedToken | undefined, habits: Habits, ownLife: boolean): boolean {
  const reading = token?.reading;
  return (
    reading?.pos === 'verb' &&
    reading.verbForm === 'finite' &&
    reading.mood === 'indicative' &&
    reading.tense === 'present' &&
    (ownLife ? habits.sinceAlso.includes(reading.lemma) : !habits.notHabits.includes(reading.lemma))
  );
}

function lineFor(
  doing: readonly AnalysedToken[],
  turned: string,
  since: boolean,
  often: boolean,
  habits: Habits,
  tastes: Tastes,
): BilingualLine | undefined {
  const x = sameInBoth(turned);
  if (since) return fillLine(habits.answers.since, { x });
  if (often) return fillLine(habits.answers.often, { x });
  const lemmas = doing.flatMap((token) => (token.reading ? [token.reading.lemma] : []));
  if (lemmas.some((lemma) => tastes.dislikes.includes(lemma))) return fillLine(habits.answers.no, { x });
  if (lemmas.some((lemma) => tastes.likes.includes(lemma))) return fillLine(habits.answers.yes, { x });
  const padded = ` ${normaliseText(turned)} `;
  const saysHowOften = habits.howOften.some((phrase) => padded.includes(` ${normaliseText(phrase)} `));
  return saysHowOften ? habits.answers.notThatOften : fillLine(habits.answers.sometimes, { x });
}

/** "preparándote": a pronoun of the partner's joined to the gerund would need turning too; no answer rather than a guess. */
const ATTACHED_TO_THE_PARTNER = /(?:te|os)$/u;

/** "¿Cuánto tiempo llevas tocando la guitarra?" → "Llevo años tocando la guitarra.": the gerund phrase said back. */
function howLongAnswer(doing: readonly AnalysedToken[], register: Register, habits: Habits): BilingualLine | undefined {
  const gerund = doing[0];
  if (!gerund?.readings.some((reading) => reading.verbForm === 'gerund')) return undefined;
  if (ATTACHED_TO_THE_PARTNER.test(gerund.text.toLowerCase())) return undefined;
  const said = turnToSpeaker(doing, register === 'usted', { unchanged: true });
  if (!said) return undefined;
  const line = fillLine(habits.answers.howLong, { x: sameInBoth(said) });
  return correctSpanish(line.es).changes.length === 0 ? line : undefined;
}
