import { stableHash } from '@/domain/stable-hash';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { type AnalysedToken, analyze, sameVerbFormAs, verbClasses } from '@/server/language/spanish';
import type { Register } from '@/server/content/topic-file-schema';
import { deniedLemmas, lineLiving } from './persona-life';
import { contentLemmas } from './scene-knowledge';

/**
 * An alternative question put to the partner ("¿Prefieres el mar o la montaña?", "¿Le parece una traición o una
 * evolución?", "¿Cocinas cada día o pides comida de fuera?"): the partner picks one of the options and says it from
 * its own side ("Prefiero la montaña.", "Me parece una evolución.", "Pido comida de fuera."). The pick is the
 * persona's, the same each time the same question is asked. Undefined whenever the question is not one such choice,
 * a word cannot be turned for certain, or the built-in corrector would change the answer: no answer rather than a
 * wrong one.
 */
export function choiceAnswer(
  question: string,
  register: Register,
  /**
   * The persona's own lines (scene-knowledge.ts `lifeOf`): an option one of them says it does is answered by that
   * line ("Voy al cine una vez al mes"), and an option naming what one denies ("No tengo coche") is never its pick.
   */
  life: readonly string[] = [],
): string | undefined {
  const clause = lastQuestionClause(question);
  if (!clause) return undefined;
  const options = optionsOf(clause);
  if (!options) return undefined;
  // the persona's pick first; the other option when the pick cannot be said for certain ("la mascletà" is unknown)
  const lived = livedChoice(question, life);
  if (lived) return lived;
  const first = stableHash(normalised(clause)) % 2;
  const denied = deniedLemmas(life);
  const [lemmasA, lemmasB] = options.map((option) => new Set(contentLemmas(option.map((t) => t.text).join(' '))));
  // what tells one option from the other ("carro" from "transporte público"; "vas al trabajo" is in both)
  const deniedOption = (lemmas: Set<string>, other: Set<string>) =>
    [...lemmas].some((lemma) => !other.has(lemma) && denied.has(lemma));
  const ruledOut = [deniedOption(lemmasA!, lemmasB!), deniedOption(lemmasB!, lemmasA!)];
  for (const at of [first, 1 - first]) {
    if (ruledOut[at]) continue;
    const option = options[at]!;
    const turned = turnToSpeaker(option, register === 'usted');
    if (!turned) continue;
    const answer = `${turned.charAt(0).toUpperCase()}${turned.slice(1)}.`;
    if (correctSpanish(answer).changes.length === 0) return answer;
  }
  return undefined;
}

/**
 * The persona's own line that answers a choice put to it ("¿Vas mucho al cine o prefieres ver series en casa?" →
 * «Voy al cine una vez al mes, más o menos»): a fact of its life, said before any fact that only names the words.
 */
export function livedChoice(question: string, life: readonly string[]): string | undefined {
  const clause = lastQuestionClause(question);
  const options = clause ? optionsOf(clause) : undefined;
  if (!clause || !options) return undefined;
  const first = stableHash(normalised(clause)) % 2;
  return [first, 1 - first].map((at) => lineLiving(life, options[at]!)).find(Boolean);
}

const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The text between the last "¿" and its "?", when the question has both. */
export function lastQuestionClause(text: string): string | undefined {
  const start = text.lastIndexOf('¿');
  const end = text.indexOf('?', start);
  if (start < 0 || end < 0) return undefined;
  return text.slice(start + 1, end).trim();
}

const ASKING_WORDS = new Set([
  ...['qué', 'cuál', 'cuáles', 'dónde', 'adónde', 'cómo', 'cuándo', 'quién', 'quiénes'],
  'y',
]);
/** Words that leave the second option open: the question asks whether, not which. */
const OPEN_OTHER = new Set(['otro', 'otra', 'otros', 'otras', 'cualquier']);
/** …and options that are only an open word ("algo sencillo" is an option, "algo" alone is not). */
const OPEN_ALONE = new Set(['algo', 'algo así', 'algo más', 'no', 'qué', 'nada', 'todavía no', 'aún no', 'lo que sea']);
const words = (tokens: readonly AnalysedToken[]) => tokens.filter((token) => token.kind === 'word');
const isFinite = (token: AnalysedToken) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite';

/**
 * The two options of "A o B" as whole clauses: "prefieres el mar" and "prefieres la montaña". B's clause is A's
 * with A's last phrase replaced by B, where the phrases are parallel: A starts where the words before "o" have a
 * word of the class B starts with ("el mar" / "la montaña": determiners), or after a comma ("el café, solo o con
 * leche"). A B with its own verb is a clause already ("cocinas cada día o pides comida de fuera").
 */
