import { type Features, type Reading, hasFeatures } from './features';
import type { TaggerModel } from './tagger-model';
import type { Token } from './tokenizer';

/** A token's readings grouped by the tag the tagger sees on each side of it. */
interface Choice {
  /** The tag the word is to the token before it. */
  entry: string;
  /** The tag the word is to the token after it: "del" is a preposition then an article, "dámelo" a verb then a pronoun. */
  exit: string;
  readings: Reading[];
}

/** The tagger's class of a reading: the Universal Dependencies tag the treebank counted. */
export function tagOf(reading: Reading): string {
  switch (reading.pos) {
    case 'noun':
      return 'NOUN';
    case 'proper-noun':
      return 'PROPN';
    case 'verb':
      return 'VERB';
    case 'adjective':
      return 'ADJ';
    // "como", "cuando", "donde" joining clauses are conjunctions to the treebank
    case 'adverb':
      return reading.kind === 'relative' ? 'SCONJ' : 'ADV';
    case 'determiner':
      return 'DET';
    case 'pronoun':
      return 'PRON';
    case 'preposition':
      return 'ADP';
    case 'coordinating-conjunction':
      return 'CCONJ';
    case 'subordinating-conjunction':
      return 'SCONJ';
    case 'interjection':
      return 'INTJ';
    case 'numeral':
      return 'NUM';
  }
}

function choicesOf(token: Token, readings: readonly Reading[], first: boolean): Choice[] {
  if (token.kind === 'number') return [{ entry: 'NUM', exit: 'NUM', readings: [] }];
  if (token.kind === 'punctuation') return [{ entry: 'PUNCT', exit: 'PUNCT', readings: [] }];
  if (!readings.length) {
    const capitalised = token.text !== token.text.toLowerCase();
    const tag = capitalised && !first ? 'PROPN' : 'NOUN';
    return [{ entry: tag, exit: tag, readings: [] }];
  }
  const choices = new Map<string, Choice>();
  for (const reading of readings) {
    const entry = tagOf(reading);
    const exit = reading.contraction ? tagOf(reading.contraction.at(-1)!) : reading.enclitics ? 'PRON' : entry;
    const key = `${entry} ${exit}`;
    const choice = choices.get(key);
    if (choice) choice.readings.push(reading);
    else choices.set(key, { entry, exit, readings: [reading] });
  }
  return [...choices.values()];
}

/** Log-probabilities of a hidden Markov model over the treebank's counts, add-k smoothed. */
class TagScores {
  private readonly tagTotals = new Map<string, number>();
  private readonly fromTotals = new Map<string, number>();
  private readonly total: number;
  private readonly tagCount: number;

  constructor(
    private readonly model: TaggerModel,
    private readonly tuning: DisambiguationTuning,
  ) {
    let total = 0;
    for (const [from, next] of Object.entries(model.transitions)) {
      let sum = 0;
      for (const [tag, count] of Object.entries(next)) {
        sum += count;
        if (tag !== 'END') this.tagTotals.set(tag, (this.tagTotals.get(tag) ?? 0) + count);
      }
      this.fromTotals.set(from, sum);
      total += sum;
    }
    this.total = total;
    this.tagCount = this.tagTotals.size + 1;
  }

  /** log P(next tag | tag before). */
  transition(from: string, to: string): number {
    const count = this.model.transitions[from]?.[to] ?? 0;
    return Math.log((count + 0.5) / ((this.fromTotals.get(from) ?? 0) + 0.5 * this.tagCount));
  }

  /** log P(word | tag) up to a constant, as P(tag | word) / P(tag), P(tag | word) smoothed towards P(tag). */
  emission(word: string, tag: string): number {
    const prior = ((this.tagTotals.get(tag) ?? 0) + 1) / (this.total + this.tagCount);
    const counts = this.model.words[word];
    if (!counts) return 0;
    const seen = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const weight = this.tuning.wordSmoothing;
    return Math.log(((counts[tag] ?? 0) + weight * prior) / (seen + weight)) - Math.log(prior);
  }
}

