import type { Draft } from '@/server/language/correction/builtin/draft';
import { subjectBefore, type SubjectPronoun } from '@/server/language/correction/builtin/grammar-words';
import { conjugate, presentForms, type Person } from '@/server/language/correction/builtin/verbs';

/** The person a form of ser, estar or another verb is meant in: its subject pronoun's, or the form's own. */
export interface VerbUse {
  lemma: string;
  person: Person;
  /** The subject pronoun before it, when there is one. */
  pronoun: SubjectPronoun | undefined;
}

export function verbUse(draft: Draft, index: number, lemmas: ReadonlySet<string>): VerbUse | undefined {
  const forms = presentForms(draft.text(index)).filter((form) => lemmas.has(form.lemma));
  const form = forms[0];
  if (!form || draft.lower(index) === 'se') return undefined;
  const subject = subjectBefore(draft, index);
  return { lemma: form.lemma, person: subject?.pronoun.person ?? form.person, pronoun: subject?.pronoun };
}

/**
 * Whether the sentence is certainly about a person: first or second person, or a third-person form with its
 * subject pronoun. "Es cansado trabajar tanto" (it is tiring) has neither.
 */
export function aboutAPerson(use: VerbUse): boolean {
  return use.pronoun !== undefined || (use.person !== 2 && use.person !== 5);
}

export function formOf(lemma: string, use: VerbUse): string {
  return conjugate(lemma, use.person);
}

export const SER = new Set(['ser']);
export const ESTAR = new Set(['estar']);
export const SER_OR_ESTAR = new Set(['ser', 'estar']);
