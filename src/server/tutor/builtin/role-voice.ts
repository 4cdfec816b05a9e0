import { analyze, inflect, sameVerbFormAs, type AnalysedToken, type Reading } from '@/server/language/spanish';

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
  ['vos', 'yo'],
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
  if (token.readings.length === 0) return voseoPresent(token.text);
  // "visitas" is a noun as often as "you visit": only a word read as a verb here
  if (token.reading?.pos !== 'verb') return undefined;
  const finite = finiteReadings(token);
  if (finite.length === 0 || !finite.every((reading) => reading.person === 2 && reading.mood !== 'imperative'))
    return undefined;
  return finite.find((reading) => reading === token.reading) ?? finite[0];
}

const VOSEO = /^(\p{L}+)([áéí])s$/u;
const VOSEO_INFINITIVE: Readonly<Record<string, string>> = { á: 'ar', é: 'er', í: 'ir' };

/**
 * "Trabajás", "podés", "tenés": the present of "vos" (Argentina, Uruguay, Central America), which the lexicon does not
 * list, read as the "you" of the verb its ending makes, when the lexicon knows that verb; "sos" is "ser".
 */
function voseoPresent(word: string): Reading | undefined {
  const lower = word.toLowerCase();
  const match = VOSEO.exec(lower);
  const lemma = lower === 'sos' ? 'ser' : match ? `${match[1]!}${VOSEO_INFINITIVE[match[2]!]!}` : undefined;
  if (!lemma) return undefined;
  const known = inflect(lemma, {
    pos: 'verb',
    verbForm: 'finite',
    mood: 'indicative',
    tense: 'present',
    person: 1,
    number: 'singular',
  });
  if (known.length === 0) return undefined;
  return {
    pos: 'verb',
    lemma,
    verbForm: 'finite',
    mood: 'indicative',
    tense: 'present',
    person: 2,
    number: 'singular',
    tags: 'vblex.pri.p2.sg',
  };
}

/**
 * The sentence as the role says it of itself: every "you" verb, pronoun and possessive in the first person; undefined
 * when one cannot be said so (no single first-person form), so nothing half-turned is ever said.
 */
