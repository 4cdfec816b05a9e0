import { z } from 'zod';
import { foldAccents } from '@/domain/spanish-text';
import {
  type AnalysedToken,
  type Analysis,
  type Reading,
  compoundForm,
  inflect,
  spanishFrequencyRank,
} from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import moodJson from '../../../../../../content/corrector/mood-triggers.json' with { type: 'json' };
import { isFixableWord } from './accents';
import { type Edit, replaceToken } from './edit';

const words = z.array(z.string().min(1));
/** `content/corrector/mood-triggers.json`: what puts a clause in the subjunctive. */
export const moodTriggersSchema = z.object({
  about: z.string(),
  verbs: words,
  feelingVerbs: words,
  reflexiveIndicative: words,
  doubtVerbs: words,
  negatedVerbs: words,
  judgements: words,
  negatedFacts: words,
  conjunctions: words,
  whenFuture: words,
  habitual: words,
  goingToDo: words,
  /** "Busco un curso que me permita…": what is sought, not yet found, takes the subjunctive in its relative clause. */
  seeking: words,
  seekingDeterminers: words,
  /** "No hay ningún bar que abra": a thing said not to exist; "¿Hay algún sabor que pueda tomar?": one asked about. */
  deniedDeterminers: words,
  askedDeterminers: words,
});

let table: z.infer<typeof moodTriggersSchema> | undefined;
const triggers = () => (table ??= moodTriggersSchema.parse(moodJson));

/** Phrases that open a clause in the subjunctive by themselves ("para que", "ojalá") or of a time to come ("cuando"). */
export const subjunctiveConjunctions = (): readonly string[] => [...triggers().conjunctions, ...triggers().whenFuture];

// Every phrase of the tables is tried at every word: each token and each phrase is folded once, not at each try.
const foldedTokens = new WeakMap<AnalysedToken, string>();
function folded(token: AnalysedToken | undefined): string {
  if (!token) return '';
  let form = foldedTokens.get(token);
  if (form === undefined) foldedTokens.set(token, (form = foldAccents(token.text)));
  return form;
}
const phraseParts = new Map<string, readonly string[]>();
function partsOf(phrase: string): readonly string[] {
  let parts = phraseParts.get(phrase);
  if (!parts) phraseParts.set(phrase, (parts = foldAccents(phrase).split(' ')));
  return parts;
}
const isFinite = (reading: Reading | undefined) => reading?.pos === 'verb' && reading.verbForm === 'finite';

/** Whether the words from `index` on are the phrase ("para que"), accents folded; the index after it, or -1. */
function phraseAt(tokens: readonly AnalysedToken[], index: number, phrase: string): number {
  const parts = partsOf(phrase);
  return parts.every((part, offset) => folded(tokens[index + offset]) === part) ? index + parts.length : -1;
}

/**
 * The finite verb of the clause opening at `start`: past its subject and object pronouns ("que mi madre no me
 * llama"), stopping at punctuation or another clause. Undefined when a word on the way could be the verb itself.
 */
function clauseVerb(tokens: readonly AnalysedToken[], start: number): number | undefined {
  for (let index = start; index < Math.min(tokens.length, start + 8); index++) {
    const token = tokens[index]!;
    if (token.kind !== 'word' || folded(token) === 'que') return undefined;
    if (isFinite(token.reading)) return index;
    if (token.readings.length === 0) return undefined;
    // first in its clause, a word that may be a verb is one: "antes de que sales" (not the noun "sales"); so is one
    // right after an object pronoun ("que alguien me ayuda": not the noun "ayuda")
    const afterClitic = tokens[index - 1]?.reading?.kind === 'clitic' && index > start;
    // (never a word read in context as an adverb, a pronoun or a preposition: "para que así pueda" holds no "asir",
    // "que nada me pase" no "nadar", "ojalá para entonces" no "parar")
    const plainWord = !['verb', 'noun', 'adjective'].includes(token.reading?.pos ?? 'verb');
    if ((index === start || afterClitic) && !plainWord && token.readings.some(isFinite)) return index;
    const nominal = (reading: Reading) =>
      ['determiner', 'noun', 'proper-noun', 'adjective', 'pronoun', 'numeral'].includes(reading.pos);
    // a noun that is also a verb form ("hermano") only after a determiner: "mi hermano", "el viaje"
    const afterDeterminer = tokens[index - 1]?.reading?.pos === 'determiner';
    // "los precios de los vuelos": a "de" after the subject's noun is part of the subject
    const ofTheSubject =
      ['de', 'del'].includes(folded(token)) && tokens[index - 1]?.reading?.pos === 'noun' && index > start;
    const skippable =
      ofTheSubject || (!!token.reading && nominal(token.reading) && (token.readings.every(nominal) || afterDeterminer));
    if (!skippable && !['no', 'también', 'siempre', 'nunca', 'ya', 'todavía'].includes(token.text.toLowerCase()))
      return undefined;
  }
  return undefined;
}

