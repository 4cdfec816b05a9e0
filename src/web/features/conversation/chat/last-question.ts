/** Where a sentence ends when it has no opening '¿' to mark where the question starts. */
const SENTENCE_END = /[.!…;:\n]/g;

/**
 * The last question in a message (docs/product.md#language-help, copy last question): the text is
 * split on question marks, and the last piece that holds words is the question, from its opening '¿'
 * (or, in text without one, from the end of the sentence before) to the question mark. '¿Cómo estás? Bien.' gives
 * '¿Cómo estás?', since the words after the last question mark are no question. Null when the
 * message asks nothing.
 */
export function lastQuestion(text: string): string | null {
  const pieces = text.split('?');
  // The piece after the last question mark never ends in one; the ones before it all do.
  for (let index = pieces.length - 2; index >= 0; index -= 1) {
    const question = questionIn(pieces[index] ?? '');
    if (question) return `${question}?`;
  }
  return null;
}

function questionIn(piece: string): string | null {
  const opening = piece.lastIndexOf('¿');
  const start = opening >= 0 ? opening : lastSentenceEnd(piece);
  const question = piece.slice(start).trim();
  // '¿?' or '??' hold no words.
  return /[\p{L}\p{N}]/u.test(question) ? question : null;
}

function lastSentenceEnd(piece: string): number {
  let end = 0;
  for (const match of piece.matchAll(SENTENCE_END)) end = match.index + 1;
  return end;
}
