import { matchCase } from '@/domain/spanish-text';
import { analyze, inflect, sameVerbFormAs } from '@/server/language/spanish';

/** Words of tú and what usted says instead. */
const SWAPS: ReadonlyMap<string, string> = new Map([
  ['tú', 'usted'],
  ['tu', 'su'],
  ['tus', 'sus'],
  ['ti', 'usted'],
  ['contigo', 'con usted'],
  ['tuyo', 'suyo'],
  ['tuya', 'suya'],
  ['tuyos', 'suyos'],
  ['tuyas', 'suyas'],
]);
/** Words of a plural "you", or a tú the swap cannot make sure of: the line is not turned. */
const UNTURNABLE = /^(?:os|vosotros|vosotras|vuestro|vuestra|vuestros|vuestras)$/u;

/**
 * A line of the partner's said to usted instead of tú, by the language core: a verb of tú in the same tense and
 * mood for usted ("¿Vives aquí?" → "¿Vive aquí?"), "te" before a verb of tú is "se" ("¿Te levantas?" → "¿Se
 * levanta?") and before any other "le" ("¿Te gusta?" → "¿Le gusta?"), "tu" → "su", an infinitive's "te" → "le"
 * ("ayudarte" → "ayudarle"). Undefined when a word cannot be turned for certain (a gerund or command with a
 * pronoun on it, a plural "you"): the caller keeps to lines it can say right.
 */
export function toUsted(text: string): string | undefined {
  // after a command, another joined to it by "y" or a comma is one too ("Come bien y descansa")
  let commanded = false;
  return rewriteWords(text, (token, index, tokens) => {
    const lower = token.text.toLowerCase();
    if (UNTURNABLE.test(lower)) return undefined;
    // "Taxis Libres Andinos": a capital past a clause's start is a name, never a verb to turn
    if (/^\p{Lu}/u.test(token.text) && tokens[index - 1]?.kind === 'word') return token.text;
    const swap = SWAPS.get(lower);
    if (swap) return matchCase(token.text, swap);
    // "¡Vuelve pronto!": a verb that opens its clause and may be a command to tú is one (the tagger may read it as
    // "he comes back"); usted's command is the present subjunctive ("¡Vuelva pronto!")
    const joined = commanded && /^(?:y|,)$/u.test(tokens[index - 1]?.text ?? '');
    commanded &&= token.kind !== 'word' || joined || token.reading?.pos !== 'verb';
    // (only where the tagger reads a verb: "Para la garganta, beba…" opens with a preposition, never "¡Para!")
    if ((opensAClause(tokens, index) || joined) && token.reading?.pos === 'verb') {
      const command = token.readings.find(
        (reading) => reading.mood === 'imperative' && reading.person === 2 && !NEVER_COMMANDS.has(reading.lemma),
      );
      if (command) {
        commanded = true;
        return command.enclitics?.length ? undefined : ustedCommand(token.text, command.lemma);
      }
    }
    if (lower === 'te') {
      const verb = tokens.slice(index + 1).find((next) => next.kind === 'word' && next.text.toLowerCase() !== 'lo');
      const reflexive = verb?.reading?.pos === 'verb' && verb.reading.person === 2;
      return matchCase(token.text, reflexive ? 'se' : 'le');
    }
    // "piensas quedarte": the pronoun on an infinitive whose doer is tú is reflexive ("quedarse")
    // ("¿Cuándo te gustaría mudarte?": the "te" of a verb like gustar is the doer too); only right after that verb:
    // "¿Me dejas un teléfono para avisarte?" is the speaker's doing ("avisarle")
    const doerAt = index - 1;
    const doer = tokens[doerAt]?.reading;
    const doerIsTu =
      doer?.pos === 'verb' &&
      doer.verbForm === 'finite' &&
      (doer.person === 2 || tokens[doerAt - 1]?.text.toLowerCase() === 'te');
    return turnedVerb(token.text, token.reading, doerIsTu);
  });
}

type Token = ReturnType<typeof analyze>['tokens'][number];

/**
 * Whether a word opens a clause that may be a command: after "¡", or first in a sentence that ends in "!" ("Vuelve
 * pronto!"), or the main clause after a condition or a phrase of a preposition ("Si quieres, toma un café", "Para la
 * garganta, toma…"). A plain statement ("Cocina muy bien.", "Sí, come de todo.") tells of someone else.
 */
