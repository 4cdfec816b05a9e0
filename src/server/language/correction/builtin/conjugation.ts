import { foldAccents } from '@/domain/spanish-text';
import { type Reading, spanishLexicon } from '@/server/language/spanish';
import { z } from 'zod';
// Imported rather than read from disk so the bundled server carries it too.
import verbFormFixesJson from '../../../../../content/corrector/verb-form-fixes.json' with { type: 'json' };
import { ruleWords } from './rules/rule-words';
import type { Person } from './verbs';

/**
 * The conjugation the rules read, as a view of the Spanish lexicon (language/spanish, decision 0014): every verb it
 * knows, with the forms it lists, instead of tables built by hand for a few hundred verbs. The rules read five
 * tenses (the subjunctive rule the present and the present subjunctive, the tense rule the preterite and the
 * imperfect, the verb-form rule all of them, to know that a learner's form is no form at all).
 */

export type Tense = 'present' | 'preterite' | 'imperfect' | 'future' | 'subjunctive';
export const TENSES: readonly Tense[] = ['present', 'preterite', 'imperfect', 'future', 'subjunctive'];

type Forms = readonly [string, string, string, string, string, string];

export interface Conjugation {
  lemma: string;
  present: Forms;
  preterite: Forms;
  imperfect: Forms;
  future: Forms;
  subjunctive: Forms;
  participle: string;
  gerund: string;
}

export interface TensedForm {
  lemma: string;
  tense: Tense;
  person: Person;
}

/** `content/corrector/verb-form-fixes.json`: forms the lexicon has wrong, by verb and slot. */
export const verbFormFixesSchema = z.object({
  about: z.string(),
  fixes: z.array(z.object({ lemma: z.string(), slot: z.string(), lexicon: z.string(), form: z.string() })),
});
let fixes: z.infer<typeof verbFormFixesSchema>['fixes'] | undefined;
const verbFormFixes = () => (fixes ??= verbFormFixesSchema.parse(verbFormFixesJson).fixes);

/** Whether a word is the right spelling of a verb form the lexicon has wrong ("caíste", which it spells "caiste"). */
export function isMendedVerbForm(word: string): boolean {
  const lower = word.toLowerCase();
  return verbFormFixes().some((fix) => fix.form === lower);
}

/** The tense a verb reading is in, as the rules name them; undefined for the moods and tenses they do not read. */
function tenseOf(reading: Reading): Tense | undefined {
  if (reading.pos !== 'verb' || reading.verbForm !== 'finite' || !reading.tense) return undefined;
  if (reading.mood === 'indicative') return reading.tense;
  return reading.mood === 'subjunctive' && reading.tense === 'present' ? 'subjunctive' : undefined;
}

function personOf(reading: Reading): Person {
  return ((reading.person ?? 3) - 1 + (reading.number === 'plural' ? 3 : 0)) as Person;
}

/** The participle the rules compare with is the masculine singular one ("hecho", not "hechas"). */
const isMasculineParticiple = (reading: Reading) =>
  reading.pos === 'verb' &&
  reading.verbForm === 'participle' &&
  reading.number !== 'plural' &&
  reading.gender !== 'feminine';

/** The slot of the conjugation a reading fills ("present 2", "participle"), if it fills one. */
function slotOf(reading: Reading): string | undefined {
  const tense = tenseOf(reading);
  if (tense) return `${tense} ${personOf(reading)}`;
  if (isMasculineParticiple(reading)) return 'participle';
  if (reading.pos !== 'verb') return undefined;
  return reading.verbForm === 'gerund' || reading.verbForm === 'infinitive' ? reading.verbForm : undefined;
}

/**
 * The verb readings of one spelling, with the lexicon's known errors mended: a wrong spelling loses the slot it
 * was given ("muestramos" is no present of mostrar) and the right one gains it ("mostramos").
 */
function readingsOf(spelling: string): Reading[] {
  const lexicon = spanishLexicon();
  const wrong = verbFormFixes().filter((fix) => fix.lexicon === spelling);
  const all = lexicon.hasForm(spelling) ? lexicon.readingsOf(spelling) : [];
  const verbs = all.filter((reading) => reading.pos === 'verb' && !reading.enclitics);
  const learners = ruleWords('conjugation', 'LEARNER_VERBS');
  // A form of a verb learners seldom use is read as one only when it can be nothing else: "amigo", "larga", "uno"
  // and "creo" are not "amigar", "largar", "unir" and "crear" to the rules, but "grita" is "gritar".
  const rareAlone = verbs.length === all.length && !verbs.some((reading) => learners.has(reading.lemma));
  const own = verbs
    .filter((reading) => rareAlone || learners.has(reading.lemma))
    .filter((reading) => !wrong.some((fix) => fix.lemma === reading.lemma && fix.slot === slotOf(reading)));
  const mended = verbFormFixes()
    .filter((fix) => fix.form === spelling)
    .flatMap((fix) =>
      lexicon.readingsOf(fix.lexicon).filter((reading) => reading.lemma === fix.lemma && slotOf(reading) === fix.slot),
    );
  return [...own, ...mended];
}

const conjugations = new Map<string, Conjugation | undefined>();

