import { foldAccents, isCapitalised, matchCase, matchWords } from '@/domain/spanish-text';
import type { CorrectionCategory } from '@/contract/corrections';
import type { CorrectionChange } from '@/server/language/correction/spanish-corrector';

/**
 * A learner's sentence being corrected. Rules rewrite runs of words; everything between words (spaces, commas,
 * line breaks) is kept as the learner typed it, so an untouched sentence renders back byte for byte. Every word
 * remembers which words of the input it came from and which fixes produced it, so overlapping fixes ("la problema
 * dificil" → "el problema difícil") are reported as one change quoting the input and the output verbatim.
 */

const NOT_SPACE = /\S/;
const SENTENCE_BREAK = /[.!?…\n]/;

interface Word {
  text: string;
  lower: string;
  folded: string;
  /** The separator written before this word. */
  before: string;
  /** An opening ¿ or ¡ inserted just before the word. */
  mark: string;
  /** The input words it replaces: [from, to). */
  from: number;
  to: number;
  fixes: readonly number[];
}

interface InputWord {
  start: number;
  end: number;
}

export type Terminal = '?' | '!' | '.' | '';

export interface SentenceSpan {
  /** First word index. */
  start: number;
  /** One past the last word index. */
  end: number;
  /** The punctuation that closes it. */
  terminal: Terminal;
  /** Both question and exclamation marks close it ("¿¡...?!"): neither opening mark is safe to guess. */
  mixed: boolean;
}

function makeWord(text: string, before: string, from: number, to: number, fixes: readonly number[], mark = ''): Word {
  const lower = text.toLowerCase();
  return { text, lower, folded: foldAccents(text), before, mark, from, to, fixes };
}

/** Words that keep their capital inside a sentence. */
const PROPER_WORDS = /^(Spanish|English|I)\b/;

/**
 * The explanations of one change as one sentence, as the learner reads it under the fix: "'el helado' is singular,
 * so the verb is 'gusta'; questions in Spanish open with '¿'."
 */
function oneSentence(explanations: readonly string[]): string {
  if (explanations.length <= 1) return explanations[0] ?? '';
  return (
    explanations
      .map((text, index) => {
        const bare = text.replace(/\.$/, '');
        return index === 0 || PROPER_WORDS.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
      })
      .join('; ') + '.'
  );
}

/**
 * Thrown when the rules have made far more fixes than a sentence has words: a rule that keeps rewriting its own
 * output. The corrector then drops the rules' fixes for that sentence instead of looping forever.
 */
export class RunawayRuleError extends Error {
  constructor(category: CorrectionCategory) {
    super(`The ${category} rules kept rewriting their own fixes`);
    this.name = 'RunawayRuleError';
  }
}

export class Draft {
  private words: Word[] = [];
  private readonly input: string;
  private readonly inputWords: InputWord[] = [];
  private readonly suffix: string;
  /** Each fix's explanation, the words it wrote (none for an opening mark) and the family of the rule that made it. */
  private readonly fixes: { explanation: string; wrote: readonly string[]; category: CorrectionCategory }[] = [];
  /** The family of the rule running now: every fix it makes is filed under it. */
  private category: CorrectionCategory = 'other';

  constructor(input: string) {
    this.input = input;
    let previousEnd = 0;
    for (const match of matchWords(input)) {
      const index = this.inputWords.length;
      this.words.push(makeWord(match[0], input.slice(previousEnd, match.index), index, index + 1, []));
      previousEnd = match.index + match[0].length;
      this.inputWords.push({ start: match.index, end: previousEnd });
    }
    this.suffix = input.slice(previousEnd);
  }

  get length(): number {
    return this.words.length;
  }

  text(index: number): string {
    return this.words[index]?.text ?? '';
  }

  /** Lower-case, accents kept: tells "él" from "el". */
  lower(index: number): string {
    return this.words[index]?.lower ?? '';
  }

