import { describe, expect, it } from 'vitest';
import { analyze } from './analysis';
import type { Reading } from './features';

/** The chosen reading of the word at `word` (counting words only, from 0). */
function chosen(sentence: string, word: string): Reading | undefined {
  const token = analyze(sentence).tokens.find((candidate) => candidate.text === word);
  if (!token) throw new Error(`"${word}" is not a token of "${sentence}"`);
  return token.reading;
}
const summary = (reading: Reading | undefined) => reading && `${reading.lemma} ${reading.pos}`;

describe('analyze: readings', () => {
  it('gives every token its offsets and every word all its readings from the lexicon', () => {
    const { tokens } = analyze('Ayer fue martes.');
    expect(tokens.map(({ text, start, end }) => [text, start, end])).toEqual([
      ['Ayer', 0, 4],
      ['fue', 5, 8],
      ['martes', 9, 15],
      ['.', 15, 16],
    ]);
    expect(tokens[1]!.readings.map((reading) => reading.lemma).sort()).toEqual(['ir', 'ser']);
    expect(tokens[1]!.readings.every((reading) => reading.tense === 'preterite' && reading.person === 3)).toBe(true);
    expect(tokens[3]!.readings).toEqual([]);
  });

  it('reads a capitalised word also in lower case, and keeps names as names', () => {
    expect(summary(chosen('Como siempre, llegó tarde.', 'Como'))).toMatch(/^como /);
    expect(chosen('Vivo en Sevilla.', 'Sevilla')).toMatchObject({ lemma: 'Sevilla', pos: 'proper-noun' });
  });

  it('analyses al and del as a preposition with the article', () => {
    const reading = chosen('Salimos del cine y fuimos al parque.', 'del');
    expect(reading).toMatchObject({ lemma: 'de', pos: 'preposition' });
    expect(reading?.contraction).toEqual([expect.objectContaining({ lemma: 'el', gender: 'masculine' })]);
    expect(chosen('Salimos del cine y fuimos al parque.', 'al')).toMatchObject({ lemma: 'a' });
  });

  it('reads a verb with pronouns attached as the verb with its enclitics', () => {
    expect(chosen('Quiero levantarme temprano.', 'levantarme')).toMatchObject({
      lemma: 'levantar',
      verbForm: 'infinitive',
      enclitics: ['me'],
    });
    expect(chosen('¡Dámelo ahora!', 'Dámelo')).toMatchObject({
      lemma: 'dar',
      mood: 'imperative',
      enclitics: ['me', 'lo'],
    });
    expect(chosen('Estoy escribiéndote una carta.', 'escribiéndote')).toMatchObject({
      lemma: 'escribir',
      verbForm: 'gerund',
      enclitics: ['te'],
    });
    expect(chosen('Vámonos ya.', 'Vámonos')).toMatchObject({ lemma: 'ir', person: 1, number: 'plural' });
  });

  it('leaves words the lexicon lacks, numbers and punctuation without a reading', () => {
    const { tokens } = analyze('Compré 3 zorbloques.');
    expect(tokens.map((token) => token.reading?.lemma)).toEqual(['comprar', undefined, undefined, undefined]);
    expect(tokens[2]!.readings).toEqual([]);
  });
});

describe('analyze: disambiguation in context', () => {
  it('tells "como" the verb from "como" the preposition', () => {
    expect(summary(chosen('Yo como arroz con pollo.', 'como'))).toBe('comer verb');
    expect(summary(chosen('Mi hermana canta como un ángel.', 'como'))).toBe('como preposition');
  });

  it('tells the demonstrative "esta" before a noun from the pronoun "esta" before a verb, and from "está"', () => {
    expect(chosen('Esta película me encanta.', 'Esta')).toMatchObject({ pos: 'determiner', gender: 'feminine' });
    expect(chosen('Esta es mi casa.', 'Esta')).toMatchObject({ pos: 'pronoun' });
    expect(summary(chosen('Esta noche está lloviendo.', 'Esta'))).toBe('este determiner');
    expect(summary(chosen('Esta noche está lloviendo.', 'está'))).toBe('estar verb');
  });

  it('reads "sé" as saber and "se" as the pronoun', () => {
    expect(chosen('Ya sé la respuesta.', 'sé')).toMatchObject({ lemma: 'saber', person: 1 });
    expect(chosen('Se despierta a las siete.', 'Se')).toMatchObject({ pos: 'pronoun', reflexive: true });
  });

  it('tells the article "la" from the object pronoun "la"', () => {
    expect(chosen('La veo cada día.', 'La')).toMatchObject({ pos: 'pronoun', kind: 'clitic' });
    expect(chosen('Ya sé la respuesta.', 'la')).toMatchObject({ pos: 'determiner', kind: 'definite' });
  });

  it('reads the word after an infinitive a finite verb or "que" governs as its object, not a second verb', () => {
    expect(summary(chosen('Hay que guardar silencio desde las diez.', 'silencio'))).toBe('silencio noun');
    expect(summary(chosen('¿Puedo hacer deporte si tengo tos?', 'deporte'))).toBe('deporte noun');
    // after a preposition the infinitive may end its phrase, and a verb may follow
    expect(summary(chosen('Antes de salir tomo un café.', 'tomo'))).toBe('tomar verb');
    // nor is a word right after a preposition a finite verb
    expect(summary(chosen('Hablo con el vecino de arriba.', 'arriba'))).toBe('arriba adverb');
  });

  it('reads a plural after an unaccented "tu" as the verb of "tú", unless a verb or a governing word makes it a noun', () => {
    expect(summary(chosen('Creo que tu cocinas mejor que yo.', 'cocinas'))).toBe('cocinar verb');
    expect(summary(chosen('Yo friego y tu limpias el baño.', 'limpias'))).toBe('limpiar verb');
    expect(summary(chosen('Tu cocinas son muy grandes.', 'cocinas'))).toBe('cocina noun');
    expect(summary(chosen('Me gustan tu cocinas.', 'cocinas'))).toBe('cocina noun');
  });

  it('reads a word right after an object pronoun as its verb when it may be one ("se caso", not the noun)', () => {
    expect(summary(chosen('Mi hermano se caso ayer.', 'caso'))).toBe('casar verb');
    expect(summary(chosen('En ese caso no voy.', 'caso'))).toBe('caso noun');
  });

  it('tells nouns from verbs of the same spelling', () => {
    expect(summary(chosen('El vino de la casa es bueno.', 'vino'))).toBe('vino noun');
    expect(summary(chosen('Mi tío vino ayer.', 'vino'))).toBe('venir verb');
    expect(summary(chosen('Abrí el sobre con cuidado.', 'sobre'))).toBe('sobre noun');
    expect(summary(chosen('El libro está sobre la mesa.', 'sobre'))).toBe('sobre preposition');
    expect(summary(chosen('Una amiga me llamó.', 'Una'))).toBe('uno determiner');
  });

  it('reads "nada" as nadar after a subject it agrees with, and as the pronoun after a verb', () => {
    expect(summary(chosen('Ella nada muy bien.', 'nada'))).toBe('nadar verb');
    expect(summary(chosen('No quiero nada.', 'nada'))).toBe('nada pronoun');
  });

  it('picks the person a subject pronoun asks for, and the indicative when there is none', () => {
    expect(chosen('Yo era muy tímido.', 'era')).toMatchObject({ lemma: 'ser', person: 1 });
    expect(chosen('Mi madre trabaja mucho.', 'trabaja')).toMatchObject({ mood: 'indicative', person: 3 });
  });
});
