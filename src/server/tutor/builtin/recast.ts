import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import type { Reading } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { COPULA_LEMMAS } from './copulas';
import { ARTICLES } from './articles';
import type { MessageCheck } from '@/contract/corrections';
import type { Register } from '@/server/content/topic-file-schema';
import { capitalise } from '@/domain/spanish-text';
import { ALSO_VERB_FORMS, PREPOSITIONS } from '@/server/language/correction/builtin/grammar-words';

/**
 * The recast of a corrected learner message: the clause that held the mistake, corrected and said back from the
 * partner's side as a question ("Mi madre tiene 50 anos" -> "¿Tu madre tiene 50 años?"), so the learner hears the
 * right form without a lecture (docs/product.md#message-checks). Undefined whenever the clause cannot be turned
 * round for certain: a recast in wrong Spanish would teach the error it meant to fix.
 */
export interface RecastDeps {
  register: Register;
  /** The informal plural "you" of the learner's variety (docs/product.md#spanish-variety); ustedes when absent. */
  plural?: 'vosotros' | 'ustedes';
  /** A word the partner can vouch for: known Spanish, a number or a name. */
  isKnown(word: string): boolean;
  /**
   * What a finite verb form can be, accents as written: its verb, tense and person (0 = yo … 5 = ellos), from the
   * corrector's conjugation tables.
   */
  verbForms(word: string): readonly VerbReading[];
  /**
   * The turn is set in the past: another of its verbs or the partner's question it answers is ("Visitamos Lima,
   * Cusco y Machu Picchu, fue increíble"; "¿Cómo viajaste?" → "Viajamos en avión"): a form that is present and
   * preterite alike is the preterite when nothing in its clause says otherwise.
   */
  pastContext?: boolean;
  /** The verb in one tense and person. */
  conjugate(lemma: string, tense: VerbReading['tense'], person: 0 | 1 | 2 | 3 | 4 | 5): string;
  /** Whether a word is surely no verb ("no", "como" before "carne" aside): then an -o ending is no first person. */
  surelyNotVerb?(word: string): boolean;
  /**
   * Whether the words end on one that opens a phrase there (an article, a possessive, a preposition, a conjunction:
   * "un", "mi", "para", "que"), as the language core reads them in context: a recast cut short never ends on one.
   */
  endsOnAnOpener?(words: readonly string[]): boolean;
  /**
   * Whether each word of a clause reads as a verb there, by the language core's tagger ("de segunda mano": "mano" is
   * a noun, not "yo mano"); undefined where it cannot tell.
   */
  verbsInContext?(words: readonly string[]): readonly (boolean | undefined)[];
  /**
   * Whether the language core reads a word as a finite verb of the first person, singular or plural ("viviría",
   * "iríamos"): one the tables cannot turn round is then no word to leave as it is.
   */
  mayBeSpeakersVerb?(word: string): boolean;
  /** The verbs a word is a form of in any tense or mood ("gustaría": gustar), from the language core. */
  verbLemmasOf?(word: string): readonly string[];
  /** Whether a word is a noun and no verb ("empresa"): a subject of its own before "me". */
  isNoun?(word: string): boolean;
}

export interface VerbReading {
  lemma: string;
  tense: 'present' | 'preterite' | 'imperfect' | 'future' | 'subjunctive';
  person: number;
}

/** Words a recast cut from the corrected fragment cannot open on: "¿De que has perdido la cartera?" is no Spanish. */
const OPENS_NO_CLAUSE = new Set(['de', 'que', 'a', 'en', 'con', 'para', 'por', 'sin', 'y', 'o', 'pero', 'del', 'al']);

/** Recasts longer than this are cut from the corrected fragment on. */
const MAX_RECAST_WORDS = 9;
const CLITICS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
/** Words that are an article or an object pronoun: before a verb, the pronoun ("las encontramos"). */
const ARTICLE_OR_PRONOUN = new Set(['la', 'las', 'lo', 'los']);
/**
 * Words a cut recast cannot end on beyond those `opensAPhrase` knows (articles, prepositions, conjunctions): ones
 * that need what follows them ("muy", "cerca de", "hace dos años"), and a bare clitic or article ("decidan lo [que
 * vemos]" is no Spanish).
 */
