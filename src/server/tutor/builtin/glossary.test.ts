import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { buildGlossary } from './glossary';
import { lessonCatalogue } from './testing/tutor-test-kit';

const glossary = buildGlossary({ lexicon: loadTutorContent().lexicon.spanish, lessons: lessonCatalogue() });

describe('the glossary', () => {
  it('looks Spanish up with or without accents and articles, and plurals of single words', () => {
    expect(glossary.spanish('desayunar')?.en).toContain('to have breakfast');
    expect(glossary.spanish('el pan')?.en).toBe(glossary.spanish('pan')?.en);
    expect(glossary.spanish('cafe')?.es).toBe(glossary.spanish('café')?.es);
    expect(glossary.spanish('ciudades')?.es).toBe('la ciudad');
  });

  it('pairs "a / b" entries sense by sense, and keeps a shared note whole', () => {
    expect(glossary.spanish('subir')?.en).toBe('to rise');
    expect(glossary.spanish('bajar')?.en).toBe('to fall');
    const noted = buildGlossary({
      lexicon: [{ es: 'encantado / encantada', en: 'delighted (said by a man / by a woman)' }],
    });
    expect(noted.spanish('encantada')?.en).toBe('delighted (said by a man / by a woman)');
  });

  it('looks English up by the whole English of an entry with one sense (forms: english-gloss.test.ts)', () => {
    expect(glossary.english('bread')?.es).toBe('el pan');
    expect(glossary.english('tea')?.es).toBe('el té');
  });

  it('finds the infinitive behind a conjugated verb it does not list', () => {
    expect(glossary.verbForm('desayunas')?.es).toBe('desayunar');
    expect(glossary.verbForm('bebemos')?.es).toBe('beber');
    expect(glossary.verbForm('zorglub')).toBeUndefined();
    expect(glossary.masculineForm('cansadas')?.es).toBe('cansado');
    expect(glossary.masculineForm('cansado')).toBeUndefined();
  });

  it('translates an echo only when it knows exactly that phrase', () => {
    expect(glossary.translate('la ciudad')).toBe('the city');
    expect(glossary.translate('las ciudades')).toBeUndefined();
    expect(glossary.isCommonWord('estudiante')).toBe(true);
    expect(glossary.isCommonWord('madrid')).toBe(false);
  });

  it('gives the English a noun may be written with, from the bilingual glossary and the course, never a verb’s course senses', () => {
    const both = buildGlossary({
      lexicon: loadTutorContent().lexicon.spanish,
      lessons: lessonCatalogue(),
      bilingual: bilingualGlossary,
    });
    // Apertium has "almuerzo" only for "breakfast"; the course says "lunch"
    expect(both.englishWordsOf('almuerzo')).toEqual(expect.arrayContaining(['breakfast', 'lunch']));
    // "salir" is "to leave" in the course, which would find "guests can leave their luggage"
    expect(both.englishWordsOf('salir')).not.toContain('leave');
    // the bilingual glossary spells its Spanish with accents: "sesión" is found as written
    expect(both.englishWordsOf('sesión')).toContain('session');
    expect(both.englishWordsOf('día')).toContain('day');
  });
});
