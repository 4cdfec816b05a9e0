import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { habitAnswer } from './habit-answers';

const { persona } = loadTutorContent();
const answer = (question: string, register: 'tú' | 'usted' = 'tú') =>
  habitAnswer(question, register, persona.habits, persona.tastes, 'when')?.es ??
  habitAnswer(question, register, persona.habits, persona.tastes, 'yesNo')?.es;

describe('what the partner does, asked in the present', () => {
  it('says the doing back from its side: yes to a taste it likes, no to one it dislikes, now and then otherwise', () => {
    expect(answer('¿Tú cocinas mucho?')).toBe('Sí, cocino mucho.');
    expect(answer('¿Fumas?')).toBe('No, no fumo.');
    expect(answer('¿Vas al gimnasio?')).toBe('Sí, de vez en cuando voy al gimnasio.');
    // a question that already says how often is not answered "de vez en cuando … todos los días"
    expect(answer('¿Corres todos los días?')).toBe('A veces, pero no tanto como me gustaría.');
    // how well or how long is no habit ("Sí, de vez en cuando esquío bien"); how long it has done something is a yes
    expect(answer('¿Esquías bien?')).toBeUndefined();
    expect(answer('¿Llevas muchos años en el oficio?')).toBe('Sí, llevo muchos años en el oficio.');
  });

  it('answers since when and how often with the doing said back', () => {
    expect(answer('¿Desde cuándo tocas la guitarra?')).toBe('Toco la guitarra desde hace años.');
    // a doing of the partner's own known life, asked since when, wherever it names ("aquí")
    expect(
      habitAnswer('¿Hace cuánto tiempo trabajas aquí?', 'tú', persona.habits, persona.tastes, 'sinceOwnLife')?.es,
    ).toBe('Trabajo aquí desde hace años.');
    expect(answer('¿Hace cuánto tiempo trabajas aquí?')).toBeUndefined();
    // "Y usted, ¿…trabaja…?": the "usted" before the question is whom its verb speaks of
    expect(
      habitAnswer(
        'Y usted, ¿hace cuánto trabaja en esta tienda?',
        'usted',
        persona.habits,
        persona.tastes,
        'sinceOwnLife',
      )?.es,
    ).toBe('Trabajo en esta tienda desde hace años.');
    expect(answer('¿Con qué frecuencia haces deporte?')).toBe('Hago deporte de vez en cuando.');
    expect(answer('¿Cada cuánto vas al cine?')).toBe('Voy al cine de vez en cuando.');
    expect(answer('¿Cuántos años tienes tocando la guitarra?')).toBe('Llevo años tocando la guitarra.');
    expect(answer('¿Cuánto tiempo llevas trabajando en tu tienda?')).toBe('Llevo años trabajando en mi tienda.');
    // "aquí" is one place, not one occasion: how long one has worked here is still a habit
    expect(answer('¿Cuánto tiempo llevas trabajando aquí?')).toBe('Llevo años trabajando aquí.');
  });

  it('speaks as usted is spoken to', () => {
    expect(answer('¿Usted hace deporte?', 'usted')).toBe('Sí, de vez en cuando hago deporte.');
    expect(answer('¿Usted hace deporte?')).toBeUndefined();
    expect(answer('¿Cuánto tiempo lleva usted trabajando aquí?', 'usted')).toBe('Llevo años trabajando aquí.');
  });

  it('answers nothing else: a state, a choice, one occasion, a request, a question for a thing', () => {
    for (const question of [
      '¿Tienes coche?',
      '¿Eres de aquí?',
      '¿Estudias o trabajas?',
      '¿Vienes mañana?',
      '¿Me traes un café?',
      '¿Qué cocinas los domingos?',
      '¿Cocinaste ayer?',
      '¿Cuántas veces por semana riegas tus plantas?',
      // a pronoun of the partner's joined to the gerund is not turned
      '¿Cuánto tiempo llevas preparándote?',
      // what "eso" points back to is not in the clause: "Hago eso" says nothing
      '¿Desde cuándo haces eso?',
      // a since-question presumes what it asks about: the persona's dog is no known fact
      '¿Desde cuándo tienes perro?',
      'Cocino mucho.',
    ])
      expect(answer(question), question).toBeUndefined();
  });
});