/**
 * Whether the "que" at `index` opens a relative clause about something sought: a verb of seeking in the present
 * ("busco", "necesitamos"), an indefinite determiner, its noun and up to two adjectives, then "que".
 */
function soughtBefore(tokens: readonly AnalysedToken[], index: number): boolean {
  if (folded(tokens[index]) !== 'que') return false;
  let at = index - 1;
  while (at > index - 3 && tokens[at]?.reading?.pos === 'adjective') at--;
  if (tokens[at]?.reading?.pos !== 'noun') return false;
  const determiner = tokens[at - 1];
  const verb = tokens[at - 2]?.reading;
  const seeking = triggers().seekingDeterminers.map(foldAccents);
  return (
    determiner !== undefined &&
    seeking.includes(folded(determiner)) &&
    isFinite(verb) &&
    verb!.tense === 'present' &&
    verb!.mood === 'indicative' &&
    triggers().seeking.includes(verb!.lemma)
  );
}

/**
 * Whether the "que" at `index` opens a relative clause about something whose existence is denied ("ningún bar que…")
 * or asked ("¿Hay algún sabor que…?"): its determiner, its noun and up to two adjectives, then "que".
 */
function unknownBefore(tokens: readonly AnalysedToken[], index: number, question: boolean): boolean {
  if (folded(tokens[index]) !== 'que') return false;
  let at = index - 1;
  while (at > index - 3 && tokens[at]?.reading?.pos === 'adjective') at--;
  if (tokens[at]?.reading?.pos !== 'noun') return false;
  const determiner = folded(tokens[at - 1]);
  return (
    triggers().deniedDeterminers.map(foldAccents).includes(determiner) ||
    (question && triggers().askedDeterminers.map(foldAccents).includes(determiner))
  );
}

/** The token read as the verb it is in its clause ("me ayuda": "ayudar", not the noun "ayuda"). */
function asItsVerb(token: AnalysedToken): AnalysedToken {
  if (isFinite(token.reading)) return token;
  const verb =
    token.readings.find((reading) => isFinite(reading) && reading.mood === 'indicative') ??
    token.readings.find(isFinite);
  return verb ? { ...token, reading: verb } : token;
}

/** A tonic pronoun before the verb whose person or number the verb does not have: agreement is to fix first. */
function subjectDisagrees(tokens: readonly AnalysedToken[], start: number, verb: number): boolean {
  const reading = tokens[verb]!.reading!;
  return tokens.slice(start, verb).some((token) => {
    const pronoun = token.reading;
    if (pronoun?.pos !== 'pronoun' || pronoun.kind !== 'tonic' || !pronoun.person) return false;
    return pronoun.person !== reading.person || (pronoun.number !== reading.number && pronoun.number !== 'invariable');
  });
}

/** The pronoun a verb's own subject takes, by person (singular): "me temo", "te temes", "se teme". */
const REFLEXIVE: Readonly<Record<number, string>> = { 1: 'me', 2: 'te', 3: 'se' };

/** Whether a conjugated verb before `index` in the sentence is in a past tense or the conditional. */
function toldInThePast(tokens: readonly AnalysedToken[], index: number): boolean {
  return tokens
    .slice(0, index)
    .some(
      (token) =>
        isFinite(token.reading) && ['preterite', 'imperfect', 'conditional'].includes(token.reading!.tense ?? ''),
    );
}

