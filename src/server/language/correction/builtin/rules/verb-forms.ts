import { madeUpVerbForm, type MadeUpTense } from '@/server/language/correction/builtin/made-up-verb-forms';
import { conjugation, gerundOf, tensedForms } from '@/server/language/correction/builtin/conjugation';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { reflexiveVerbs } from './reflexive-verbs';
import type { RuleContext } from './rule';
import { analyze } from '@/server/language/spanish';
import { saysTimeIsOver } from '@/server/language/correction/builtin/mechanisms/tense';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { sentenceAt } from '@/server/language/correction/builtin/clauses';
import { ruleWords } from './rule-words';

/**
 * Verb forms that do not exist ("yo sabo", "él hació", "he ponido", "buscé"): the real form of the same verb,
 * tense and person. A word is fixed only when it is no form of any verb the tables know and no word of the lexicon,
 * so the learner's meaning is certain (made-up-verb-forms.ts).
 */

const TENSE_NAMES: Record<MadeUpTense, string> = {
  present: 'present',
  preterite: 'preterite',
  imperfect: 'imperfect',
  future: 'future',
  subjunctive: 'subjunctive',
  participle: 'past participle',
};

const PERSON_NAMES = ['yo', 'tú', 'él/ella', 'nosotros', 'vosotros', 'ellos'] as const;

/** Accented forms of estar: unaccented "esta"/"estas" may be the demonstrative. */
const ESTAR_FORMS = new Set(['estoy', 'estás', 'está', 'estamos', 'estáis', 'están']);
/**
 * Verb forms that are more often another word after estar: "está cerca", "estoy solo", "está para salir", and
 * "estoy sueno" (sueño without its ñ, for the tener rule, not "sonando").
 */
const NOT_PROGRESSIVE = ruleWords('verb-forms', 'NOT_PROGRESSIVE');

/** Whether a verb's participle is a state estar takes (`estarStates`: "preocupado", "cansado"). */
function stateParticiple(lemma: string): boolean {
  const participle = conjugation(lemma)?.participle;
  return participle !== undefined && loadCorrectorWordLists().adjectives.estarStates.includes(participle);
}

function isAlsoAdjective(word: string): boolean {
  return analyze(word).tokens[0]?.readings.some((reading) => reading.pos === 'adjective') ?? false;
}

/** "Estoy aprendo español" → "estoy aprendiendo": the progressive is estar + gerund. */
function progressive({ draft, lexicon }: RuleContext): void {
  for (let index = 1; index < draft.length; index++) {
    if (draft.breakBefore(index) || !ESTAR_FORMS.has(draft.lower(index - 1))) continue;
    const written = draft.lower(index);
    if (NOT_PROGRESSIVE.has(draft.folded(index)) || lexicon.noun(written) || lexicon.adjective(written)) continue;
    // "estoy molesto", "está cerrado": a word the full lexicon also reads as an adjective is a state, not a verb
    if (isAlsoAdjective(written)) continue;
    // The learner conjugated both verbs: "estoy aprendo", "está trabaja" (the same person twice).
    const estarPerson = tensedForms(draft.lower(index - 1), true).find((form) => form.lemma === 'estar')?.person;
    const forms = tensedForms(written, true).filter((form) => form.tense === 'present' && form.person === estarPerson);
    const lemmas = new Set(forms.map((form) => form.lemma));
    if (forms.length === 0 || lemmas.size !== 1 || forms[0]!.lemma === 'estar') continue;
    // "estoy preocupo" means "preocupado" (a state), not "preocupando": which ending is meant is not sure
    if (stateParticiple(forms[0]!.lemma)) continue;
    const gerund = gerundOf(forms[0]!.lemma);
    draft.replace(
      index,
      index + 1,
      [gerund],
      `The progressive is estar + gerund: '${draft.lower(index - 1)} ${gerund}'.`,
    );
  }
}

/** Verbs followed by an infinitive: "quiero como" (conjugated twice) is "quiero comer". */
const MODALS = new Set(['querer', 'poder', 'deber', 'necesitar', 'saber']);

/** "Tengo que estudio" → "tengo que estudiar"; "quiero como pizza" → "quiero comer pizza". */
function infinitiveAfterModal({ draft, lexicon }: RuleContext): void {
  for (let index = 1; index < draft.length; index++) {
    if (draft.breakBefore(index)) continue;
    const haveTo = draft.folded(index - 1) === 'que' && index > 1 && !draft.breakBefore(index - 1);
    const modalIndex = haveTo ? index - 2 : index - 1;
    const modal = tensedForms(draft.lower(modalIndex), true).find(
      (form) => form.tense === 'present' && (haveTo ? form.lemma === 'tener' : MODALS.has(form.lemma)),
    );
    if (!modal) continue;
    const written = draft.lower(index);
    if (NOT_PROGRESSIVE.has(draft.folded(index)) || lexicon.adjective(written)) continue;
    // After "tener que" only an infinitive fits; after "quiero" a noun may ("quiero trabajo").
    if (!haveTo && lexicon.noun(written)) continue;
    const forms = tensedForms(written, true).filter((form) => form.tense === 'present' && form.person === modal.person);
    const lemmas = new Set(forms.map((form) => form.lemma));
    if (forms.length === 0 || lemmas.size !== 1) continue;
    const infinitive = forms[0]!.lemma;
    draft.replace(
      index,
      index + 1,
      [infinitive],
      `After '${draft.lower(modalIndex)}${haveTo ? ' que' : ''}', the verb is an infinitive: '${infinitive}'.`,
    );
  }
}

export function verbForms(context: RuleContext): void {
  madeUp(context);
  progressive(context);
  infinitiveAfterModal(context);
  reflexiveVerbs(context);
}

/** The words of the sentence a word stands in. */
function sentenceAround(draft: Draft, index: number): string {
  const span = sentenceAt(draft, index);
  const words: string[] = [];
  for (let at = span.start; at < span.end; at++) words.push(draft.text(at));
  return words.join(' ');
}

function madeUp({ draft, lexicon }: RuleContext): void {
  for (let index = 0; index < draft.length; index++) {
    if (draft.isName(index)) continue;
    const written = draft.lower(index);
    const made = madeUpVerbForm(written);
    if (!made || (made.unsure && !(made.tense === 'preterite' && saysTimeIsOver(sentenceAround(draft, index)))))
      continue;
    if (lexicon.noun(written) || lexicon.adjective(written)) continue;
    // "haci" may be "así" misspelt; "hací", with its accent, can only be a verb.
    if (lexicon.misspellings.has(draft.folded(index)) && written === draft.folded(index)) continue;
    const person = made.person === undefined ? '' : ` (${PERSON_NAMES[made.person]})`;
    draft.replace(
      index,
      index + 1,
      [made.form],
      `The ${TENSE_NAMES[made.tense]} of '${made.lemma}'${person} is '${made.form}'; '${written}' is not a Spanish form.`,
    );
  }
}
