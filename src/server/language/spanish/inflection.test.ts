import { describe, expect, it } from 'vitest';
import { analyze } from './analysis';
import { compoundForm, inflect, sameVerbFormAs } from './inflection';

describe('inflect', () => {
  it('conjugates regular verbs of the three conjugations in every mood', () => {
    expect(inflect('hablar', { mood: 'indicative', tense: 'present', person: 1, number: 'singular' })).toEqual([
      'hablo',
    ]);
    expect(inflect('comer', { mood: 'indicative', tense: 'preterite', person: 3, number: 'plural' })).toEqual([
      'comieron',
    ]);
    expect(inflect('vivir', { mood: 'indicative', tense: 'imperfect', person: 2, number: 'singular' })).toEqual([
      'vivías',
    ]);
    expect(inflect('vivir', { mood: 'conditional', person: 1, number: 'plural' })).toEqual(['viviríamos']);
    expect(inflect('comer', { mood: 'imperative', person: 2, number: 'plural' })).toEqual(['comed']);
    expect(inflect('hablar', { verbForm: 'gerund' })).toEqual(['hablando']);
  });

  it('gives both forms where Spanish has two', () => {
    expect(
      inflect('hablar', { mood: 'subjunctive', tense: 'imperfect', person: 1, number: 'singular' }).sort(),
    ).toEqual(['hablara', 'hablase']);
  });

  it('conjugates irregular and stem-changing verbs', () => {
    expect(inflect('dar', { mood: 'subjunctive', tense: 'present', person: 3, number: 'plural' })).toEqual(['den']);
    expect(inflect('ser', { mood: 'indicative', tense: 'present', person: 1, number: 'singular' })).toEqual(['soy']);
    expect(inflect('ir', { mood: 'indicative', tense: 'imperfect', person: 1, number: 'plural' })).toEqual(['íbamos']);
    expect(inflect('tener', { mood: 'indicative', tense: 'preterite', person: 3, number: 'singular' })).toEqual([
      'tuvo',
    ]);
    expect(inflect('hacer', { mood: 'indicative', tense: 'future', person: 1, number: 'singular' })).toEqual(['haré']);
    expect(inflect('poder', { mood: 'indicative', tense: 'present', person: 3, number: 'plural' })).toEqual(['pueden']);
    expect(inflect('pedir', { mood: 'subjunctive', tense: 'present', person: 1, number: 'plural' })).toEqual([
      'pidamos',
    ]);
    expect(inflect('escribir', { verbForm: 'participle', gender: 'masculine', number: 'singular' })).toEqual([
      'escrito',
    ]);
  });

  it('inflects nouns for number, with their spelling changes', () => {
    expect(inflect('lápiz', { number: 'plural' })).toEqual(['lápices']);
    expect(inflect('canción', { number: 'plural' })).toEqual(['canciones']);
    expect(inflect('lunes', { number: 'plural' })).toEqual(['lunes']);
  });

  it('inflects adjectives for gender and number', () => {
    expect(inflect('simpático', { gender: 'masculine', number: 'plural' })).toEqual(['simpáticos']);
    expect(inflect('simpático', { gender: 'feminine', number: 'singular' })).toEqual(['simpática']);
    expect(inflect('feliz', { gender: 'feminine', number: 'plural' })).toEqual(['felices']);
    expect(inflect('trabajador', { gender: 'feminine', number: 'plural' })).toEqual(['trabajadoras']);
    expect(inflect('feliz', { gender: 'feminine', number: 'plural', superlative: true })).toEqual(['felicísimas']);
  });

  it('keeps to the word class asked for', () => {
    expect(inflect('este', { pos: 'determiner', gender: 'feminine', number: 'plural' })).toEqual(['estas']);
    expect(inflect('este', { pos: 'pronoun', gender: 'masculine', number: 'plural' })).toEqual(['estos']);
    expect(inflect('este', { pos: 'noun' })).toEqual(['este']);
  });

  it('returns nothing for a lemma the lexicon does not know or a form it does not have', () => {
    expect(inflect('blorear', { mood: 'indicative', tense: 'present', person: 1, number: 'singular' })).toEqual([]);
    expect(inflect('casa', { mood: 'indicative', tense: 'present', person: 1, number: 'singular' })).toEqual([]);
  });
});

describe('sameVerbFormAs', () => {
  const reading = (word: string) => analyze(word).tokens[0]!.readings.find((r) => r.pos === 'verb')!;
  it('says a verb again in another person or as another verb, in the same tense and mood', () => {
    expect(sameVerbFormAs(reading('vives'), 'vives', { person: 3 })).toBe('vive');
    expect(sameVerbFormAs(reading('hice'), 'hice', { lemma: 'tomar' })).toBe('tomé');
    // of two forms, the one ending as the written one does
    expect(sameVerbFormAs(reading('hiciese'), 'hiciese', { lemma: 'tomar' })).toBe('tomase');
    expect(sameVerbFormAs(reading('hiciera'), 'hiciera', { lemma: 'tomar' })).toBe('tomara');
  });
});

describe('compound tenses', () => {
  it('puts haber in the tense asked before the participle, never the impersonal "hay", the -ra imperfect', () => {
    expect(compoundForm('gastar', { person: 1, number: 'singular', mood: 'subjunctive', tense: 'present' })).toBe(
      'haya gastado',
    );
    expect(compoundForm('saber', { person: 1, number: 'singular', mood: 'subjunctive', tense: 'imperfect' })).toBe(
      'hubiera sabido',
    );
    expect(compoundForm('probar', { person: 3, number: 'singular', mood: 'indicative', tense: 'present' })).toBe(
      'ha probado',
    );
    expect(
      compoundForm('xyzar', { person: 3, number: 'singular', mood: 'indicative', tense: 'present' }),
    ).toBeUndefined();
  });
});
