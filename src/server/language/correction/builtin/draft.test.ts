import { describe, expect, it } from 'vitest';
import { Draft } from './draft';

describe('Draft', () => {
  it('renders an untouched text byte for byte', () => {
    for (const text of ['', '  Hola ,  ¿qué tal?\n\nBien… ¡gracias!  ', "l'amic", '¿?']) {
      expect(new Draft(text).render()).toEqual({ text, changes: [] });
    }
  });

  it('keeps separators and the first capital when words are replaced', () => {
    const draft = new Draft('Yo  gusto,  el cafe.');
    draft.replace(0, 2, ['me', 'gusta'], 'gustar');
    draft.replace(3, 4, ['café'], 'accent');
    expect(draft.render()).toEqual({
      text: 'Me  gusta,  el café.',
      changes: [
        { category: 'other', original: 'Yo  gusto', corrected: 'Me  gusta', explanation: 'gustar' },
        { category: 'other', original: 'cafe', corrected: 'café', explanation: 'accent' },
      ],
    });
  });

  it('merges fixes that touch the same words and drops explanations of overwritten ones', () => {
    const draft = new Draft('la casa blanco es');
    draft.replace(2, 3, ['blancó'], 'first');
    draft.replace(1, 3, ['casa', 'blanca'], 'second');
    draft.openWith(0, '¿', 'mark');
    const { text, changes } = draft.render();
    expect(text).toBe('¿la casa blanca es');
    expect(changes).toEqual([
      { category: 'other', original: 'la', corrected: '¿la', explanation: 'mark' },
      { category: 'other', original: 'casa blanco', corrected: 'casa blanca', explanation: 'second' },
    ]);
  });

  it('records nothing for a replacement that changes nothing', () => {
    const draft = new Draft('Hola amigo');
    expect(draft.replace(0, 2, ['Hola', 'amigo'], 'none')).toBe(false);
    expect(draft.render().changes).toEqual([]);
  });

  it('splits sentences and reads their closing marks', () => {
    const draft = new Draft('Hola! Que tal? Bien. y tu?!');
    expect(draft.sentences().map(({ start, end, terminal, mixed }) => [start, end, terminal, mixed])).toEqual([
      [0, 1, '!', false],
      [1, 3, '?', false],
      [3, 4, '.', false],
      [4, 6, '?', true],
    ]);
  });

  it('treats a capital inside a sentence as a name', () => {
    const draft = new Draft('Vivo en Chile. Chile es bonito.');
    expect(draft.isName(2)).toBe(true);
    expect(draft.isName(3)).toBe(false);
  });
});
