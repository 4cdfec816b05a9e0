/** Pronunciation: the similarity at or above which an attempt counts as correct. */
export const PRONUNCIATION_PASS_SIMILARITY = 0.8;
import { capitalise, foldAllMarks } from './spanish-text';

export interface PronunciationScore {
  /** 0 to 1: how closely the words heard follow the target, word by word. */
  similarity: number;
  isCorrect: boolean;
  /** English, naming the words that were missed, different or extra. */
  feedback: string;
}

interface Word {
  /** As written in the sentence, for feedback. */
  shown: string;
  /** Lower case, accents and punctuation folded: recognisers differ in exactly these. */
  folded: string;
}

/**
 * Scores a spoken attempt against the sentence the learner was asked to say. The words are aligned with an
 * edit distance whose substitution cost is how different two words sound on paper (letter edit distance), so
 * "ola" for "hola" costs less than "adiós" for "hola" and a near miss still earns most of its credit.
 */
export function scorePronunciation(target: string, heard: string): PronunciationScore {
  const expected = words(target);
  const spoken = words(heard);
  if (expected.length === 0)
    return { similarity: 0, isCorrect: false, feedback: 'There was nothing to compare your recording with.' };
  if (spoken.length === 0) {
    return {
      similarity: 0,
      isCorrect: false,
      feedback: "We couldn't hear any words. Try again, speaking clearly and close to the microphone.",
    };
  }
  // The score is a plain word edit distance (a near miss costs part of a word); the feedback has its own alignment.
  const cost = editTable(expected, spoken, (a, b) => wordDistance(a.folded, b.folded))[expected.length]![
    spoken.length
  ]!;
  const similarity = round(Math.max(0, 1 - cost / Math.max(expected.length, spoken.length)));
  const isCorrect = similarity >= PRONUNCIATION_PASS_SIMILARITY;
  return { similarity, isCorrect, feedback: feedbackFor(align(expected, spoken), similarity, isCorrect) };
}

function words(text: string): Word[] {
  return text
    .split(/\s+/)
    .map((token) => ({
      shown: token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
      folded: foldAllMarks(token).replace(/[^\p{L}\p{N}]/gu, ''),
    }))
    .filter((word) => word.folded.length > 0);
}

type Step =
  | { kind: 'same'; expected: Word }
  | { kind: 'different'; expected: Word; spoken: Word }
  | { kind: 'missed'; expected: Word }
  | { kind: 'extra'; spoken: Word };

/**
 * For lining words up, two unlike words cost more than a miss plus an extra word, so they are never paired:
 * the feedback pairs a word only with what sounded like it ("'con' sounded like 'por'" is no help to anyone).
 */
function pairingCost(expected: Word, spoken: Word): number {
  const distance = wordDistance(expected.folded, spoken.folded);
  return distance > 0.5 ? 2.5 : distance;
}

/** Edit distance table over words: a missed or extra word costs 1, a pair what `pairCost` says. */
function editTable(
  expected: readonly Word[],
  spoken: readonly Word[],
  pairCost: (expected: Word, spoken: Word) => number,
): number[][] {
  const rows = expected.length + 1;
  const cols = spoken.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      table[i]![j] = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + pairCost(expected[i - 1]!, spoken[j - 1]!),
      );
    }
  }
  return table;
}

function align(expected: readonly Word[], spoken: readonly Word[]): Step[] {
  const table = editTable(expected, spoken, pairingCost);
  const steps: Step[] = [];
  let i = expected.length;
  let j = spoken.length;
  while (i > 0 || j > 0) {
    const here = table[i]![j]!;
    if (i > 0 && j > 0) {
      const cost = pairingCost(expected[i - 1]!, spoken[j - 1]!);
      if (here === table[i - 1]![j - 1]! + cost) {
        steps.push(
          cost === 0
            ? { kind: 'same', expected: expected[i - 1]! }
            : { kind: 'different', expected: expected[i - 1]!, spoken: spoken[j - 1]! },
        );
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && here === table[i - 1]![j]! + 1) {
      steps.push({ kind: 'missed', expected: expected[i - 1]! });
      i--;
    } else {
      steps.push({ kind: 'extra', spoken: spoken[j - 1]! });
      j--;
    }
  }
  return steps.reverse();
}

/** 0 for the same word, up to 1 for words with nothing in common (letter edits over the longer length). */
function wordDistance(a: string, b: string): number {
  if (a === b) return 0;
  return letterEdits(a, b) / Math.max(a.length, b.length);
}

function letterEdits(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function feedbackFor(steps: readonly Step[], similarity: number, isCorrect: boolean): string {
  const quote = (word: Word) => `'${word.shown}'`;
  const missed = steps.flatMap((step) => (step.kind === 'missed' ? [quote(step.expected)] : []));
  const different = steps.flatMap((step) =>
    step.kind === 'different' ? [`${quote(step.expected)} sounded like ${quote(step.spoken)}`] : [],
  );
  const extra = steps.flatMap((step) => (step.kind === 'extra' ? [quote(step.spoken)] : []));
  if (missed.length === 0 && different.length === 0 && extra.length === 0) return 'Excellent! Every word was clear.';
  // Listing every word of an unrelated sentence helps nobody; the screen shows what was heard.
  if (similarity < 0.35)
    return "Keep practising. That didn't sound like the phrase yet: listen to it once more, then say it slowly.";
  const details = [
    missed.length > 0 ? `Missed: ${list(missed)}.` : '',
    different.length > 0 ? `${capitalise(list(different))}.` : '',
    extra.length > 0 ? `Extra: ${list(extra)}.` : '',
  ].filter(Boolean);
  const opening = isCorrect ? 'Good job!' : similarity >= 0.5 ? 'Almost there.' : 'Keep practising.';
  return [opening, ...details].join(' ');
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
