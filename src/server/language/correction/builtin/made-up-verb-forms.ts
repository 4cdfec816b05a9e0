import { foldAccents } from '@/domain/spanish-text';
import {
  type Conjugation,
  conjugatedLemmas,
  conjugation,
  isExactVerbForm,
  isKnownVerbWord,
  type Tense,
} from './conjugation';
import { ruleWords } from './rules/rule-words';
import type { Person } from './verbs';

/**
 * Verb forms that do not exist, the way learners build them: an irregular verb conjugated as if it were regular
 * ("yo sabo", "él hació", "yo poní", "ellos tenieron", "he ponido", "teneré"), a spelling change left out
 * ("busqué" written "buscé"), a participle on a changed stem ("eligido"), or a strong preterite given a regular stress ("tuvé", "hizó"). Each is generated from
 * the conjugation tables, so every verb they know is covered the same way, and kept only when it is no form of any
 * verb they know; conjugation.test.ts checks that none is a word of the Spanish dictionary either.
 */

export type MadeUpTense = Tense | 'participle';

export interface MadeUpForm {
  lemma: string;
  tense: MadeUpTense;
  person: Person | undefined;
  /** The real form. */
  form: string;
  /** Also another real form of the verb with a letter left out ("tení": "tuve" or "tenía"), so not corrected. */
  unsure?: boolean;
}

/**
 * Learner forms that the generator makes but which are real Spanish words ("sabio", "poni", "cabo"; the list in
 * content/corrector/rule-words.json says how it was found); compared folded.
 */
const REAL_WORDS = ruleWords('conjugation', 'REAL_WORDS');

/** Too short or too irregular to regularise: "so", "i" are no learner's attempt at "soy", "fui". */
const NOT_REGULARISED = new Set(['ser', 'ir', 'oír', 'reír', 'sonreír', 'ver', 'dar']);

type Forms = readonly string[];