const NEEDS_WHAT_FOLLOWS = new Set([
  'muy',
  'más',
  'menos',
  'cerca',
  'lejos',
  'hace',
  'se',
  ...CLITICS,
  ...ARTICLE_OR_PRONOUN,
]);
/** Clauses end at punctuation and before a conjunction that starts a new thought ("me gusta mucho | pero es difícil"). */
const CLAUSE_SPLIT = /[.!?;,:()"«»…\n¿¡]+|\s+(?=(?:pero|porque|aunque|cuando|pues)\s)/i;
/**
 * Categories with no recast: a missing ¿ or ¡ is invisible when spoken, and a subjunctive fix lives in a clause that
 * cannot stand alone ("cuando tenga coche" is not a question the partner can ask back).
 */
const NOT_RECAST = new Set(['punctuation', 'subjunctive']);
/** A clause opened by one of these depends on another: said back alone it is not Spanish ("¿Tenga coche?"). */
/** Words that open a clause of its own inside a sentence: its verb is its subject's, maybe the speaker's. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  'que qué cuánto cuánta cuántos cuántas dónde donde cuando cuándo cómo si porque'.split(' '),
);
const TRAILING_JOINER = /\s+(?:y|e|o|u|ni|pero|que)$/iu;
const SUBORDINATE = /^(?:cuando|aunque|si|que|para|mientras|hasta|antes|después|como|donde|lo|cual|cuyo|cuya)$/;
/**
 * Where a reflection too long to say back may end: before a word that opens an adjunct or a clause of its own ("Renuncié
 * a mi trabajo en el banco | para abrir…", "Trabajé tres años como atención al cliente | en una empresa…"); what is
 * left is the main clause, whole.
 */
const ADJUNCT_OPENERS = new Set(['para', 'porque', 'donde', 'en', 'con', 'desde', 'durante', 'sin']);
/** The shortest main clause a reflection says back. */
const MIN_REFLECTED_WORDS = 3;

/** Words that speak to the partner: turning the sentence round would need them turned too ("espero que tú…"). */
const ADDRESSED = /^(?:tú|te|ti|contigo|usted|tu|tus|vosotros|ustedes)$/;

/** An infinitive, gerund or command with "me" or "nos" attached. */
const ATTACHED_SPEAKER = /(?:ar|er|ir|ír|ando|ándo|iendo|iéndo)(?:me|nos|te|os)(?:l[oa]s?)?$/;

/** First-person words other than verbs, turned to the listener: [tú, usted]. */
const TURNED: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['mi', ['tu', 'su']],
  ['mis', ['tus', 'sus']],
  ['conmigo', ['contigo', 'con usted']],
  // After a preposition: "para mí" -> "para ti" / "para usted".
  ['mí', ['ti', 'usted']],
  ['nosotros', ['ustedes', 'ustedes']],
  ['nosotras', ['ustedes', 'ustedes']],
  ['mío', ['tuyo', 'suyo']],
  ['mía', ['tuya', 'suya']],
  ['nuestro', ['su', 'su']],
  ['nuestra', ['su', 'su']],
]);
/** First-person plural words turned to a group addressed with vosotros (Spain, informal). */
const TURNED_TO_VOSOTROS: ReadonlyMap<string, string> = new Map([
  ['nosotros', 'vosotros'],
  ['nosotras', 'vosotras'],
  ['nuestro', 'vuestro'],
  ['nuestra', 'vuestra'],
]);
/** After these "yo" is not a subject the verb already names but a word of its own: "mejor que yo" -> "que tú". */
const YO_KEPT_AFTER = /^(?:y|e|o|ni|que|como|según|excepto|menos|incluso|entre)$/;

/** After these an -o word is a noun ("mi trabajo", "el juego"), not a verb. */
const DETERMINERS = new Set([
  ...ARTICLES,
  'mi',
  'tu',
  'su',
  'este',
  'esta',
  'ese',
  'esa',
  'al',
  'del',
  'de',
  'nuestro',
  'nuestra',
]);
/** Words that join a second clause or phrase to the first. */
export const JOINERS = new Set(['y', 'e', 'o', 'u', 'ni', 'pero']);
/**
 * Words no clause ends on: an article, a short possessive, a preposition or a joiner waits for what follows ("perdí
 * mi…"). Not "una" ("a la una") nor a demonstrative or "todo", which may stand for their noun.
 */
const CUT_SHORT_AT = new Set([
  ...ARTICLES.filter((article) => article !== 'una'),
  ...['mi', 'tu', 'su', 'mis', 'tus', 'sus', 'al', 'del', 'que'],
  ...PREPOSITIONS,
  ...JOINERS,
]);
/** Words after which an -o word is a verb if anything ("yo cocino", "no trabajo"). */
const VERB_SLOT = new Set(['yo', 'no', 'me', 'también', 'siempre', 'nunca', 'ya', 'casi', 'solo']);

/**
 * How many words before the corrected ones a recast keeps: a determiner of the fixed noun, the clitics of a fixed
 * verb, the subject before a fixed verb, or the noun phrase whose complement holds the fix.
 */
function wordsKeptBeforeFix(before: readonly string[], corrected: string, deps: RecastDeps): number {
  const lastWord = before.at(-1)?.toLowerCase() ?? '';
  let kept = DETERMINERS.has(lastWord) && !['de', 'al', 'del'].includes(lastWord) ? 1 : 0;
  const clitic = (word: string) => CLITICS.has(word) || word === 'se';
  if (kept === 0) while (kept < before.length && clitic(before.at(-1 - kept)!.toLowerCase())) kept++;
  // and so does a subject before a corrected verb ("mi maleta es muy pesada…", not "¿Es muy pesada…?")
  const subjectDeterminer = before.at(-2)?.toLowerCase() ?? '';
  const fixOpensOnAVerb = deps.verbForms(corrected.split(/\s+/)[0]!.toLowerCase()).length > 0;
  if (
    kept === 0 &&
    fixOpensOnAVerb &&
    DETERMINERS.has(subjectDeterminer) &&
    !['de', 'al', 'del'].includes(subjectDeterminer)
  )
    kept = 2;
  // "Mi vuelo a Cancún se retrasó…": a fix inside the complement of the noun phrase that opens the clause is said
  // with that phrase, whose head is the subject ("¿Tu vuelo a Cancún…?", never "¿Cancún se retrasó…?")
  if (
    kept === 0 &&
    before.length === 3 &&
    PREPOSITIONS.has(lastWord) &&
    DETERMINERS.has(before[0]!.toLowerCase()) &&
    !PREPOSITIONS.has(before[0]!.toLowerCase())
  )
    kept = 3;
  // "el río de mi pueblo está…": a noun phrase after "de" is a complement; the subject is the phrase it completes
  while (kept >= 2 && ['de', 'del'].includes(before.at(-1 - kept)?.toLowerCase() ?? '')) {
    const determiner = before.at(-3 - kept)?.toLowerCase() ?? '';
    kept = DETERMINERS.has(determiner) && !['de', 'al', 'del'].includes(determiner) ? kept + 3 : 0;
  }
  return kept;
}

