import { analyze, sameVerbFormAs, type AnalysedToken, type Reading } from '@/server/language/spanish';

/**
 * A prompt speaks to the role it gives the partner ("Eres Marta, recepcionista… Abrís de lunes a viernes…"): its
 * "you" is the partner. Said by the partner, such a sentence takes the first person: "Abrimos de lunes a viernes…",
 * "tu horario" → "mi horario". Closed classes, so kept here: the object pronouns and possessives of "you".
 */
const YOU_TO_ME: ReadonlyMap<string, string> = new Map([
  ['tú', 'yo'],
  ['te', 'me'],
  ['ti', 'mí'],
  ['contigo', 'conmigo'],
  ['tu', 'mi'],
  ['tus', 'mis'],
  ['tuyo', 'mío'],
  ['tuya', 'mía'],
  ['tuyos', 'míos'],
  ['tuyas', 'mías'],
  ['vosotros', 'nosotros'],
  ['vosotras', 'nosotras'],
  ['os', 'nos'],
  ['vuestro', 'nuestro'],
  ['vuestra', 'nuestra'],
  ['vuestros', 'nuestros'],
  ['vuestras', 'nuestras'],
]);

/** A pronoun or possessive of "you" ("tu", "os", "vuestro"). */
export function isYouWord(word: string): boolean {
  return YOU_TO_ME.has(word.toLowerCase());
}

/** The verbs whose complement says what the role is. */
const SAYS_WHAT_ONE_IS = new Set(['ser', 'estar', 'parecer']);

const finiteReadings = (token: AnalysedToken) =>
  token.readings.filter((reading) => reading.pos === 'verb' && reading.person !== undefined);

/** A finite verb, read as one here, that is only ever "you" and no command: "abrís", "trabajas". */
export function addressedVerb(token: AnalysedToken): Reading | undefined {
  // "visitas" is a noun as often as "you visit": only a word read as a verb here
  if (token.reading?.pos !== 'verb') return undefined;
  const finite = finiteReadings(token);
  if (finite.length === 0 || !finite.every((reading) => reading.person === 2 && reading.mood !== 'imperative'))
    return undefined;
  return finite.find((reading) => reading === token.reading) ?? finite[0];
}

/**
 * The sentence as the role says it of itself: every "you" verb, pronoun and possessive in the first person; undefined
 * when one cannot be said so (no single first-person form), so nothing half-turned is ever said.
 */
export function inTheRolesVoice(sentence: string): string | undefined {
  let out = '';
  let from = 0;
  const tokens = analyze(sentence).tokens.filter((token) => token.kind === 'word');
  for (const [index, token] of tokens.entries()) {
    // what the role is ("Eres farmacéutico", "Trabajas como camarero") has the prompt's gender, which may not be the
    // partner's: only what the role does is said ("Abrimos a las nueve")
    const verb = addressedVerb(token);
    if (verb && (SAYS_WHAT_ONE_IS.has(verb.lemma) || tokens[index + 1]?.text.toLowerCase() === 'como'))
      return undefined;
    const at = sentence.indexOf(token.text, from);
    if (at < 0) return undefined;
    const replacement = turned(token, verb);
    if (replacement === undefined) return undefined;
    out += sentence.slice(from, at) + keepCapital(token.text, replacement);
    from = at + token.text.length;
  }
  return out + sentence.slice(from);
}

/**
 * The token in the first person (`verb`: its reading as a "you" verb, if it is one), itself when it is no "you",
 * undefined when it cannot be turned.
 */
function turned(token: AnalysedToken, verb: Reading | undefined): string | undefined {
  const lower = token.text.toLowerCase();
  const pronoun = YOU_TO_ME.get(lower);
  if (pronoun) return pronoun;
  if (!verb) return token.text;
  return sameVerbFormAs(verb, lower, { person: 1, number: verb.number ?? 'singular' });
}

function keepCapital(written: string, replacement: string): string {
  return /^\p{Lu}/u.test(written) ? `${replacement.charAt(0).toUpperCase()}${replacement.slice(1)}` : replacement;
}

const CLAUSE_ENDS = new Set(['que', 'donde', 'porque', 'cuando', 'aunque', 'si']);
const JOINING = new Set(['que', 'y', 'e']);
const THEIR_TO_MY: ReadonlyMap<string, string> = new Map([
  ['su', 'mi'],
  ['sus', 'mis'],
]);

/**
 * What a prompt's "Eres Patricia, una mamá que vive en Bogotá y busca niñera para sus dos hijos: …" tells of the
 * role, said by it: "Vivo en Bogotá y busco niñera para mis dos hijos: …". Only a relative clause right after the
 * role's name and noun, whose verbs stand right after its "que" or "y" (its own predicates, the role their subject),
 * cut before a clause of its own ("… que dice que su hijo es…" has another subject); undefined otherwise.
 */
export function roleClauseOf(sentence: string): string | undefined {
  const tokens = analyze(sentence).tokens.filter((token) => token.kind === 'word');
  if (tokens[0]?.text.toLowerCase() !== 'eres') return undefined;
  const que = tokens.findIndex((token, at) => at > 1 && token.text.toLowerCase() === 'que');
  if (que < 0 || tokens.slice(1, que).some((token) => token.reading?.pos === 'verb')) return undefined;
  const said: string[] = [];
  let from = tokens[que]!.end;
  let end = sentence.length;
  for (const [index, token] of tokens.slice(que + 1).entries()) {
    const lower = token.text.toLowerCase();
    if (index > 0 && CLAUSE_ENDS.has(lower)) {
      // "… y dice que …": a verb whose clause follows cannot be said without it
      if (tokens[que + index]!.reading?.pos === 'verb') return undefined;
      end = token.start;
      break;
    }
    const verb = token.reading?.pos === 'verb' && token.reading.person !== undefined ? token.reading : undefined;
    const previous = index === 0 ? 'que' : tokens[que + index]!.text.toLowerCase();
    let replacement = THEIR_TO_MY.get(lower) ?? token.text;
    if (verb) {
      if (verb.person !== 3 || verb.number !== 'singular' || !JOINING.has(previous)) return undefined;
      const mine = sameVerbFormAs(verb, lower, { person: 1, number: 'singular' });
      if (!mine) return undefined;
      replacement = mine;
    } else if (isYouWord(lower)) return undefined;
    said.push(sentence.slice(from, token.start) + replacement);
    from = token.end;
  }
  if (said.length === 0) return undefined;
  // what follows the last word (a figure: "de 7"), up to the clause's end
  const text = (said.join('') + sentence.slice(from, end)).trim().replace(/[,;:]$/u, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
