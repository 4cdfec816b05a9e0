import { foldAccents } from '@/domain/spanish-text';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { SUBJECT_PRONOUNS } from '@/server/language/correction/builtin/grammar-words';
import { conjugation, isKnownVerbWord, tensedForms } from '@/server/language/correction/builtin/conjugation';
import { madeUpVerbForm } from '@/server/language/correction/builtin/made-up-verb-forms';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Misspellings. The curated map holds words that are never Spanish as written; the few below are real words too
 * (ola 'wave', iva 'VAT', asta 'flagpole', ay 'ouch', boy, osea 'bony'), so each is fixed only where the context
 * rules the other reading out.
 */

const GREETING_FOLLOWERS = ruleWords('misspelling-rules', 'GREETING_FOLLOWERS');
const TAX_CONTEXT = ruleWords('misspelling-rules', 'TAX_CONTEXT');
const THERE_IS_FOLLOWERS = ruleWords('misspelling-rules', 'THERE_IS_FOLLOWERS');
const UNTIL_FOLLOWERS = ruleWords('misspelling-rules', 'UNTIL_FOLLOWERS');
const FLAGPOLE_BEFORE = new Set(['el', 'un', 'del', 'al', 'su', 'la']);

function describe(written: string, fixed: string): string {
  if (fixed.includes(' ') && !written.includes(' ')) return `'${fixed}' is written as two words.`;
  return `'${written.toLowerCase()}' is spelt '${fixed}'.`;
}

function listed(draft: Draft, misspellings: ReadonlyMap<string, string>): void {
  for (let index = 0; index < draft.length; index++) {
    if (draft.isName(index)) continue;
    const fixed = misspellings.get(draft.lower(index)) ?? misspellings.get(draft.folded(index));
    if (!fixed) continue;
    // "hací", with its accent, is a verb form built by rule ("hice"), not "así" misspelt: verb-forms says so
    if (draft.lower(index) !== draft.folded(index) && madeUpVerbForm(draft.lower(index))) continue;
    const words = fixed.split(' ');
    draft.replace(index, index + 1, words, describe(draft.text(index), fixed));
    index += words.length - 1;
  }
}

function contextual(draft: Draft): void {
  for (let index = 0; index < draft.length; index++) {
    const lower = draft.lower(index);
    const start = draft.sentenceStart(index) || draft.breakBefore(index);
    const after = draft.breakAfter(index) ? '' : draft.folded(index + 1);
    const before = index > 0 && !draft.breakBefore(index) ? draft.lower(index - 1) : '';
    if (draft.isName(index)) continue;
    if (lower === 'ola' && draft.sentenceStart(index) && (draft.breakAfter(index) || GREETING_FOLLOWERS.has(after))) {
      draft.replace(index, index + 1, ['Hola'], "The greeting is 'hola', with an h; 'ola' means a wave.");
    } else if (lower === 'aver' && (draft.sentenceStart(index) || after === 'si')) {
      draft.replace(index, index + 1, ['a', 'ver'], "'a ver' (let's see) is written as two words.");
      index++;
    } else if (
      draft.text(index) === 'iva' &&
      !TAX_CONTEXT.has(before) &&
      (SUBJECT_PRONOUNS.has(before) || after === 'a' || after === 'al')
    ) {
      draft.replace(index, index + 1, ['iba'], "'iba' (was going) is spelt with b; 'IVA' is a tax.");
    } else if (lower === 'osea' && start) {
      draft.replace(index, index + 1, ['o', 'sea'], "'o sea' (I mean) is written as two words.");
      index++;
    } else if (lower === 'boy' && (after === 'a' || after === 'al')) {
      draft.replace(index, index + 1, ['voy'], "'voy' (I go) is spelt with v.");
    } else if (lower === 'ay' && THERE_IS_FOLLOWERS.has(after)) {
      draft.replace(index, index + 1, ['hay'], "'hay' (there is, there are) is spelt with h; 'ay' is a cry of pain.");
    } else if (
      lower === 'asta' &&
      !FLAGPOLE_BEFORE.has(before) &&
      (UNTIL_FOLLOWERS.has(foldAccents(after)) || (start && after !== 'de'))
    ) {
      draft.replace(index, index + 1, ['hasta'], "'hasta' (until) is spelt with h; 'asta' is a flagpole.");
    }
  }
}

/** Forms of haber before a participle: "he echo" can only be "he hecho" ("echado" is the participle of echar). */
const HABER_FORMS = ruleWords('misspelling-rules', 'HABER_FORMS');
/** "el echo de que" is "el hecho" (the fact): after these a noun is certain ("los echo de menos" is a verb). */
const FACT_DETERMINERS = new Set(['el', 'un', 'este', 'ese', 'del', 'al']);