export function recastOf(check: MessageCheck | undefined, deps: RecastDeps): string | undefined {
  const change = check?.changes[0];
  if (!check || !change || NOT_RECAST.has(change.category)) return undefined;
  const clauses = check.corrected.split(CLAUSE_SPLIT).map((clause) => clause.trim());
  let clause = clauses.find((candidate) => candidate.includes(change.corrected));
  // "Buenos días, doctora" is greeted back, never asked back ("¿Buenos días doctora?")
  if (!clause || GREETING.test(clause)) return undefined;
  if (clause.split(/\s+/).length > MAX_RECAST_WORDS) {
    // Long: from the corrected words to the clause's end when that fits ("los fines de semana yo juego al tenis con
    // mi hermano" → "¿Juegas al tenis con tu hermano?"), else the corrected words alone.
    // a determiner right before the corrected words belongs with them ("la película fue…", not "película fue…")
    // and so do the pronouns before a corrected verb ("me caí" is not "¿Cayó…?", "se me olvidó" not "¿Olvidó?")
    const at = clause.indexOf(change.corrected);
    const before = clause
      .slice(0, at)
      .trim()
      .split(/\s+/)
      .filter((word) => word.length > 0);
    const kept = wordsKeptBeforeFix(before, change.corrected, deps);
    const fromFix = [...before.slice(before.length - kept), ...clause.slice(at).trim().split(/\s+/)];
    // "darme cuenta de que he perdido…": a fix that opens on a preposition or "que" starts no clause to ask back
    if (OPENS_NO_CLAUSE.has(fromFix[0]?.toLowerCase() ?? '')) return undefined;
    // Still long: its first words, ended on a word that can close a phrase ("desde hace dos años haces escalada en
    // un gimnasio"), never the corrected words alone ("¿Desde hace?" is no Spanish)
    const said = fromFix.slice(0, MAX_RECAST_WORDS);
    const cannotClose = () =>
      NEEDS_WHAT_FOLLOWS.has(said.at(-1)!.toLowerCase()) || (deps.endsOnAnOpener?.(said) ?? false);
    while (said.length > 0 && cannotClose()) said.pop();
    // a second half cut short is not said ("están llenas de moho y su hija [no para de toser]"): up to its "y"
    const joined = said.length < fromFix.length ? said.findLastIndex((word) => JOINERS.has(word.toLowerCase())) : -1;
    if (joined > 0) said.splice(joined);
    while (said.length > 0 && cannotClose()) said.pop();
    // what is said back from the fix must hold its own verb ("dos autobuses y llegaste…" has none before its "y"):
    // else the clause's start, up to its first adjunct or joiner ("Ayer tomé dos autobuses"), when that holds the fix
    if (!holdsVerbBeforeJoiner(said, deps)) {
      const main = mainClauseOf(clause.split(/\s+/), deps);
      if (main.length > MAX_RECAST_WORDS || !main.join(' ').includes(change.corrected)) return undefined;
      said.splice(0, said.length, ...main);
    }
    clause = said.join(' ');
  }
  // "por favor" is the learner's politeness, not what they said: never asked back ("¿Quieres una mesa por favor?").
  const words = clause
    .replace(/\s*\bpor favor\b\s*/gi, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length < 2) return undefined;
  const turned = turnRound(words, deps);
  if (!turned || disagreesInside(turned.join(' '))) return undefined;
  // The line that holds the recast capitalises its sentence; a name keeps its capital ("¿Julia es…?").
  // a title cut in two ("viste 'Dolor") is no Spanish to say back
  if (unbalancedQuotes(turned.join(' '))) return undefined;
  const [first, ...rest] = turned;
  const lower = first!.toLowerCase();
  // a word the partner turned round ("Compramos" → "comprasteis") is a common word, never a name to capitalise
  const produced = lower !== words[0]!.toLowerCase();
  return [deps.isKnown(lower) || produced ? lower : capitalise(first!), ...rest].join(' ');
}

/** Whether a conjugated verb stands before the first joining word ("tomé dos autobuses y…", not "autobuses y…"). */
function holdsVerbBeforeJoiner(words: readonly string[], deps: RecastDeps): boolean {
  const joiner = words.findIndex((word) => JOINERS.has(word.toLowerCase()));
  const head = joiner < 0 ? words : words.slice(0, joiner);
  const inContext = deps.verbsInContext?.(head);
  // a conjugated one: "billetes de tren para ir…" has only an infinitive
  const conjugated = (word: string) => !/(?:[aei]r|[aá]ndo|i[eé]ndo)$/u.test(word.toLowerCase());
  return head.some(
    (word, index) =>
      conjugated(word) && (inContext ? inContext[index] === true : deps.verbForms(word.toLowerCase()).length > 0),
  );
}

