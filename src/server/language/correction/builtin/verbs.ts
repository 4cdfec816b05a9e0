import { foldAccents } from '@/domain/spanish-text';
import { conjugatedLemmas, conjugation, gerundLemma, infinitiveLemma, tensedForms } from './conjugation';

/**
 * The present-tense view of the conjugation (conjugation.ts), for the rules that judge only the present
 * indicative: a form in another tense is never read as a present one, so no rule can "correct" a tense it does not
 * model.
 */

/** 0 yo, 1 tú, 2 él/ella/usted, 3 nosotros, 4 vosotros, 5 ellos/ellas/ustedes. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;
export const PERSONS: readonly Person[] = [0, 1, 2, 3, 4, 5];

export interface VerbForm {
  lemma: string;
  person: Person;
}

export function conjugate(lemma: string, person: Person): string {
  const verb = conjugation(lemma);
  if (!verb) throw new Error(`No conjugation for ${lemma}`);
  return verb.present[person];
}

/** The verbs learners use most that have every person (not the impersonal "nevar", "llover"). */
export function knownLemmas(): string[] {
  return [...conjugatedLemmas()].filter((lemma) => conjugation(lemma)!.present.every(Boolean));
}

// Rules ask for every word of every sentence: the present readings are worked out once per folded word.
const presentByForm = new Map<string, readonly VerbForm[]>();

/** What a present-tense form can be, however the learner wrote its accents. */
export function presentForms(word: string): readonly VerbForm[] {
  const key = foldAccents(word);
  let forms = presentByForm.get(key);
  if (!forms) {
    forms = tensedForms(key)
      .filter((form) => form.tense === 'present')
      .map(({ lemma, person }) => ({ lemma, person }));
    presentByForm.set(key, forms);
  }
  return forms;
}

/** An infinitive of a known verb, bare or with attached pronouns ("bailar", "verla", "levantarme"). */
export function isInfinitive(word: string): boolean {
  const folded = foldAccents(word);
  if (infinitiveLemma(folded)) return true;
  const bare = folded.replace(/(me|te|se|lo|la|le|nos|os|los|las|les)+$/, '');
  return bare !== folded && infinitiveLemma(bare) !== undefined;
}

/** A gerund of a known verb ("estudiando", "leyendo"); "cuando" and "mando" end alike but are not. */
export function isGerund(word: string): boolean {
  return gerundLemma(word) !== undefined;
}

/** Every present-tense form and infinitive, accent-folded: the words a noun might be mistaken for. */
export function allVerbWords(): Set<string> {
  const words = new Set<string>();
  for (const lemma of conjugatedLemmas()) {
    words.add(foldAccents(lemma));
    for (const form of conjugation(lemma)!.present) if (form) words.add(foldAccents(form));
  }
  return words;
}
