import { describe, expect, it } from 'vitest';
import { restatedBy, saidContentOf } from './restated-questions';

const after = (question: string, ...said: string[]) => restatedBy(question, said.map(saidContentOf));

describe('restated questions', () => {
  it.each([
    ['¿Te gusta tu trabajo?', 'No me gusta mucho mi trabajo.'],
    ['¿Qué comiste ayer?', 'Ayer comí mariscos con mi familia.'],
    ['¿Dónde vives?', 'Vivo en Valencia.'],
    ['¿Cuántos hermanos tienes?', 'Tengo dos hermanos.'],
    ['¿Qué haces los fines de semana?', 'Los fines de semana juego al tenis.'],
  ])('a question already answered is not asked: %s', (question, ...said) => {
    expect(after(question, ...said)).toBe(true);
  });

  it.each([
    ['¿Dónde trabajas?', 'Trabajo mucho.'],
    ['¿Cuántos hermanos tienes?', 'Tengo hermanos.'],
    ['¿Qué comiste ayer?', 'Me gusta cocinar.'],
    ['¿Cuándo empezaste a estudiar español?', 'Estudio español en la universidad.'],
    ['¿Te gusta viajar?', 'Vivo en Madrid.'],
  ])('a question not yet answered is still asked: %s', (question, ...said) => {
    expect(after(question, ...said)).toBe(false);
  });

  it('reads each message apart: the lemmas of one and the answer of another do not add up', () => {
    expect(after('¿Dónde trabajas?', 'Trabajo mucho.', 'Vivo en Madrid.')).toBe(false);
  });
});