const AR = { present: ['o', 'as', 'a', 'amos', 'áis', 'an'], preterite: ['é', 'aste', 'ó', 'amos', 'asteis', 'aron'] };
const ER = {
  present: ['o', 'es', 'e', 'emos', 'éis', 'en'],
  preterite: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
};
const IR = { present: ['o', 'es', 'e', 'imos', 'ís', 'en'], preterite: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'] };

/** The forms a learner builds by treating the verb as fully regular. */
function regularised(lemma: string): { tense: MadeUpTense; forms: Forms; persons?: readonly number[] }[] {
  const stem = lemma.replace(/(ar|er|ir|ír)$/, '');
  const endings = lemma.endsWith('ar') ? AR : lemma.endsWith('er') ? ER : IR;
  const plain = foldAccents(lemma);
  const result: { tense: MadeUpTense; forms: Forms; persons?: readonly number[] }[] = [
    { tense: 'present', forms: endings.present.map((ending) => stem + ending) },
    // "tenimos" may be the present "tenemos" with an -ir ending as well as a past: the -er nosotros form is unsure.
    {
      tense: 'preterite',
      forms: endings.preterite.map((ending, person) => (person === 3 && lemma.endsWith('er') ? '' : stem + ending)),
    },
    { tense: 'future', forms: ['é', 'ás', 'á', 'emos', 'éis', 'án'].map((ending) => plain + ending) },
    { tense: 'participle', forms: [stem + (lemma.endsWith('ar') ? 'ado' : 'ido')] },
  ];
  // elegir → "eligido", pedir → "pidido": the participle built on the preterite's changed stem ("eligió")
  const third = conjugation(lemma)?.preterite[2];
  if (lemma.endsWith('ir') && third?.endsWith('ió'))
    result.push({ tense: 'participle', forms: [`${third.slice(0, -2)}ido`] });
  // conocer → "conozo", "conosco": the zc verbs' yo half-built.
  if (/[aeiou]c(er|ir)$/.test(lemma))
    result.push({ tense: 'present', forms: [`${stem.slice(0, -1)}zo`, `${stem.slice(0, -1)}sco`], persons: [0, 0] });
  return result;
}

/** Strong preterites given the regular stress or the regular plural: "tuvé", "hizó", "dijieron". */
function strongStressed(
  lemma: string,
  preterite: Forms,
  present?: string,
): { tense: MadeUpTense; forms: Forms; exact: boolean }[] {
  const first = preterite[0]!;
  if (first.endsWith('í') || first.endsWith('é') || !first.endsWith('e')) return [];
  const stem = first.slice(0, -1);
  const third = preterite[2]!;
  const result: { tense: MadeUpTense; forms: Forms; exact: boolean }[] = [
    { tense: 'preterite', forms: [`${stem}é`, '', `${third.slice(0, -1)}ó`, '', '', ''], exact: true },
  ];
  if (stem.endsWith('j'))
    result.push({ tense: 'preterite', forms: ['', '', '', '', '', `${stem}ieron`], exact: false });
  // "hació", "hicieron" are covered; "hició" builds the third person on the strong stem with a regular ending.
  result.push({ tense: 'preterite', forms: ['', '', `${stem}ió`, '', '', ''], exact: false });
  // decir → "dició", "dicieron": the present's stem with the regular endings.
  if (present && /ir$/.test(lemma)) {
    const presentStem = present.slice(0, -1);
    result.push({
      tense: 'preterite',
      forms: ['', '', `${presentStem}ió`, '', '', `${presentStem}ieron`],
      exact: false,
    });
  }
  return result;
}

/** Whether a folded word is another real form of the verb with one letter left out ("tení" of "tenía"). */
function oneLetterShortOf(key: string, verb: Conjugation): boolean {
  const forms = [...verb.present, ...verb.preterite, ...verb.imperfect, ...verb.future, ...verb.subjunctive];
  return forms.some((real) => {
    const folded = foldAccents(real);
    if (folded.length !== key.length + 1) return false;
    for (let at = 0; at < folded.length; at++) if (folded.slice(0, at) + folded.slice(at + 1) === key) return true;
    return false;
  });
}

interface Index {
  /** Folded made-up form → its real form, for forms that stay made-up however the accents are typed. */
  folded: Map<string, MadeUpForm>;
  /** Exact lower-case made-up form → its real form, for forms that differ from a real one only in an accent. */
  exact: Map<string, MadeUpForm>;
}

let index: Index | undefined;

function buildIndex(): Index {
  const folded = new Map<string, MadeUpForm | null>();
  const exact = new Map<string, MadeUpForm | null>();
  const add = (map: Map<string, MadeUpForm | null>, key: string, found: MadeUpForm) => {
    const existing = map.get(key);
    // Two verbs regularised into the same made-up form: it is no longer sure which was meant.
    if (existing === undefined) map.set(key, found);
    else if (existing !== null && existing.form !== found.form) map.set(key, null);
  };
  for (const lemma of conjugatedLemmas()) {
    const verb = conjugation(lemma)!;
    const real = (tense: MadeUpTense, person: number) =>
      tense === 'participle' ? verb.participle : verb[tense][person]!;
    // Voseo is Spanish: "vos querés", "vos tenés" are the regular forms without the accent a learner may leave
    // out, and "vení", "decí" its imperatives; none of them is corrected.
    const voseoImperative = foldAccents(lemma).slice(0, -1);
    for (const { tense, forms, persons } of NOT_REGULARISED.has(lemma) ? [] : regularised(lemma)) {
      forms.forEach((made, slot) => {
        const person = tense === 'participle' ? 0 : (persons?.[slot] ?? slot);
        if (tense === 'present' && person === 1 && persons === undefined) return;
        const form = real(tense, person);
        const key = foldAccents(made);
        // An impersonal verb has no "nievo" to correct "nevo" to.
        if (!form || made.length < 4 || key === foldAccents(form) || key === voseoImperative) return;
        const entry = {
          lemma,
          tense,
          person: tense === 'participle' ? undefined : (person as Person),
          form,
          // "tení" is "tuve" regularised or "tenía" missing its last letter: which one was meant is not sure
          ...(oneLetterShortOf(key, verb) ? { unsure: true } : {}),
        };
        // "ande" is a subjunctive, but "andé", with its accent, is no form of andar: only the exact spelling is sure.
        if (isKnownVerbWord(key)) {
          if (made !== key && !isExactVerbForm(made) && !REAL_WORDS.has(made)) add(exact, made, entry);
          return;
        }
        // "poni" is a pony and "sabio" wise, but "poní" and "sabió" with their accents are still made-up forms.
        if (!REAL_WORDS.has(key)) add(folded, key, entry);
        else if (made !== key && !REAL_WORDS.has(made)) add(exact, made, entry);
      });
    }
    for (const { tense, forms, exact: byAccent } of strongStressed(lemma, verb.preterite, verb.present[2])) {
      forms.forEach((made, person) => {
        if (!made) return;
        const form = verb.preterite[person]!;
        const entry = { lemma, tense, person: person as Person, form };
        if (byAccent) {
          if (made !== form && !REAL_WORDS.has(made)) add(exact, made, entry);
        } else if (!isKnownVerbWord(foldAccents(made)) && !REAL_WORDS.has(foldAccents(made))) {
          add(folded, foldAccents(made), entry);
        }
      });
    }
  }
  const sure = (map: Map<string, MadeUpForm | null>) =>
    new Map([...map].filter((pair): pair is [string, MadeUpForm] => pair[1] !== null));
  return { folded: sure(folded), exact: sure(exact) };
}

/** The real form a made-up verb form stands for ("sabo" → "sé"), or undefined when the word is no such form. */
export function madeUpVerbForm(word: string): MadeUpForm | undefined {
  index ??= buildIndex();
  return index.exact.get(word.toLowerCase()) ?? index.folded.get(foldAccents(word));
}

/** Every made-up form the corrector knows, for the dictionary check. */
export function allMadeUpVerbForms(): string[] {
  index ??= buildIndex();
  return [...index.folded.keys(), ...index.exact.keys()];
}
