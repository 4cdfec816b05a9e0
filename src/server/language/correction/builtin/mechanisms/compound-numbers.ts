import { matchCase } from '@/domain/spanish-text';
import { numberToSpanish } from '@/domain/spanish-numbers';
import type { Analysis } from '@/server/language/spanish';
import type { Edit } from './edit';

const TENS: Record<string, number> = { diez: 10, veinte: 20 };
const UNITS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};

/**
 * "veinte y tres" → "veintitrés", "diez y seis" → "dieciséis": the numbers 16 to 29 are one word (the three-word
 * spelling is long out of use). "Un" before a noun stays short ("veintiún años") and "una" stays feminine.
 */
export function compoundNumbers(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  const tokens = sentence.tokens;
  tokens.forEach((tens, index) => {
    const ten = TENS[tens.text.toLowerCase()];
    const and = tokens[index + 1];
    const unit = tokens[index + 2];
    if (ten === undefined || and?.text.toLowerCase() !== 'y' || unit?.kind !== 'word') return;
    // "a las diez y seis" is a time (10:06), "entre diez y nueve" two numbers
    if (['la', 'las', 'entre'].includes(tokens[index - 1]?.text.toLowerCase() ?? '')) return;
    const written = unit.text.toLowerCase();
    const value = UNITS[written];
    // 11 to 15 have names of their own ("once"): "diez y uno" is no slip of one word
    if (value === undefined || ten + value < 16) return;
    const gender = written === 'una' ? 'feminine' : undefined;
    let word = numberToSpanish(ten + value, gender);
    if (written === 'un') word = 'veintiún';
    edits.push({
      start: tens.start,
      end: unit.end,
      replacement: matchCase(tens.text, word),
      category: 'misspellings',
      explanation: `The numbers from 16 to 29 are written as one word: '${word}'.`,
      source: 'mechanism',
    });
  });
  return edits;
}
