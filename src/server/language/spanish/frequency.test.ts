import { describe, expect, it } from 'vitest';
import { spanishFrequencyRank } from './frequency';

describe('the Spanish frequency list', () => {
  it('ranks the commonest words first, whatever their case, and knows nothing of rare ones', () => {
    expect(spanishFrequencyRank('de')).toBe(1);
    expect(spanishFrequencyRank('Hola')).toBeLessThan(200);
    expect(spanishFrequencyRank('fiebre')).toBeGreaterThan(1500);
    expect(spanishFrequencyRank('reciclaje')).toBeUndefined();
    expect(spanishFrequencyRank('')).toBeUndefined();
  });
});
