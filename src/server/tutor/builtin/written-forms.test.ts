import { describe, expect, it } from 'vitest';
import { lacksItsAccent } from './written-forms';

describe('lacksItsAccent', () => {
  it('finds a word written without the accent the language core writes it with', () => {
    for (const word of ['frio', 'rapido', 'arbol', 'Telefono']) expect(lacksItsAccent(word), word).toBe(true);
  });

  it('passes words written right, words with no accented form and words the core does not know at all', () => {
    for (const word of ['frío', 'café', 'mesa', 'comer', 'mas', 'esta', 'Xochimilco', 'wifi'])
      expect(lacksItsAccent(word), word).toBe(false);
  });
});
