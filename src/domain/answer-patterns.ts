/**
 * Alternatives inside one accepted answer (docs/product.md#lesson-score): `[Disculpe|Perdone], ¿cómo [llego|puedo
 * llegar] a la estación?` stands for every sentence made of one choice per bracket, here four. A choice may be empty
 * (`Dudo que [él|] llegue`), brackets do not nest, and a pattern stands for at most MAX_PATTERN_SENTENCES sentences,
 * so a lesson can list many correct answers without listing each one.
 */

/** The most sentences one accepted answer may stand for. */
export const MAX_PATTERN_SENTENCES = 64;
/** The most sentences an exercise's accepted answers may stand for together: the checker runs in the browser. */
export const MAX_ACCEPTED_SENTENCES = 256;

const BRACKETS = /\[([^[\]]*)\]/g;

/** Why a pattern is not valid, or undefined when it is (an answer without brackets is always valid). */
export function patternProblem(pattern: string): string | undefined {
  const outside = pattern.replace(BRACKETS, '');
  if (/[[\]]/.test(outside)) return 'brackets must pair up and may not nest';
  if (outside.includes('|')) return '"|" may only separate choices inside [ ]';
  let count = 1;
  for (const [, inner] of pattern.matchAll(BRACKETS)) {
    const choices = inner!.split('|');
    if (choices.length < 2) return `[${inner}] needs at least two choices separated by "|"`;
    if (new Set(choices.map((choice) => choice.trim())).size !== choices.length) return `[${inner}] repeats a choice`;
    count *= choices.length;
  }
  if (count > MAX_PATTERN_SENTENCES) return `stands for ${count} sentences, more than ${MAX_PATTERN_SENTENCES}`;
  if (expandPattern(pattern).some((sentence) => sentence.trim() === '')) return 'one of its sentences is empty';
  return undefined;
}

/**
 * Every sentence a pattern stands for, in order (the first choices first), with the spaces an empty choice leaves
 * collapsed. A text without brackets is its own only sentence; an invalid pattern is read as written.
 */
export function expandPattern(pattern: string): string[] {
  if (!pattern.includes('[')) return [pattern];
  let sentences = [''];
  let last = 0;
  for (const match of pattern.matchAll(BRACKETS)) {
    const before = pattern.slice(last, match.index);
    const choices = match[1]!.split('|');
    sentences = sentences.flatMap((sentence) => choices.map((choice) => sentence + before + choice));
    if (sentences.length > MAX_PATTERN_SENTENCES) return [pattern];
    last = match.index + match[0].length;
  }
  const after = pattern.slice(last);
  return sentences.map((sentence) =>
    (sentence + after)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:?!])/g, '$1')
      .trim(),
  );
}