/** Where a trigger of the present subjunctive ends (the clause opens there): a conjunction, a verb or a judgement. */
// (not "tanto": "me gusta tanto que mi gato se llama Mango" tells a result, in the indicative)
const DEGREE_BEFORE_QUE = new Set(['mucho', 'muchisimo', 'bastante']);

function triggersAt(tokens: readonly AnalysedToken[], index: number): number {
  for (const phrase of triggers().conjunctions) {
    const end = conjunctionAt(tokens, index, phrase);
    // "Tenía miedo de que no me aceptan": after a past main verb the subjunctive is the imperfect one, not ours
    if (end >= 0) return toldInThePast(tokens, index) ? -1 : end;
  }
  if (folded(tokens[index]) !== 'que') return -1;
  // "me molesta mucho que…": a word of degree may stand between the verb and its "que"
  const degree = DEGREE_BEFORE_QUE.has(folded(tokens[index - 1])) && isFinite(tokens[index - 2]?.reading) ? 1 : 0;
  const reading = tokens[index - 1 - degree]?.reading;
  // "quiero que", "te pido que", "no creo que": a trigger verb in the present or future indicative
  if (isFinite(reading)) {
    const present = reading!.mood === 'indicative' && ['present', 'future'].includes(reading!.tense ?? '');
    return present && verbTriggerBefore(tokens, index - degree) ? index + 1 : -1;
  }
  // "es importante que", "es una pena que", "no es verdad que"
  return judgementStart(tokens, index) ? index + 1 : -1;
}

/**
 * What the finite verb before the "que" at `index` makes of its clause: a wish or a request ('wish': "quiero
 * que"), a feeling about what is ('feeling': "me alegra que") or a doubt ('doubt': "no creo que", "dudo que");
 * undefined when it is no trigger.
 */
function verbTriggerBefore(tokens: readonly AnalysedToken[], index: number): 'wish' | 'feeling' | 'doubt' | undefined {
  const before = tokens[index - 1];
  if (!before || !isFinite(before.reading)) return undefined;
  let negated = index - 2;
  while (tokens[negated]?.reading?.kind === 'clitic') negated--;
  const isNegated = folded(tokens[negated]) === 'no';
  // any finite reading's lemma: "creo" is read as "crear" as often as "creer"
  const lemmas = before.readings.filter(isFinite).map((other) => other.lemma);
  const has = (list: readonly string[]) => lemmas.some((lemma) => list.includes(lemma));
  // "me temo que no lo sé": with its subject's own pronoun the verb states a regret, and the clause says a fact
  const clitic = tokens[index - 2];
  const reflexive = clitic?.reading?.kind === 'clitic' && REFLEXIVE[before.reading!.person ?? 0] === folded(clitic);
  if (reflexive && has(triggers().reflexiveIndicative)) return undefined;
  if (has(triggers().verbs)) return 'wish';
  if (has(triggers().feelingVerbs)) return 'feeling';
  return (isNegated ? has(triggers().negatedVerbs) : has(triggers().doubtVerbs)) ? 'doubt' : undefined;
}

/**
 * Where a clause that asserts nothing begins: after a denied belief ("no creo que"), a doubt ("dudo que"), a
 * denied fact ("no es verdad que") or a wish ("no quiero que"), in any tense; -1 when none. What such a clause
 * tells is no news: "No creo que mi jefe esté contento" is no joy, "No quiero que me pierda" no mishap.
 */
export function doubtedClauseStart(tokens: readonly AnalysedToken[]): number {
  const at = tokens.findIndex((token, index) => {
    if (folded(token) !== 'que') return false;
    const verb = verbTriggerBefore(tokens, index);
    return verb === 'doubt' || verb === 'wish' || judgementStart(tokens, index, 'denied') !== undefined;
  });
  return at < 0 ? -1 : at + 1;
}

/**
 * Where "es importante que" or "no es verdad que" begins, when the "que" at `index` ends one: a judgement after
 * "es" ("muy" between allowed), a fact only denied ("no es verdad que").
 */
