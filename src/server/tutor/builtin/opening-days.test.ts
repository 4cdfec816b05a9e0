import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createOpeningDays } from './opening-days';

const days = createOpeningDays(loadPartnerKnowledge().scenes.topicText.figures);
const topic = (prompt: string) => ({ title: 'Una visita', description: '', prompt });
const bakery = topic(
  'Eres Pilar y tienes una panadería en Soria. Horario: de martes a sábado, de 8:00 a 14:00 y de 17:00 a 20:00; ' +
    'domingos, de 9:00 a 13:00; lunes, cerrado. Las tartas se encargan con dos días de antelación.',
);
const library = topic(
  'You are Sam at the city library. Opening hours: Monday–Thursday 9:00–20:00; Friday 9:00–15:00; closed on ' +
    'weekends. Late fees are 20 cents a day after 6 p.m. on Fridays.',
);

describe('what a topic’s hours say of the day a question names', () => {
  it('answers with the hours of that day, or that it is closed', () => {
    expect(days.answerFor('¿Puedo ir el lunes por la mañana?', bakery)).toBe('Lunes, cerrado.');
    expect(days.answerFor('¿A qué hora abrís el domingo?', bakery)).toBe('Domingos, de 9:00 a 13:00.');
    expect(days.answerFor('¿Está abierto el jueves por la tarde?', bakery)).toBe(
      'De martes a sábado, de 8:00 a 14:00 y de 17:00 a 20:00.',
    );
  });

  it('says an English topic’s hours in Spanish, and takes "after 6 p.m." for no hours', () => {
    expect(days.answerFor('¿Abren el sábado?', library)).toBe('Los sábados y los domingos, cerrado.');
    expect(days.answerFor('¿Hasta qué hora abren el viernes?', library)).toBe(
      'Los viernes, de nueve de la mañana a tres de la tarde.',
    );
  });

  it('asks no hours of a question of a price or a service on a day, or one that names no day', () => {
    expect(days.answerFor('¿Cuánto cuesta una tarta para el sábado?', bakery)).toBeUndefined();
    expect(days.answerFor('¿Me puede hacer una tarta el sábado?', bakery)).toBeUndefined();
    expect(days.answerFor('¿A qué hora abrís?', bakery)).toBeUndefined();
  });
});