export interface DisambiguationTuning {
  /**
   * How many words' worth of the overall tag frequencies a word's own tag counts are blended with: the treebank
   * is small, and a word seen 200 times as one tag may still be another in a learner's sentence.
   */
  wordSmoothing: number;
  /**
   * What a verb agreeing in person and number with the subject pronoun just before it adds to its log score: e^8,
   * close to a rule. Tag bigrams cannot see that "yo" wants a first-person verb, and the treebank (news and
   * encyclopaedia text) has almost no first-person verbs: with e^3, "yo como pan" still read "como" as "like". A
   * pronoun after a preposition is not a subject ("para mí como…").
   */
  subjectAgreement: number;
}

/**
 * Set by hand; on the treebank's test file, counted with a model of its dev file only, smoothing 1 tagged 94.0 % of
 * the words the lexicon gives two or more classes, 3 gave 93.9 %, 10 93.6 %, 30 93.2 % (decision 0014).
 */
export const DEFAULT_TUNING: DisambiguationTuning = { wordSmoothing: 1, subjectAgreement: 8 };

function subjectAgrees(before: Choice, option: Choice, afterPreposition: boolean): boolean {
  if (option.entry !== 'VERB' || afterPreposition) return false;
  return before.readings.some(
    (subject) =>
      subject.pos === 'pronoun' &&
      subject.kind === 'tonic' &&
      subject.person !== undefined &&
      option.readings.some(
        (verb) => verb.verbForm === 'finite' && verb.person === subject.person && hasFeatures(verb, numberOf(subject)),
      ),
  );
}

/**
 * A finite verb right after a finite ser or estar: "los gatos están sueltas" reads "sueltas" as soltar's "you
 * release" without it, though no finite verb follows a copula; the word's other class (an adjective) is meant.
 */
function finiteAfterCopula(before: Choice, option: Choice): boolean {
  return (
    before.readings.length > 0 &&
    before.readings.every(
      (reading) => reading.pos === 'verb' && reading.verbForm === 'finite' && COPULAS.has(reading.lemma),
    ) &&
    option.readings.length > 0 &&
    option.readings.every((reading) => reading.pos === 'verb' && reading.verbForm === 'finite')
  );
}
const COPULAS = new Set(['ser', 'estar']);

/**
 * A finite verb right after a preposition: "el vecino de arriba" reads "arriba" as arribar's "you arrive" without it,
 * though a preposition takes a noun phrase or an infinitive. Not after the prepositions that may also stand as an
 * adverb before a clause ("según dice", "hasta vino él").
 */
function finiteAfterPreposition(before: Choice, option: Choice, word: string): boolean {
  return (
    before.readings.length > 0 &&
    before.readings.every((reading) => reading.pos === 'preposition') &&
    !ALSO_BEFORE_A_CLAUSE.has(word) &&
    option.readings.length > 0 &&
    option.readings.every((reading) => reading.pos === 'verb' && reading.verbForm === 'finite')
  );
}
const ALSO_BEFORE_A_CLAUSE = new Set(['según', 'hasta', 'excepto', 'salvo', 'menos', 'incluso']);

/**
 * A finite verb right after an infinitive that a finite verb or "que" governs: in "hay que guardar silencio" or
 * "tengo que hacer ejercicio" the word after the infinitive is its object ("silencio", not silenciar's "I silence").
 * An infinitive after a preposition may end its phrase ("para comer uso palillos"), so it is not counted.
 */
function finiteAfterGovernedInfinitive(before: Choice, option: Choice, governor: readonly Reading[]): boolean {
  return (
    before.readings.length > 0 &&
    before.readings.every((reading) => reading.pos === 'verb' && reading.verbForm === 'infinitive') &&
    governor.some(
      (reading) =>
        (reading.pos === 'verb' && reading.verbForm === 'finite') || reading.pos === 'subordinating-conjunction',
    ) &&
    option.readings.length > 0 &&
    option.readings.every((reading) => reading.pos === 'verb' && reading.verbForm === 'finite')
  );
}

