import type { Addressing } from '@/server/content/partner-knowledge-schema';
import { analysed as analyze } from './analysis-cache';
import { normaliseText } from './text-normalisation';

/** How a learner's message addresses the partner, read from content/tutor/addressing.json. */
export interface AddressingReader {
  /** "usted" said to the partner: "¿Usted trabaja aquí?", "Disculpe", "¿Me puede…?", "Buenas tardes, señora." */
  saysUsted: (text: string) => boolean;
  /** "¿Tienes…?", "tú", "¿Tenéis…?": tú to the partner, or vosotros to the place they work in. */
  saysTu: (text: string) => boolean;
  /** "¿Cuánto le debo?": a formula said to anyone serving, usted only when no tú came before it. */
  saysUstedFormula: (text: string) => boolean;
  /** "¿vale?", "¿sabes?": a question (with its marks) that asks nothing of the partner. */
  isTag: (question: string) => boolean;
  /** A question (with its marks) that asks the partner something to know: not a tag, not a request to do. */
  asksToKnow: (question: string) => boolean;
}

/** A phrase of the table as a pattern: its words apart by any space, the first and last whole words. */
const phrasePattern = (phrases: readonly string[]) =>
  phrases
    .map((phrase) => phrase.trim().split(/\s+/u).map(escape).join('\\s+'))
    .sort((a, b) => b.length - a.length)
    .join('|');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

export function createAddressingReader(table: Addressing): AddressingReader {
  const { usted } = table;
  const ustedPattern = new RegExp(
    [
      `(?<!\\p{L})(?:${phrasePattern(usted.words)})(?!\\p{L})`,
      `¿\\s*(?:${phrasePattern(usted.requestOpeners)})(?!\\p{L})`,
      // a title alone between punctuation is said to the partner; "la señora de la tienda" is not
      `(?:^|[,¡¿]\\s*)(?:${phrasePattern(usted.titles)})\\s*(?=[,.!?]|$)`,
    ].join('|'),
    'imu',
  );
  const formula = new RegExp(`¿\\s*(?:${phrasePattern(usted.formulas)})(?!\\p{L})`, 'iu');
  // with its accent: "tu casa" says nothing of how the partner is addressed
  const tuWords = new Set(table.tuWords.map((word) => word.toLowerCase()));
  const tags = new Set(table.tagQuestions.map(normaliseText));
  const request = new RegExp(
    `^¿\\s*(?:y\\s+)?(?:tú\\s+)?(?:me\\s+|nos\\s+|te\\s+)?(?:${phrasePattern(table.requestVerbs)})(?!\\p{L})`,
    'iu',
  );
  const isTag = (question: string) => tags.has(normaliseText(question.replace(/[¿?]/gu, ' ')));
  return {
    saysUsted: (text) => ustedPattern.test(text),
    saysTu: (text) =>
      analyze(text).tokens.some(
        (token) =>
          tuWords.has(token.text.toLowerCase()) || (token.reading?.pos === 'verb' && token.reading.person === 2),
      ),
    saysUstedFormula: (text) => formula.test(text),
    isTag,
    asksToKnow: (question) =>
      question.trim().split(/\s+/u).length >= 2 && !isTag(question) && !request.test(question.trim()),
  };
}