  /** Lower-case, accents folded: what the learner meant, however they typed it. */
  folded(index: number): string {
    return this.words[index]?.folded ?? '';
  }

  capitalised(index: number): boolean {
    return isCapitalised(this.text(index));
  }

  /** Punctuation sits between this word and the previous one (or it opens the text): phrases never span it. */
  breakBefore(index: number): boolean {
    const word = this.words[index];
    return index <= 0 || word === undefined || NOT_SPACE.test(word.before) || word.mark !== '';
  }

  breakAfter(index: number): boolean {
    return index >= this.words.length - 1 || this.breakBefore(index + 1);
  }

  /** The separator after a word: the next word's, or the end of the text. */
  separatorAfter(index: number): string {
    return index >= this.words.length - 1 ? this.suffix : this.words[index + 1]!.before;
  }

  sentenceStart(index: number): boolean {
    return index <= 0 || SENTENCE_BREAK.test(this.words[index]!.before);
  }

  /** A word that begins with a capital where no sentence begins: a name, which no rule touches. */
  isName(index: number): boolean {
    return (
      this.capitalised(index) &&
      !this.sentenceStart(index) &&
      !this.words[index]!.before.includes('¿') &&
      !this.words[index]!.before.includes('¡')
    );
  }

  /** Whether the separator before a word holds a given mark. */
  hasMarkBefore(index: number, mark: string): boolean {
    const word = this.words[index];
    return word !== undefined && (word.before.includes(mark) || word.mark === mark);
  }

  sentences(): SentenceSpan[] {
    const spans: SentenceSpan[] = [];
    let start = 0;
    for (let index = 0; index < this.words.length; index++) {
      const after = this.separatorAfter(index);
      const last = index === this.words.length - 1;
      if (!last && !SENTENCE_BREAK.test(after)) continue;
      const question = after.includes('?');
      const exclamation = after.includes('!');
      const terminal: Terminal = question ? '?' : exclamation ? '!' : after.includes('.') ? '.' : '';
      spans.push({ start, end: index + 1, terminal, mixed: question && exclamation });
      start = index + 1;
    }
    return spans;
  }

  /** Files the fixes made from now on under `category` (the corrector sets it before each rule runs). */
  fileFixesUnder(category: CorrectionCategory): void {
    this.category = category;
  }

  /**
   * Replaces words [from, to) with new words, keeping the first word's capital. Returns false (and records
   * nothing) when the words are already right.
   */
  replace(from: number, to: number, replacement: readonly string[], explanation: string): boolean {
    if (to <= from || replacement.length === 0)
      throw new Error('A fix replaces at least one word with at least one word');
    const old = this.words.slice(from, to);
    const first = old[0]!;
    const words = replacement.map((word, index) => (index === 0 ? matchCase(first.text, word) : word));
    if (words.length === old.length && words.every((word, index) => word === old[index]!.text)) return false;
    if (this.fixes.length > 4 * this.inputWords.length + 16) throw new RunawayRuleError(this.category);
    // What the fix itself wrote: the words it brought in, not those of the span it kept ("mi hermano no le gusta"
    // around the 'a' and 'le' it added), so a later fix of a kept word does not hide this one's explanation.
    const kept = new Set(old.map((word) => word.text.toLowerCase()));
    const brought = words.filter((word) => !kept.has(word.toLowerCase()));
    const fix =
      this.fixes.push({ explanation, wrote: brought.length > 0 ? brought : words, category: this.category }) - 1;
    const fixes = [...new Set([...old.flatMap((word) => word.fixes), fix])];
    const inputFrom = Math.min(...old.map((word) => word.from));
    const inputTo = Math.max(...old.map((word) => word.to));
    const fresh = words.map((text, index) =>
      makeWord(
        text,
        index === 0 ? first.before : (old[index]?.before ?? ' '),
        inputFrom,
        inputTo,
        fixes,
        index === 0 ? first.mark : '',
      ),
    );
    this.words.splice(from, to - from, ...fresh);
    return true;
  }

