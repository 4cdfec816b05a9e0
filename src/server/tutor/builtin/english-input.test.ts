import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { compileEnglishPhrases, englishHelp, suggestSpanish } from './english-input';
import { buildGlossary } from './glossary';
import { lessonCatalogue } from './testing/tutor-test-kit';
import { tokenise } from './text-normalisation';

const { lexicon } = loadTutorContent();
const glossary = buildGlossary({
  lexicon: lexicon.spanish,
  english: { phrases: lexicon.englishPhrases, unclear: lexicon.englishUnclear },
  lessons: lessonCatalogue(),
});
const phrases = compileEnglishPhrases(lexicon.englishPhrases);
const offered = (text: string) =>
  Object.fromEntries(suggestSpanish(tokenise(text), phrases, glossary, 8).map((s) => [s.english, s.spanish]));

describe('English-to-Spanish help from the curated lexicon', () => {
  it('offers the verb for a one-word verb, never a noun or a phrase that shares its English', () => {
    expect(offered('Next year I want to go to Peru')).toEqual({
      'Next year': 'el año que viene',
      'I want to': 'quiero',
      go: 'ir',
    });
    const card = offered('Can I pay with card?');
    expect(card).toMatchObject({ 'Can I': '¿puedo…?', pay: 'pagar', with: 'con' });
    expect(JSON.stringify(card)).not.toMatch(/sueldo|salario/);
    expect(glossary.english('pay')?.es).toBe('pagar');
    expect(glossary.english('to go')?.es).toBe('ir');
    expect(glossary.english('go')?.es).toBe('ir');
  });

  it('reads a word both languages have in the language around it: "mi familia come juntos" is Spanish', () => {
    const mixed = offered("Los domingos mi familia come juntos, it's really nice");
    expect(mixed).not.toHaveProperty('come');
    expect(offered('I come from Chile')).toMatchObject({ 'I come': 'vengo' });
  });

  it('glosses no function word of a phrase it cannot read ("what about" is no "qué"), and no lone "and" then', () => {
    expect(offered('And what about the vacaciones?')).toEqual({});
    expect(offered('What about tomorrow?')).toEqual({ tomorrow: 'mañana' });
    expect(offered('Can I pay with card?')).toMatchObject({ with: 'con' });
  });

  it('offers no Spanish that is the word itself ("No" is "no")', () => {
    expect(offered('No I am learning slowly')).not.toHaveProperty('No');
  });

  it('uses multi-word chunks before their words', () => {
    expect(offered('because of the rain')).toMatchObject({ 'because of': 'por' });
    expect(offered("I'm worried about my exam")).toMatchObject({ "I'm worried": 'estoy preocupado/a' });
    expect(offered('How much is it?')).toEqual({ 'How much is it': '¿cuánto cuesta?' });
    expect(offered('I go to the beach twice a week')).toMatchObject({
      'I go': 'voy',
      'twice a week': 'dos veces a la semana',
    });
    expect(offered('I play football 3 times a week')).toMatchObject({ '3 times a week': '3 veces a la semana' });
  });

  it('offers nothing for a word with no one Spanish, and says which words it could not translate', () => {
    const help = englishHelp(tokenise('I need to get a taxi for the airport'), phrases, glossary);
    expect(help.suggestions.map((s) => s.english)).not.toContain('get');
    expect(help.untranslated).toContain('get');
    expect(glossary.english('get')).toBeUndefined();
    expect(glossary.english('time')).toBeUndefined();
    const unknown = englishHelp(tokenise('I love snorkelling in Mexico'), phrases, glossary);
    expect(unknown.untranslated).toEqual(['snorkelling']);
  });

  it('never indexes a lesson phrase by a part of its English', () => {
    expect(glossary.english('here')?.es).not.toBe('para llevar');
    for (const word of ['go', 'pay', 'work', 'play', 'book', 'order', 'meet', 'run', 'leave']) {
      const entry = glossary.english(word);
      if (entry) expect(entry.es.replace(/^(el|la|los|las) /, '').split(' / ')[0], word).not.toMatch(/ /);
    }
  });
});