function judgementStart(
  tokens: readonly AnalysedToken[],
  index: number,
  only?: 'judged' | 'denied',
): AnalysedToken | undefined {
  const lists = [
    [triggers().judgements, false],
    [triggers().negatedFacts, true],
  ] as const;
  const kept = only === 'denied' ? lists.slice(1) : only === 'judged' ? lists.slice(0, 1) : lists;
  for (const [list, negated] of kept) {
    for (const judgement of list) {
      let at = index - judgement.split(' ').length;
      if (phraseAt(tokens, at, judgement) !== index) continue;
      if (folded(tokens[at - 1]) === 'muy') at--;
      if (folded(tokens[at - 1]) !== 'es') continue;
      if (negated !== (folded(tokens[at - 2]) === 'no')) continue;
      return negated ? tokens[at - 2] : tokens[at - 1];
    }
  }
  return undefined;
}

/** The one form of the verb's lemma in its person and number with the mood and tense asked for. */
function subjunctiveForm(reading: Reading, tense: 'present' | 'imperfect'): string | undefined {
  if (!reading.person || !reading.number) return undefined;
  const forms = inflect(reading.lemma, {
    pos: 'verb',
    verbForm: 'finite',
    mood: 'subjunctive',
    tense,
    person: reading.person,
    number: reading.number,
  }).filter((form) => tense === 'present' || /ra(s|n|mos|is)?$/.test(form));
  return forms.length === 1 ? forms[0] : undefined;
}

/**
 * A verb written in the indicative present, and read so in context, with no subjunctive reading. A noun reading
 * ("ayudas", "gana") is not in the way: the word stands where the clause's verb goes, past its subject.
 */
function isPlainPresent(token: AnalysedToken): boolean {
  const reading = token.reading;
  return (
    reading?.mood === 'indicative' &&
    reading.tense === 'present' &&
    // a subjunctive of a rarer verb ("sales" of salar) is no reason to doubt it; of a commoner one it is ("venga" is
    // venir's subjunctive before it is vengar's present)
    token.readings.every((other) => other.mood !== 'subjunctive' || rank(other.lemma) > rank(reading.lemma))
  );
}

/** How common a lemma is (1 the most common); a lemma outside the 20,000 most frequent words comes last. */
const rank = (lemma: string) => spanishFrequencyRank(lemma) ?? Infinity;

const isConditional = (token: AnalysedToken | undefined) =>
  !!token && token.reading?.mood === 'conditional' && token.readings.every((other) => other.mood === 'conditional');
/**
 * A verb that can only be about the future: a future ("llamaré"), or "ir a" + an infinitive ("voy a llamarte")
 * unless the infinitive is an activity one goes somewhere to do (`goingToDo`: "cuando tengo tiempo, voy a nadar"
 * may be a habit).
 */
function isFuture(tokens: readonly AnalysedToken[], index: number): boolean {
  const token = tokens[index];
  if (!token || !isFinite(token.reading)) return false;
  if (token.readings.every((reading) => reading.mood === 'indicative' && reading.tense === 'future')) return true;
  const infinitive = tokens[index + 2]?.reading;
  return (
    token.readings.every((reading) => reading.lemma === 'ir' && reading.tense === 'present') &&
    folded(tokens[index + 1]) === 'a' &&
    infinitive?.verbForm === 'infinitive' &&
    !triggers().goingToDo.includes(infinitive.lemma)
  );
}

/**
 * Whether the main clause of a "cuando" clause [start, verb] is about the future: its verb (the last finite verb
 * before "cuando", or the first after the comma that closes the clause) is a future, or a command opening the main
 * clause ("cuando llegas, llámame"); never with a word of habit ("cada día cuando vengo…").
 */
function mainClauseAhead(tokens: readonly AnalysedToken[], start: number, verb: number): boolean {
  if (tokens.some((token) => triggers().habitual.includes(folded(token)))) return false;
  const before = tokens.findLastIndex((token, at) => at < start && isFinite(token.reading));
  const comma = tokens.findIndex((token, at) => at > verb && token.text === ',');
  const after = comma < 0 ? -1 : tokens.findIndex((token, at) => at > comma && isFinite(token.reading));
  const command = after === comma + 1 && tokens[after]!.readings.every((reading) => reading.mood === 'imperative');
  return isFuture(tokens, before) || isFuture(tokens, after) || command;
}

/**
 * Where a conjunction of the table ends at `index`, or -1; "¿Para qué quieres…?" asks what for, and is none, nor is
 * the same opening a question without its accent ("¿Para que estudias?": the accent is the slip, not the mood).
 */
