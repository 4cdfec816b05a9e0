import type { Register } from '@/server/content/topic-file-schema';
import { analysed } from './analysis-cache';

/**
 * Whether a turn says the partner did something to the learner in the past ("me trajiste una concha", "nos cobraste
 * tres cafés", "nos ha cobrado de más"): said to someone who serves them about what they serve, it is a complaint,
 * whatever its words. The partner is "tú" (second person) or, in a scene in "usted", the third person.
 */
export function blamesThePartner(text: string, register: Register): boolean {
  const tokens = analysed(text).tokens.filter((token) => token.kind === 'word');
  return tokens.some((token, index) => {
    const { reading } = token;
    if (reading?.pos !== 'verb' || reading.verbForm !== 'finite' || reading.number !== 'singular') return false;
    const partner = reading.person === 2 || (register === 'usted' && reading.person === 3);
    // "me trajiste", and "me has traído" with its participle after
    const past =
      reading.tense === 'preterite' ||
      (reading.lemma === 'haber' &&
        tokens[index + 1]?.readings.some((next) => next.pos === 'verb' && next.verbForm === 'participle') === true);
    const toUs = ['me', 'nos'].includes(tokens[index - 1]?.text.toLowerCase() ?? '');
    return partner && past && toUs;
  });
}