  /** Puts an opening ¿ or ¡ before a word. */
  openWith(index: number, mark: '¿' | '¡', explanation: string): void {
    const word = this.words[index]!;
    const fix = this.fixes.push({ explanation, wrote: [], category: this.category }) - 1;
    this.words[index] = { ...word, mark, fixes: [...word.fixes, fix] };
  }

  /**
   * The explanations of a group of fixes, leaving out those a later fix overwrote: "simpaticos" → "simpáticos"
   * (accent) → "simpáticas" (agreement) should not explain a word the learner never sees.
   */
  private explain(fixes: readonly number[], corrected: string): { explanation: string; category: CorrectionCategory } {
    const shown = new Set([...matchWords(corrected.toLowerCase())].map((match) => match[0]));
    const visible = fixes.filter((fix) => this.fixes[fix]!.wrote.every((word) => shown.has(word.toLowerCase())));
    const kept = visible.length > 0 ? visible : fixes;
    return {
      explanation: oneSentence([...new Set(kept.map((fix) => this.fixes[fix]!.explanation))]),
      // The last kept fix decides: it wrote what the learner sees ("simpaticos" → "simpáticas" is agreement). An
      // opening ¿ or ¡ added to the same word does not: "Tu" → "¿Tú" is first of all the accent.
      category:
        this.fixes[kept.findLast((fix) => this.fixes[fix]!.category !== 'punctuation') ?? kept.at(-1)!]!.category,
    };
  }

  /** The corrected text and one change per group of overlapping fixes, in reading order. */
  render(): { text: string; changes: CorrectionChange[] } {
    const { text, changes } = this.renderPlaced();
    return { text, changes: changes.map(({ change }) => change) };
  }

  /**
   * As `render`, each change with the span of the input it rewrites (`input.slice(start, end)` is its `original`),
   * so changes can be verified and kept or dropped one by one.
   */
  renderPlaced(): { text: string; changes: { change: CorrectionChange; start: number; end: number }[] } {
    let text = '';
    const spans: { start: number; end: number }[] = [];
    for (const word of this.words) {
      text += word.before;
      const start = text.length;
      text += word.mark + word.text;
      spans.push({ start, end: text.length });
    }
    text += this.suffix;

    // Fixes that touched the same words are one change: union them through the words they share.
    const parent = this.fixes.map((_fix, index) => index);
    const root = (fix: number): number => {
      while (parent[fix] !== fix) fix = parent[fix] = parent[parent[fix]!]!;
      return fix;
    };
    for (const word of this.words) {
      for (const fix of word.fixes.slice(1)) parent[root(fix)] = root(word.fixes[0]!);
    }
    const groups = new Map<number, { fixes: Set<number>; first: number; last: number; from: number; to: number }>();
    this.words.forEach((word, index) => {
      if (word.fixes.length === 0) return;
      const key = root(word.fixes[0]!);
      const group = groups.get(key) ?? {
        fixes: new Set<number>(),
        first: index,
        last: index,
        from: word.from,
        to: word.to,
      };
      word.fixes.forEach((fix) => group.fixes.add(fix));
      group.last = index;
      group.from = Math.min(group.from, word.from);
      group.to = Math.max(group.to, word.to);
      groups.set(key, group);
    });

    const changes: { change: CorrectionChange; start: number; end: number }[] = [];
    for (const group of [...groups.values()].sort((a, b) => a.first - b.first)) {
      const start = this.inputWords[group.from]!.start;
      const end = this.inputWords[group.to - 1]!.end;
      const original = this.input.slice(start, end);
      const corrected = text.slice(spans[group.first]!.start, spans[group.last]!.end);
      if (original === corrected) continue;
      const { explanation, category } = this.explain(
        [...group.fixes].sort((a, b) => a - b),
        corrected,
      );
      changes.push({ change: { category, original, corrected, explanation }, start, end });
    }
    return { text, changes };
  }
}
