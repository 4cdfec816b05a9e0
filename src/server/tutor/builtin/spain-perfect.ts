import type { SpainPerfect } from '@/server/content/partner-knowledge-schema';
import { type AnalysedToken, compoundForm } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

const SENTENCE = /[^.!?]+[.!?]*/gu;
const YEAR = /\b(?:1[89]|20)\d\d\b/u;

/**
 * Spain's perfect for a time not over (content/tutor/spain-perfect.json): in a sentence with a marker ("alguna vez",
 * "esta semana", "ya") and no anchor in a finished time, each preterite is said in the present perfect through the
 * language core ("¿Alguna vez probaste…?" → "¿Alguna vez has probado…?"); a form the core cannot make is left as it is.
 */
export function createSpainPerfect({ markers, anchors }: SpainPerfect): (line: string) => string {
  const padded = (phrases: readonly string[]) => phrases.map((phrase) => ` ${normaliseText(phrase)} `);
  const [marking, anchoring] = [padded(markers), padded(anchors)];
  const holds = (sentence: string, phrases: readonly string[]) => {
    const text = ` ${normaliseText(sentence)} `;
    return phrases.some((phrase) => text.includes(phrase));
  };
  return (line) =>
    line.replace(SENTENCE, (sentence) =>
      holds(sentence, marking) && !holds(sentence, anchoring) && !YEAR.test(sentence) ? inPerfect(sentence) : sentence,
    );
}

/** The sentence with every preterite in the perfect, or as it was when one of them cannot be turned for certain. */
function inPerfect(sentence: string): string {
  let said = '';
  let last = 0;
  const tokens = analysed(sentence).tokens;
  for (const [index, token] of tokens.entries()) {
    const reading = token.reading;
    if (token.kind !== 'word' || reading?.pos !== 'verb' || reading.verbForm !== 'finite') continue;
    if (reading.tense !== 'preterite' || reading.mood !== 'indicative') continue;
    const perfect = perfectOf(token, tokens[index + 1], sentence);
    // "Hoy he desayunado fruta y luego fui…" mixes tenses: all or none
    if (!perfect) return sentence;
    const capital = /^\p{Lu}/u.test(token.text);
    said += sentence.slice(last, token.start) + (capital ? perfect[0]!.toUpperCase() + perfect.slice(1) : perfect);
    last = token.end;
  }
  return said + sentence.slice(last);
}

const WHERE_TO = /\b(?:ad[oó]nde|a d[oó]nde)\b/iu;
const isSerOrIr = (verbs: readonly { lemma: string; tense?: string }[]) =>
  verbs.every((verb) => (verb.lemma === 'ser' || verb.lemma === 'ir') && verb.tense === 'preterite');

/** "tuvo" → "ha tenido"; undefined when the form is another tense too ("comimos") or of two verbs ("fui"). */
function perfectOf(token: AnalysedToken, next: AnalysedToken | undefined, sentence: string): string | undefined {
  const verbs = token.readings.filter((other) => other.pos === 'verb');
  // "¿Alguna vez fuiste a un concierto?": before "a" or "al", "fui" is "ir" ("has ido"), not "ser"
  const going = ['a', 'al'].includes(next?.text.toLowerCase() ?? '')
    ? verbs.find((other) => other.lemma === 'ir')
    : undefined;
  // "¿Cómo fue tu mañana?": "fue" before no "a" is the "ser" the core reads it as ("ha sido"), when both readings
  // are ser and ir and nothing asks where to
  const serOrIr = !going && !WHERE_TO.test(sentence) && isSerOrIr(verbs) && token.reading?.lemma === 'ser';
  const reading = going ?? token.reading!;
  if (!serOrIr && verbs.some((other) => other.tense !== 'preterite' || (!going && other.lemma !== reading.lemma)))
    return undefined;
  const { person, number } = reading;
  return person && number
    ? compoundForm(reading.lemma, { person, number, mood: 'indicative', tense: 'present' })
    : undefined;
}