function conjunctionAt(tokens: readonly AnalysedToken[], index: number, phrase: string): number {
  const end = phraseAt(tokens, index, phrase);
  if (end >= 0 && tokens[index - 1]?.text === '¿' && tokens[end - 1]!.text.toLowerCase() === 'que') return -1;
  return end >= 0 && tokens[end - 1]!.text.toLowerCase() === 'qué' ? -1 : end;
}

/** Whether the word at `index` stands in a question: its sentence opens with "¿" or ends with "?". */
function inAQuestion(tokens: readonly AnalysedToken[], index: number): boolean {
  const ends = (token: AnalysedToken) => /^[.!?]+$/u.test(token.text);
  let start = index;
  while (start > 0 && !ends(tokens[start - 1]!)) start--;
  let end = index;
  while (end < tokens.length - 1 && !ends(tokens[end]!)) end++;
  return tokens.slice(start, end + 1).some((token) => token.text === '?' || token.text === '¿');
}

/**
 * A conjunction of purpose ("para que"), a verb of wishing or feeling before its "que" ("necesita que", "quieres
 * que") or a judgement ("¿Es posible que pague con tarjeta?"): what a question keeps in the subjunctive.
 */
function wishOrPurposeAt(tokens: readonly AnalysedToken[], index: number): boolean {
  if (triggers().conjunctions.some((phrase) => conjunctionAt(tokens, index, phrase) >= 0)) return true;
  if (folded(tokens[index]) === 'que' && judgementStart(tokens, index, 'judged')) return true;
  const verb = folded(tokens[index]) === 'que' ? verbTriggerBefore(tokens, index) : undefined;
  return verb === 'wish' || verb === 'feeling';
}

const DENIALS = new Set(['no', 'nunca', 'tampoco']);

/**
 * The verb with the denial that makes it a trigger, as written ("no creo", "no me parece"): "creo que" alone takes
 * the indicative, so the explanation must not name it without its "no".
 */
function denialBefore(tokens: readonly AnalysedToken[], verb: number): AnalysedToken {
  let at = verb - 1;
  // past the pronouns the verb takes, read as triggersAt reads them
  while (tokens[at]?.reading?.kind === 'clitic') at--;
  return at >= 0 && DENIALS.has(folded(tokens[at])) ? tokens[at]! : tokens[verb]!;
}

/**
 * The subjunctive where the clause's trigger requires it (content/corrector/mood-triggers.json): a present
 * indicative after a verb of wishing, asking, advising or doubt ("quiero que vienes" → "vengas"), a denied belief
 * ("no creo que es" → "sea"), an impersonal judgement ("es importante que estudias" → "estudies"), a conjunction
 * of purpose or condition ("para que", "antes de que", "ojalá"), and "cuando" with a main clause in the future
 * ("cuando llego, te llamaré" → "llegue"); a conditional after "si" when the main clause is conditional too ("si
 * tendría dinero, viajaría" → "tuviera"). A question keeps only its wishes and purposes ("¿Quieres que te ayudo?" →
 * "ayude"; "¿No crees que es caro?" is left alone), and so are a
 * stated belief ("creo que viene"), "cuando" + "voy a" (a habit reads the same), "no sé si tendría tiempo" (an
 * indirect question) and a verb whose subject pronoun disagrees with it (agreement comes first).
 */