function optionsOf(clause: string): [AnalysedToken[], AnalysedToken[]] | undefined {
  const parts = clause.split(/\s+[ou]\s+/u);
  if (parts.length !== 2 || /\b(?:o sea|ni)\b/iu.test(clause)) return undefined;
  let left = words(analyze(parts[0]!).tokens);
  const right = words(analyze(parts[1]!).tokens);
  if (left.length === 0 || right.length === 0) return undefined;
  // "¿Estás aprendiendo japonés o algún otro idioma?", "¿… o algo así?", "¿… o no?": an open other is no option to
  // pick, and picking the one named would make up a fact of the partner's
  const rightText = right.map((token) => token.text.toLowerCase()).join(' ');
  if (right.some((token) => OPEN_OTHER.has(token.text.toLowerCase())) || OPEN_ALONE.has(rightText)) return undefined;
  // "¿Qué prefieres, el mar…", "¿Tú qué me recomendarías, Cartagena…": the question word and a leading "y",
  // before the verb, are no part of the answer ("Te recomendaría Cartagena.")
  const firstVerb = left.findIndex(isFinite);
  left = left.filter((token, index) => index >= firstVerb || !ASKING_WORDS.has(token.text.toLowerCase()));
  const verbAt = left.findIndex(isFinite);
  if (verbAt < 0) return undefined;
  // "¿Bailas o solo la escuchas?": a word that may be the partner's verb ("escuchas", also a noun) makes B a clause
  const addressed = (token: AnalysedToken) =>
    token.readings.some((reading) => reading.pos === 'verb' && reading.verbForm === 'finite' && reading.person === 2);
  if (right.some(isFinite) || right.some(addressed)) return [left, right];
  const leftText = parts[0]!;
  const comma = leftText.lastIndexOf(',');
  let optionAt: number;
  if (comma >= 0) {
    const afterComma = words(analyze(leftText.slice(comma + 1)).tokens).length;
    optionAt = left.length - afterComma;
  } else {
    const opener = right[0]!.reading?.pos;
    optionAt = left.findLastIndex((token, index) => index > verbAt && token.reading?.pos === opener);
    // "¿Viajas sola o con amigos?": no parallel word, so A is all after the verb
    if (optionAt < 0) optionAt = verbAt + 1;
  }
  // "¿Piensas que el tren es más cómodo o el avión?": B stands for a phrase with a verb after it, not A's last one
  if (optionAt <= verbAt || optionAt >= left.length || left.slice(optionAt).some(isFinite)) return undefined;
  return [left, [...left.slice(0, optionAt), ...right]];
}

/** Words that speak to the partner, turned to the partner speaking: [informal, formal]. */
const TO_SPEAKER: ReadonlyMap<string, readonly [string | null, string | null]> = new Map([
  ['te', ['me', null]],
  ['tu', ['mi', null]],
  ['tus', ['mis', null]],
  ['ti', ['mí', null]],
  ['contigo', ['conmigo', null]],
  ['tú', ['', null]],
  ['usted', [null, '']],
  ['le', [null, 'me']],
  // what the learner says of themselves, from the partner's side
  ['me', ['te', 'le']],
  ['mi', ['tu', 'su']],
  ['mis', ['tus', 'sus']],
  ['mí', ['ti', 'usted']],
  ['conmigo', ['contigo', 'con usted']],
]);
/** Words that would need more than a swap ("vosotros", "su" may be the partner's or another's): no answer. */
const UNTURNABLE = new Set(['os', 'vosotros', 'vosotras', 'vuestro', 'vuestra', 'su', 'sus', 'yo', 'nosotros']);

const COPULAS = new Set(['ser', 'estar', 'parecer', 'quedar', 'sentir', 'encontrar']);
/**
 * A word after a verb that takes the subject's gender: an adjective or a participle, and after a copula a noun
 * without determiner ("hija única").
 */
function describesSubject(token: AnalysedToken | undefined, adjectivesOnly: boolean): boolean {
  // the reading in context: "tienes hermanos" is a noun, though "hermano" may be an adjective
  const reading = token?.reading;
  return (
    reading !== undefined &&
    (reading.pos === 'adjective' || reading.verbForm === 'participle' || (!adjectivesOnly && reading.pos === 'noun')) &&
    (reading.gender === 'masculine' || reading.gender === 'feminine')
  );
}

/** The option said by the partner: "prefieres la montaña" → "prefiero la montaña"; undefined when unsure. */
export function turnToSpeaker(
  tokens: readonly AnalysedToken[],
  formal: boolean,
  /** A clause with nothing to turn is said as it is ("tocando la guitarra" after "Llevo años"). */
  { unchanged = false }: { unchanged?: boolean } = {},
): string | undefined {
  const out: string[] = [];
  let turnedVerb = false;
  // formally, a verb in the third person is the partner's only beside "usted": "¿Es mejor…?" is impersonal
  const toUsted = formal && tokens.some((token) => token.text.toLowerCase() === 'usted');
  for (const [index, token] of tokens.entries()) {
    const lower = token.text.toLowerCase();
    if (UNTURNABLE.has(lower)) return undefined;
    const swap = TO_SPEAKER.get(lower)?.[formal ? 1 : 0];
    if (swap === null) return undefined;
    if (swap !== undefined) {
      if (swap) out.push(swap);
      continue;
    }
    if (token.readings.length === 0) return undefined;
    const reading = token.reading;
    if (reading?.pos === 'verb' && reading.verbForm === 'finite' && !verbClasses().liking.has(reading.lemma)) {
      const addressed = formal ? toUsted && reading.person === 3 : reading.person === 2;
      // "crees que es mejor…": a clause after the partner's own verb and its "que" keeps its verb ("creo que es…")
      const subordinate =
        turnedVerb && reading.person === 3 && tokens.slice(0, index).some((before) => before.text === 'que');
      if (subordinate && !formal) {
        out.push(token.text);
        continue;
      }
      if (reading.number !== 'singular' || !addressed) return undefined;
      // "¿Estás cansado…?", "¿eres hija única?": what describes the partner has the partner's gender, unknown here
      // ("viajas sola"): a depictive after any verb does too
      if (describesSubject(tokens[index + 1], !COPULAS.has(reading.lemma))) return undefined;
      const form = sameVerbFormAs(reading, token.text, { person: 1 });
      if (!form) return undefined;
      out.push(form);
      turnedVerb = true;
      continue;
    }
    out.push(token.text);
  }
  // a clause with no verb of the partner's and no pronoun turned says nothing from the partner's side
  const said = out.join(' ').trim();
  return unchanged || turnedVerb || said !== tokens.map((token) => token.text).join(' ') ? said : undefined;
}
