import { madeUpVerbForm, type MadeUpTense } from '@/server/language/correction/builtin/made-up-verb-forms';
import type { RuleContext } from './rule';

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

export function verbForms({ draft, lexicon }: RuleContext): void {
  for (let index = 0; index < draft.length; index++) {
    if (draft.isName(index)) continue;
    const written = draft.lower(index);
    const made = madeUpVerbForm(written);
    if (!made) continue;
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
