export type TokenKind = 'word' | 'number' | 'punctuation';

/** A piece of the text with where it lies: `text` is `source.slice(start, end)` (UTF-16 offsets, as JavaScript's). */
export interface Token {
  text: string;
  kind: TokenKind;
  start: number;
  end: number;
}

// A word: letters with their combining marks (an accent typed as a separate character stays in its word), and an
// apostrophe between letters ("O'Donnell"). A hyphen splits: "franco-alemán" is two words and a mark.
const WORD = String.raw`\p{L}[\p{L}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*`;
// A number: digits with their thousands and decimal marks ("1.000", "3,5", "10:30"), an ordinal sign ("1º", "2.ª").
const NUMBER = String.raw`\p{N}+(?:[.,:]\p{N}+)*(?:\.?[ºª°])?`;
// Every other visible character is a mark of its own, but an ellipsis typed as dots is one.
const PUNCTUATION = String.raw`\.{3}|[^\s\p{L}\p{N}]`;
const TOKEN = new RegExp(`(${WORD})|(${NUMBER})|(${PUNCTUATION})`, 'gu');

/** Splits Spanish text into words, numbers and punctuation marks ("¿", "¡" and "…" each a token). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const kind: TokenKind = match[1] !== undefined ? 'word' : match[2] !== undefined ? 'number' : 'punctuation';
    tokens.push({ text: match[0], kind, start, end: start + match[0].length });
  }
  return tokens;
}
