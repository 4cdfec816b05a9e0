import { describe, expect, it } from 'vitest';
import { lastQuestionOf } from './text-normalisation';

describe('lastQuestionOf', () => {
  it('is the last question of a turn, from the start of its sentence', () => {
    expect(lastQuestionOf('Y una tostada. ¿Tenéis wifi?')).toBe('¿Tenéis wifi?');
    // the clause before the comma tells what "él" is
    expect(lastQuestionOf('Hola. Tengo un perro, ¿es posible vivir con él?')).toBe(
      'Tengo un perro, ¿es posible vivir con él?',
    );
    expect(lastQuestionOf('¿Hay pan? ¿Y leche?')).toBe('¿Y leche?');
  });

  it('is the whole turn when it opens no question', () => {
    expect(lastQuestionOf('Quiero un café')).toBe('Quiero un café');
    expect(lastQuestionOf('¿Tienes pan?')).toBe('¿Tienes pan?');
  });
});
