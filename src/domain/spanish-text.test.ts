import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capitalise,
  foldAccents,
  foldAllMarks,
  isCapitalised,
  matchCase,
  matchWords,
  stripDiacritics,
} from './spanish-text';

describe('foldAccents', () => {
  it('lower-cases and removes acute accents and diaeresis, keeping ñ', () => {
    expect(foldAccents('Está CAFÉ pingüino')).toBe('esta cafe pinguino');
    expect(foldAccents('Año señora')).toBe('año señora');
  });

  it('recomposes what it keeps, so the result compares equal to typed text', () => {
    expect(foldAccents('An\u0303o')).toBe('año');
  });

  it('gives what the full normalisation gives for any text, the shortcut for plain Spanish included', () => {
    const byNormalising = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0301\u0308]/g, '')
        .normalize('NFC');
    const letters = [...'aeiouñnAEIOUÑÁÉÍÓÚÜáéíóúü¡¿«»…€ºªçàèÅǗ\u0301\u0308\u0303 .,İ'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters), { maxLength: 12 }), fc.string(), (picked, any) => {
        const text = picked.join('');
        expect(foldAccents(text)).toBe(byNormalising(text));
        expect(foldAccents(any + text)).toBe(byNormalising(any + text));
      }),
    );
  });
});

describe('foldAllMarks', () => {
  it('gives what the full decomposition gives for any text, the shortcut for plain Spanish included', () => {
    const byDecomposing = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    const letters = [...'aeiouñnAEIOUÑÁÉÍÓÚÜáéíóúü¡¿«»…€ºªçàèÅǗ\u0301\u0308\u0303 .,İ'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters), { maxLength: 12 }), fc.string(), (picked, any) => {
        const text = picked.join('');
        expect(foldAllMarks(text)).toBe(byDecomposing(text));
        expect(foldAllMarks(any + text)).toBe(byDecomposing(any + text));
      }),
    );
  });

  it('lower-cases and removes every combining mark, ñ’s tilde too', () => {
    expect(foldAllMarks('Está CAFÉ pingüino')).toBe('esta cafe pinguino');
    expect(foldAllMarks('Año señora')).toBe('ano senora');
  });

  it('leaves spacing accents and apostrophes to the caller', () => {
    expect(foldAllMarks("est´a o'clock")).toBe("est´a o'clock");
  });
});

describe('stripDiacritics', () => {
  it('removes acute accents, tilde and diaeresis', () => {
    expect(stripDiacritics('canción pingüino año')).toBe('cancion pinguino ano');
  });

  it('also removes the spacing accents typed without dead keys, and keeps case', () => {
    expect(stripDiacritics('Está est´a')).toBe('Esta esta');
  });
});

describe('matchWords', () => {
  it('finds words and where they start, without ¿¡ or punctuation, keeping inner apostrophes', () => {
    const words = [...matchWords("¿Cómo estás? Son las 5 o'clock.")].map((match) => [match[0], match.index]);
    expect(words).toEqual([
      ['Cómo', 1],
      ['estás', 6],
      ['Son', 13],
      ['las', 17],
      ['5', 21],
      ["o'clock", 23],
    ]);
  });
});

describe('casing', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('bogotá es bonita')).toBe('Bogotá es bonita');
    expect(capitalise('')).toBe('');
  });

  it('tells a capitalised word', () => {
    expect(isCapitalised('Ángel')).toBe(true);
    expect(isCapitalised('ángel')).toBe(false);
  });

  it('gives a replacement the casing of the word it replaces', () => {
    expect(matchCase('Tambien', 'también')).toBe('También');
    expect(matchCase('CAFE', 'café')).toBe('CAFÉ');
    expect(matchCase('tambien', 'también')).toBe('también');
  });
});