function turnRound(words: readonly string[], deps: RecastDeps): string[] | undefined {
  const formal: 0 | 1 = deps.register === 'usted' ? 1 : 0;
  // Spain says vosotros to friends and ustedes only formally; Latin America says ustedes to everyone.
  const vosotros = deps.plural === 'vosotros' && !formal;
  const out: string[] = [];
  const verbInContext = deps.verbsInContext?.(words) ?? [];
  let [maybeSpeaker, turnedSpeaker, unsureAfterTurn, turnedAt] = [false, false, false, -1];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const lower = word.toLowerCase();
    const previous = index > 0 ? words[index - 1]!.toLowerCase() : undefined;
    if (!deps.isKnown(word) && !/\d/.test(word)) return undefined;
    // "Yo voy" -> "¿Vas…?" / "¿Va…?": the verb says who. In a subject of two ("mi amiga y yo queremos") it stays, turned
    // round: "tu amiga y tú quieren" (or "queréis" in Spain, "su amiga y usted quieren" formally); so it does after a
    // comparison ("cocina mejor que yo" -> "que tú") and at the clause's end, where no verb follows to say who.
    if (lower === 'yo') {
      const kept = (previous !== undefined && YO_KEPT_AFTER.test(previous)) || index === words.length - 1;
      if (kept) out.push(formal ? 'usted' : 'tú');
      continue;
    }
    if (cannotTurn(words, index, deps, formal)) return undefined;
    // A clause that starts with "pero" or "porque" is recast without it; a pronoun is turned round, a participle kept
    if (index === 0 && /^(?:pero|porque|pues|y)$/.test(lower)) continue;
    const said =
      turnedPronoun(lower, words[index + 1]?.toLowerCase() ?? '', { formal, vosotros }, deps, previous) ??
      (participleAfterHaber(lower, previous, deps) ? word : undefined);
    if (said) {
      out.push(said);
      continue;
    }
    const afterDeterminer = nounAfterDeterminer(previous, verbInContext[index]);
    // after "estoy", "soy", "me siento" comes what one is: "estoy enfermo" is no "(yo) enfermo"
    const afterCopula = previous !== undefined && isCopula(previous, deps);
    const noun = afterDeterminer || afterCopula || verbInContext[index] === false;
    // "Trabajo como ingeniero" → "¿Trabajas como…?", never "comes": such words are turned only where a verb would be.
    // The language core's reading in context wins: "desde hace dos años juego al tenis" → "juegas".
    const notVerb =
      ALSO_VERB_FORMS.has(lower) && previous !== undefined && !VERB_SLOT.has(previous) && verbInContext[index] !== true;
    if ((noun || notVerb) && !afterDeterminer && !afterCopula) {
      const left = leftUnturned(lower, { words, index, previous, turnedAt }, deps);
      if (left === 'abort') return undefined;
      maybeSpeaker ||= left !== 'sure';
      unsureAfterTurn ||= left === 'unsure';
    }
    const readings = noun || notVerb ? [] : deps.verbForms(lower);
    if (!noun && !notVerb && !readings[0] && ownVerbOfATense(lower, previous, verbInContext[index], deps)) return;
    const speaker = readings.filter((form) => form.person === 0 || form.person === 3);
    if (speaker.length > 0) {
      const said = speakerVerbSaidBack(readings, speaker, { words, index, previous, formal, vosotros }, deps);
      if (!said) return undefined;
      out.push(said);
      turnedSpeaker = true;
      turnedAt = index;
      continue;
    }
    const toPartner = formal ? 'none' : addressedVerb(readings, verbInContext[index], deps, words.slice(0, index));
    if (toPartner === 'unsure') return undefined;
    if (toPartner !== 'none') {
      out.push(toPartner.said);
      continue;
    }
    // An -o word where a verb would be ("Cocino…", "yo nado") that the tables do not know: it may be a first-person
    // verb the partner cannot turn round, so there is no recast rather than a wrong one.
    if (lower.endsWith('o') && (previous === undefined || VERB_SLOT.has(previous)) && !deps.surelyNotVerb?.(lower))
      return undefined;
    out.push(word);
  }
  // a word left as it is that may be the learner's own verb makes the reflection unsure, unless a verb was turned
  // round right before it: "has estado pensando en cuánto tiempo paso" would be said with the learner's "paso"
  if (maybeSpeaker && (!turnedSpeaker || unsureAfterTurn)) return undefined;
  return out.length > 0 ? out : undefined;
}

/**
 * A word that stops the turning round: "cortarme", "levantándonos" (a pronoun of the speaker attached to the verb
 * would need turning too: no "¿Quieres cortarme el pelo?"), a clause opening with a subordinator, and a "me" said to
 * usted that may be the listener's own doing (listenerMayDoIt).
 */
function cannotTurn(words: readonly string[], index: number, deps: RecastDeps, formal: 0 | 1): boolean {
  const lower = words[index]!.toLowerCase();
  if (ADDRESSED.test(lower) || ATTACHED_SPEAKER.test(lower) || (index === 0 && SUBORDINATE.test(lower))) return true;
  return formal === 1 && lower === 'me' && listenerMayDoIt(words, index, deps);
}

let likeClass: ReadonlySet<string> | undefined;
/** The verbs that agree with what is liked (content/corrector/subject-verb.json `gustarClass`), read once. */
function likeClassVerbs(): ReadonlySet<string> {
  return (likeClass ??= new Set(loadCorrectorWordLists().subjectVerb.gustarClass));
}

/**
 * "No entiendo por qué me pregunta del estrés", said to someone addressed as usted: a third-person verb done to the
 * speaker with no subject before it may be the listener's own doing ("le pregunto", the partner asking), or a third
 * person's ("le pregunta"); which one is not sure, so nothing is said back. A verb like gustar ("me duele la
 * cabeza") and a subject said before it ("mi jefe me llama") leave no doubt.
 */
function listenerMayDoIt(words: readonly string[], index: number, deps: RecastDeps): boolean {
  const next = words[index + 1]?.toLowerCase() ?? '';
  const forms = deps.verbForms(next);
  if (!forms.some((form) => form.person === 2)) return false;
  const likeClass = likeClassVerbs();
  const lemmas = [...forms.map((form) => form.lemma), ...(deps.verbLemmasOf?.(next) ?? [])];
  if (lemmas.some((lemma) => likeClass.has(lemma))) return false;
  return !words
    .slice(0, index)
    .some(
      (word, at) =>
        (at > 0 && /^\p{Lu}/u.test(word)) ||
        THIRD_PERSONS.has(word.toLowerCase()) ||
        (deps.isNoun?.(word.toLowerCase()) ?? false),
    );
}

/** Words that say a subject stands before the verb: third persons, and the determiners that open a noun phrase. */
const THIRD_PERSONS = new Set(
  ['él', 'ella', 'ellos', 'ellas', 'usted', 'ustedes', 'alguien', 'nadie', 'todos', 'todo'].concat([
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'mi',
    'mis',
    'tu',
    'tus',
    'su',
    'sus',
    'nuestro',
    'nuestra',
  ]),
);

/** Whether the word is a form of a verb that links someone to what they are ("estoy", "fue", "me siento"). */
function isCopula(word: string, deps: RecastDeps): boolean {
  return deps.verbForms(word).some((form) => COPULA_LEMMAS.has(form.lemma));
}

/**
 * A word left as it is that may be the learner's own verb ("juego"): 'sure' it is none, 'maybe' (said back only
 * beside a verb turned round right before it: "trabajas como ingeniero", "de segunda mano"), 'unsure' (after a word that opens another clause it may be that clause's
 * verb: "has estado pensando en cuánto tiempo paso"), 'abort' after "y", where it may start a second clause.
 */
