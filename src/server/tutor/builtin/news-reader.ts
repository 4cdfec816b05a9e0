import type { NewsCues } from '@/server/content/partner-knowledge-schema';
import { inflect, spanishLexicon, type AnalysedToken as CoreToken } from '@/server/language/spanish';
import { doubtedClauseStart } from '@/server/language/correction/builtin/mechanisms/mood';
import { createNounPhraseReader, wordTokens } from './noun-phrases';
import type { Register } from '@/server/content/topic-file-schema';
import { normalisedWords as words, normaliseText, sentencesOf } from './text-normalisation';
import { memoisedByText } from './text-memo';

export type Mood = 'bad' | 'complaint' | 'good';

export interface NewsReader {
  /** The news the turn tells, read from its sentences that ask nothing ("Me he roto el tobillo. ¿Qué hago?"). */
  moodOf(text: string): Mood | undefined;
  /**
   * What the bad news is about, said from the partner's side with "de" before it ("del tobillo", "de tus plantas",
   * "de la bicicleta de tu vecina"), for "¡Cuánto siento lo {about}!"; none when no noun phrase names it safely.
   */
  aboutOf(text: string, register: Register): string | undefined;
  /** Whether a statement of the turn sets a condition ("Si me contrataran…"): what it tells has not happened. */
  supposes(text: string): boolean;
  /**
   * Whether a statement of the turn finds a fault in a thing with "ser" as well as "estar" ("el café es muy frío"):
   * said of what the partner serves, a complaint; elsewhere "es frío" describes.
   */
  /** `hadParts`: a part of the learner's own thing counts ("Mi bici tiene la rueda pinchada"), no complaint. */
  describesAFault(text: string, hadParts?: boolean): boolean;
  /** Whether a statement of the turn praises something and none denies anything ("Fue increíble"). */
  praisesOnly(text: string): boolean;
  /** Reads the valence cues now (they are read on the first turn that tells something otherwise). */
  prepare(): void;
  /** Whether the turn holds a word that shows something went wrong ("no", "sin", "ay": news.json "amiss"), not one
   * that denies bad news ("no tengo fiebre"). */
  hasAmissWord(text: string): boolean;
  /** Whether the turn denies bad news in its own words ("no tengo fiebre", "no me duele nada"). */
  deniesBadNews(text: string): boolean;
  /** Whether the turn sets what it tells in a time that is over ("Cuando era niño, me perdí…": news.json `over`). */
  toldAsOver(text: string): boolean;
  /** Whether its bad news is all of a time that is over and another clause says things are better now. */
  getsBetter(text: string): boolean;
  /** Whether every cue of bad news in the turn is a passing ailment or state (news.json `mild`). */
  toldAsMild(text: string): boolean;
  /** Whether every cue of bad news in the turn is a worry or a fear (news.json `worry`). */
  toldAsWorry(text: string): boolean;
  /** Whether someone is said to feel a worry ("mi novio está un poco nervioso"): a state, whoever feels it. */
  feelsAWorry(text: string): boolean;
  /** Whether a statement of the turn tells of a death (news.json `death`), not denied. */
  toldOfDeath(text: string): boolean;
  /** Whether the turn hopes or wants something ("espero que…", news.json `wishes`). */
  wishes(text: string): boolean;
  /** A hope for something ('yes'), against it ('no'), or wished to the partner ('toYou'): news.json `hopes`. */
  hopeIn(text: string): 'yes' | 'no' | 'toYou' | undefined;
  /** Whether the turn fears what might happen ("me da miedo que se rompa"): a feared clause, not news. */
  fears(text: string): boolean;
  /** Whether every verb of the turn judges ("pienso que", "lo encuentro…") or is "ser": an opinion, not news. */
  onlyJudges(text: string): boolean;
  /** Whether the turn apologises ("perdón por llegar tarde", "le pido disculpas": news.json "apology"). */
  apologises(text: string): boolean;
  /**
   * Whether the learner did it themselves: a verb of theirs in the preterite ("tiré mi café en la camisa") or a
   * mishap with "se me"/"se nos" ("se me cayó el cruasán"), where what a customer does with the one serving them
   * ("pedí un café": news.json `transactions`) does not count.
   */
  learnerDidIt(text: string): boolean;
  /** Whether the learner says they are making a complaint ("tengo una queja", "quiero reclamar": news.json). */
  complains(text: string): boolean;
  /**
   * Whether the turn tells how the speaker is now: a verb of feeling or of having of theirs in the present ("estoy
   * agotada", "tengo fiebre") or one of hurting after "me" ("me duele la rodilla"), news.json `feeling`.
   */
  feltNow(text: string): boolean;
  /** Whether the turn tells a misfortune that happened ("hubo un incendio", "me robaron": news.json `events`). */
  toldAnEvent(text: string): boolean;
}

/**
 * Where a clause of a belief that no longer holds begins: after a verb of judging in the imperfect and its "que"
 * ("la cartera que creía que había perdido"); -1 when none.
 */
function believedOnceAt(tokens: readonly CoreToken[], judging: ReadonlySet<string>): number {
  const at = tokens.findIndex(
    (token, index) =>
      normaliseText(token.text) === 'que' &&
      (tokens[index - 1]?.readings ?? []).some(
        (reading) =>
          reading.pos === 'verb' && reading.tense === 'imperfect' && judging.has(normaliseText(reading.lemma)),
      ),
  );
  return at < 0 ? -1 : at + 1;
}

/** news.json `waiting`: a verb of waiting with a length of time in its clause is a complaint. */
/** "no duermo (muy) mal": a word of bad manner right after the verb, which the negation denies instead. */
function mannerDenied(norms: readonly string[], at: number, manner: readonly string[]): boolean {
  return manner.some((word) => [norms[at + 1], norms[at + 2]].includes(normaliseText(word)));
}

function createWaitReader(table: NewsCues['waiting']) {
  const lemmas = new Set(table.lemmas.map(normaliseText));
  const quantities = new Set(table.quantities.map(normaliseText));
  const spans = new Set(table.spans.map(normaliseText));
  /** "llevamos una hora esperando", "esperé dos horas": a verb of waiting at `at` with a length of time in its clause. */
  function waitedLongAt(tokens: readonly CoreToken[], at: number): boolean {
    const reading = tokens[at]!.reading;
    if (reading?.pos !== 'verb' || !lemmas.has(normaliseText(reading.lemma))) return false;
    const clause = clauseAt(tokens, at);
    return clause.some((token, index) => {
      const span = token.reading?.pos === 'noun' && spans.has(normaliseText(token.reading.lemma));
      const before = clause[index - 1];
      return (
        span &&
        before !== undefined &&
        (before.kind === 'number' || before.reading?.pos === 'numeral' || quantities.has(normaliseText(before.text)))
      );
    });
  }
  return { lemmas, waitedLongAt };
}

