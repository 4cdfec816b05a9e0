import type { AnalysedToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';
import { memoisedByText } from './text-memo';

/** A stem shorter than this says too little to tell one word family from another. */
const MIN_STEM = 4;

/** The word family of a noun or verb lemma: "trabajar" → "trabaj", "estudiante" → "estudiant". */
function stemOf(lemma: string): string {
  return normaliseText(lemma).replace(/(?:ar|er|ir|[aeo])$/u, '');
}

const CONTENT = new Set(['noun', 'verb']);

/**
 * The stems a question offers to choose between, either side of its "o" ("¿Trabajas o estudias?"). Remembered by
 * text: every turn reads the whole history again, and with it the same partner questions.
 */
const offeredStems: (question: string) => readonly string[] = memoisedByText(stemsOffered);

function stemsOffered(question: string): string[] {
  const tokens = analysed(question).tokens.filter((token) => token.kind === 'word');
  const stems: string[] = [];
  const add = (token: AnalysedToken | undefined) => {
    if (token?.reading && CONTENT.has(token.reading.pos)) stems.push(stemOf(token.reading.lemma));
  };
  tokens.forEach((token, at) => {
    if (normaliseText(token.text) !== 'o') return;
    add(tokens[at - 1]);
    add(tokens[at + 1]);
  });
  return [...new Set(stems)].filter((stem) => stem.length >= MIN_STEM);
}

/**
 * What the learner did not choose of what a question offered: "¿Trabajas o estudias?" answered "Soy estudiante de
 * medicina" declines "trabaj-", so no later question presumes a job ("¿Te gusta tu trabajo?"). Nothing when the
 * answer names none of the choices, or more than one.
 */
export function declinedStems(question: string, answer: string): string[] {
  const offered = offeredStems(question);
  if (offered.length < 2) return [];
  const words = normaliseText(answer).split(' ');
  const chosen = offered.filter((stem) => words.some((word) => word.startsWith(stem)));
  return chosen.length === 1 ? offered.filter((stem) => stem !== chosen[0]) : [];
}

/** Whether a question holds a word of a declined family ("trabajo" after "trabaj-" was declined). */
export function presumesDeclined(question: string, declined: ReadonlySet<string>): boolean {
  if (declined.size === 0) return false;
  return normaliseText(question)
    .split(' ')
    .some((word) => [...declined].some((stem) => word.startsWith(stem)));
}
