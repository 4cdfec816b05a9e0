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

describe('a day or month a learner plans that the topic closes', () => {
  const bikeShop = topic(
    'You are the mechanic at a bike shop in Seville. Hours: Mon-Fri 10:00-14:00 and 17:30-20:30; Sat 10:00-14:00; ' +
      'closed on Sundays and the whole of August. Cars may not be parked in front.',
  );
  const camping = topic(
    'Recepción del camping. Cerrado de noviembre a marzo. Horario: todos los días de 9:00 a 21:00.',
  );

  it('says so, of the days and the months named, for a plan or a question of the hours', () => {
    expect(days.closedWhen('Vuelvo a Sevilla en agosto y me gustaría traer mi bici.', bikeShop)).toBe(
      'En agosto está cerrado.',
    );
    expect(days.closedWhen('¿Puedo llevar la bici el domingo?', bikeShop)).toBe('Los domingos está cerrado.');
    expect(days.closedWhen('¿Abrís en enero?', camping)).toBe('En enero está cerrado.');
    expect(days.closedWhen('¿Puedo ir el lunes?', bakery)).toBe('Los lunes está cerrado.');
  });

  it('says nothing of an open day or month, a past one, or a text that plans no visit', () => {
    expect(days.closedWhen('¿Abrís en julio?', bikeShop)).toBeUndefined();
    expect(days.closedWhen('Voy a ir el lunes.', bikeShop)).toBeUndefined();
    expect(days.closedWhen('Ayer fui el domingo.', bikeShop)).toBeUndefined();
    expect(days.closedWhen('Los domingos como con mi familia.', bikeShop)).toBeUndefined();
    // "may not" is no month
    expect(days.closedWhen('¿Puedo venir en mayo?', bikeShop)).toBeUndefined();
    expect(days.closedWhen('¿Venís en abril?', camping)).toBeUndefined();
  });
});

describe('days a topic closes with a "no" before its own thing', () => {
  const cooking = {
    title: 'Cooking class in Oaxaca',
    description: '',
    prompt: 'Classes run Tuesday to Saturday from 10:00 to 14:00. No class on Sundays and Mondays. No dogs on Fridays.',
  };
  const yoga = {
    title: 'Clases de yoga',
    description: '',
    prompt: 'Clases de martes a sábado a las 19:00. No hay clases los domingos.',
  };
  it('are closed days; a "no" of another thing closes nothing', () => {
    expect(days.closedWhen('¿Puedo reservar para el domingo?', cooking)).toBe('Los domingos está cerrado.');
    expect(days.answerFor('¿Abren el lunes?', cooking)).toBe('Los lunes y los domingos, cerrado.');
    expect(days.closedWhen('¿Puedo ir el viernes?', cooking)).toBeUndefined();
    expect(days.answerFor('¿Puedo ir el domingo?', yoga)).toBe('No hay clases los domingos.');
    const paella = {
      ...cooking,
      prompt: 'The paella class runs Tuesday to Saturday at 10:00. There are no classes on Mondays.',
    };
    expect(days.closedWhen('¿Puedo ir el lunes?', paella)).toBe('Los lunes está cerrado.');
  });
});

describe('a place that never closes', () => {
  it('is open whatever day or hour is asked, unless a day of its own says otherwise', () => {
    const pharmacy = topic('Eres Andrés, farmacéutico en Bogotá. Abrimos las 24 horas. El jarabe cuesta 15.000 pesos.');
    expect(days.answerFor('¿Están abiertos el domingo por la noche?', pharmacy)).toBe('Abrimos las 24 horas.');
    expect(days.answerFor('¿A qué hora cierran?', pharmacy)).toBe('Abrimos las 24 horas.');
    const mostly = topic('Eres Ana. Abrimos las 24 horas; los domingos, de 9:00 a 14:00.');
    expect(days.answerFor('¿Abren el domingo por la tarde?', mostly)).not.toBe('Abrimos las 24 horas.');
    // a price asked is no question of the hours
    expect(days.answerFor('¿Cuánto cuesta el jarabe?', pharmacy)).toBeUndefined();
  });
});
