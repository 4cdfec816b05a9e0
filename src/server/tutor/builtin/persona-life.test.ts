import { describe, expect, it } from 'vitest';
import { choiceAnswer } from './choice-answers';
import { deniedLemmas } from './persona-life';

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
      expect(choiceAnswer(question, 'tú', ['No tengo carro: voy en metro.'])).toBe(
        'Voy al trabajo en transporte público.',
      );
    // both denied: no answer rather than a false one
    expect(choiceAnswer('¿Vas en carro o en moto?', 'tú', ['No tengo carro ni moto.'])).toBeUndefined();
  });

  it('answer a choice where one of them says the persona does what an option names', () => {
    const life = ['Me llamo Lucía.', 'Voy al cine una vez al mes, más o menos.', 'No tengo carro: voy en metro.'];
    // whichever option it would have picked: its life says how often it goes, never "Voy mucho al cine"
    for (const question of [
      '¿Vas mucho al cine o prefieres ver series en casa?',
      '¿Prefieres ver series en casa o vas mucho al cine?',
    ])
      expect(choiceAnswer(question, 'tú', life)).toBe('Voy al cine una vez al mes, más o menos.');
    // a line that names the thing but not the persona doing it answers nothing
    expect(choiceAnswer('¿Vas al cine o al teatro?', 'tú', ['Mi hermano va al cine los sábados.'])).not.toContain(
      'hermano',
    );
    // nor does a denied clause, nor a light verb with nothing named
    expect(choiceAnswer('¿Vas en carro o en moto?', 'tú', ['No voy en carro.'])).toBe('Voy en moto.');
    expect(choiceAnswer('¿Estás cansada o aburrida?', 'tú', ['Estoy cansada.'])).toBeUndefined();
  });
});
