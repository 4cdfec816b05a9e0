import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createNounPhraseReader } from './noun-phrases';

const reader = createNounPhraseReader(loadPartnerKnowledge().news.notNamed);

describe('what a turn names, said back from the partner side', () => {
  it('shifts possessives and demonstratives to the partner side', () => {
    expect(reader.thingNamed('Mi cuñado arregla motos antiguas.', 'tú', false)).toBe('tu cuñado');
    expect(reader.thingNamed('Mis primas cantan en un coro.', 'usted', false)).toBe('sus primas');
    expect(reader.thingNamed('¿Tienes estos pantalones en azul?', 'tú', true)).toBe('esos pantalones');
  });

  it('reads the questions of a question and the statements of a statement', () => {
    const turn = 'Mi hija empieza el colegio. ¿Hace falta el uniforme?';
    expect(reader.thingNamed(turn, 'tú', true)).toBe('el uniforme');
    expect(reader.thingNamed(turn, 'tú', false)).toBe('tu hija');
  });

  it('keeps an agreeing adjective and a "de" or "del" complement', () => {
    expect(reader.thingNamed('Compré una lámpara nueva.', 'tú', false)).toBe('una lámpara nueva');
    expect(reader.thingNamed('Leo las noticias del barrio cada mañana.', 'tú', false)).toBe('las noticias del barrio');
  });

  it('names no time and nothing vague, and takes a place after a preposition only when nothing else is named', () => {
    expect(reader.thingNamed('El lunes por la tarde trabajo en la biblioteca.', 'tú', false)).toBe('la biblioteca');
    expect(reader.thingNamed('Es una persona muy amable.', 'tú', false)).toBeUndefined();
    expect(reader.thingNamed('Corro mucho.', 'tú', false)).toBeUndefined();
  });

  it('reads what an interrogative asks about, with the article its noun takes', () => {
    expect(reader.thingNamed('¿Cuántas sillas hacen falta?', 'tú', true)).toBe('las sillas');
    expect(reader.thingNamed('¿Qué libro me regalas?', 'tú', true)).toBe('el libro');
    // "que" without its accent is a relative: "la casa que compré" names the house, not "la compré".
    expect(reader.thingNamed('Pinté la casa que compré.', 'tú', false)).toBe('la casa');
  });

  it('hears both questions of a turn, and keeps a name after its article as written', () => {
    expect(reader.thingNamed('¿El bizcocho lleva canela? ¿Cuántos vasos pongo?', 'tú', true)).toBe(
      'el bizcocho y los vasos',
    );
    expect(reader.thingNamed('Este verano recorrí la Toscana en tren.', 'tú', false)).toBe('la Toscana');
  });
});