// "No, ya la encontré": a "no" or "sí" said on its own answers the question before it; it denies nothing after it
const statements = (text: string) =>
  sentencesOf(text)
    .filter((sentence) => !/[?¿]/u.test(sentence))
    .map((sentence) => sentence.replace(/^[\s¡]*(?:no|s[ií])\s*,\s*/iu, ''));

const PAST_TENSES = new Set(['preterite', 'imperfect']);

/** Where a condition's "si" stands ("Si me contrataran…"; "sí" is a yes), or -1. */
function conditionAt(tokens: readonly CoreToken[]): number {
  return tokens.findIndex((token) => token.text.toLowerCase() === 'si');
}

/**
 * Where what is doubted from `doubted` on is asserted again: a "pero" or a "porque"; after a condition's own verb, a
 * verb in the preterite ("Perdona si estoy rara, es que mi abuelo murió": what happened, which no condition can
 * suppose). -1 when nothing is.
 */
function assertedAgainAt(tokens: readonly CoreToken[], doubted: number, condition: number): number {
  const said = tokens.findIndex((token, at) => at > doubted && ASSERTED_AGAIN.has(normaliseText(token.text)));
  const told = condition >= 0 && doubted === condition + 1 ? pastToldAfter(tokens, condition) : -1;
  const found = [said, told].filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** The first verb in the preterite after the finite verb of the condition at `condition`, or -1. */
function pastToldAfter(tokens: readonly CoreToken[], condition: number): number {
  const finite = (token: CoreToken) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite';
  const own = tokens.findIndex((token, at) => at > condition && finite(token));
  if (own < 0) return -1;
  return tokens.findIndex((token, at) => at > own && finite(token) && token.reading?.tense === 'preterite');
}

/** news.json `faults`, normalised. */
function compileFaults(faults: NewsCues['faults']) {
  return {
    copulas: new Set(faults.copulas.map(normaliseText)),
    past: new Set(faults.pastCopulas.map(normaliseText)),
    adjectives: new Set(faults.adjectives.map(normaliseText)),
    expected: new Map(
      Object.entries(faults.expected).map(([adjective, nouns]) => [
        normaliseText(adjective),
        new Set(nouns.map(normaliseText)),
      ]),
    ),
  };
}

/** Whether the thing the adjective at `at` is said of is expected to be so ("la cerveza está fría"). */
function expectedOf(
  tokens: readonly CoreToken[],
  at: number,
  adjectives: readonly string[],
  expected: ReadonlyMap<string, ReadonlySet<string>>,
): boolean {
  const subject = tokens.findLast((token, index) => index < at && token.reading?.pos === 'noun')?.reading?.lemma;
  return (
    subject !== undefined &&
    adjectives.some((adjective) => expected.get(adjective)?.has(normaliseText(subject)) ?? false)
  );
}

/** The words whose lemma's valence counts: what happened, a noun or a verb; an adjective describes ("el café amargo"). */
const VALENCE_POS = new Set(['noun', 'verb']);
const BUT = new Set(['pero', 'aunque']);
/** Words after which a clause asserts again what a wish or a doubt before them did not. */
const ASSERTED_AGAIN = new Set([...BUT, 'porque']);
const INDIRECT_OBJECTS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
/** The form an adjective is listed under: "cansada" is rated as "cansado". */
const LISTED_FORM = { gender: 'masculine', number: 'singular' } as const;
/** The pronouns of a thing already named, before its verb: "la encontré". */
const OBJECT_PRONOUNS = new Set(['lo', 'la', 'los', 'las']);
/** The person and number whose own doing an object pronoun says ("me muerdo": myself). */
const REFLEXIVE_OF = new Map([
  ['me', { person: 1, number: 'singular' }],
  ['te', { person: 2, number: 'singular' }],
  ['nos', { person: 1, number: 'plural' }],
  ['os', { person: 2, number: 'plural' }],
]);
/** The pronouns that stand between a negation and its verb. */
const CLITICS = new Set([...INDIRECT_OBJECTS, 'se', 'lo', 'la', 'los', 'las']);
/** Where a clause ends, read back from a verb: punctuation (normalised to nothing) or a joiner. */
const CLAUSE_ENDS = new Set(['', 'y', 'pero']);

/**
 * News read from cues held as data (content/tutor/news.json): lemmas through the language core, so every person and
 * tense counts ("me robaron", "se murieron mis plantas", "le duele"), and phrases for what no lemma says; a negation
 * just before a cue undoes it. Questions are left out: they ask, and are answered.
 */
/** Read once: which bad news is a passing ailment, which a death, which a worry. */
function gravityOf(
  table: NewsCues,
): Record<'mild' | 'death' | 'events' | 'worry' | 'deathFigures', ReadonlySet<string>> {
  return {
    mild: new Set(table.mild.map(normaliseText)),
    death: new Set(table.death.map(normaliseText)),
    events: new Set(table.events.map(normaliseText)),
    worry: new Set(table.worry.map(normaliseText)),
    deathFigures: new Set(table.deathFigures.map(normaliseText)),
  };
}

interface TurnLists {
  complaining: ReadonlySet<string>;
  transactions: ReadonlySet<string>;
  habitual: readonly (readonly string[])[];
}
const turnLists = new WeakMap<NewsCues, TurnLists>();

/** The lists read on every turn, normalised once per table (not on each turn's hot path). */
function listsOf(table: NewsCues): TurnLists {
  let lists = turnLists.get(table);
  if (!lists) {
    lists = {
      complaining: new Set(table.complaining.map(normaliseText)),
      transactions: new Set(table.transactions.map(normaliseText)),
      habitual: table.habitual.map(words),
    };
    turnLists.set(table, lists);
  }
  return lists;
}

/** The cue lists of every kind of news, each read the same way. */
function cuesOfEachKind(table: NewsCues) {
  const ofEachKind = <T>(read: (cues: NewsCues['bad']) => T): Record<Mood, T> => ({
    bad: read(table.bad),
    complaint: read(table.complaint),
    good: read(table.good),
  });
  return {
    lemmaSets: ofEachKind((cues) => new Set(cues.lemmas.map(normaliseText))),
    phraseLists: ofEachKind((cues) => cues.phrases.map(words)),
    lemmaPhraseLists: ofEachKind((cues) => cues.lemmaPhrases.map(words)),
    negatedLemmaSets: ofEachKind((cues) => new Set(cues.negatedLemmas.map(normaliseText))),
    toSomeoneSets: ofEachKind((cues) => new Set(cues.toSomeoneLemmas.map(normaliseText))),
  };
}

export function createNewsReader(
  table: NewsCues,
  readValence: () => ReadonlySet<string> = () => new Set(),
): NewsReader {
  // read on the first turn that tells something: the glossary behind it is loaded on first use too
  let valence: ReadonlySet<string> | undefined;
  const valenceHas = (lemma: string) => (valence ??= readValence()).has(lemma);
  const { lemmaSets, phraseLists, lemmaPhraseLists, negatedLemmaSets, toSomeoneSets } = cuesOfEachKind(table);
  const amiss = new Set(table.amiss.map(normaliseText));
  const gravity = gravityOf(table);
  const judging = new Set(table.judging);
  const over = table.over.map((phrase) => ` ${normaliseText(phrase)} `);
  const apologies = table.apology.map(words);
  const lately = table.apologyLately.map(words);
  const negations = table.negations.map(words);
  const notNews = table.notNews.map(words);
  const announced = { good: table.announced.good.map(words), bad: table.announced.bad.map(words) };
  const intensifiers = table.intensifiers.map(words).sort((a, b) => b.length - a.length);
  const oneWordIntensifiers = new Set(intensifiers.filter((phrase) => phrase.length === 1).map(([word]) => word!));
  const supposing = table.supposing.map(words);

  /** Whether a word that makes a subjunctive a supposition stands earlier in the clause ("aunque", "ojalá", "si"). */
  function supposingBefore(norms: readonly string[], at: number): boolean {
    for (let before = at - 1; before >= 0 && !CLAUSE_ENDS.has(norms[before]!); before--)
      if (supposing.some((phrase) => phraseAt(norms, before, phrase) >= 0)) return true;
    return false;
  }

  /** Whether the phrase's words stand at `at`, intensifiers allowed between them; the position after it, or -1. */
  function phraseAt(norms: readonly string[], at: number, phrase: readonly string[]): number {
    // every phrase of the tables is tried at every word: most fail on their first word, before any intensifier
    if (phrase.length > 0 && norms[at] !== phrase[0]) return -1;
    let next = at;
    for (const [index, word] of phrase.entries()) {
      if (index > 0) {
        const skipped = intensifiers.find((intensifier) => intensifier.every((w, o) => norms[next + o] === w));
        if (skipped && norms[next + skipped.length] === word) next += skipped.length;
      }
      if (norms[next] !== word) return -1;
      next++;
    }
    return next;
  }
  const nounPhrases = createNounPhraseReader(table);
  const aboutAfter = new Set(table.namedAfter.map(normaliseText));

  function negatedBefore(norms: readonly string[], at: number): boolean {
    // the two words before, past the pronouns a verb takes ("no se me rompió nada", "no me duele") and the words of
    // degree ("no tengo mucha hambre")
    const passed = (word: string) => CLITICS.has(word) || oneWordIntensifiers.has(word);
    let start = at;
    for (let kept = 0; start > 0 && kept < 2; start--) if (!passed(norms[start - 1]!)) kept++;
    const before = norms.slice(start, at).filter((word) => !passed(word));
    return negations.some((negation) =>
      before.some((_, index) => negation.every((word, offset) => before[index + offset] === word)),
    );
  }

  const accidentalExcept = new Set(table.accidentalSe.except.map(normaliseText));

  /** "se me cayó", "se le rompió": "se", an indirect object and a verb in the preterite, at `at` (the "se"). */
  function accidentalSeAt(tokens: readonly CoreToken[], at: number): boolean {
    if (normaliseText(tokens[at]!.text) !== 'se') return false;
    const object = normaliseText(tokens[at + 1]?.text ?? '');
    const verb = tokens[at + 2]?.reading;
    return (
      INDIRECT_OBJECTS.has(object) &&
      verb?.pos === 'verb' &&
      verb.verbForm === 'finite' &&
      verb.tense === 'preterite' &&
      !accidentalExcept.has(normaliseText(verb.lemma))
    );
  }

  const feelingVerbs = new Set(table.feeling.verbs.map(normaliseText));

  /**
   * The adjectives a word may be, as listed: "harta" is "harto", not "hartar"; "cansada", read as the participle of
   * "cansar", is the adjective "cansado".
   */
  function adjectivesOf(token: CoreToken): string[] {
    const adjectives = token.readings.filter((reading) => reading.pos === 'adjective').map((reading) => reading.lemma);
    for (const reading of token.readings.filter((candidate) => candidate.verbForm === 'participle'))
      adjectives.push(...inflect(reading.lemma, { pos: 'verb', verbForm: 'participle', ...LISTED_FORM }));
    return adjectives.map(normaliseText);
  }

  /** Whether "tiene la rueda (trasera)" stands before `at`: a third person of tener, an article, a noun. */
  function hadPartBefore(tokens: readonly CoreToken[], at: number): boolean {
    let before = at - 1;
    if (tokens[before]?.reading?.pos === 'adjective') before--;
    if (tokens[before]?.reading?.pos !== 'noun' || tokens[before - 1]?.reading?.pos !== 'determiner') return false;
    const verb = tokens[before - 2]?.reading;
    return verb?.pos === 'verb' && verb.lemma === 'tener' && verb.person === 3;
  }

  /** The finite readings of the verb before `at`, past intensifiers ("está muy sucio", "está un poco duro"). */
  function verbBefore(tokens: readonly CoreToken[], norms: readonly string[], at: number) {
    let before = at;
    for (;;) {
      const skipped = intensifiers.find((intensifier) =>
        intensifier.every((word, offset) => norms[before - intensifier.length + offset] === word),
      );
      if (!skipped) break;
      before -= skipped.length;
    }
    // "era" is a noun as well as "ser", of the first person as well as the third
    return (tokens[before - 1]?.readings ?? []).filter((verb) => verb.pos === 'verb' && verb.verbForm === 'finite');
  }

  /** "estoy muy cansado", "me siento triste": an adjective rated bad at `at`, after a verb of feeling and intensifiers. */
  function feelsBadAt(tokens: readonly CoreToken[], norms: readonly string[], at: number): boolean {
    if (!adjectivesOf(tokens[at]!).some(valenceHas)) return false;
    return verbBefore(tokens, norms, at).some((verb) => feelingVerbs.has(normaliseText(verb.lemma)));
  }

  const faults = compileFaults(table.faults);

  /**
   * "la sopa estaba fría", "el vaso está muy sucio": a fault in a thing at `at` (news.json `faults`); `described`
   * lets "ser" in the present count, for a thing the partner serves ("el café es muy frío" said of the one served).
   */
  function faultAt(
    tokens: readonly CoreToken[],
    norms: readonly string[],
    at: number,
    described = false,
    hadParts = false,
  ): boolean {
    const adjectives = adjectivesOf(tokens[at]!).filter((lemma) => faults.adjectives.has(lemma));
    if (adjectives.length === 0 || expectedOf(tokens, at, adjectives, faults.expected)) return false;
    // "Mi bici tiene la rueda pinchada": a part of the thing, with the fault after it, had by the thing
    if (hadParts && hadPartBefore(tokens, at)) return true;
    return verbBefore(tokens, norms, at).some((verb) => {
      const lemma = normaliseText(verb.lemma);
      const past = described || PAST_TENSES.has(verb.tense ?? '');
      const copula = faults.copulas.has(lemma) || (faults.past.has(lemma) && past);
      return copula && verb.person === 3;
    });
  }

  const { lemmas: waitingLemmas, waitedLongAt } = createWaitReader(table.waiting);

  /**
   * Where a feared clause begins, after a worry's "que" ("me da miedo que se rompa", "me preocupa que afecten"), its
   * verb in the subjunctive: what might happen is no news, the worry is. -1 when none.
   */
  function fearedClauseStart(tokens: readonly CoreToken[]): number {
    const at = tokens.findIndex((token, index) => {
      if (normaliseText(token.text) !== 'que') return false;
      const worried = tokens
        .slice(Math.max(0, index - 3), index)
        .some((before) => gravity.worry.has(normaliseText(before.reading?.lemma ?? before.text)));
      const verb = tokens.slice(index + 1).find((after) => after.readings.some((reading) => reading.pos === 'verb'));
      return worried && verb !== undefined && verb.readings.some((reading) => reading.mood === 'subjunctive');
    });
    return at < 0 ? -1 : at + 1;
  }

  /** The tokens of a sentence outside a feared clause (up to a "pero" or "porque" that asserts again). */
  function outsideFears(tokens: readonly CoreToken[]): readonly CoreToken[] {
    const feared = fearedClauseStart(tokens);
    if (feared < 0) return tokens;
    const again = tokens.findIndex((token, at) => at > feared && ASSERTED_AGAIN.has(normaliseText(token.text)));
    return [...tokens.slice(0, feared), ...(again < 0 ? [] : tokens.slice(again))];
  }

  function isCue(token: CoreToken, kind: Mood): boolean {
    const lemma = normaliseText(token.reading?.lemma ?? token.text);
    if (lemmaSets[kind].has(lemma) || lemmaSets[kind].has(normaliseText(token.text))) return true;
    // a verb the lexicon lacks ("me hackearon") is read by its regular endings
    if (token.readings.length === 0 && regularVerbOf(normaliseText(token.text), lemmaSets[kind])) return true;
    if (kind !== 'bad' || token.reading === undefined || !VALENCE_POS.has(token.reading.pos) || !valenceHas(lemma))
      return false;
    // a rating read from the glossary holds only when the word can be no other verb: "venga" is vengar's as well as
    // venir's, and "espero que mi novia venga" tells nothing bad; nor when it can be a noun of no bad meaning: the
    // tagger may read "Hago deporte los lunes" as "deportar" (to deport), but "deporte" is the sport
    return token.readings
      .filter((reading) => reading.pos === 'verb' || (reading.pos === 'noun' && token.reading?.pos === 'verb'))
      .every((reading) => valenceHas(normaliseText(reading.lemma)));
  }

  /** A noun within the next three words that is bad news itself, the verb's object: its index, or -1. */
  function badObjectAfter(tokens: readonly CoreToken[], verb: number): number {
    for (let at = verb + 1; at < Math.min(tokens.length, verb + 4); at++) {
      const reading = tokens[at]!.reading;
      if (reading?.pos === 'noun') return isCue(tokens[at]!, 'bad') ? at : -1;
      if (reading?.pos === 'verb') return -1;
    }
    return -1;
  }

  /**
   * "se quedaría sin trabajo", "aunque a veces duela", "si hubiera perdido el tren": a verb in the conditional or the
   * subjunctive (or after such a "haber") supposes, wishes or concedes; it tells no news. A subjunctive only after a
   * word that calls for one: "el aire no funcione" is a learner's slip for "funciona", and "lo más probable es que
   * me quede sin trabajo" tells news that is likely.
   */
  function supposedAt(tokens: readonly CoreToken[], norms: readonly string[], at: number): boolean {
    const reading = tokens[at]!.reading;
    const verb = tokens[at - 1]?.reading?.lemma === 'haber' ? tokens[at - 1]!.reading : reading;
    return (
      reading?.pos === 'verb' &&
      (verb?.mood === 'conditional' || (verb?.mood === 'subjunctive' && supposingBefore(norms, at)))
    );
  }

  /** "me quedo sin empleo": the verb of a lemma phrase in any form at `at`, the phrase's other words after it. */
  function lemmaPhraseAt(tokens: readonly CoreToken[], norms: readonly string[], at: number, kind: Mood): boolean {
    const reading = tokens[at]!.reading;
    if (reading?.pos !== 'verb') return false;
    const lemma = normaliseText(reading.lemma);
    // the verb read as its lemma, so that intensifiers may stand after it too ("duermo muy mal")
    const asLemma = norms.with(at, lemma);
    return lemmaPhraseLists[kind].some(
      (phrase) => phrase[0] === lemma && (phrase.length === 1 || phraseAt(asLemma, at, phrase) >= 0),
    );
  }

  /** Where the first phrase of `notNews` (in the table's order) that stands at `at` ends, or -1. */
  function notNewsAt(norms: readonly string[], at: number): number {
    for (const phrase of notNews) {
      const end = phraseAt(norms, at, phrase);
      if (end >= 0) return end;
    }
    return -1;
  }

  /** Where the first cue of a kind stands in the sentence, or -1. */
  function cueAt(tokens: readonly CoreToken[], kind: Mood): number {
    const norms = tokens.map((token) => normaliseText(token.text));
    // "No creo que mi jefe esté contento", "No quiero que me pierda": a denied belief, a doubt or a wish asserts
    // nothing up to a "pero" or a "porque" ("Quiero que me devuelvan el dinero porque está rota")
    // "Si me contrataran, estaría feliz": a condition tells what has not happened
    const condition = conditionAt(tokens);
    const doubted = Math.max(
      doubtedClauseStart(tokens),
      fearedClauseStart(tokens),
      believedOnceAt(tokens, judging),
      condition < 0 ? -1 : condition + 1,
    );
    const believedAgain = assertedAgainAt(tokens, doubted, condition);
    for (let at = 0; at < tokens.length; at++) {
      if (doubted >= 0 && at >= doubted && (believedAgain < 0 || at < believedAgain)) continue;
      // "no puedo vivir sin mi móvil": the cue inside such a phrase tells no news
      const past = notNewsAt(norms, at);
      if (past >= 0) {
        at = past - 1;
        continue;
      }
      const reading = tokens[at]!.reading;
      const lemma = normaliseText(reading?.lemma ?? tokens[at]!.text);
      // "espero que venga": hoping, not waiting
      if (waitingLemmas.has(lemma) && norms[at + 1] === 'que') continue;
      // "me muero de risa", "muerto de hambre": dying of a figure of speech tells no death
      if (gravity.death.has(lemma) && norms[at + 1] === 'de' && gravity.deathFigures.has(norms[at + 2] ?? '')) continue;
      const supposed = supposedAt(tokens, norms, at);
      // A verb tells news when it is conjugated or a participle: "perderse" or "para no perder el tren" tells none.
      const tells =
        !supposed &&
        (reading?.pos !== 'verb' ||
          reading.verbForm === undefined ||
          reading.verbForm === 'finite' ||
          reading.verbForm === 'participle' ||
          toldByInfinitive(tokens, at));
      if (kind === 'bad' && accidentalSeAt(tokens, at) && !negatedBefore(norms, at)) return at;
      if (kind === 'complaint' && waitedLongAt(tokens, at) && !negatedBefore(norms, at)) return at;
      if (kind === 'bad' && feelsBadAt(tokens, norms, at) && !negatedBefore(norms, at)) return at;
      if (kind === 'complaint' && faultAt(tokens, norms, at) && !negatedBefore(norms, at)) return at;
      const cue = isCue(tokens[at]!, kind);
      // "perdí el miedo", "perdió el miedo a volar": a bad verb whose object is itself bad news undoes it
      const undone = kind === 'bad' && cue && reading?.pos === 'verb' ? badObjectAfter(tokens, at) : -1;
      if (undone >= 0) {
        at = undone;
        continue;
      }
      if (tells && cue && !negatedBefore(norms, at)) return at;
      const denied = negatedLemmaSets[kind].has(lemma) && negatedBefore(norms, at);
      if (tells && reading?.pos === 'verb' && denied && !mannerDenied(norms, at, table[kind].negatedManner)) return at;
      if (
        tells &&
        toSomeoneSets[kind].has(lemma) &&
        doneToSomeone(tokens, norms, at, kind) &&
        !negatedBefore(norms, at)
      )
        return at;
      // what is bad news when denied is good news when said of the thing already named: "no encuentro mi cartera" …
      // "¡la encontré!", "por fin lo hemos encontrado"
      if (kind === 'good' && foundAgain(tokens, norms, at)) return at;
      if (!supposed && lemmaPhraseAt(tokens, norms, at, kind) && !negatedBefore(norms, at)) return at;
      for (const phrase of phraseLists[kind]) {
        if (phraseAt(norms, at, phrase) < 0) continue;
        // "no puedo" is itself the cue; elsewhere a negation just before undoes it ("no estoy mal").
        if (phrase[0] === 'no' || !negatedBefore(norms, at)) return at;
      }
    }
    return -1;
  }

  /**
   * A finite verb with a person's object pronoun just before that is not its own subject's ("me mordió", "le
   * pegaron"; "me muerdo las uñas" is the speaker's own doing).
   */
  function doneToSomeone(tokens: readonly CoreToken[], norms: readonly string[], at: number, kind: Mood): boolean {
    // "me han regalado": the participle's "haber" stands where the verb would
    const perfect = tokens[at]!.reading?.verbForm === 'participle' && tokens[at - 1]?.reading?.lemma === 'haber';
    const reading = perfect ? tokens[at - 1]!.reading : tokens[at]!.reading;
    const pronoun = norms[at - (perfect ? 2 : 1)] ?? '';
    if (reading?.pos !== 'verb' || reading.verbForm !== 'finite' || !INDIRECT_OBJECTS.has(pronoun)) return false;
    // good news is the speaker's own ("me regalaron"); "le regalé flores" tells of a gift, not news
    if (kind === 'good' && pronoun !== 'me' && pronoun !== 'nos') return false;
    const own = REFLEXIVE_OF.get(pronoun);
    return !(own && reading.person === own.person && reading.number === own.number);
  }

  /** A verb whose denial is bad news, affirmed with "lo/la/los/las" before it (or its "haber"): found again. */
  function foundAgain(tokens: readonly CoreToken[], norms: readonly string[], at: number): boolean {
    const reading = tokens[at]!.reading;
    if (reading?.pos !== 'verb' || !negatedLemmaSets.bad.has(normaliseText(reading.lemma))) return false;
    const auxiliary = tokens[at - 1]?.reading?.lemma === 'haber' ? 1 : 0;
    return OBJECT_PRONOUNS.has(norms[at - 1 - auxiliary] ?? '') && !negatedBefore(norms, at - auxiliary);
  }

  /**
   * An infinitive tells news after a verb of `eventInfinitives` ("voy a perder el vuelo": about to happen; "he vuelto a
   * suspender": again) and after "sin" ("llevo tres semanas sin dormir": what has not happened); elsewhere it names a
   * doing ("para no perder el tren").
   */
  function toldByInfinitive(tokens: readonly CoreToken[], at: number): boolean {
    if (tokens[at]!.reading?.verbForm !== 'infinitive') return false;
    const before = normaliseText(tokens[at - 1]?.text ?? '');
    if (before === 'sin') return true;
    const verb = tokens[at - 2]?.reading;
    const finite = verb?.pos === 'verb' && (verb.verbForm === 'finite' || verb.verbForm === 'participle');
    return finite && table.eventInfinitives.some((event) => event.verb === verb.lemma && event.link === before);
  }

  function fears(text: string): boolean {
    return statements(text).some((sentence) => fearedClauseStart(wordTokens(sentence)) >= 0);
  }

  function supposes(text: string): boolean {
    return statements(text).some((sentence) => conditionAt(wordTokens(sentence)) >= 0);
  }

  function describesAFault(text: string, hadParts = false): boolean {
    return statements(text)
      .map(wordTokens)
      .some((tokens) => {
        const norms = tokens.map((token) => normaliseText(token.text));
        return tokens.some((_, at) => faultAt(tokens, norms, at, true, hadParts) && !negatedBefore(norms, at));
      });
  }

  function moodOf(written: string): Mood | undefined {
    // "Vi 'Dolor y gloria' y me gustó": a title in quotes names a work, it tells no news of its own
    const text = withoutQuotedTitles(written);
    // "Buenas noticias: encontré las fotos del accidente": the learner says which news it is
    // ("No tengo buenas noticias" is denied, as any cue is)
    const norms = normaliseText(text).split(' ');
    const plainly = (phrase: readonly string[]) =>
      norms.some((_, at) => phraseAt(norms, at, phrase) >= 0 && !negatedBefore(norms, at));
    for (const kind of ['good', 'bad'] as const) if (announced[kind].some(plainly)) return kind;
    // "La moda rápida me parece un desastre": a sentence that only judges gives an opinion, not bad news
    const all = statements(text)
      .filter((sentence) => !onlyJudges(sentence) || !/(?<!\p{L})(?:me|nos)\s+parec/iu.test(sentence))
      .map(wordTokens);
    // "¡Ah, no! Está en mi mochila. Perdón, todo está bien": an exclamation of two words and no verb is a reaction;
    // the news is what the other sentences tell, when they tell any
    const told = all.filter((tokens) => tokens.length > 2 || tokens.some((token) => token.reading?.pos === 'verb'));
    const tellsNews = told.some((tokens) =>
      (['bad', 'complaint', 'good'] as const).some((kind) => cueAt(tokens, kind) >= 0),
    );
    const sentences = tellsNews ? told : all;
    if (betterThanBefore(text)) return undefined;
    for (const kind of ['bad', 'complaint', 'good'] as const) {
      if (sentences.some((tokens) => cueAt(tokens, kind) >= 0 && !turnsOut(tokens, cueAt(tokens, kind), kind)))
        // "…, pero yo lo encuentro muy relajante": a glad word in a judgement is an opinion, not good news
        return kind === 'good' && onlyJudges(text) ? undefined : kind;
    }
    return undefined;
  }

  /**
   * "El examen fue difícil, pero aprobé": bad news a "pero" after it turns into good news or praise, or undoes
   * ("pero perdí el miedo"), is a story that ended well, not one to be sorry for.
   */
  function turnsOut(tokens: readonly CoreToken[], cue: number, kind: Mood): boolean {
    if (kind !== 'bad') return false;
    const but = tokens.findIndex((token, at) => at > cue && BUT.has(normaliseText(token.text)));
    if (but < 0) return false;
    const after = tokens.slice(but + 1);
    const praised = after.some((token) => praise.has(normaliseText(token.reading?.lemma ?? token.text)));
    // "…, pero perdí el miedo": a bad verb undoing a bad object after it turns it too
    const undone = after.some(
      (token, at) => token.reading?.pos === 'verb' && isCue(token, 'bad') && badObjectAfter(after, at) >= 0,
    );
    return (praised || undone || cueAt(after, 'good') >= 0) && cueAt(after, 'bad') < 0;
  }

  /** The subject's or object's noun phrase: never one after a preposition ("en el metro" is where, not what). */
  function namedIn(tokens: readonly CoreToken[], register: Register): string[] | undefined {
    const found = nounPhrases.all(tokens, { register });
    // A subject or object first; else a phrase after a preposition that tells what, not where or when ("con mi
    // rodilla", "para el concierto"; never "en el metro").
    return (
      found.find(({ preposition }) => !preposition) ??
      found.find(({ preposition }) => preposition && aboutAfter.has(preposition))
    )?.phrase;
  }

  function aboutOf(text: string, register: Register): string | undefined {
    const sentences = statements(text).map(wordTokens);
    const at = sentences.findIndex((tokens) => cueAt(tokens, 'bad') >= 0 || cueAt(tokens, 'complaint') >= 0);
    // News no cue marks (the act classifier heard it: "se me cayó la cartera") is about the first thing named; after
    // a "pero" with a word of something amiss, what follows it ("Cambié la contraseña, pero las fotos no volvieron")
    if (at < 0)
      return fromThe(
        sentences
          .flatMap((tokens) => [afterButAmiss(tokens), tokens])
          .reduce<string[] | undefined>(
            (found, tokens) => found ?? (tokens ? namedIn(tokens, register) : undefined),
            undefined,
          ),
      );
    // The thing may be named in the sentence after an exclamation ("¡No puede ser! Me robaron el celular.") or in
    // the one before ("No encuentro mi cartera… Creo que alguien me la robó").
    const cued = sentences[at]!;
    const cue = Math.max(cueAt(cued, 'bad'), cueAt(cued, 'complaint'));
    const clause = clauseAt(cued, cue);
    // "El médico dice que tengo diabetes": news told by a noun is about that noun; when its clause names nothing
    // else, no other noun of the sentence stands for it ("lo del médico" would be false)
    if (cued[cue]?.reading?.pos === 'noun' && !namedIn(clause, register)) return undefined;
    const around = [clause, cued, sentences[at + 1], sentences[at - 1]];
    const phrase = around.reduce<string[] | undefined>(
      (found, tokens) => found ?? (tokens ? namedIn(tokens, register) : undefined),
      undefined,
    );
    return fromThe(phrase);
  }

  /** The words after a sentence's last "pero"/"aunque" when they hold a word of something amiss ("no", "sin"). */
  function afterButAmiss(tokens: readonly CoreToken[]): CoreToken[] | undefined {
    const but = tokens.findLastIndex((token) => BUT.has(normaliseText(token.text)));
    if (but < 0) return undefined;
    const after = tokens.slice(but + 1);
    return after.some((token) => amiss.has(normaliseText(token.text))) ? after : undefined;
  }

  /** "el tobillo" → "del tobillo", "tus plantas" → "de tus plantas", for "lo {about}". */
  function fromThe(phrase: string[] | undefined): string | undefined {
    if (!phrase) return undefined;
    const [head, ...rest] = phrase;
    return head === 'el' ? ['del', ...rest].join(' ') : ['de', head, ...rest].join(' ');
  }

  const praise = new Set(table.praise.map(normaliseText));
  const dispraise = new Set(table.dispraise.map(normaliseText));
  const negationWords = new Set(table.negations.filter((negation) => !negation.includes(' ')).map(normaliseText));

  function praisesOnly(text: string): boolean {
    const lemmas = statements(text)
      .flatMap(wordTokens)
      .map((token) => normaliseText(token.reading?.lemma ?? token.text));
    return (
      lemmas.some((lemma) => praise.has(lemma)) &&
      !lemmas.some((lemma) => negationWords.has(lemma) || dispraise.has(lemma))
    );
  }

  // "No, no tengo fiebre": a "no" that denies the bad news itself is no sign of a mishap
  const deniesBadNews = (text: string) =>
    statements(text)
      .map(wordTokens)
      .some((tokens) => {
        const norms = tokens.map((token) => normaliseText(token.text));
        return tokens.some((token, at) => isCue(token, 'bad') && negatedBefore(norms, at));
      });
  /** One word ("ay", "sin") or a phrase that announces news ("malas noticias"), in a turn that denies none. */
  function hasAmissWord(text: string): boolean {
    const padded = ` ${normaliseText(text)} `;
    const phrased = [...amiss].some((cue) => cue.includes(' ') && padded.includes(` ${cue} `));
    return (phrased || words(text).some((word) => amiss.has(word))) && !deniesBadNews(text);
  }

  function apologises(text: string): boolean {
    return sentencesOf(text).some((sentence) => {
      const norms = words(sentence);
      const at = norms.findIndex((_, from) => apologies.some((phrase) => phraseAt(norms, from, phrase) >= 0));
      // "Últimamente llego tarde de trabajar", "Siempre llego tarde": a habit told, not an apology for now
      const habit = norms.findIndex((_, from) =>
        [...listsOf(table).habitual, ...lately].some((phrase) => phraseAt(norms, from, phrase) >= 0),
      );
      return at >= 0 && !(habit >= 0 && habit < at);
    });
  }

  function complains(text: string): boolean {
    const { complaining } = listsOf(table);
    const tokens = wordTokens(text);
    return tokens.some((token, at) => {
      const reading = token.reading;
      if (!reading || !complaining.has(normaliseText(reading.lemma))) return false;
      // the noun ("tengo una queja") or the learner's own verb: "me quejo", "quiero quejarme", "vengo a reclamar";
      // not another's ("mi jefe se queja mucho")
      if (reading.pos === 'noun') return true;
      if (reading.pos !== 'verb') return false;
      if (reading.verbForm === 'finite') return reading.person === 1;
      const before = tokens.slice(Math.max(0, at - 3), at).map((other) => other.reading);
      return before.some((other) => other?.pos === 'verb' && other.verbForm === 'finite' && other.person === 1);
    });
  }

  function learnerDidIt(text: string): boolean {
    const { transactions } = listsOf(table);
    const tokens = wordTokens(text);
    return tokens.some((token, at) => {
      const reading = token.reading;
      if (reading?.pos !== 'verb' || reading.verbForm !== 'finite' || reading.tense !== 'preterite') return false;
      if (transactions.has(normaliseText(reading.lemma))) return false;
      const before = normaliseText(tokens[at - 1]?.text ?? '');
      const accidental = (before === 'me' || before === 'nos') && normaliseText(tokens[at - 2]?.text ?? '') === 'se';
      return reading.person === 1 || accidental;
    });
  }

  const having = new Set([...table.feeling.verbs, ...table.feeling.having].map(normaliseText));
  const hurting = new Set(table.feeling.hurting.map(normaliseText));
  function feltNow(text: string): boolean {
    const tokens = wordTokens(text);
    return tokens.some((token, at) => {
      const reading = token.reading;
      if (reading?.pos !== 'verb' || reading.verbForm !== 'finite' || reading.tense !== 'present') return false;
      const lemma = normaliseText(reading.lemma);
      if (reading.person === 1 && reading.number === 'singular' && having.has(lemma)) return true;
      return hurting.has(lemma) && normaliseText(tokens[at - 1]?.text ?? '') === 'me';
    });
  }

  const prepare = () => {
    valence ??= readValence();
  };

  /** Its bad cues (lemmas and phrases of news.json `bad`) are all passing ailments: "tengo fiebre y tos". */
  function toldAsMild(text: string): boolean {
    return badCuesAllIn(text, gravity.mild) || toldAsAHabit(text);
  }

  /** Every statement with a cue of bad news tells it as a habit ("La uso porque siempre me pierdo"). */
  function toldAsAHabit(text: string): boolean {
    const told = statements(text).filter((sentence) => cueAt(wordTokens(sentence), 'bad') >= 0);
    return (
      told.length > 0 &&
      told.every((sentence) => {
        const norms = words(sentence);
        return norms.some((_, at) => listsOf(table).habitual.some((phrase) => phraseAt(norms, at, phrase) >= 0));
      })
    );
  }

  /** Its bad cues are all a worry or a fear (news.json `worry`): "me preocupa el cambio climático". */
  function toldAsWorry(text: string): boolean {
    return badCuesAllIn(text, gravity.worry);
  }

  function feelsAWorry(text: string): boolean {
    return statements(text).some((sentence) => {
      const tokens = wordTokens(sentence);
      const norms = tokens.map((token) => normaliseText(token.text));
      return (
        tokens.some(
          (token, at) =>
            (gravity.worry.has(norms[at]!) || gravity.worry.has(normaliseText(token.reading?.lemma ?? ''))) &&
            token.readings.some((reading) => reading.pos === 'adjective' || reading.verbForm === 'participle') &&
            // another's feeling: the learner's own worry or nerves ("estoy preocupada por mi trabajo") are pitied
            verbBefore(tokens, norms, at).some(
              (verb) => feelingVerbs.has(normaliseText(verb.lemma)) && verb.person === 3,
            ),
        ) ||
        // "le dan miedo las alturas": a fear of something, whoever has it
        tokens.some(
          (token, at) =>
            normaliseText(token.reading?.lemma ?? '') === 'miedo' &&
            tokens[at - 1]?.reading?.lemma === 'dar' &&
            !negatedBefore(norms, at - 1),
        )
      );
    });
  }

  function badCuesAllIn(text: string, lemmas: ReadonlySet<string>): boolean {
    const tokens = statements(text).flatMap((sentence) => outsideFears(wordTokens(sentence)));
    const listed = (token: CoreToken) =>
      lemmas.has(normaliseText(token.reading?.lemma ?? token.text)) || lemmas.has(normaliseText(token.text));
    // a word of the list is a cue of its own ("Estoy nervioso": nervous may have no valence in the glossary)
    const cues = tokens.filter((token) => isCue(token, 'bad') || listed(token));
    const norms = tokens.map((token) => normaliseText(token.text));
    const phrased = phraseLists.bad.some((phrase) => norms.some((_, at) => phraseAt(norms, at, phrase) >= 0));
    return cues.length > 0 && !phrased && cues.every(listed);
  }

  function toldOfDeath(text: string): boolean {
    return toldOneOf(text, gravity.death);
  }

  /** Whether a statement of the turn names one of the lemmas, not negated ("murió", not "no murió"). */
  function toldOneOf(text: string, lemmas: ReadonlySet<string>): boolean {
    return statements(text).some((sentence) => {
      const tokens = wordTokens(sentence);
      const norms = tokens.map((token) => normaliseText(token.text));
      return tokens.some(
        (token, at) => lemmas.has(normaliseText(token.reading?.lemma ?? token.text)) && !negatedBefore(norms, at),
      );
    });
  }

  /** Every conjugated verb of the turn judges or describes in the present (news.json `judging`): an opinion. */
  function onlyJudges(text: string): boolean {
    const verbs = wordTokens(text).filter(
      (token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite',
    );
    // in the present: "lo encuentro relajante" judges, "ya lo encontré" tells a find
    return (
      verbs.length > 0 &&
      verbs.every((token) => judging.has(token.reading!.lemma) && token.reading!.tense === 'present')
    );
  }

  /**
   * "Desde que hago yoga duermo mucho mejor; antes no dormía nada": every clause of bad news set in a time that is
   * over, and another, not denied, saying things are better now (news.json `better`): things got better.
   */
  function betterThanBefore(text: string): boolean {
    // read on every turn, twice: most turns name no time that is over, and need no clause read
    if (!toldAsOver(text)) return false;
    const clauses = text.split(/[;,.!?]+|\s+(?:pero|aunque|porque)\s+/iu).filter((clause) => clause.trim());
    const cued = clauses.filter((clause) => cueAt(wordTokens(clause), 'bad') >= 0);
    // with no cue of the lists (the act classifier's bad news), what is told of the time that is over
    const bad = cued.length > 0 ? cued : clauses.filter(toldAsOver);
    // a death is mourned however long ago it was and however well things go now
    if (bad.length === 0 || !bad.every(toldAsOver) || toldOfDeath(text)) return false;
    return clauses.some((clause) => {
      if (bad.includes(clause) || toldAsOver(clause)) return false;
      const padded = ` ${normaliseText(clause)} `;
      return table.better
        .map((phrase) => ` ${normaliseText(phrase)} `)
        .some((phrase) => padded.includes(phrase) && !padded.includes(` no${phrase}`));
    });
  }

  /** "hace diez años", a year in digits, or a phrase of news.json `over`. */
  function toldAsOver(text: string): boolean {
    const padded = ` ${normaliseText(text)} `;
    return (
      over.some((phrase) => padded.includes(phrase)) || YEAR.test(text) || YEARS_AGO.test(padded) || LONG_AGO.test(text)
    );
  }

  return {
    // read again for every earlier message each turn: remembered
    moodOf: memoisedByText(moodOf),
    getsBetter: betterThanBefore,
    supposes,
    describesAFault,
    aboutOf,
    praisesOnly,
    hasAmissWord,
    deniesBadNews,
    apologises,
    learnerDidIt,
    complains,
    feltNow,
    toldAnEvent: (text) => toldOneOf(text, gravity.events),
    toldAsOver,
    toldAsMild,
    toldAsWorry,
    feelsAWorry,
    hopeIn: (text: string) => hopeIn(text, table.hopes),
    fears,
    wishes: (text: string) => wishesIn(text, table.wishes),
    toldOfDeath,
    onlyJudges,
    prepare,
  };
}

const YEAR = /\b(?:1[89]|20)\d\d\b/u;
const YEARS_AGO = / hace (?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|muchos) anos /u;
/** "Me caí hace mucho.": long ago when nothing follows it in the clause ("hace mucho ruido" is noise now). */
const LONG_AGO = /(?<!\p{L})hace mucho(?=\s*(?:[.,;:!?)]|$))/iu;

/** The model of each regular conjugation, whose forms the lexicon lists: a verb it lacks conjugates the same way. */
const REGULAR_MODELS: Readonly<Record<string, string>> = { ar: 'hablar', er: 'comer', ir: 'vivir' };
let regularEndings: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/** Each conjugation's endings, accents dropped, read from its model's forms in the lexicon ("hablaron" → "aron"). */
function endingsOf(conjugation: string): ReadonlySet<string> | undefined {
  regularEndings ??= new Map(
    Object.entries(REGULAR_MODELS).map(([ending, model]) => [
      ending,
      new Set(
        spanishLexicon()
          .formsOf(model)
          .map(({ form }) => normaliseText(form).slice(model.length - 2)),
      ),
    ]),
  );
  return regularEndings.get(conjugation);
}

/** Whether a word is a regular form of one of the verbs ("hackearon" of "hackear"). */
function regularVerbOf(word: string, lemmas: ReadonlySet<string>): boolean {
  for (const lemma of lemmas) {
    const endings = endingsOf(lemma.slice(-2));
    if (!endings || lemma.length < 5) continue;
    const stem = lemma.slice(0, -2);
    if (word.startsWith(stem) && endings.has(word.slice(stem.length))) return true;
  }
  return false;
}

/**
 * The clause of the sentence that holds the cue: "Mi profesor es muy paciente, pero las cuerdas me duelen" names
 * "las cuerdas", not "tu profesor". Clauses end at a conjunction.
 */
function clauseAt(tokens: readonly CoreToken[], cue: number): CoreToken[] {
  const boundary = (token: CoreToken) =>
    token.reading?.pos === 'coordinating-conjunction' || token.reading?.pos === 'subordinating-conjunction';
  let start = cue;
  while (start > 0 && !boundary(tokens[start - 1]!)) start--;
  let end = cue;
  while (end < tokens.length && !boundary(tokens[end]!)) end++;
  return tokens.slice(start, end);
}

/**
 * "Espero que mi abuelo se mejore pronto" → 'yes', "Ojalá que no llueva" → 'no': a hope (news.json `hopes`);
 * 'toYou' for one wished to the partner ("Espero que tengas un buen día"), a kindness to thank.
 */
function hopeIn(text: string, hopes: readonly string[]): 'yes' | 'no' | 'toYou' | undefined {
  for (const sentence of statements(text)) {
    const tokens = wordTokens(sentence);
    const norms = tokens.map((token) => normaliseText(token.text));
    for (const phrase of hopes.map(words)) {
      const at = norms.findIndex((_, start) => phrase.every((word, offset) => norms[start + offset] === word));
      if (at < 0) continue;
      const clause = tokens.slice(at + phrase.length);
      const toThePartner = clause.some(
        (token) =>
          ['te', 'ti', 'tú', 'usted', 'os', 'vosotros'].includes(normaliseText(token.text)) ||
          (token.reading?.pos === 'verb' && token.reading.verbForm === 'finite' && token.reading.person === 2),
      );
      if (clause.length === 0) return undefined;
      if (toThePartner) return 'toYou';
      return clause.slice(0, 3).some((token) => normaliseText(token.text) === 'no') ? 'no' : 'yes';
    }
  }
  return undefined;
}

/** Whether the turn hopes or wants something ("espero que…", news.json `wishes`). */
function wishesIn(text: string, wishes: readonly string[]): boolean {
  const padded = ` ${normaliseText(text)} `;
  return wishes.some((phrase) => padded.includes(` ${normaliseText(phrase)} `));
}

/** The text with what stands in quotes ('…', "…", «…») left out: a title, whose words are no news. */
function withoutQuotedTitles(text: string): string {
  return text.replace(/«[^»]*»|"[^"]*"|(?<!\p{L})'[^']*'(?!\p{L})/gu, ' ');
}
