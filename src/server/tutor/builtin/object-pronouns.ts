import { verbClasses, type AnalysedToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { withDefiniteArticle } from './noun-phrases';

/** Third-person direct-object pronouns by the gender and number of the noun they stand for. */
const OBJECT_PRONOUNS = new Map([
  ['lo', { gender: 'masculine', number: 'singular' }],
  ['la', { gender: 'feminine', number: 'singular' }],
  ['los', { gender: 'masculine', number: 'plural' }],
  ['las', { gender: 'feminine', number: 'plural' }],
]);

/** Third-person pronouns after a preposition ("con él", "para ellas"), by the same agreement. */
const PREPOSITIONAL_PRONOUNS = new Map([
  ['él', { gender: 'masculine', number: 'singular' }],
  ['ella', { gender: 'feminine', number: 'singular' }],
  ['ellos', { gender: 'masculine', number: 'plural' }],
  ['ellas', { gender: 'feminine', number: 'plural' }],
]);

/**
 * "Mi rueda está pinchada. ¿Cuánto cuesta arreglarla?": a question's third-person object pronoun ("-la" on an
 * infinitive, or "la" before its verb) replaced by the noun it stands for, the last one the learner told before it
 * (in `before`, or in the question before it) that agrees in gender and number: «¿Cuánto cuesta arreglar la rueda?». The readers that find a topic's fact by the
 * nouns a question names then find it. Undefined when the question has no such pronoun or no noun agrees; a noun
 * after a preposition ("con la dirección del hotel", "para la semana") is none. "él", "ella"… after a preposition
 * ("¿es posible vivir con él?") are read the same way. For reading, never said back.
 */
export function withObjectNamed(question: string, before: string): string | undefined {
  const tokens = analysed(question).tokens;
  for (const [at, token] of tokens.entries()) {
    const reading = token.reading;
    if (!reading) continue;
    // "Tengo un perro pequeño, ¿es posible vivir con él?": the pronoun after a preposition is the noun too
    const prepositional = PREPOSITIONAL_PRONOUNS.get(token.text.toLowerCase());
    if (prepositional && tokens[at - 1]?.reading?.pos === 'preposition') {
      const named = antecedentOf(`${before} ${question.slice(0, token.start)}`, prepositional);
      if (!named) return undefined;
      // "de" or "a" before "el perro" is written "del perro", "al perro"
      const said = `${question.slice(0, token.start)}${named}`.replace(/(?<!\p{L})(de|a) el (\p{L}+)$/iu, '$1l $2');
      return `${said}${question.slice(token.end)}`;
    }
    // "arreglarla", "traérmelos": an infinitive carrying the pronoun
    const enclitic =
      reading.pos === 'verb' && reading.verbForm === 'infinitive' ? reading.enclitics?.at(-1) : undefined;
    const proclitic =
      reading.pos === 'pronoun' && reading.kind === 'clitic' && reading.person === 3 ? token.text.toLowerCase() : '';
    const pronoun = OBJECT_PRONOUNS.get(enclitic ?? proclitic);
    if (!pronoun) continue;
    const verb = enclitic ? at : verbAfter(tokens, at);
    // ("¿No lo sabes?": the "lo" of a verb of saying is a whole thing said, content/spanish/verb-classes.json)
    if (verb === undefined || verbClasses().saying.has(tokens[verb]!.reading?.lemma ?? '')) return undefined;
    const named = antecedentOf(`${before} ${question.slice(0, token.start)}`, pronoun);
    if (!named) return undefined;
    if (enclitic) return `${question.slice(0, token.start)}${reading.lemma} ${named}${question.slice(token.end)}`;
    // "¿Me la podríais reparar?": the noun after the verb the pronoun goes with (an infinitive after it, if one is)
    const end = tokens[verb]!.end;
    const rest = question.slice(tokens[at + 1]!.start, end);
    // ("¿La puedo cambiar?" → "¿Puedo cambiar la reserva?")
    const opens = /^\P{L}*$/u.test(question.slice(0, token.start));
    const said = opens ? `${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : rest;
    return `${question.slice(0, token.start)}${said} ${named}${question.slice(end)}`;
  }
  return undefined;
}

/**
 * The last noun of a text with this gender and number that a determiner or a count opens ("mi rueda", "las doce
 * rosas"; not "carga" of "ya no carga nada") and no preposition's complement, with its definite article.
 */
function antecedentOf(text: string, agreement: { gender: string; number: string }): string | undefined {
  const tokens = analysed(text).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
  const agreeing = tokens.flatMap((token, at) => {
    const reading = token.reading;
    if (reading?.pos !== 'noun' || reading.number !== agreement.number) return [];
    const opened = [at - 1, at - 2].find(
      (before) => tokens[before]?.kind === 'number' || OPENERS.has(tokens[before]?.reading?.pos ?? ''),
    );
    if (opened === undefined) return [];
    // "la batería": a noun of either gender takes its determiner's
    const gender = reading.gender === 'common' ? tokens[opened]!.reading?.gender : reading.gender;
    if (gender !== agreement.gender) return [];
    if (tokens[opened - 1]?.reading?.pos === 'preposition') return [];
    const named = withDefiniteArticle(token.text, { ...reading, gender });
    return named ? [named.join(' ')] : [];
  });
  return agreeing.at(-1);
}

/** Words that open a noun phrase: "la", "mi", "doce", "esa". */
const OPENERS = new Set(['determiner', 'numeral']);

/** The finite verb after a pronoun, or the infinitive right after that verb ("podríais reparar"). */
function verbAfter(tokens: readonly AnalysedToken[], at: number): number | undefined {
  let verb = at + 1;
  // another pronoun may stand between ("se lo", "me la" read from the first)
  while (tokens[verb]?.reading?.kind === 'clitic') verb++;
  if (tokens[verb]?.reading?.pos !== 'verb') return undefined;
  const next = tokens[verb + 1]?.reading;
  return next?.pos === 'verb' && next.verbForm === 'infinitive' ? verb + 1 : verb;
}
