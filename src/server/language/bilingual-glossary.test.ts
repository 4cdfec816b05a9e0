import { describe, expect, it } from 'vitest';
import { bilingualGlossary, britishSpelling } from './bilingual-glossary';

describe('an American spelling', () => {
  it('is looked up by the British one the glossary has', () => {
    const glossary = bilingualGlossary();
    expect(glossary.toSpanish('favorite').map((pair) => pair.es)).toContain('favorito');
    expect(glossary.toSpanish('center').map((pair) => pair.es)).toContain('centro');
    expect(glossary.toSpanish('realize').map((pair) => pair.es)).toContain('darse cuenta');
  });

  it('is turned only into a word the glossary knows, on a stem of three letters or more', () => {
    const known = new Set(['colour', 'favourite colour', 'centre']);
    const has = (word: string) => known.has(word);
    expect(britishSpelling('color', has)).toBe('colour');
    expect(britishSpelling('favorite color', (word) => has(word) || word === 'favourite')).toBe('favourite colour');
    expect(britishSpelling('water', has)).toBeUndefined();
    expect(britishSpelling('her', (word) => word === 'hre')).toBeUndefined();
  });
});
