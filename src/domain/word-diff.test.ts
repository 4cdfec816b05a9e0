import { describe, expect, it } from 'vitest';
import { markDifferingWords } from './word-diff';

const differing = (expected: string, given: string) =>
  markDifferingWords(expected, given)
    .filter((word) => word.differs)
    .map((word) => word.text);

describe('the words of a corrected sentence that the answer lacks', () => {
  it('marks only the words to change, case and punctuation aside, accents counted', () => {
    expect(differing('Mi hermana está muy cansada.', 'mi hermana es muy cansada')).toEqual(['está']);
    expect(differing('El problema es grande.', 'La problema es grande')).toEqual(['El']);
    expect(differing('Estoy en casa.', 'Esta en casa')).toEqual(['Estoy']);
    expect(differing('Me gusta leer.', 'me gusta leer')).toEqual([]);
  });

  it('marks a missing word and keeps the order', () => {
    expect(differing('Voy a la playa.', 'Voy playa')).toEqual(['a', 'la']);
    expect(differing('Yo soy de México.', '')).toEqual(['Yo', 'soy', 'de', 'México.']);
  });
});
