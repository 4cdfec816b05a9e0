/** Quote pairs a learner writes around a word or phrase they mention rather than use. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['«', '»'],
  ['“', '”'],
  ['‘', '’'],
  ['"', '"'],
  ["'", "'"],
];

/**
 * The spans of text inside quotes: "¿Cómo se dice 'notice period'?" mentions English, and «the period» is a
 * quotation. A straight quote opens only at the start or after a space or opening sign, and closes only before the
 * end, a space or punctuation, so an apostrophe inside a word ("O'Brien") opens nothing.
 */
export function quotedSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const [open, close] of PAIRS) {
    let from = 0;
    for (;;) {
      const start = text.indexOf(open, from);
      if (start < 0) break;
      from = start + 1;
      if (open === close && start > 0 && !/[\s(¿¡:]/u.test(text[start - 1]!)) continue;
      let end = text.indexOf(close, start + 1);
      while (open === close && end >= 0 && end + 1 < text.length && /[\p{L}\p{N}]/u.test(text[end + 1]!))
        end = text.indexOf(close, end + 1);
      if (end < 0) break;
      spans.push({ start: start + 1, end });
      from = end + 1;
    }
  }
  return spans;
}

/** Whether the stretch from `start` to `end` overlaps a quoted span. */
export function overlapsQuote(spans: readonly { start: number; end: number }[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && span.start < end);
}
