import { describe, expect, it } from 'vitest';
import type { MessageCheck } from '@/contract/corrections';
import { correctionFeedback } from './correction-feedback';

const change = (original: string, corrected: string) => ({
  category: 'adjectives' as const,
  original,
  corrected,
  explanation: `'${corrected}' agrees with the noun.`,
});
const check = (changes: MessageCheck['changes']): MessageCheck => ({
  corrected: '',
  changes,
  summary: '',
  checkedBy: 'builtin',
});

describe('correctionFeedback', () => {
  it('is the first change, wrong → right, with its explanation', () => {
    expect(correctionFeedback(check([change('simpatico', 'simpática')]))).toBe(
      "«simpatico» → «simpática»: 'simpática' agrees with the noun.",
    );
  });

  it('says how many more fixes there are', () => {
    expect(correctionFeedback(check([change('a', 'b'), change('c', 'd')]))).toMatch(/\(and one more fix below\)$/);
    expect(correctionFeedback(check([change('a', 'b'), change('c', 'd'), change('e', 'f')]))).toMatch(
      /\(and 2 more fixes below\)$/,
    );
  });

  it('leaves a missing opening mark alone to the engine, but puts a real mistake first', () => {
    const mark = { ...change('Te', '¿Te'), category: 'punctuation' as const };
    expect(correctionFeedback(check([mark]))).toBeNull();
    expect(correctionFeedback(check([mark, change('simpatico', 'simpática')]))).toMatch(
      /^«simpatico» → «simpática».*\(and one more fix below\)$/,
    );
  });

  it('is null when nothing was corrected or nothing was checked', () => {
    expect(correctionFeedback(check([]))).toBeNull();
    expect(correctionFeedback(undefined)).toBeNull();
  });
});