/**
 * The verb of "tú" right after an unaccented "tu" whose other readings are only plural nouns or adjectives: the
 * possessive takes one thing, so in "tu cocinas muy bien" the learner left out the accent of "tú" and "cocinas" is
 * cocinar's "you cook", not "kitchens". Not where a verb follows ("tu cocinas son grandes" meant "tus cocinas"), nor
 * after a verb or preposition that takes a noun phrase there ("me gustan tu casas", "con tu hijos").
 */
function verbOfTuBeforeIt(tokens: readonly Token[], readings: readonly (readonly Reading[])[], index: number): boolean {
  if (tokens[index - 1]?.text.toLowerCase() !== 'tu') return false;
  const own = readings[index] ?? [];
  const nominal = own.filter((reading) => reading.pos === 'noun' || reading.pos === 'adjective');
  const governed = (readings[index - 2] ?? []).some(
    (reading) => reading.pos === 'verb' || reading.pos === 'preposition',
  );
  const next = readings[index + 1] ?? [];
  return (
    nominal.length > 0 &&
    nominal.every((reading) => reading.number === 'plural') &&
    own.some((reading) => reading.verbForm === 'finite' && reading.person === 2 && reading.number === 'singular') &&
    !governed &&
    !next.some((reading) => reading.pos === 'verb' && reading.verbForm === 'finite')
  );
}

/**
 * Another class than a verb right after a word that is only an object pronoun, where the word may be a finite verb:
 * a clitic stands before its verb, so in "mi hermano se caso" "caso" is casar's form, not the noun "case".
 */
function notAVerbAfterClitic(before: Choice, option: Choice, own: readonly Reading[]): boolean {
  return (
    option.entry !== 'VERB' &&
    before.readings.length > 0 &&
    before.readings.every((reading) => reading.pos === 'pronoun' && reading.kind === 'clitic') &&
    own.some((reading) => reading.pos === 'verb' && reading.verbForm === 'finite')
  );
}

const scoresByModel = new WeakMap<TaggerModel, TagScores>();

/**
 * Picks each token's reading from its context, in two steps. First the word class: the most likely sequence of
 * tags (Viterbi) under a bigram model of tags and each word's own tag counts, both from a treebank
 * (content/spanish/tagger-model.json), among the classes the lexicon allows. So "como" after "yo" is a verb,
 * before a clause a conjunction; "esta" before a noun a determiner, before a verb a pronoun. Then, among the
 * readings of that class, agreement: a determiner or adjective with its noun, a verb with its subject pronoun.
 * Returns the chosen reading per token, undefined where the lexicon has none.
 */
export function disambiguate(
  tokens: readonly Token[],
  readings: readonly (readonly Reading[])[],
  model: TaggerModel,
  tuning: DisambiguationTuning = DEFAULT_TUNING,
): (Reading | undefined)[] {
  let scores = tuning === DEFAULT_TUNING ? scoresByModel.get(model) : undefined;
  if (!scores) {
    scores = new TagScores(model, tuning);
    if (tuning === DEFAULT_TUNING) scoresByModel.set(model, scores);
  }
  const choices = tokens.map((token, index) => choicesOf(token, readings[index] ?? [], index === 0));
  const best: { score: number; back: number }[][] = [];
  choices.forEach((options, index) => {
    const word = tokens[index]!.text.normalize('NFC').toLowerCase();
    best.push(
      options.map((option) => {
        const emission = scores.emission(word, option.entry);
        if (index === 0) return { score: scores.transition('START', option.entry) + emission, back: -1 };
        let top = { score: -Infinity, back: 0 };
        choices[index - 1]!.forEach((before, k) => {
          const afterPreposition = (readings[index - 2] ?? []).some((reading) => reading.pos === 'preposition');
          const agreement =
            subjectAgrees(before, option, afterPreposition) ||
            (option.entry === 'VERB' && verbOfTuBeforeIt(tokens, readings, index))
              ? tuning.subjectAgreement
              : 0;
          const copula =
            finiteAfterCopula(before, option) ||
            finiteAfterGovernedInfinitive(before, option, readings[index - 2] ?? []) ||
            finiteAfterPreposition(before, option, tokens[index - 1]!.text.normalize('NFC').toLowerCase()) ||
            notAVerbAfterClitic(before, option, readings[index] ?? [])
              ? tuning.subjectAgreement
              : 0;
          const score =
            best[index - 1]![k]!.score + scores.transition(before.exit, option.entry) + emission + agreement - copula;
          if (score > top.score) top = { score, back: k };
        });
        return top;
      }),
    );
  });
  const picked = new Array<Choice | undefined>(tokens.length);
  if (tokens.length) {
    const last = choices.length - 1;
    let index = 0;
    let top = -Infinity;
    best[last]!.forEach((cell, k) => {
      const score = cell.score + scores.transition(choices[last]![k]!.exit, 'END');
      if (score > top) [top, index] = [score, k];
    });
    for (let position = last; position >= 0; position--) {
      picked[position] = choices[position]![index];
      index = best[position]![index]!.back;
    }
  }
  return picked.map((choice, index) =>
    choice?.readings.length ? byAgreement(byLemmaFrequency(choice.readings, model), index, picked) : undefined,
  );
}

