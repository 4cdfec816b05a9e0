import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { placeAnswer } from './place-answers';

const { persona } = loadTutorContent();
const answer = (question: string, variety: 'spain' | 'latam' = 'latam', setting = '') =>
  placeAnswer(question, persona.places, variety, () => setting)?.es;

describe('whether the partner knows a place it is asked about by name', () => {
  it('knows the places of its own country, and says it does not know others yet', () => {
    expect(answer('¿Conoces Guadalajara?')).toBe('No, todavía no conozco Guadalajara, pero me gustaría ir.');
    expect(answer('¿Conoces la Ciudad de México?')).toBe('¡Sí! Conozco la Ciudad de México y me encanta.');
    expect(answer('¿Has estado en Madrid?', 'spain')).toMatch(/^¡Sí! Conozco Madrid/);
    expect(answer('¿Has estado en Madrid?', 'latam')).toMatch(/^No, todavía no conozco Madrid/);
    expect(answer('Quiero ir a Perú. ¿Conoce usted Lima?', 'spain')).toMatch(/conozco Lima/);
  });

  it('likes the places of home, and of others says it does not know them yet', () => {
    expect(answer('¿Te gusta Madrid?', 'spain')).toBe('¡Sí, me encanta Madrid!');
    expect(answer('¿Y a usted le gusta Puebla?', 'latam')).toBe('¡Sí, me encanta Puebla!');
    expect(answer('¿Te gusta Lisboa?', 'spain')).toMatch(/^No, todavía no conozco Lisboa/u);
    expect(answer('¿Te gusta el fútbol?', 'spain')).toBeUndefined();
  });

  it('knows where the learner set the scene', () => {
    expect(answer('¿Conoces Sevilla bien?', 'spain', 'Eres recepcionista de un hotel en Sevilla.')).toMatch(/^¡Sí!/);
    expect(answer('¿Conoces bien Sevilla?', 'spain', 'Eres recepcionista de un hotel en Sevilla.')).toMatch(/^¡Sí!/);
  });

  it('answers nothing that does not ask about a named place', () => {
    expect(answer('¿Conoces a Juan?')).toBeUndefined();
    expect(answer('¿Conoces algún restaurante bueno?')).toBeUndefined();
    expect(answer('Conozco Guadalajara.')).toBeUndefined();
    expect(answer('¿Conocí Roma?')).toBeUndefined();
  });
});