export function inTheRolesVoice(
  sentence: string,
  /** The prompt names the role ("Eres Carmen…"): the partner goes by it, so what the role is is its own to say. */
  named = false,
): string | undefined {
  let out = '';
  let from = 0;
  const tokens = analyze(sentence).tokens.filter((token) => token.kind === 'word');
  // "Tenéis tallas de la 36…": a word that may be a noun right after a finite verb is its object, not a second verb
  // nor is one before "de" ("Botas de piel: 120 euros"), the head of its noun phrase
  const mayBeNoun = (index: number) => tokens[index]!.readings.some((reading) => reading.pos === 'noun');
  // so is one after a count, a determiner or a preposition ("para más de 4 personas": no "personar")
  const afterANounsLead = (index: number) =>
    index > 0 &&
    (tokens[index - 1]!.kind === 'number' ||
      tokens[index - 1]!.readings.some((reading) => ['determiner', 'numeral', 'preposition'].includes(reading.pos)));
  const objectAt = (index: number) =>
    mayBeNoun(index) &&
    ((index > 0 && finiteReadings(tokens[index - 1]!).length > 0 && tokens[index - 1]!.reading?.pos === 'verb') ||
      afterANounsLead(index) ||
      ['de', 'del'].includes(tokens[index + 1]?.text.toLowerCase() ?? ''));
  const youVerb = (index: number) => (objectAt(index) ? undefined : addressedVerb(tokens[index]!));
  for (const [index, token] of tokens.entries()) {
    // what the role is ("Eres farmacéutico", "Trabajas como camarero") has the prompt's gender, which may not be the
    // partner's unless the partner goes by the role's name: else only what the role does is said ("Abrimos a las
    // nueve")
    const verb = youVerb(index);
    // (where one is from has no gender: "eres de Zaragoza" is "soy de Zaragoza")
    const next = tokens[index + 1]?.text.toLowerCase();
    const origin = verb?.lemma === 'ser' && next === 'de';
    if (verb && !origin && !named && (SAYS_WHAT_ONE_IS.has(verb.lemma) || next === 'como')) return undefined;
    // "Puedes ir a la isla de Santa Clara": where one may go is the customer's way, not the role's ("Puedo ir a…"
    // would be false); "Puedes guardar las maletas" stays the role's own service
    if (verb?.lemma === 'poder' && TOWARDS.has(tokens[index + 2]?.text.toLowerCase() ?? '')) return undefined;
    const at = sentence.indexOf(token.text, from);
    if (at < 0) return undefined;
    // "Llevas tres años trabajando allí": the role is there, so it says "aquí"; "vas al mercado y allí…" is another
    // place the sentence named first
    // ("más allá de las boyas" is "beyond": no place of the role's)
    const there =
      THERE.has(token.text.toLowerCase()) &&
      tokens[index - 1]?.text.toLowerCase() !== 'más' &&
      !tokens.slice(0, index).some((before) => GOING.has(before.text.toLowerCase()));
    const replacement = there ? 'aquí' : turned(token, verb);
    if (replacement === undefined) return undefined;
    out += sentence.slice(from, at) + keepCapital(token.text, replacement);
    from = at + token.text.length;
  }
  // "Llevas tres años aquí y escalas desde los quince": a "you" verb read as a noun ("escalas") would stay unturned
  // beside a turned one; nothing half-turned is said
  const turnedOne = tokens.some((_, index) => youVerb(index) !== undefined);
  const unturned = tokens.some(
    (token, index) =>
      youVerb(index) === undefined &&
      !objectAt(index) &&
      token.readings.some((reading) => reading.pos === 'verb' && reading.person === 2 && reading.mood !== 'imperative'),
  );
  if (turnedOne && unturned) return undefined;
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
  // "antes de irte", "dártelo": a "you" joined to an infinitive or a gerund is the role's "me"
  const enclitics = token.reading?.pos === 'verb' ? token.reading.enclitics : undefined;
  if (!verb && enclitics?.includes('te')) {
    const written = enclitics.join('');
    if (!lower.endsWith(written)) return undefined;
    const mine = enclitics.map((clitic) => (clitic === 'te' ? 'me' : clitic)).join('');
    return token.text.slice(0, token.text.length - written.length) + mine;
  }
  if (!verb) return token.text;
  return sameVerbFormAs(verb, lower, { person: 1, number: verb.number ?? 'singular' });
}

function keepCapital(written: string, replacement: string): string {
  return /^\p{Lu}/u.test(written) ? `${replacement.charAt(0).toUpperCase()}${replacement.slice(1)}` : replacement;
}

const THERE = new Set(['allí', 'allá', 'ahí']);
/** Words that name another place before a "there": "en la tienda… allí", "al mercado… allí". */
const GOING = new Set(['a', 'al', 'en', 'hasta', 'hacia', 'desde']);
/** Words after "puedes" and its infinitive that say where to: "Puedes ir a…", "Puedes llegar hasta…". */
const TOWARDS = new Set(['a', 'al', 'hasta', 'hacia']);

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

/** Verbs of a rule about the learner ("el cliente necesita…", "tiene que…", "puede…", "debe…"). */
const RULE_VERBS = new Set(['necesitar', 'tener', 'deber', 'poder']);

/** Nouns a prompt calls the learner by, as the subject of a rule ("el cliente necesita…"). */
const THE_LEARNER = new Set([
  'cliente',
  'clienta',
  'paciente',
  'alumno',
  'alumna',
  'huésped',
  'inquilino',
  'inquilina',
  'comprador',
  'compradora',
  'usuario',
  'usuaria',
]);

/** The possessive said to the learner for a thing's definite article ("el coche" → "tu coche", "las llaves" → "tus"). */
const YOUR: Readonly<Record<string, string>> = { el: 'tu', la: 'tu', los: 'tus', las: 'tus' };