function leftUnturned(
  lower: string,
  at: { words: readonly string[]; index: number; previous: string | undefined; turnedAt: number },
  deps: RecastDeps,
): 'sure' | 'maybe' | 'unsure' | 'abort' {
  const { words, index, previous, turnedAt } = at;
  if (!deps.verbForms(lower).some((form) => form.person === 0)) return 'sure';
  if (previous !== undefined && JOINERS.has(previous)) return 'abort';
  const between = words.slice(turnedAt + 1, index).map((word) => word.toLowerCase());
  // "me ducho y después desayuno": after "y" a second clause may begin whose verb this is ("¿…y después desayuno?")
  if (turnedAt >= 0 && between.some((word) => JOINERS.has(word))) return 'abort';
  const opensAnother = between.some((word) => CLAUSE_OPENERS.has(word));
  return turnedAt !== index - 1 && opensAnother ? 'unsure' : 'maybe';
}

/**
 * The learner's own verb said back to them, or undefined when who is meant or how to say it cannot be known:
 * "iba", "era", "tenía" are yo and él alike; "me gusto la comida" is the learner's slip for "gustó"; "tardamos" is
 * present and preterite alike, so another verb of the clause or a word of past time decides.
 */
function speakerVerbSaidBack(
  readings: readonly VerbReading[],
  speaker: readonly VerbReading[],
  at: { words: readonly string[]; index: number; previous: string | undefined; formal: 0 | 1; vosotros: boolean },
  deps: RecastDeps,
): string | undefined {
  const { words, index, previous, formal, vosotros } = at;
  // "Tenemos que cuidar el planeta", "es necesario que usemos menos el coche": a "we" of duty is everyone's, the
  // partner's too, and said back as "vosotros" it would leave the partner out of it
  if (speaker.some((form) => form.person === 3) && weOfDuty(words, index, speaker, deps)) return undefined;
  if (readings.some((form) => form.person === 2 && speaker.some((mine) => mine.tense === form.tense))) return undefined;
  if (previous !== undefined && CLITICS.has(previous) && speaker.some((form) => LIKE_LEMMAS.has(form.lemma)))
    return undefined;
  const verb = speaker.length === 1 ? speaker[0]! : speakerInTenseOf(speaker, words, index, deps);
  if (!verb) return undefined;
  // "tengo" -> "tienes" / "tiene"; "fui" -> "fuiste" / "fue"; "somos" -> "son" (Spain, informal: "sois").
  return saidBackAs(verb, speaker, verb.person === 0 ? (formal ? 2 : 1) : vosotros ? 4 : 5, deps) || undefined;
}

/**
 * The verb said back in the person given, or '' when another verb with the same form says it differently: "me
 * siento" is "sentir" (te sientes) and "sentar" (te sientas) alike, and a guess would be false Spanish.
 */
function saidBackAs(
  verb: VerbReading,
  speaker: readonly VerbReading[],
  person: 0 | 1 | 2 | 3 | 4 | 5,
  deps: RecastDeps,
): string {
  const said = deps.conjugate(verb.lemma, verb.tense, person);
  const alike = speaker.filter((form) => form.tense === verb.tense && form.person === verb.person);
  return alike.every((form) => deps.conjugate(form.lemma, form.tense, person) === said) ? said : '';
}

/**
 * Whether a word stands after a determiner, so it is no verb of the speaker's ("esta enfermo", "mi juego"); after a
 * word that may be an article or an object pronoun, the tagger's verb reading wins ("las encontramos").
 */
function nounAfterDeterminer(previous: string | undefined, readAsVerb: boolean | undefined): boolean {
  return (
    previous !== undefined && DETERMINERS.has(previous) && !(ARTICLE_OR_PRONOUN.has(previous) && readAsVerb === true)
  );
}

/** A first-person word other than a verb turned to the listener ("me" → "te", "mi" → "tu"), or undefined. */
function turnedPronoun(
  lower: string,
  next: string,
  { formal, vosotros }: { formal: 0 | 1; vosotros: boolean },
  deps: RecastDeps,
  previous?: string,
): string | undefined {
  // after "se" the pronoun is whom it happened to ("se me rompió" → "se te rompió", "se le rompió"), never "se se"
  if (previous === 'se' && (lower === 'me' || lower === 'nos'))
    return lower === 'me' ? (formal ? 'le' : 'te') : vosotros ? 'os' : 'les';
  if (lower === 'me' || lower === 'nos') {
    const forms = deps.verbForms(next);
    // before a verb like gustar the pronoun is who likes ("me gusta" → "te gusta", "nos gusta" → "les gusta"); before
    // a verb of another person, whom it happened to ("nos cancelaron la fiesta" → "les cancelaron", never "se");
    // only before the speaker's own verb is it reflexive ("me levanto" → "se levanta")
    const speakers = lower === 'me' ? 0 : 3;
    const toWhom =
      forms.some((form) => LIKE_LEMMAS.has(form.lemma)) ||
      // "me gustaría" → "le gustaría", never "se gustaría": a conditional is in no table of the speaker's forms
      (deps.verbLemmasOf?.(next) ?? []).some((lemma) => LIKE_LEMMAS.has(lemma)) ||
      // "que la empresa me ofreciera formación": after its own subject the verb is another's, done to the speaker
      (previous !== undefined && (deps.isNoun?.(previous) ?? false)) ||
      (forms.length > 0 && !forms.some((form) => form.person === speakers));
    if (lower === 'nos') return vosotros ? 'os' : toWhom ? 'les' : 'se';
    return toWhom ? (formal ? 'le' : 'te') : formal ? 'se' : 'te';
  }
  return (vosotros ? TURNED_TO_VOSOTROS.get(lower) : undefined) ?? TURNED.get(lower)?.[formal];
}

/**
 * "Me cortaste el pelo": a verb addressed to the partner, turned to the partner's own person ("¿Te corté el pelo?");
 * said back unchanged it would mean "you cut your own hair". Only where the tagger reads a verb ("muchas ganas" is
 * no "ganar"): `none` when it is no such verb, `unsure` when it is one but its tense is not clear (no recast).
 */
