import type { Persona } from '@/server/content/tutor-content-schema';
import { analysed } from './analysis-cache';
import { verbClasses, type AnalysedToken as CoreToken } from '@/server/language/spanish';
import { namesAnotherAfter } from './others-asked-of';
import { contentLemmas, contentLemmasOf } from './scene-knowledge';
import { findPhrase, normaliseText, phraseWords, type MatchableText } from './text-normalisation';
import { TOLD_FACT_IDS, type ToldFactId } from './told-facts';

export type PersonaFact = Persona['facts'][number];

/** A question the learner puts back to the partner. */
export type AskBack =
  | { kind: 'fact'; fact: PersonaFact }
  /** "¿Qué te gusta?": answered with what the partner likes about the topic. */
  | { kind: 'likes' }
  /** "¿Y tú?": answered with the partner's own answer to the question it asked last. */
  | { kind: 'andYou' };

const LIKES_QUESTIONS = [
  'qué te gusta',
  'qué más te gusta',
  'qué otra cosa te gusta',
  'qué le gusta',
  'qué te encanta',
  'qué es lo que te gusta',
  'te gusta a ti',
];
/**
 * Only at the end of a phrase: "¿y tú?" asks back, "y tu familia" does not; and not when a short question follows
 * it ("Y tú, ¿cocinas?"): that asks something else, which the partner's own last answer would not answer.
 */
const AND_YOU = ['y tú', 'y usted', 'y vos', 'y a ti', 'y a usted', 'tú qué'];

/** Which told fact a plan question asks about ("¿Cuántos años tienes?" -> age), by the persona's triggers. */
export type QuestionSubject = (normalisedQuestion: string) => ToldFactId | undefined;

export function createQuestionSubject(persona: Persona): QuestionSubject {
  const triggers = persona.facts
    .filter((fact): fact is PersonaFact & { id: ToldFactId } => (TOLD_FACT_IDS as readonly string[]).includes(fact.id))
    .flatMap((fact) => fact.triggers.map((trigger) => ({ padded: ` ${normaliseText(trigger)} `, id: fact.id })));
  return (normalisedQuestion) => {
    const padded = ` ${normalisedQuestion} `;
    return triggers.find((trigger) => padded.includes(trigger.padded))?.id;
  };
}

export interface AskBackFinder {
  find(text: MatchableText): AskBack | undefined;
}

export function createAskBackFinder(persona: Persona): AskBackFinder {
  // Facts come first and in file order, so "¿qué te gusta hacer?" is a hobby question, not a likes question.
  const factTriggers = persona.facts.flatMap((fact) =>
    fact.triggers.map((trigger) => ({ phrase: normaliseText(trigger), fact, size: phraseWords(trigger).length })),
  );
  // The same questions in other words ("¿Qué sueles hacer los fines de semana?" for "qué haces los fines de
  // semana"): every content lemma of a trigger of two or more, in a question put to the partner.
  const factLemmas = persona.facts.flatMap((fact) =>
    fact.triggers
      .map((trigger) => ({ lemmas: contentLemmas(trigger), fact, size: phraseWords(trigger).length }))
      .filter(({ lemmas }) => lemmas.length >= 2),
  );
  const likesTriggers = LIKES_QUESTIONS.map(normaliseText);
  const ownTimes = new Set(persona.ownTimes.map(normaliseText));
  const andYou = AND_YOU.map(phraseWords);
  return {
    find(text) {
      // The trigger that covers most of the question: "¿Tú trabajas los sábados?" asks the work days, not the
      // work ("tú trabajas"); "¿Qué haces tú los fines de semana?" the pastimes, not the work ("qué haces tú").
      let best: { fact: PersonaFact; size: number } | undefined;
      // ("¿Qué haces tú los domingos?" is "qué haces los domingos" with its subject said: the pastimes, not the work)
      const withoutYou = text.padded.replace(/ (?:tu|usted|vos) (?=(?:los|las|el|la|en|de|hoy|ahora) )/u, ' ');
      for (const { phrase, fact, size } of factTriggers)
        for (const padded of [text.padded, withoutYou])
          if (
            (best?.size ?? 0) < size &&
            padded.includes(` ${phrase} `) &&
            !goesOnToAnotherQuestion(padded, phrase) &&
            !asksOfAThingNamedAfter(phrase, text.raw, ownTimes)
          )
            best = { fact, size };
      // the same questions in other words never hold a gerund: "¿Cuántos años tienes tocando…?" asks how long
      if (asksThePartner(text.raw) && !holdsAGerund(text.raw)) {
        const lemmas = new Set(contentLemmas(text.raw));
        for (const trigger of factLemmas)
          if (
            (best?.size ?? 0) < trigger.size &&
            trigger.lemmas.every((lemma) => lemmas.has(lemma)) &&
            !namesAnotherDoing(text.raw, trigger.lemmas)
          )
            best = trigger;
      }
      if (best) return { kind: 'fact', fact: best.fact };
      for (const phrase of likesTriggers) if (text.padded.includes(` ${phrase} `)) return { kind: 'likes' };
      // "Oye, y tú, ¿cuánto tiempo llevas en esto?", "¿Y tú? ¿De dónde eres?": the "y tú" leads in to a question of
      // its own, which is answered
      if (OPENS_ITS_OWN_QUESTION.test(text.raw)) return undefined;
      for (const words of andYou) {
        for (let at = findPhrase(text.tokens, words); at >= 0; at = findPhrase(text.tokens, words, at + 1)) {
          const after = text.tokens.length - (at + words.length);
          if (text.tokens[at + words.length - 1]!.breakAfter && (after === 0 || after > 2)) return { kind: 'andYou' };
        }
      }
      return undefined;
    },
  };
}