export function mood(sentence: Analysis): Edit[] {
  const tokens = sentence.tokens;
  const edits: Edit[] = [];
  const propose = (start: number, tense: 'present' | 'imperfect', why: (form: string) => string) => {
    const verb = clauseVerb(tokens, start);
    if (verb === undefined || !isFixableWord(sentence, verb) || subjectDisagrees(tokens, start, verb)) return;
    const token = asItsVerb(tokens[verb]!);
    // "No creo que gasté tanto": a past told after a present trigger is the perfect subjunctive ("haya gastado")
    const past = tense === 'present' && !wishedAt(tokens, start) ? perfectSubjunctive(token) : undefined;
    if (past) {
      edits.push(replaceToken(token, past, 'subjunctive', why(past)));
      return;
    }
    if (tense === 'present' ? !isPlainPresent(token) : !isConditional(token)) return;
    const form = subjunctiveForm(token.reading!, tense);
    if (form && form !== token.text.toLowerCase()) edits.push(replaceToken(token, form, 'subjunctive', why(form)));
  };
  tokens.forEach((token, index) => {
    // a question keeps only a wish, a purpose or a judgement ("¿Quieres que te ayude?", "¿Es posible que pague…?"):
    // "¿No crees que es caro?" may stay
    const question = inAQuestion(tokens, index);
    if (unknownBefore(tokens, index, question)) {
      propose(index + 1, 'present', (form) => `A thing denied or only asked about takes the subjunctive: '${form}'.`);
      return;
    }
    if (question && !wishOrPurposeAt(tokens, index)) return;
    const start = triggersAt(tokens, index);
    if (start >= 0) {
      // the trigger as written: "para que", the verb with its "que" ("quiero que"), the judgement ("es importante que")
      const verbAt = DEGREE_BEFORE_QUE.has(folded(tokens[index - 1])) ? index - 2 : index - 1;
      const from =
        folded(token) === 'que' && isFinite(tokens[verbAt]?.reading)
          ? denialBefore(tokens, verbAt)
          : folded(token) === 'que'
            ? (judgementStart(tokens, index) ?? token)
            : token;
      const trigger = sentence.text.slice(from.start, tokens[start - 1]!.end).toLowerCase();
      const why = (form: string) => `After '${trigger}' the verb is in the subjunctive: '${form}'.`;
      propose(start, 'present', why);
      // "me preocupa que deciden… y que nos encierran": a "que" joined to the first depends on the same trigger
      for (const next of coordinatedClauses(tokens, start)) propose(next, 'present', why);
      return;
    }
    // "Me gustaría que la clase ofrece…" → "ofreciera": a wish or feeling in the conditional takes the imperfect
    if (!question && conditionalWish(sentence, index, edits)) return;
    if (soughtBefore(tokens, index)) {
      propose(index + 1, 'present', (form) => `Something sought, not yet found, takes the subjunctive: '${form}'.`);
      return;
    }
    for (const phrase of triggers().whenFuture) {
      const end = phraseAt(tokens, index, phrase);
      const verb = end < 0 ? undefined : clauseVerb(tokens, end);
      if (verb === undefined || !mainClauseAhead(tokens, index, verb)) continue;
      propose(end, 'present', (form) => `'${phrase}' about the future takes the subjunctive: '${form}'.`);
    }
    // "si tendría tiempo, iría": an unreal condition takes the imperfect subjunctive; not "no sé si tendría"
    if (folded(token) === 'si' && token.text.toLowerCase() === 'si') {
      const earlier = tokens
        .slice(0, index)
        .some((other) => ['saber', 'preguntar'].includes(other.reading?.lemma ?? ''));
      const verb = clauseVerb(tokens, index + 1);
      const main = tokens.findIndex((other, at) => at !== verb && isConditional(other));
      if (!earlier && main >= 0) {
        propose(
          index + 1,
          'imperfect',
          (form) => `An unreal condition with 'si' takes the imperfect subjunctive: '${form}'.`,
        );
        // "Me dijo que si tenía tiempo, me llamaría" reports a real condition: the imperfect is the tense of the report
        const reported = tokens.slice(0, index).some((other) => REPORTING.has(other.reading?.lemma ?? ''));
        const fix = verb === undefined || reported ? undefined : unrealImperfect(tokens, verb, main);
        if (fix && isFixableWord(sentence, verb!) && !subjectDisagrees(tokens, index + 1, verb!))
          edits.push(replaceToken(tokens[verb!]!, fix.form, 'subjunctive', fix.why));
      }
    }
  });
  return edits;
}

/** Words after which a clause no longer depends on the trigger before it. */
const CLAUSE_BREAKS = new Set(['pero', 'porque', 'aunque', 'cuando', 'si', 'mientras', 'sino', 'pues']);
const JOINERS = new Set(['y', 'e', 'o', 'u', 'ni']);