function addressedVerb(
  readings: readonly VerbReading[],
  readAsVerb: boolean | undefined,
  deps: RecastDeps,
  before: readonly string[],
): { said: string } | 'none' | 'unsure' {
  const addressed = readings.filter((form) => form.person === 1);
  if (addressed.length === 0 || readAsVerb !== true) return 'none';
  if (new Set(addressed.map((form) => form.tense)).size !== 1) return 'unsure';
  // a subjunctive with no "que" before it is a command to the partner ("No grites"): nothing to say back
  const command = !before.some((word) => /^que$/i.test(word));
  if (command && addressed[0]!.tense === 'subjunctive') return 'unsure';
  const said = deps.conjugate(addressed[0]!.lemma, addressed[0]!.tense, 0);
  return said ? { said } : 'unsure';
}

/** "me he roto el tobillo" → "te has roto": after haber the participle stays, never "rotas" (of "rotar"). */
function participleAfterHaber(lower: string, previous: string | undefined, deps: RecastDeps): boolean {
  if (previous === undefined || !deps.verbForms(previous).some((form) => form.lemma === 'haber')) return false;
  // the language core knows a participle, regular ("-ado", "-ido") or not ("roto", "hecho", "impreso")
  return analysed(lower).tokens[0]?.readings.some((reading) => reading.verbForm === 'participle') ?? false;
}

/** Whether a "we" verb at `index` says what everyone must do: "tenemos que", "debemos", after "es … que". */
function weOfDuty(words: readonly string[], index: number, speaker: readonly VerbReading[], deps: RecastDeps): boolean {
  const lower = words.map((word) => word.toLowerCase());
  // a "we" of deber in any tense, or of tener before "que", read from the verb's own forms
  const we = speaker.filter((form) => form.person === 3);
  if (we.some((form) => form.lemma === 'deber')) return true;
  if (we.some((form) => form.lemma === 'tener')) return lower[index + 1] === 'que';
  // "es necesario que (nosotros) usemos…": an impersonal "es … que" before it; "me parece que hemos ganado…": an
  // opinion's "we" is everyone, never the learner's own plural ("habéis ganado")
  const que = lower.lastIndexOf('que', index);
  const before = lower.slice(0, Math.max(que, 0));
  return (
    que > 0 &&
    (before.some((word) => ['es', 'sería', 'será', 'era'].includes(word)) ||
      before.some((word) => deps.verbForms(word).some((form) => OPINION_LEMMAS.has(form.lemma))))
  );
}
const OPINION_LEMMAS = new Set(['parecer', 'creer', 'pensar', 'opinar', 'considerar']);
const LIKE_LEMMAS = new Set(['gustar', 'encantar', 'interesar', 'doler', 'fascinar']);

/**
 * "Viviría en la playa", "Me quedaría en casa", "Mi hermano y yo iríamos": a verb in a tense the conjugation tables
 * lack (the conditional, the past subjunctive) that may be the speaker's, "viviría" being "I" and "he" alike, or after
 * the speaker's own "me" or "nos"; left as it is it would be false Spanish ("¿Viviría…?", "¿te quedaría…?"). A verb of
 * liking after "me" is of the thing liked ("me gustaría" → "te gustaría": the conditional is its infinitive and "-ía").
 * Asked only where a verb may stand: "una muela" is no "(yo) muela".
 */
function ownVerbOfATense(
  lower: string,
  previous: string | undefined,
  readAsVerb: boolean | undefined,
  deps: RecastDeps,
): boolean {
  const afterOwnClitic = previous === 'me' || previous === 'nos';
  if (afterOwnClitic && LIKE_LEMMAS.has(lower.replace(/ían?$/u, ''))) return false;
  return (readAsVerb === true && afterOwnClitic) || (deps.mayBeSpeakersVerb?.(lower) ?? false);
}

/** Of a form's readings in several tenses, the one in the tense of the clause's other speaker verb, if one says. */
function speakerInTenseOf(
  speaker: readonly VerbReading[],
  words: readonly string[],
  at: number,
  deps: RecastDeps,
): VerbReading | undefined {
  const tenses = new Set(speaker.map((form) => form.tense));
  if (tenses.size === 1) return speaker[0];
  for (const [index, word] of words.entries()) {
    if (index === at) continue;
    const other = deps.verbForms(word.toLowerCase()).filter((form) => form.person === 0 || form.person === 3);
    const otherTenses = new Set(other.map((form) => form.tense));
    if (otherTenses.size !== 1) continue;
    const [tense] = otherTenses;
    const match = speaker.find((form) => form.tense === tense);
    if (match) return match;
  }
  // no other verb says: a word of past time does ("ayer comimos") or the turn's setting, else it is the present
  // ("llevamos las bebidas")
  const past = deps.pastContext === true || words.some((word) => PAST_TIME.has(word.toLowerCase()));
  return speaker.find((form) => form.tense === (past ? 'preterite' : 'present'));
}
/** Prepositions that open a time or place said before the verb ("En el futuro quiero…", "Por la tarde voy…"). */
const OPENING_PREPOSITIONS = new Set(['en', 'por', 'durante', 'desde', 'hasta', 'después', 'antes', 'a', 'con']);
/** Words that go with the verb after an opening: kept ("En el futuro me gustaría…" → "me gustaría…"). */
const WITH_THE_VERB = new Set(['me', 'te', 'se', 'nos', 'os', 'le', 'les', 'lo', 'la', 'los', 'las', 'no', 'yo']);

/**
 * A clause too long to say back loses first a time or place said before its verb: "En el futuro quiero trabajar en
 * una empresa de energía solar" is "¿Quieres trabajar en una empresa de energía solar?", not "¿En el futuro quieres
 * trabajar?", which cuts what it is about.
 */
function withoutOpening(words: readonly string[], deps: RecastDeps): readonly string[] {
  if (!OPENING_PREPOSITIONS.has(words[0]!.toLowerCase())) return words;
  const verbAt = (deps.verbsInContext?.(words) ?? []).findIndex((verb) => verb === true);
  if (verbAt < 2) return words;
  let start = verbAt;
  while (start > 1 && WITH_THE_VERB.has(words[start - 1]!.toLowerCase())) start--;
  return start >= 2 && words.length - start >= MIN_REFLECTED_WORDS ? words.slice(start) : words;
}