/**
 * "¿Trabajas los fines de semana?" is no "qué haces los fines de semana" in other words: a verb of its own that the
 * trigger does not hold (beyond the light "hacer" and the auxiliaries) asks of another doing.
 */
function namesAnotherDoing(question: string, triggerLemmas: readonly string[]): boolean {
  // (only the question's own words: "…vivo en Berlín. ¿Y tú, de dónde eres?" asks where from)
  const asked = question.slice(Math.max(0, question.lastIndexOf('¿')));
  return analysed(asked).tokens.some((token) => {
    const reading = token.reading;
    if (reading?.pos !== 'verb' || verbClasses().leaning.has(reading.lemma)) return false;
    return contentLemmasOf([token]).some((lemma) => !triggerLemmas.includes(lemma));
  });
}

/** "y tú", "y a ti", "y usted", "y vos": the words that turn a question back to the partner. */
/** "tú", "a ti", "usted", "vos": the partner, turned to. */
const YOU_WORDS = String.raw`(?:a\s+)?(?:t[uú]|ti|usted|vos)`;
const AND_YOU_WORDS = String.raw`y\s+${YOU_WORDS}`;
/** "¿Y tú, cuánto tiempo llevas aquí?", "¿Y usted, Marco, …?": the turn to the partner before its question. */
const LEAD_IN = new RegExp(String.raw`^(\s*¿)?\s*(?:y\s+)?${YOU_WORDS}\s*,\s*(?:\p{Lu}\p{Ll}+\s*,\s*)?`, 'iu');

/** The question without its lead-in to the partner ("¿Y tú, Marco, cuánto tiempo llevas aquí?" → "¿cuánto…?"). */
export function withoutLeadIn(question: string): string {
  return question.replace(LEAD_IN, (_, mark: string | undefined) => (mark ? '¿' : ''));
}
const OPENS_ITS_OWN_QUESTION = new RegExp(
  // "¿Y tú? ¿De dónde eres?", and "¿Y tú, Marco, cuánto tiempo llevas aquí?": the question goes on after a comma
  String.raw`(?<!\p{L})${AND_YOU_WORDS}\s*(?:[,?]?\s*¿[^?]*\p{L}[^?]*\?|,\s*(?:\p{Lu}\p{Ll}+\s*,\s*)?(?:\p{L}+\s+){2,}[^?]*\?)`,
  'iu',
);
const AND_YOU_ALONE = new RegExp(String.raw`^¿?\s*${AND_YOU_WORDS}\s*\?$`, 'iu');