/** Among readings of one class, the first that agrees with its neighbour; the lexicon's first otherwise. */
function byAgreement(options: Reading[], index: number, picked: readonly (Choice | undefined)[]): Reading {
  const [first] = options as [Reading, ...Reading[]];
  if (options.length === 1) return first;
  const nearest = (step: number, tags: readonly string[], reach: number): Reading | undefined => {
    for (let k = index + step; k >= 0 && k < picked.length && Math.abs(k - index) <= reach; k += step) {
      const choice = picked[k];
      if (choice?.readings[0] && tags.includes(choice.entry)) return choice.readings[0];
      if (choice?.entry === 'PUNCT' || choice?.entry === 'VERB') return undefined;
    }
    return undefined;
  };
  const tag = tagOf(first);
  let partner: Reading | undefined;
  if (tag === 'DET') partner = nearest(1, ['NOUN'], 3);
  else if (tag === 'ADJ') partner = nearest(-1, ['NOUN'], 2) ?? nearest(1, ['NOUN'], 2);
  else if (tag === 'VERB') {
    const subject = nearest(-1, ['PRON'], 2);
    if (subject?.kind === 'tonic') partner = subject;
    const person = partner?.person;
    const agreeing =
      person && options.find((option) => option.person === person && hasFeatures(option, numberOf(partner!)));
    // Without a subject to agree with, the commonest mood: "trabaja" is "works" more often than "work!"
    return agreeing || [...options].sort((a, b) => moodRank(a) - moodRank(b))[0]!;
  }
  if (!partner) return first;
  const wanted = agreementOf(partner);
  return options.find((option) => hasFeatures(option, wanted)) ?? first;
}

const MOOD_ORDER = ['indicative', 'subjunctive', 'conditional', 'imperative'];

function moodRank(reading: Reading): number {
  return reading.mood ? MOOD_ORDER.indexOf(reading.mood) : -1;
}

/** The readings with the treebank's commoner lemmas first, in the lexicon's order otherwise (a stable sort). */
function byLemmaFrequency(readings: Reading[], model: TaggerModel): Reading[] {
  return [...readings].sort((a, b) => (model.lemmas[b.lemma] ?? 0) - (model.lemmas[a.lemma] ?? 0));
}

/** The number a verb must share with its subject; a form used for both says nothing. */
function numberOf(reading: Reading): Features {
  return reading.number === 'singular' || reading.number === 'plural' ? { number: reading.number } : {};
}

/** The gender and number another word must share with this one; a form used for both says nothing. */
function agreementOf(reading: Reading): Features {
  const agreement: Features = {};
  if (reading.gender === 'masculine' || reading.gender === 'feminine') agreement.gender = reading.gender;
  if (reading.number === 'singular' || reading.number === 'plural') agreement.number = reading.number;
  return agreement;
}