/** Every form of a verb the lexicon knows; a slot the lexicon leaves empty (an impersonal verb's "nievo") is ''. */
export function conjugation(lemma: string): Conjugation | undefined {
  if (conjugations.has(lemma)) return conjugations.get(lemma);
  const slots = new Map<string, string>();
  for (const fix of verbFormFixes()) if (fix.lemma === lemma) slots.set(fix.slot, fix.form);
  // The lexicon lists a form's variants in its own order; the first one written for a slot is the one given.
  for (const { form, readings } of spanishLexicon().formsOf(lemma)) {
    for (const reading of readings) {
      const slot = slotOf(reading);
      if (slot && !slots.has(slot)) slots.set(slot, form);
    }
  }
  const forms = (tense: Tense) => [0, 1, 2, 3, 4, 5].map((person) => slots.get(`${tense} ${person}`) ?? '') as never;
  const verb = slots.has('infinitive')
    ? {
        lemma,
        present: forms('present'),
        preterite: forms('preterite'),
        imperfect: forms('imperfect'),
        future: forms('future'),
        subjunctive: forms('subjunctive'),
        participle: slots.get('participle') ?? '',
        gerund: slots.get('gerund') ?? '',
      }
    : undefined;
  conjugations.set(lemma, verb);
  return verb;
}

/**
 * The verbs learners use most (content/corrector/rule-words.json): the ones whose regularised, made-up forms the
 * verb-form rule corrects and whose present forms a noun may be mistaken for. Looking a form up is not limited to
 * them: every verb of the lexicon is known.
 */
export function conjugatedLemmas(): IterableIterator<string> {
  return ruleWords('conjugation', 'LEARNER_VERBS').values();
}

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/**
 * The spellings a folded word can stand for: itself and each with one vowel accented (Spanish writes one accent
 * at most), and "güe", "güi" for "gue", "gui" ("averigüé").
 */
function spellingsOf(folded: string): string[] {
  const spellings = [folded];
  for (let at = 0; at < folded.length; at++) {
    const accented = ACCENTED[folded[at]!];
    if (accented) spellings.push(folded.slice(0, at) + accented + folded.slice(at + 1));
  }
  return spellings.flatMap((spelling) =>
    /gu[eéií]/.test(spelling) ? [spelling, spelling.replace(/gu([eéií])/, 'gü$1')] : [spelling],
  );
}

// Rules ask about every word of every sentence, most of them several times: a word's readings are worked out
// once (a folded word costs a lexicon lookup for each of its accented spellings). Cleared when full.
const VERB_READINGS_CACHE_SIZE = 20_000;
const verbReadingsCache = new Map<string, readonly Reading[]>();

/** The verb readings of a word, however its accents were typed, or exactly as written with `exact`. */
function verbReadings(word: string, exact: boolean): readonly Reading[] {
  const lower = word.toLowerCase();
  const key = exact ? lower : foldAccents(lower);
  const cacheKey = exact ? `=${key}` : key;
  let readings = verbReadingsCache.get(cacheKey);
  if (!readings) {
    if (verbReadingsCache.size >= VERB_READINGS_CACHE_SIZE) verbReadingsCache.clear();
    readings = (exact ? [key] : spellingsOf(key)).flatMap(readingsOf);
    verbReadingsCache.set(cacheKey, readings);
  }
  return readings;
}

/**
 * What a finite form can be, however its accents were typed ("hablo" is present, "habló" preterite). With
 * `exact`, the written accents must match too, so "hablo" is only the present.
 */
export function tensedForms(word: string, exact = false): readonly TensedForm[] {
  const found = new Map<string, TensedForm>();
  for (const reading of verbReadings(word, exact)) {
    const tense = tenseOf(reading);
    const person = personOf(reading);
    if (tense) found.set(`${reading.lemma} ${tense} ${person}`, { lemma: reading.lemma, tense, person });
  }
  return [...found.values()];
}

function lemmaOf(word: string, is: (reading: Reading) => boolean, exact = false): string | undefined {
  return verbReadings(word, exact).find(is)?.lemma;
}
const isInfinitiveReading = (reading: Reading) => reading.verbForm === 'infinitive';
const isGerundReading = (reading: Reading) => reading.verbForm === 'gerund';

/** The lemma of an infinitive ("soñar", "sonar" typed for it is not folded away: both are verbs). */
export function infinitiveLemma(word: string): string | undefined {
  return lemmaOf(word, isInfinitiveReading);
}

export function participleLemma(word: string): string | undefined {
  return lemmaOf(word, isMasculineParticiple);
}

/** The lemma of a gerund ("aprendiendo", "pensando", "durmiendo"). */
export function gerundLemma(word: string): string | undefined {
  return lemmaOf(word, isGerundReading);
}

export function gerundOf(lemma: string): string {
  return conjugation(lemma)?.gerund ?? '';
}

const isVerbWord = (reading: Reading) =>
  tenseOf(reading) !== undefined || isMasculineParticiple(reading) || isInfinitiveReading(reading);

/** Whether a word, accents as written, is a finite form, participle or infinitive of a verb. */
export function isExactVerbForm(word: string): boolean {
  return lemmaOf(word, isVerbWord, true) !== undefined;
}

/** Whether a folded word, however accented, is a finite form, participle or infinitive of a verb. */
export function isKnownVerbWord(folded: string): boolean {
  return lemmaOf(folded, isVerbWord) !== undefined;
}
