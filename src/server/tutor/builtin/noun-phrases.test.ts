import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import type { Register } from '@/server/content/topic-file-schema';
import { createNounPhraseReader } from './noun-phrases';

const reader = createNounPhraseReader(loadPartnerKnowledge().news);
const named = (text: string, register: Register, asked: boolean) =>
  reader.thingsNamed(text, register, asked).join(' | ') || undefined;

describe('what a turn names, said back from the partner side', () => {
  it('names what a question asks about with the article its noun takes ("el agua", never "la agua")', () => {
    expect(named('¿Cuánta agua necesitan las plantas?', 'tú', true)).toBe('el agua');
    // a word that may be the question's own verb is it ("¿La cuesta?" was said back), unless a verb follows
    expect(named('¿Y cuánto cuesta?', 'tú', true)).toBeUndefined();
    expect(named('¿Qué pasa?', 'tú', true)).toBeUndefined();
    // a demonstrative that does not agree is the learner's "está" with its accent missing: no "¿Esa perfecto?"
    expect(named('El martes esta perfecto para mí.', 'usted', false)).toBeUndefined();
    expect(named('Este libro es bueno.', 'tú', false)).toBe('ese libro');
    // a noun too vague to be news (news.json notNamed): never "¿El principio?"
    expect(named('Habría tenido más cuidado desde el principio.', 'tú', false)).toBeUndefined();
    // a noun of a name of two ("el medio ambiente") is not said in part
    expect(named('Me preocupa el medio ambiente.', 'tú', false)).toBeUndefined();
  });

  it('shifts possessives and demonstratives to the partner side', () => {
    expect(named('Mi cuñado arregla motos antiguas.', 'tú', false)).toBe('tu cuñado');
    expect(named('Mis primas cantan en un coro.', 'usted', false)).toBe('sus primas');
    expect(named('¿Tienes estos pantalones en azul?', 'tú', true)).toBe('esos pantalones');
    // a place both are in stays "este" ("¿Este taller?"), and "su" said to an usted partner is the partner's "mi"
    expect(named('¿Cuánto tiempo llevas en este taller?', 'tú', true)).toBe('este taller');
    expect(named('¿Usted tiene mascotas en su casa?', 'tú', true)).toBe('mi casa');
    // The partner's own things are its own when said back.
    expect(named('¿Tus vecinos hacen mucho ruido?', 'tú', true)).toBe('mis vecinos');
    // "Tú" is the pronoun, not the possessive it normalises to: the verb after it names nothing.
    expect(named('¿Tú cocinas mucho?', 'tú', true)).toBeUndefined();
    // nor is "está" the demonstrative it normalises to ("¿Esa bien?")
    expect(named('Perdón, todo está bien.', 'tú', false)).toBeUndefined();
  });

  it('keeps no word after the noun that is an adverb as well ("el móvil demasiado")', () => {
    expect(named('Uso el móvil demasiado.', 'tú', false)).toBe('el móvil');
  });

  it('reads the questions of a question and the statements of a statement', () => {
    const turn = 'Mi hija empieza el colegio. ¿Hace falta el uniforme?';
    expect(named(turn, 'tú', true)).toBe('el uniforme');
    expect(named(turn, 'tú', false)).toBe('tu hija');
  });

  it('keeps an agreeing adjective and a "de" or "del" complement', () => {
    expect(named('Compré una lámpara nueva.', 'tú', false)).toBe('una lámpara nueva');
    expect(named('Leo las noticias del barrio cada mañana.', 'tú', false)).toBe('las noticias del barrio');
  });

  it('names no time and nothing vague, and takes a place after a preposition only when nothing else is named', () => {
    expect(named('El lunes por la tarde trabajo en la biblioteca.', 'tú', false)).toBe('la biblioteca');
    expect(named('Es una persona muy amable.', 'tú', false)).toBeUndefined();
    expect(named('Corro mucho.', 'tú', false)).toBeUndefined();
  });

  it('reads what an interrogative asks about, with the article its noun takes', () => {
    expect(named('¿Cuántas sillas hacen falta?', 'tú', true)).toBe('las sillas');
    expect(named('¿Qué libro me regalas?', 'tú', true)).toBe('el libro');
    // "¿Cuánto tiempo…?" asks how long, about no thing called "el tiempo".
    expect(named('¿Cuánto tiempo dura la clase?', 'tú', true)).toBe('la clase');
    // "que" without its accent is a relative: "la casa que compré" names the house, not "la compré".
    expect(named('Pinté la casa que compré.', 'tú', false)).toBe('la casa');
  });

  it('hears both questions of a turn, and keeps a name after its article as written', () => {
    expect(named('¿El bizcocho lleva canela? ¿Cuántos vasos pongo?', 'tú', true)).toBe('el bizcocho | los vasos');
    expect(named('Este verano recorrí la Toscana en tren.', 'tú', false)).toBe('la Toscana');
    // a name's adjective keeps its capital
    expect(named('¿Está lejos la Plaza Mayor?', 'tú', true)).toBe('la Plaza Mayor');
    expect(named('Vimos el glaciar Perito Moreno y fue increíble.', 'tú', false)).toBe('el glaciar Perito Moreno');
  });

  it('reads a word the lexicon has only as an adjective as the noun after a determiner, unless a noun follows', () => {
    expect(named('Se me rompió el celular.', 'tú', false)).toBe('el celular');
    // Never "el último" alone: the adjective stands before the noun it describes.
    expect(named('Perdí el último tren.', 'tú', false)).toBeUndefined();
  });

  it('tells a count of time from a count of things', () => {
    expect(reader.countsTime('dos semanas')).toBe(true);
    expect(reader.countsTime('tres horas')).toBe(true);
    expect(reader.countsTime('ocho personas')).toBe(false);
    expect(reader.countsTime('cinco libros')).toBe(false);
  });

  it('keeps a bare noun that makes a compound, but names nothing when the compound is a time', () => {
    expect(named('Compré unas semillas de girasol.', 'tú', false)).toBe('unas semillas de girasol');
    expect(named('Los fines de semana voy al campo.', 'tú', false)).toBeUndefined();
  });

  it('reads no verb as the noun an interrogative asks about', () => {
    expect(named('¿Cuáles son los platos más típicos?', 'tú', true)).toBe('los platos');
  });

  it("keeps a stressed a's own article, and changes no article the corrector left", () => {
    expect(named('Bebo el agua del grifo.', 'tú', false)).toBe('el agua del grifo');
    // the message comes corrected ("un ducha" is "una ducha" by then): an article that still disagrees is one the
    // corrector was unsure of ("el mole", the dish, though the lexicon knows only "la mole"), never said otherwise
    expect(named('Por la mañana tomo una ducha.', 'tú', false)).toBe('una ducha');
    expect(named('Los domingos preparamos el mole.', 'tú', false)).toBeUndefined();
    expect(named('Compré las lápices.', 'tú', false)).toBeUndefined();
  });
});