/** A clause longer than a recast may be, cut before its last adjunct or clause that leaves it short enough. */
function mainClauseOf(words: readonly string[], deps: RecastDeps): readonly string[] {
  for (let end = Math.min(MAX_RECAST_WORDS, words.length - 1); end >= MIN_REFLECTED_WORDS; end--) {
    // before an adjunct, or before a second clause joined by "y" ("Corro cuatro veces por semana y el domingo…")
    if (!ADJUNCT_OPENERS.has(words[end]!.toLowerCase()) && !JOINERS.has(words[end]!.toLowerCase())) continue;
    // "Me caí de la bici el sábado y desde entonces…": the "y" that joined what follows goes with it
    let cut = end;
    while (cut > 0 && JOINING_WORDS.has(words[cut - 1]!.toLowerCase())) cut--;
    // nor a second half cut short: "Se me cayó la bolsa y las naranjas están [en el suelo]" is said up to its "y"
    const joined = words.slice(0, cut).findLastIndex((word) => JOINING_WORDS.has(word.toLowerCase()));
    if (joined >= MIN_REFLECTED_WORDS) cut = joined;
    // never cut after "ser" or "estar", whose complement is what was said ("¿Su mayor fortaleza es?")
    if (isCopula(words[cut - 1]?.toLowerCase() ?? '', deps)) continue;
    // nor after a word that needs what follows ("decidan lo [que vemos]")
    if (NEEDS_WHAT_FOLLOWS.has(words[cut - 1]?.toLowerCase() ?? '')) continue;
    // nor right after the verb, whose complement may be its meaning ("Mis abuelos viven | en una casa…": "¿Tus
    // abuelos viven?" asks whether they are alive)
    // (a second clause after "y" takes nothing from the first: "Mi maleta no ha llegado | y mañana…")
    if (ADJUNCT_OPENERS.has(words[cut]!.toLowerCase()) && deps.verbsInContext?.(words)[cut - 1] === true) continue;
    // nor between a verb and the "que" of its complement ("tengo | que hablar", "creo | que…"): "¿Y tiene?" says nothing
    if (words[cut]!.toLowerCase() === 'que' && deps.verbForms(words[cut - 1]?.toLowerCase() ?? '').length > 0) continue;
    // nor after the length of "llevar", whose state follows it ("¿Llevas tres días?" with what?)
    if (LENGTH.test(words[cut - 1] ?? '') && words.slice(0, cut).some((word) => /^llev/iu.test(word))) continue;
    if (cut >= MIN_REFLECTED_WORDS) return words.slice(0, cut);
  }
  return words;
}

/**
 * A clause whose second half may start with a verb of the learner's that the tagger reads as a noun ("Llevo tres días
 * sin internet y trabajo desde casa"): said back only up to its joining word, which turnRound would refuse whole.
 */
function untilUnsureSecondClause(words: readonly string[], deps: RecastDeps): readonly string[] {
  const verbInContext = deps.verbsInContext?.(words) ?? [];
  const unsure = words.findIndex(
    (word, index) =>
      index >= MIN_REFLECTED_WORDS &&
      JOINERS.has(words[index - 1]!.toLowerCase()) &&
      verbInContext[index] !== true &&
      deps.verbForms(word.toLowerCase()).some((form) => form.person === 0),
  );
  return unsure > MIN_REFLECTED_WORDS ? words.slice(0, unsure - 1) : words;
}

/**
 * "Los domingos yo juga fútbol": after "yo" (and "no", "también", its pronouns) comes the learner's verb; a word
 * there the tables cannot read as theirs is a form the partner cannot turn round, said back as it was.
 */
function yoWithoutItsVerb(words: readonly string[], deps: RecastDeps): boolean {
  const yo = words.findIndex((word) => word.toLowerCase() === 'yo');
  if (yo < 0 || yo === words.length - 1) return false;
  let at = yo + 1;
  while (at < words.length && (VERB_SLOT.has(words[at]!.toLowerCase()) || CLITICS.has(words[at]!.toLowerCase()))) at++;
  const next = words[at]?.toLowerCase();
  if (!next || next === 'se' || YO_KEPT_AFTER.test(words[yo - 1]?.toLowerCase() ?? '')) return false;
  return !deps.verbForms(next).some((form) => form.person === 0);
}

/** Lengths of time, which "llevo tres días" needs followed by what it is that lasts. */
const LENGTH = /^(?:minutos?|horas?|días?|semanas?|meses|mes|años?|rato)$/iu;

/** Words that join a clause to what follows: a clause said back never ends on one. */
const JOINING_WORDS = new Set(['y', 'e', 'o', 'u', 'ni', 'pero', 'que', 'porque', 'aunque', 'pues']);

/** Words that put a clause in the past: with one, "comimos" is the preterite. */
const PAST_TIME = new Set(['ayer', 'anoche', 'anteayer', 'pasado', 'pasada']);

/**
 * What the learner said about themselves, said back from the partner's side ("Tengo tomates en el balcón" ->
 * "¿Tienes tomates en el balcón?"): the reply takes up the content, with the person shifted, when nothing more
 * specific was recognised. Only a clause with a first-person verb the tables turn round; otherwise undefined.
 */
/**
 * Discourse markers and sentence adverbs that open a turn without being part of what it tells: "Es que mi padre
 * está ingresado" is said back "¿Tu padre está ingresado?", never "¿Es que tu padre…?", and "Desafortunadamente no
 * tengo carro" "¿No tienes carro?", never "¿Desafortunadamente no tienes carro?".
 */
const GREETING = /^(?:hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|buenas)(?!\p{L})/iu;

const DISCOURSE_OPENER =
  /^(?:(?:la verdad|lo que pasa|el caso|el problema) es que|es que|pues|bueno|además|por cierto|oye|mira|entonces|o sea|total|por desgracia|por suerte|oh no|ay|uf|hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|\p{L}+mente)\s*,?\s+/iu;