/** The starts of the clauses "y que…", "o que…" joined to the triggered clause at `start`, up to a clause break. */
function coordinatedClauses(tokens: readonly AnalysedToken[], start: number): number[] {
  const starts: number[] = [];
  for (let index = start; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.kind !== 'word' && /[.;:!?]/u.test(token.text)) break;
    if (CLAUSE_BREAKS.has(folded(token))) break;
    if (folded(token) === 'que' && JOINERS.has(folded(tokens[index - 1]))) starts.push(index + 1);
  }
  return starts;
}

/** Whether the clause at `start` is wished ("quiero que…"), where a past told makes no sense to fix. */
function wishedAt(tokens: readonly AnalysedToken[], start: number): boolean {
  return folded(tokens[start - 1]) === 'que' && verbTriggerBefore(tokens, start - 1) === 'wish';
}

/** "haya gastado" for a verb surely in the preterite indicative ("gasté"); undefined otherwise. */
function perfectSubjunctive(token: AnalysedToken): string | undefined {
  const reading = token.reading;
  const preterite = (other: Reading) => other.mood === 'indicative' && other.tense === 'preterite';
  if (!reading || !preterite(reading) || !token.readings.every((other) => other.pos !== 'verb' || preterite(other)))
    return undefined;
  const { person, number } = reading;
  return person && number
    ? compoundForm(reading.lemma, { person, number, mood: 'subjunctive', tense: 'present' })
    : undefined;
}

const REPORTING = new Set([
  'decir',
  'prometer',
  'asegurar',
  'avisar',
  'contar',
  'explicar',
  'escribir',
  'comentar',
  'pensar',
  'creer',
]);

/**
 * "Si lo sabía antes, habría ahorrado": an imperfect indicative in an unreal condition, beside a conditional, is
 * the subjunctive: the pluperfect for a past that did not happen ("hubiera sabido", the main clause's "habría" +
 * participle), the imperfect otherwise ("si tenía dinero, viajaría" → "tuviera").
 */
function unrealImperfect(
  tokens: readonly AnalysedToken[],
  verb: number,
  main: number,
): { form: string; why: string } | undefined {
  const reading = tokens[verb]!.reading;
  const plain = reading?.mood === 'indicative' && reading.tense === 'imperfect';
  if (!plain || !tokens[verb]!.readings.every((other) => other.mood !== 'subjunctive')) return undefined;
  const perfect = tokens[main]!.reading?.lemma === 'haber' && tokens[main + 1]?.reading?.verbForm === 'participle';
  if (!perfect) {
    const form = subjunctiveForm(reading, 'imperfect');
    return form
      ? { form, why: `An unreal condition with 'si' takes the imperfect subjunctive: '${form}'.` }
      : undefined;
  }
  const { person, number } = reading;
  const form =
    person && number
      ? compoundForm(reading.lemma, { person, number, mood: 'subjunctive', tense: 'imperfect' })
      : undefined;
  if (!form) return undefined;
  return {
    form,
    why: `A condition that did not happen in the past takes the pluperfect subjunctive: '${form}'.`,
  };
}

/**
 * "Me gustaría que la clase ofrece…" → "ofreciera": after a wish or a feeling in the conditional ("gustaría que",
 * "preferiría que") a clause's plain present is the imperfect subjunctive. Whether `index` ("que") is such a trigger.
 */
function conditionalWish(sentence: Analysis, index: number, edits: Edit[]): boolean {
  const tokens = sentence.tokens;
  if (folded(tokens[index]) !== 'que' || tokens[index - 1]?.reading?.mood !== 'conditional') return false;
  const trigger = verbTriggerBefore(tokens, index);
  if (trigger === undefined || trigger === 'doubt') return false;
  const verb = clauseVerb(tokens, index + 1);
  const said = verb === undefined ? undefined : tokens[verb];
  if (!said || !isFixableWord(sentence, verb!) || !isPlainPresent(said) || subjectDisagrees(tokens, index + 1, verb!))
    return true;
  const form = subjunctiveForm(said.reading!, 'imperfect');
  const written = `${tokens[index - 1]!.text.toLowerCase()} que`;
  if (form)
    edits.push(
      replaceToken(
        said,
        form,
        'subjunctive',
        `After '${written}', in the conditional, the verb is in the imperfect subjunctive: '${form}'.`,
      ),
    );
  return true;
}
