import { describe, expect, it } from 'vitest';
import { conjugate, isInfinitive, presentForms } from './verbs';

describe('present-tense conjugation', () => {
  it('conjugates regular, stem-changing and irregular verbs', () => {
    expect(['hablar', 'comer', 'vivir'].map((verb) => conjugate(verb, 4))).toEqual(['habláis', 'coméis', 'vivís']);
    expect([
      conjugate('querer', 0),
      conjugate('querer', 3),
      conjugate('poder', 5),
      conjugate('jugar', 2),
      conjugate('pedir', 1),
    ]).toEqual(['quiero', 'queremos', 'pueden', 'juega', 'pides']);
    expect([
      conjugate('ser', 0),
      conjugate('ir', 3),
      conjugate('conocer', 0),
      conjugate('ver', 4),
      conjugate('saber', 0),
    ]).toEqual(['soy', 'vamos', 'conozco', 'veis', 'sé']);
  });

  it('recognises forms whatever their accents, and nothing outside the present tense', () => {
    expect(presentForms('estas')).toEqual([{ lemma: 'estar', person: 1 }]);
    expect(presentForms('Está')).toEqual([{ lemma: 'estar', person: 2 }]);
    expect(presentForms('hablaba')).toEqual([]);
    expect(presentForms('tuvo')).toEqual([]);
  });

  it('recognises infinitives with attached pronouns', () => {
    expect(isInfinitive('bailar')).toBe(true);
    expect(isInfinitive('llamarte')).toBe(true);
    expect(isInfinitive('casa')).toBe(false);
  });
});