/**
 * "el coche del cliente", "la habitación de la huésped": a thing of the one learner, said as theirs ("tu coche"),
 * with the index of the token that ends the phrase; a thing of a group ("de los clientes") is not the learner's.
 */
function learnersThing(
  tokens: readonly { text: string; readings: readonly { pos: string }[] }[],
  index: number,
): { said: string; last: number } | undefined {
  const article = tokens[index]!.text;
  const your = YOUR[article.toLowerCase()];
  const noun = tokens[index + 1];
  if (!your || !noun?.readings.some((reading) => reading.pos === 'noun')) return undefined;
  const of = tokens[index + 2]?.text.toLowerCase();
  const owner =
    of === 'del'
      ? tokens[index + 3]
      : of === 'de' && tokens[index + 3]?.text.toLowerCase() === 'la'
        ? tokens[index + 4]
        : undefined;
  if (!owner || !THE_LEARNER.has(owner.text.toLowerCase())) return undefined;
  const said = /^\p{Lu}/u.test(article) ? `${your.charAt(0).toUpperCase()}${your.slice(1)}` : your;
  return { said: `${said} ${noun.text}`, last: tokens.indexOf(owner) };
}

/**
 * A prompt's rule about "el cliente" said to the learner: "Para dejar el coche el cliente necesita dejar la llave"
 * → "Para dejar el coche necesitas dejar la llave", "…gratis si el cliente hace la reparación aquí" → "…si haces la
 * reparación aquí". Undefined when the sentence names no such subject, or one cannot be turned for certain.
 */
export function toTheLearner(sentence: string): string | undefined {
  const tokens = analyze(sentence).tokens.filter((token) => token.kind === 'word');
  let out = '';
  let from = 0;
  let turnedAny = false;
  for (let index = 0; index < tokens.length; index++) {
    const noun = tokens[index + 1];
    // "El coche del cliente estará listo…" → "Tu coche estará listo…": the one learner's thing is theirs
    const owned = learnersThing(tokens, index);
    if (owned) {
      out += sentence.slice(from, tokens[index]!.start) + owned.said;
      from = tokens[owned.last]!.end;
      turnedAny = true;
      index = owned.last;
      continue;
    }
    if (!['el', 'la'].includes(tokens[index]!.text.toLowerCase()) || !noun) continue;
    if (!THE_LEARNER.has(noun.text.toLowerCase())) continue;
    const verb = tokens[index + 2];
    const reading = verb?.readings.find(
      (candidate) =>
        candidate.pos === 'verb' &&
        candidate.verbForm === 'finite' &&
        candidate.person === 3 &&
        candidate.number === 'singular',
    );
    // only a rule: what the learner needs, must or may do, or a condition on them ("si el cliente hace…"); "El
    // cliente trae su coche" tells the scene, not what to say to them
    const rule = (reading && RULE_VERBS.has(reading.lemma)) || tokens[index - 1]?.text.toLowerCase() === 'si';
    const yours =
      reading && rule
        ? sameVerbFormAs(reading, verb!.text.toLowerCase(), { person: 2, number: 'singular' })
        : undefined;
    if (!yours) return undefined;
    out += sentence.slice(from, tokens[index]!.start) + yours;
    from = verb!.end;
    turnedAny = true;
    index += 2;
  }
  // "su", "sus" would still be the learner's, said as another's
  if (!turnedAny || tokens.some((token) => ['su', 'sus'].includes(token.text.toLowerCase()))) return undefined;
  const said = out + sentence.slice(from);
  // a learner noun left anywhere else ("el precio para el cliente") cannot be said to the learner
  return tokens.some((token) => THE_LEARNER.has(token.text.toLowerCase())) &&
    analyze(said).tokens.some((token) => THE_LEARNER.has(token.text.toLowerCase()))
    ? undefined
    : said;
}
