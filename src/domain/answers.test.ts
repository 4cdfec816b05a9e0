import { describe, expect, it } from 'vitest';
import { checkTextAnswer } from './answers';

describe('checkTextAnswer', () => {
  it('accepts case differences and surrounding spaces', () => {
    expect(checkTextAnswer('  MUCHO gusto ', 'Mucho gusto')).toEqual({ correct: true, accentsOnly: false });
  });
  it('ignores punctuation such as ¿ ? ¡ ! and repeated spaces', () => {
    expect(checkTextAnswer('cómo   estás', '¿Cómo estás?').correct).toBe(true);
    expect(checkTextAnswer('¡Hola!', 'hola').correct).toBe(true);
  });
  it('accepts a listed equivalent answer', () => {
    expect(checkTextAnswer('encantada', 'Mucho gusto', ['Encantado', 'Encantada']).correct).toBe(true);
  });
  it('rejects an answer that differs only in accents and says so', () => {
    expect(checkTextAnswer('estas', 'estás')).toEqual({ correct: false, accentsOnly: true });
    expect(checkTextAnswer('el nino', 'el niño')).toEqual({ correct: false, accentsOnly: true });
    expect(checkTextAnswer('Como estas', '¿Cómo estás?')).toEqual({ correct: false, accentsOnly: true });
  });
  it('rejects a wrong answer without the accent hint', () => {
    expect(checkTextAnswer('estoy', 'estás')).toEqual({ correct: false, accentsOnly: false });
  });
  it('rejects an empty answer', () => {
    expect(checkTextAnswer('  ', 'hola')).toEqual({ correct: false, accentsOnly: false });
    expect(checkTextAnswer('¿?', 'hola').correct).toBe(false);
  });
  it('flags an extra accent as an accent problem too', () => {
    expect(checkTextAnswer('él libro', 'el libro')).toEqual({ correct: false, accentsOnly: true });
  });
});