/** A turn's clauses, as recasts and reflections read them, without the conjunction that opens one ("pero …"). */
export function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_SPLIT)
    .map((clause) => clause.trim().replace(/^(?:pero|porque|aunque|cuando|pues)\s+/iu, ''))
    .filter((clause) => clause.length > 0);
}

/**
 * An adjective right after a noun that agrees with it in neither number nor gender: a mistake the corrector left
 * ("un kilo de tomates rojo", where "rojo" might be the kilo's), which a reflection would teach, so it is not said;
 * nor one of a gender said of a name after a linking verb ("Perú es muy bonita"), whose gender is not known.
 */
function disagreesInside(text: string): boolean {
  const words = analysed(text).tokens.filter((token) => token.kind === 'word');
  const clash = <T>(a: T | undefined, b: T | undefined, either: readonly T[]) =>
    a !== undefined && b !== undefined && either.includes(a) && either.includes(b) && a !== b;
  const disagree = (noun: Reading | undefined, adjective: Reading | undefined) =>
    noun?.pos === 'noun' &&
    adjective?.pos === 'adjective' &&
    (clash(noun.number, adjective.number, ['singular', 'plural']) ||
      clash(noun.gender, adjective.gender, ['masculine', 'feminine']));
  // "la película que vi fue muy aburrido": the clause's first noun and what a linking verb says of it, past adverbs
  const copula = words.findIndex((token) => token.reading?.pos === 'verb' && COPULA_LEMMAS.has(token.reading.lemma));
  let said = copula + 1;
  while (copula >= 0 && words[said]?.reading?.pos === 'adverb') said++;
  const subject = words
    .slice(0, Math.max(copula, 0))
    .find((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'proper-noun');
  // "Perú es muy bonita": a name has no gender the lexicon knows, so an adjective that shows one may be wrong
  const unsure =
    subject?.reading?.pos === 'proper-noun' && ['masculine', 'feminine'].includes(words[said]?.reading?.gender ?? '');
  return (
    words.some((token, at) => disagree(words[at - 1]?.reading, token.reading)) ||
    (copula >= 0 && (unsure || disagree(subject?.reading, words[said]?.reading)))
  );
}

/** "le", "les": the one spoken to, said as usted, or someone else; which, a reflection cannot tell. */
const LISTENER_MAYBE = /^les?$/iu;

/** "¡Dios mío!", "¡Madre mía!", "¡Ay, no!": an exclamation with no verb is an interjection, nothing told to say back. */
const withoutInterjections = (text: string) =>
  text.replace(/¡([^¡!]*)!/gu, (exclamation, inside: string) =>
    analysed(inside).tokens.some((token) => token.readings.some((reading) => reading.person !== undefined))
      ? exclamation
      : ' ',
  );

export function reflectionOf(text: string, deps: RecastDeps): string | undefined {
  const clause = withoutInterjections(text)
    .split(CLAUSE_SPLIT)
    .map((candidate) =>
      candidate
        .replace(/\bpor favor\b/gi, ' ')
        .trim()
        .replace(DISCOURSE_OPENER, ''),
    )
    // "…marketing digital y, en mi último puesto…": a joiner left at the end of a clause cut at a comma goes
    .map((candidate) => candidate.replace(TRAILING_JOINER, ''))
    .find((candidate) => candidate.split(/\s+/).length >= 2);
  if (!clause) return undefined;
  const whole = untilUnsureSecondClause(clause.split(/\s+/), deps);
  if (SUBORDINATE.test(whole[0]!.toLowerCase()) || yoWithoutItsVerb(whole, deps)) return undefined;
  // "Le agradezco mucho…", "Le cuento que…": a "le" that may be the listener said as usted cannot be turned round
  if (whole.some((word) => LISTENER_MAYBE.test(word))) return undefined;
  const wholeTurned = turnRound(whole, deps);
  // too long to say whole: its main clause, cut before an adjunct
  const words =
    wholeTurned && wholeTurned.length > MAX_RECAST_WORDS ? mainClauseOf(withoutOpening(whole, deps), deps) : whole;
  const turned = words === whole ? wholeTurned : turnRound(words, deps);
  // a clause cut short (at "…" before an English word: "No encuentro mi... boarding pass") ends on a word that needs
  // what follows: "¿No encuentras tu?" is no Spanish, so nothing is said back
  if (CUT_SHORT_AT.has(words.at(-1)!.toLowerCase())) return undefined;
  // Nothing turned round (a statement about someone else): saying it back would only parrot it. Its length is the
  // length said back ("yo fui…" is said "fuiste…").
  if (!turned || turned.length > MAX_RECAST_WORDS || disagreesInside(turned.join(' '))) return undefined;
  if (turned.join(' ').toLowerCase() === words.join(' ').toLowerCase()) return undefined;
  if (turned.every((word, index) => word.toLowerCase() === words[index]?.toLowerCase() || word === ''))
    return undefined;
  // a title cut in two ("viste 'Dolor") is no Spanish to say back
  if (unbalancedQuotes(turned.join(' '))) return undefined;
  const [first, ...rest] = turned;
  const lower = first!.toLowerCase();
  // a word the partner turned round ("Fuimos" → "fuisteis") is a common word, never a name to capitalise
  const produced = lower !== words[0]!.toLowerCase();
  return [deps.isKnown(lower) || produced ? lower : capitalise(first!), ...rest].join(' ');
}

/** Whether a text opens a quotation it does not close ("viste 'Dolor"). */
function unbalancedQuotes(text: string): boolean {
  const count = (mark: RegExp) => (text.match(mark) ?? []).length;
  return (
    count(/«/gu) !== count(/»/gu) ||
    count(/"/gu) % 2 === 1 ||
    count(/(?<!\p{L})'|'(?!\p{L})/gu) % 2 === 1 ||
    count(/[“]/gu) !== count(/[”]/gu)
  );
}
