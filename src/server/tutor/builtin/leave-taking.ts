import { analyze, type AnalysedToken } from '@/server/language/spanish';
import type { LeaveTaking } from '@/server/content/partner-knowledge-schema';
import type { AddressingReader } from './addressing';
import { analysed } from './analysis-cache';
import { normalisedWords as words, normaliseText, sentencesOf } from './text-normalisation';

export interface LeaveTakingReader {
  /** Whether the learner takes their leave in this turn, in any of its sentences, and asks nothing after it. */
  takesLeave(text: string): boolean;
  /** Whether a line says goodbye anywhere ("¡Gracias por tu compra!" does not): the partner's closing lines. */
  saysGoodbye(text: string): boolean;
  /** Whether a clause of the turn states a plan or a wish ("Me gustaría plantar fresas"), not going to bed. */
  statesAPlan(text: string): boolean;
  /** Whether a word of the turn is one of leaving (leave-taking.json `leavingLemmas`), by its lemma or as written. */
  mayBeLeaving(text: string): boolean;
}

/** Clauses inside a sentence: punctuation, or "y" / "pero" joining two ("Gracias y hasta luego"). */
const CLAUSE_BREAK = /[,;:.!?¡¿…()"«»—]+|\s(?:y|pero|e)\s/iu;
/** A verb in the first person in the words: what the speaker hopes to do ("podamos ir", "pueda volver"). */
function ownDoingIn(words: string): boolean {
  return analyze(words).tokens.some((token) =>
    token.readings.some((reading) => reading.pos === 'verb' && reading.verbForm === 'finite' && reading.person === 1),
  );
}

/**
 * "Trabajo hasta las seis": "hasta" before an hour or a number tells till when, not a goodbye (a whole "hasta el
 * lunes" is one of the formulae, read apart).
 */
function untilATime(token: AnalysedToken, next: AnalysedToken | undefined): boolean {
  if (normaliseText(token.text) !== 'hasta' || !next) return false;
  return next.kind === 'number' || ['la', 'las'].includes(normaliseText(next.text));
}

/**
 * "clases por la tarde", "por la mañana", "tres noches": a part of the day after its article, or counted, not "it is
 * late", "tomorrow" nor "good night".
 */
function partOfTheDay(token: AnalysedToken, before: AnalysedToken | undefined): boolean {
  if (!['tarde', 'manana', 'noche', 'noches'].includes(normaliseText(token.text))) return false;
  const counted = before?.kind === 'number' || before?.readings.some((reading) => reading.pos === 'numeral');
  return normaliseText(before?.text ?? '') === 'la' || counted === true;
}

/**
 * "me voy a Lima en junio", "ya me iré acostumbrando": a verb of going before a place's name or a gerund tells where
 * the speaker will go or how things will go, not that they are leaving now.
 */
function goesSomewhere(tokens: readonly AnalysedToken[], at: number): boolean {
  if (!tokens[at]!.readings.some((reading) => reading.pos === 'verb')) return false;
  const next = tokens[at + 1];
  if (next?.readings.some((reading) => reading.verbForm === 'gerund')) return true;
  const place = tokens[at + 2];
  return (
    ['a', 'al', 'hacia', 'para'].includes(normaliseText(next?.text ?? '')) &&
    place !== undefined &&
    /^\p{Lu}/u.test(place.text) &&
    place.readings.some((reading) => reading.pos === 'proper-noun')
  );
}

/** A verb of someone else leaving ("mi vuelo sale a primera hora", "el tren se va"): no goodbye of the learner. */
function othersLeaving(token: AnalysedToken): boolean {
  return token.reading?.pos === 'verb' && token.reading.person === 3;
}

/** An infinitive: what "me voy a …" needs to be a plan ("me voy a comprar un coche"), not a goodbye. */
const INFINITIVE = /(?:ar|er|ir|ír)(?:me|te|se|nos|os)?$/u;

/**
 * Leave-taking read from a table of conventional formulae, by where they stand: at the start of a clause (after
 * lead-ins such as "bueno" or "ya"), in any sentence of the turn, so a goodbye inside a long turn ("Bueno, tengo
 * que irme, mañana tengo un examen… ¡Deséame suerte!") is heard, while the same words inside a statement ("mi
 * hermana y yo nos vemos cada domingo", "trabajo hasta mañana", "me voy a comprar un coche") are not. A question
 * after the goodbye, other than a tag ("¿vale?"), keeps the conversation going.
 */
export function createLeaveTakingReader(table: LeaveTaking, isTag: AddressingReader['isTag']): LeaveTakingReader {
  const leadIns = table.leadIns.map(words).sort((a, b) => b.length - a.length);
  const leavingLemmas = new Set(table.leavingLemmas.map(normaliseText));
  const briefLeaving = new Set(table.briefLeaving.lemmas.map(normaliseText));
  const reasons = table.briefLeaving.notWith.map(words);
  // ("Que tenga muy buena tarde.", not "Mañana tendré que madrugar mucho, porque mi vuelo sale a primera hora.")
  const outsideAReason = (text: string, token: AnalysedToken) =>
    sentencesOf(text).some((sentence) => {
      const said = words(sentence);
      const gives = reasons.some((reason) => said.some((_, at) => reason.every((word, i) => said[at + i] === word)));
      return !gives && said.includes(normaliseText(token.text));
    });
  const wholeClause = table.wholeClause.map(words);
  const opensClause = table.opensClause.map(words);
  const closingRemarks = table.closingRemarks.map(words);
  const leaving = table.leaving.map(words);
  const toBed = new Set(table.toBed.map((word) => normaliseText(word)));
  const habitual = table.habitual.map(words);
  const plans = table.plans.map(words);
  const trips = table.trips.map(words);
  const stayingWords = new Set(table.staying.map(normaliseText));
  const notATime = table.farewellsAfterHasta.map(words);
  /** "de viaje a Perú": the words after a leaving verb tell of a journey, not of leaving now. */
  const tellsOfATrip = (rest: readonly string[]) => trips.some((phrase) => startsWith(rest, 0, phrase));
  const nowWords = new Set(['ya', 'ahora']);

  const startsWith = (clause: readonly string[], at: number, phrase: readonly string[]) =>
    phrase.every((word, index) => clause[at + index] === word);

  /** Skips the lead-ins at the clause's start; reports whether "ya" or "ahora" was among them. */
  function afterLeadIns(clause: readonly string[]): { at: number; now: boolean } {
    let at = 0;
    let now = false;
    for (;;) {
      const leadIn = leadIns.find((phrase) => startsWith(clause, at, phrase));
      if (!leadIn) return { at, now };
      if (leadIn.some((word) => nowWords.has(word))) now = true;
      at += leadIn.length;
    }
  }

  function clauseTakesLeave(clause: readonly string[], learners: boolean): boolean {
    const { at, now } = afterLeadIns(clause);
    if (learners && closingRemarks.some((phrase) => startsWith(clause, at, phrase))) return true;
    if (wholeClause.some((phrase) => phrase.length === clause.length - at && startsWith(clause, at, phrase)))
      return true;
    const formula = opensClause.find((phrase) => startsWith(clause, at, phrase));
    if (formula) {
      const rest = at + formula.length;
      if (tellsOfATrip(clause.slice(rest))) return false;
      return !(formula.join(' ') === 'nos vemos' && habitual.some((phrase) => startsWith(clause, rest, phrase)));
    }
    const verb = leaving.find((phrase) => startsWith(clause, at, phrase));
    if (!verb) return false;
    const rest = clause.slice(at + verb.length).filter((word) => !nowWords.has(word));
    if (tellsOfATrip(rest)) return false;
    if (rest.length === 0 || rest.every((word) => word === 'corriendo' || word === 'volando')) return true;
    const goesTo = rest[0] === 'a' || rest[0] === 'al' ? rest[1] : undefined;
    if (goesTo && INFINITIVE.test(goesTo)) return toBed.has(goesTo.replace(/(?:me|te|se|nos|os)$/u, ''));
    // "Ahora me voy a la playa": a place after a leaving verb said now; without "ya"/"ahora" it may be a plan.
    return now && goesTo !== undefined;
  }

  function clauseStatesAPlan(clause: readonly string[]): boolean {
    const { at } = afterLeadIns(clause);
    const plan = plans.find((phrase) => startsWith(clause, at, phrase));
    const next = plan ? clause[at + plan.length] : undefined;
    // "Espero que el próximo verano podamos ir a Islandia": a wish for the speaker's own doing is a plan too
    if (next === 'que') return ownDoingIn(clause.slice(at + plan!.length + 1).join(' '));
    return next !== undefined && INFINITIVE.test(next) && !toBed.has(next.replace(/(?:me|te|se|nos|os)$/u, ''));
  }

  /**
   * "Me voy a quedar tres noches, hasta el viernes": a "hasta" + time after a clause of staying says till when, not
   * goodbye; "Me encantó hablar contigo, hasta luego" still says goodbye ("luego" is no time one stays till).
   */
  const tillWhen = (clause: readonly string[], before: readonly string[] | undefined) =>
    clause[0] === 'hasta' &&
    before !== undefined &&
    !notATime.some((end) => startsWith(clause, 1, end)) &&
    before.some((word) => stayingWords.has(word));

  /** "voy a quedarme", "nos vamos a mudar": going to do something, unless it is going to bed ("me voy a dormir"). */
  const goingToDo = (tokens: readonly AnalysedToken[], at: number) => {
    const infinitive = normaliseText(tokens[at + 2]?.text ?? '');
    return (
      tokens[at]!.readings.some((reading) => reading.lemma === 'ir') &&
      normaliseText(tokens[at + 1]?.text ?? '') === 'a' &&
      INFINITIVE.test(infinitive) &&
      !toBed.has(infinitive.replace(/(?:me|te|se|nos|os)$/u, ''))
    );
  };

  const sentenceTakesLeave = (sentence: string, learners = true) =>
    sentence
      .split(CLAUSE_BREAK)
      .map(words)
      .filter((clause) => clause.length > 0)
      .some((clause, at, clauses) => clauseTakesLeave(clause, learners) && !tillWhen(clause, clauses[at - 1]));

  const asksSomething = (sentence: string) => /[?¿]/u.test(sentence) && !isTag(sentence) && words(sentence).length > 0;

  return {
    takesLeave(text) {
      const sentences = sentencesOf(text);
      let leaveAt = -1;
      sentences.forEach((sentence, index) => {
        if (sentenceTakesLeave(sentence)) leaveAt = index;
      });
      if (leaveAt < 0) return false;
      return !sentences.slice(leaveAt + 1).some(asksSomething);
    },
    saysGoodbye(text) {
      return sentencesOf(text).some((sentence) => sentenceTakesLeave(sentence, false));
    },
    mayBeLeaving(text) {
      // read from the turn's shared analysis: it runs on every turn
      const tokens = analysed(text).tokens.filter((token) => token.kind !== 'punctuation');
      // "Me voy a quedar tres noches, hasta el viernes": till when, said after a clause of staying
      const staysTill = sentencesOf(text).some((sentence) => {
        const clauses = sentence.split(CLAUSE_BREAK).map(words);
        return clauses.some((clause, at) => tillWhen(clause, clauses[at - 1]));
      });
      return tokens.some(
        (token, at) =>
          !(staysTill && normaliseText(token.text) === 'hasta') &&
          !goingToDo(tokens, at) &&
          !untilATime(token, tokens[at + 1]) &&
          !partOfTheDay(token, tokens[at - 1]) &&
          !goesSomewhere(tokens, at) &&
          !tellsOfATrip(tokens.slice(at + 1).map((after) => normaliseText(after.text))) &&
          !othersLeaving(token) &&
          (!briefLeaving.has(normaliseText(token.reading?.lemma ?? token.text)) || outsideAReason(text, token)) &&
          (leavingLemmas.has(normaliseText(token.text)) ||
            token.readings.some((reading) => leavingLemmas.has(normaliseText(reading.lemma)))),
      );
    },
    statesAPlan(text) {
      return sentencesOf(text).some((sentence) =>
        sentence
          .split(CLAUSE_BREAK)
          .map(words)
          .some((clause) => clause.length > 0 && clauseStatesAPlan(clause)),
      );
    },
  };
}