function madeOrFact(draft: Draft, index: number): void {
  const lower = draft.lower(index);
  if ((lower !== 'echo' && lower !== 'echos') || index === 0 || draft.breakBefore(index)) return;
  const before = draft.folded(index - 1);
  const fixed = lower === 'echo' ? 'hecho' : 'hechos';
  if ((HABER_FORMS.has(before) && lower === 'echo') || FACT_DETERMINERS.has(before))
    draft.replace(index, index + 1, [fixed], `'${fixed}' (done, made; a fact) is spelt with h; 'echo' is from echar.`);
}

/**
 * Verb forms written with the wrong letter where the right one is certain from the verb tables: the imperfect
 * "-aba" with v ("estava" → "estaba") and the preterite "-aste" with an extra s ("hablastes" → "hablaste"). The
 * written form must not be a verb form itself ("vistes" is vestir).
 */
const IMPERFECT_WITH_V = /av(a|as|amos|ais|an)$/;
const PRETERITE_WITH_S = /stes$/;
const REAL_STES_WORDS = new Set(['vistes', 'tristes', 'listes']);

function verbSpelling(draft: Draft, index: number): void {
  const lower = draft.lower(index);
  if (draft.isName(index) || isKnownVerbWord(draft.folded(index))) return;
  if (IMPERFECT_WITH_V.test(lower)) {
    const candidate = lower.replace(IMPERFECT_WITH_V, 'ab$1');
    const form = tensedForms(candidate).find((found) => found.tense === 'imperfect');
    if (!form) return;
    const fixed = conjugation(form.lemma)!.imperfect[form.person];
    draft.replace(index, index + 1, [fixed], `The imperfect of -ar verbs is spelt with b: '${fixed}'.`);
  } else if (PRETERITE_WITH_S.test(lower) && !REAL_STES_WORDS.has(lower)) {
    const candidate = lower.slice(0, -1);
    const form = tensedForms(candidate).find((found) => found.tense === 'preterite' && found.person === 1);
    if (!form) return;
    const fixed = conjugation(form.lemma)!.preterite[1];
    draft.replace(index, index + 1, [fixed], `The preterite for 'tú' ends in -ste, without an s: '${fixed}'.`);
  }
}

/** The units after which tens make one word (16-19, 21-29) or take 'y' (31-99), with the one-word forms' accents. */
const UNITS: Readonly<Record<string, { teen?: string; twenty: string }>> = {
  uno: { twenty: 'veintiuno' },
  dos: { twenty: 'veintidós' },
  tres: { twenty: 'veintitrés' },
  cuatro: { twenty: 'veinticuatro' },
  cinco: { twenty: 'veinticinco' },
  seis: { teen: 'dieciséis', twenty: 'veintiséis' },
  siete: { teen: 'diecisiete', twenty: 'veintisiete' },
  ocho: { teen: 'dieciocho', twenty: 'veintiocho' },
  nueve: { teen: 'diecinueve', twenty: 'veintinueve' },
};
const TENS = new Set(['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa']);

/**
 * "Veinte cinco" → "veinticinco", "diez seis" → "dieciséis": 16 to 29 are one word; "treinta cinco" → "treinta y
 * cinco": from 31 on, tens and units are joined by 'y'.
 */
function compoundNumbers(draft: Draft): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.breakAfter(index)) continue;
    const tens = draft.folded(index);
    const unit = UNITS[draft.folded(index + 1)];
    if (!unit) continue;
    // Before a noun 'uno' shortens and agrees ("veintiún años", "veintiuna casas"): left to the learner's eye.
    if (draft.folded(index + 1) === 'uno' && index + 2 < draft.length && !draft.breakAfter(index + 1)) continue;
    const oneWord = tens === 'veinte' ? unit.twenty : tens === 'diez' ? unit.teen : undefined;
    if (oneWord) {
      draft.replace(index, index + 2, [oneWord], `Numbers from 16 to 29 are one word: '${oneWord}'.`);
    } else if (TENS.has(tens)) {
      const words = [draft.text(index), 'y', draft.text(index + 1)];
      draft.replace(
        index,
        index + 2,
        words,
        `From 31 on, tens and units are joined by 'y': '${words.join(' ').toLowerCase()}'.`,
      );
    }
  }
}

export function misspellingRules({ draft, lexicon }: RuleContext): void {
  listed(draft, lexicon.misspellings);
  contextual(draft);
  compoundNumbers(draft);
  for (let index = 0; index < draft.length; index++) {
    madeOrFact(draft, index);
    verbSpelling(draft, index);
    if (
      draft.lower(index) === 'haber' &&
      draft.sentenceStart(index) &&
      !draft.breakAfter(index) &&
      draft.folded(index + 1) === 'si'
    )
      draft.replace(index, index + 1, ['a', 'ver'], "'A ver si…' (let's see if…) is 'a ver', not the verb 'haber'.");
  }
}