/** A question that is only "¿Y tú?" (its last sentence): it leads in to the question after it, when one follows. */
export function asksOnlyAndYou(question: string): boolean {
  return AND_YOU_ALONE.test(
    question
      .trim()
      .split(/(?<=[.!])\s+/u)
      .at(-1)!,
  );
}

/**
 * "¿Cuántos años tienes tocando la guitarra?" asks how long, not the age, and "¿Qué haces tú para cuidar…?" what
 * for, not the work: a gerund or "para" right after the trigger makes it another question.
 */
function goesOnToAnotherQuestion(padded: string, phrase: string): boolean {
  const rest = padded.split(` ${phrase} `)[1]?.trim() ?? '';
  const [next] = rest.split(' ');
  // "¿Qué haces tú para cuidar el medio ambiente?", "¿…en tu día a día para ahorrar agua?", "¿…por cuidar el
  // planeta?" ask what for, not the partner's work ("qué haces tú")
  if (next === 'para' || /(?:^|\s)(?:para|por)\s+\p{L}+(?:ar|er|ir)(?:\s|$)/u.test(rest)) return true;
  // "¿Y tú qué haces en Fallas?", "¿Qué haces tú los martes?": a doing asked of a time or a place, not the work
  if (
    /(?:^|\s)hac(?:es|e|és)(?:\s|$)/u.test(phrase) &&
    /^(?:en|con|cuando|si|los|las|el|la|esta|este)$/u.test(next ?? '')
  )
    return true;
  if (namesAnotherAfter(padded, phrase)) return true;
  return (
    next !== undefined &&
    next !== '' &&
    analysed(next).tokens[0]?.readings.some((r) => r.verbForm === 'gerund') === true
  );
}

/**
 * "¿Qué tal está el barrio?", "¿Qué tal funciona la calefacción?": a cue with no verb of its own ("qué tal") asks of
 * the thing named after it, not how the partner is.
 */
function asksOfAThingNamedAfter(phrase: string, raw: string, ownTimes: ReadonlySet<string>): boolean {
  if (analysed(phrase).tokens.some((token) => token.readings.some((reading) => reading.pos === 'verb'))) return false;
  // (read in the words as written: a folded "calefaccion" is no word of the lexicon)
  const words = analysed(raw).tokens.filter((token) => token.kind === 'word');
  const cue = phrase.split(' ');
  const at = words.findIndex((_, start) =>
    cue.every((word, i) => normaliseText(words[start + i]?.text ?? '') === word),
  );
  if (at < 0) return false;
  const rest = words.slice(at + cue.length);
  // "el barrio", "esta zona" open a thing's name; "tu día" is the partner's own (the lexicon's kind of determiner)
  const opensAThing = (token: CoreToken) =>
    token.readings.some(
      (reading) => reading.pos === 'determiner' && (reading.kind === 'definite' || reading.kind === 'demonstrative'),
    );
  // ("el fin de semana": a time of several words, read whole from its first)
  const said = normaliseText(raw);
  const ownTime = (token: CoreToken) =>
    ownTimes.has(normaliseText(token.reading?.lemma ?? token.text)) ||
    [...ownTimes].some((time) => time.startsWith(`${normaliseText(token.text)} `) && said.includes(time));
  const aThing = (token: CoreToken | undefined) =>
    token !== undefined && token.readings.some((reading) => reading.pos === 'noun') && !ownTime(token);
  return rest.some((token, i) => opensAThing(token) && aThing(rest[i + 1]));
}

function holdsAGerund(text: string): boolean {
  return analysed(text).tokens.some((token) => token.reading?.verbForm === 'gerund');
}

/** A question with a second-person word or verb in it: put to the partner, not about the world. */
function asksThePartner(text: string): boolean {
  return /[?¿]/u.test(text) && addressesThePartner(text);
}

/** Whether a turn speaks to the partner: a second-person word ("tú", "contigo", "usted") or verb. */
export function addressesThePartner(text: string): boolean {
  return analysed(text).tokens.some(
    (token) =>
      SECOND_PERSON.has(token.text.toLowerCase()) || (token.reading?.pos === 'verb' && token.reading.person === 2),
  );
}
const SECOND_PERSON = new Set(['tú', 'te', 'ti', 'contigo', 'usted', 'vos', 'os', 'vosotros', 'vosotras', 'ustedes']);