function opensAClause(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  if (before?.text === '¡') return true;
  const sentence = tokens.slice(0, index);
  const start = sentence.findLastIndex((token) => /^[¡¿.!?:;]$/u.test(token.text)) + 1;
  if (before === undefined || start === index) {
    const end = tokens.slice(index).find((token) => /^[.!?]$/u.test(token.text));
    return end?.text === '!';
  }
  if (before.text !== ',') return false;
  const lead = tokens[start];
  return /^(?:si|cuando)$/iu.test(lead?.text ?? '') || lead?.reading?.pos === 'preposition';
}

/** Verbs whose third person is never a command ("Sí, puede tomar…" is usted's already). */
const NEVER_COMMANDS = new Set(['poder', 'deber', 'soler', 'querer', 'haber', 'ser', 'estar', 'tener']);

/** Usted's command of a verb ("vuelve" → "vuelva"), or undefined when the core has no one form for it. */
function ustedCommand(written: string, lemma: string): string | undefined {
  const forms = inflect(lemma, { pos: 'verb', mood: 'subjunctive', tense: 'present', person: 3, number: 'singular' });
  return forms.length === 1 ? matchCase(written, forms[0]!) : undefined;
}

/**
 * The text with each word as `turn` says (the text between words kept as written), or undefined when `turn` gives
 * undefined for one: the walk `toUsted` and `ustedAsTu` share.
 */
function rewriteWords(
  text: string,
  turn: (token: Token, index: number, tokens: readonly Token[]) => string | undefined,
): string | undefined {
  const tokens = analyze(text).tokens;
  let out = '';
  let at = 0;
  for (const [index, token] of tokens.entries()) {
    out += text.slice(at, token.start);
    at = token.end;
    const turned = token.kind === 'word' ? turn(token, index, tokens) : token.text;
    if (turned === undefined) return undefined;
    out += turned;
  }
  return out + text.slice(at);
}

type Reading = Token['reading'];

/** The word itself, a verb of tú for usted, or undefined when it cannot be turned for certain. */
function turnedVerb(written: string, reading: Reading, afterVerbOfTu: boolean): string | undefined {
  if (reading?.pos !== 'verb') return written;
  // a command to tú ("dime", "cuéntame") takes another form and its pronouns move: not turned
  if (reading.mood === 'imperative' && reading.person === 2) return undefined;
  const enclitics = reading.enclitics ?? [];
  if (enclitics.length > 0) {
    if (!enclitics.includes('te')) return written;
    // "ayudarte" → "ayudarle", "quedarte" after "piensas" → "quedarse"; on a gerund the accent would move
    if (reading.verbForm !== 'infinitive' || enclitics.length > 1) return undefined;
    return written.replace(/te$/u, afterVerbOfTu ? 'se' : 'le');
  }
  if (reading.person !== 2 || reading.number !== 'singular') return written;
  const form = sameVerbFormAs(reading, written, { person: 3 });
  return form ? matchCase(written, form) : undefined;
}

/** Words of usted and what tú says instead, for reading a question put to the partner. */
const FROM_USTED: ReadonlyMap<string, string> = new Map([
  ['su', 'tu'],
  ['sus', 'tus'],
  ['suyo', 'tuyo'],
  ['suya', 'tuya'],
]);

/**
 * A question put to the partner as usted, read as tú ("¿Tiene usted mascotas?" → "¿Tienes mascotas?"), so that what
 * is known of tú questions answers it; the text as it is when it does not say "usted". Third-person singular verbs
 * become tú's in the same tense and mood, "su" becomes "tu", and "usted" itself is dropped ("con usted": "contigo").
 */
export function ustedAsTu(text: string): string {
  if (!/\busted\b/iu.test(text)) return text;
  const turned = rewriteWords(text, (token, index, tokens) => {
    const lower = token.text.toLowerCase();
    const reading = token.reading;
    const next = tokens[index + 1]?.reading;
    // "¿Cómo se llama usted?": the reflexive of usted's verb is tú's "te"
    if (lower === 'se' && next?.pos === 'verb' && next.person === 3 && next.number === 'singular')
      return matchCase(token.text, 'te');
    if (lower === 'usted') return '';
    const own = FROM_USTED.get(lower);
    if (own) return matchCase(token.text, own);
    const ofUsted =
      reading?.pos === 'verb' && reading.verbForm === 'finite' && reading.person === 3 && reading.number === 'singular';
    return ofUsted
      ? matchCase(token.text, sameVerbFormAs(reading, token.text, { person: 2 }) ?? token.text)
      : token.text;
  })!;
  return turned
    .replace(/\s{2,}/gu, ' ')
    .replace(/¿\s+/u, '¿')
    .replace(/\s+(?=[?,.])/gu, '');
}
