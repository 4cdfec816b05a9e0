import { describe, expect, it } from 'vitest';
import { nounOfDiminutive, nounOfRelationalAdjective, verbOfActionNoun, verbOfAgentNoun } from './derivation';

describe('nounOfRelationalAdjective', () => {
  it('finds the noun a relational adjective is made from, in the lexicon', () => {
    expect(nounOfRelationalAdjective('salarial')).toBe('salario');
    expect(nounOfRelationalAdjective('familiar')).toBe('familia');
    expect(nounOfRelationalAdjective('histórico')).toBe('historia');
    expect(nounOfRelationalAdjective('deportivo')).toBe('deporte');
    expect(nounOfRelationalAdjective('universitario')).toBe('universidad');
  });

  it('says nothing for a short stem or an adjective with no such noun', () => {
    // "médico" is no "media", "final" no "fin" (a stem of three letters is too often another word)
    expect(nounOfRelationalAdjective('médico')).toBeUndefined();
    expect(nounOfRelationalAdjective('final')).toBeUndefined();
    expect(nounOfRelationalAdjective('bonito')).toBeUndefined();
  });
});

describe('nounOfDiminutive', () => {
  it('finds the noun of a diminutive the lexicon lacks, singular or plural, with its spelling and accent', () => {
    expect(nounOfDiminutive('mesitas')).toBe('mesa');
    expect(nounOfDiminutive('cafecito')).toBe('café');
    expect(nounOfDiminutive('pedacito')).toBe('pedazo');
    expect(nounOfDiminutive('ratito')).toBe('rato');
  });

  it('leaves a word the lexicon knows, a short stem and a word of no such noun', () => {
    expect(nounOfDiminutive('visita')).toBeUndefined();
    expect(nounOfDiminutive('bonito')).toBeUndefined();
    expect(nounOfDiminutive('cita')).toBeUndefined();
    expect(nounOfDiminutive('xyzita')).toBeUndefined();
  });
});

describe('verbOfAgentNoun', () => {
  it('finds the verb a noun of the doer is made from, in the lexicon', () => {
    expect(verbOfAgentNoun('fumador')).toBe('fumar');
    expect(verbOfAgentNoun('jugadora')).toBe('jugar');
    expect(verbOfAgentNoun('vendedor')).toBe('vender');
    expect(verbOfAgentNoun('servidor')).toBe('servir');
    expect(verbOfAgentNoun('lavadora')).toBe('lavar');
  });

  it('says nothing for a word of no such verb or another ending', () => {
    expect(verbOfAgentNoun('conductor')).toBeUndefined();
    expect(verbOfAgentNoun('restaurante')).toBeUndefined();
    expect(verbOfAgentNoun('mayor')).toBeUndefined();
  });
});

describe('verbOfActionNoun', () => {
  it('finds the verb a noun of the action is made from, in the lexicon', () => {
    expect(verbOfActionNoun('cancelación')).toBe('cancelar');
    expect(verbOfActionNoun('alojamiento')).toBe('alojar');
    expect(verbOfActionNoun('inscripción')).toBeUndefined();
  });

  it('says nothing for a noun of another ending, whose look-alike verb may be another word', () => {
    expect(verbOfActionNoun('mesa')).toBeUndefined();
    expect(verbOfActionNoun('casa')).toBeUndefined();
    expect(verbOfActionNoun('entrada')).toBeUndefined();
  });
});
