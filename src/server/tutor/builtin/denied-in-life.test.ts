import { describe, expect, it } from 'vitest';
import { choiceAnswer } from './choice-answers';
import { deniedLemmas } from './denied-in-life';

describe('what the persona’s own lines deny', () => {
  it('is what follows a negation in its clause, as a verb too where the tagger read a noun', () => {
    expect([...deniedLemmas(['No tengo coche: voy en metro o en bicicleta.'])]).toEqual(['coche']);
    expect(deniedLemmas(['No juego mucho; prefiero los juegos de mesa.']).has('jugar')).toBe(true);
    // the clause after "pero" is another: wanting to learn the guitar denies nothing
    expect([...deniedLemmas(['No, pero quiero aprender a tocar la guitarra.'])]).toEqual([]);
    expect([...deniedLemmas(['Vivo en un piso pequeño en el centro, con mi gato.'])]).toEqual([]);
  });

  it('is never the option a choice picks, whichever it would have picked', () => {
    for (const question of [
      '¿Vas al trabajo en carro o en transporte público?',
      '¿Vas al trabajo en transporte público o en carro?',
    ])
      expect(choiceAnswer(question, 'tú', new Set(['carro']))).toBe('Voy al trabajo en transporte público.');
    // both denied: no answer rather than a false one
    expect(choiceAnswer('¿Vas en carro o en moto?', 'tú', new Set(['carro', 'moto']))).toBeUndefined();
  });
});
