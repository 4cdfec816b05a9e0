import { wordCount, type BilingualLine } from '@/server/modules/topics/topic-file-schema';

/** Beginner replies stay under 25 words (reaction and question together). */
export const BEGINNER_MAX_WORDS = 24;

/** One piece of a reply: a reaction, an answer, a question ... */
export interface ReplyPart {
  line: BilingualLine;
  /** Other wordings of the same piece; the shortest is tried before the piece is dropped. */
  shorter?: readonly BilingualLine[];
  /** Set on pieces a beginner reply can lose when it runs long; the highest rank goes first. Required pieces have none. */
  dropRank?: number;
}

/**
 * Joins the pieces in order, Spanish with Spanish and English with English, so the translation follows the
 * reply sentence by sentence. With a word budget, optional pieces are shortened, then dropped, until it fits.
 */
export function composeReply(parts: readonly ReplyPart[], maxWords?: number): BilingualLine {
  const pieces = parts.map((part) => ({ ...part }));
  const total = () => pieces.reduce((sum, piece) => sum + wordCount(piece.line.es), 0);
  while (maxWords !== undefined && total() > maxWords) {
    let target: (typeof pieces)[number] | undefined;
    for (const piece of pieces) {
      if (piece.dropRank !== undefined && (target === undefined || piece.dropRank > target.dropRank!)) target = piece;
    }
    if (!target) break;
    const current = wordCount(target.line.es);
    const shortest = (target.shorter ?? [])
      .filter((line) => wordCount(line.es) < current)
      .sort((a, b) => wordCount(a.es) - wordCount(b.es))[0];
    if (shortest) {
      target.line = shortest;
      target.shorter = undefined;
    } else {
      pieces.splice(pieces.indexOf(target), 1);
    }
  }
  return { es: pieces.map((piece) => piece.line.es).join(' '), en: pieces.map((piece) => piece.line.en).join(' ') };
}
