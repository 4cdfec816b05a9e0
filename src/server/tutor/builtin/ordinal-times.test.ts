import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createOrdinalTimes } from './ordinal-times';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const { topicText } = loadPartnerKnowledge().scenes;
const ordinal = createOrdinalTimes(topicText.ordinalTimes, topicText.figures, (lemma) =>
  lemma === 'tren' ? ['train'] : [],
);
const topic = (title: string, prompt: string) => ({ title, description: '', prompt });

const buses = topic(
  'Pasajes de bus',
  'Vendes pasajes en Santiago. A Valparaíso el pasaje cuesta 5.000 pesos; hay salidas cada 20 minutos de 6:00 a ' +
    '22:00. A La Serena el viaje dura 7 horas y hay salidas a las 8:00, a las 14:00 y a las 23:00. El minibús cuesta ' +
    '1.40 euros.',
);

describe('the first or last of the departure times a topic lists', () => {
  it('says the latest or earliest time of the place asked, or told of before', () => {
    expect(ordinal.answer('¿A qué hora sale el último bus a La Serena?', [], buses)).toBe(
      'El último bus sale a las 23:00.',
    );
    expect(ordinal.answer('¿A qué hora sale el último bus?', ['Necesito ir a La Serena mañana.'], buses)).toBe(
      'El último bus sale a las 23:00.',
    );
    expect(ordinal.answer('¿Y el primero?', ['Voy a Valparaíso.'], buses)).toBe('El primero es a las 6:00.');
    // "el primero bus" is said "el primer bus"; "la última salida" is, not "sale"
    expect(ordinal.answer('¿Cuándo sale el primero bus a Valparaíso?', [], buses)).toBe(
      'El primer bus sale a las 6:00.',
    );
    expect(ordinal.answer('¿Cuándo es la última salida a Valparaíso?', [], buses)).toBe(
      'La última salida es a las 22:00.',
    );
  });

  it('reads an English topic, whose list of a place need not say again what leaves', () => {
    const trains = topic(
      'Train tickets',
      "Today's trains to Barcelona: 10:15 (38 euros), 13:40 (32 euros) and 16:05 (17 euros). To Madrid: every hour " +
        'from 7:00 to 21:00, 35 euros.',
    );
    expect(ordinal.answer('¿Cuál es el último tren para Barcelona?', [], trains)).toBe(
      'El último tren es a las 16:05.',
    );
    expect(ordinal.answer('¿Y el primer tren a Madrid?', [], trains)).toBe('El primer tren es a las 7:00.');
  });

  it('says nothing where the place, the thing or the figure asked is not the list’s', () => {
    // two lists and no place named
    expect(ordinal.answer('¿A qué hora sale el último bus?', [], buses)).toBeUndefined();
    // a place the topic has no list of
    expect(ordinal.answer('¿A qué hora sale el último bus a Arica?', [], buses)).toBeUndefined();
    // a price asked, and a thing that does not leave at its times
    expect(ordinal.answer('¿Cuánto cuesta el último bus a La Serena?', [], buses)).toBeUndefined();
    const hostel = topic(
      'Hostel',
      'Check-in is from 14:00 and check-out is until 11:00; guests can leave their luggage until 20:00 on the day ' +
        'they leave.',
    );
    expect(ordinal.answer('¿A qué hora tengo que salir el último día?', [], hostel)).toBeUndefined();
    // a night bus past midnight: which is last, the list does not say
    const night = topic('Buses', 'Hay salidas a Lima a las 21:00, a las 23:30 y a las 00:15.');
    expect(ordinal.answer('¿A qué hora sale el último bus?', [], night)).toBeUndefined();
    // a default topic has no list of its own
    expect(
      ordinal.answer('¿A qué hora sale el último bus?', [], { ...buses, defaultTopicId: 'getting-around-the-city' }),
    ).toBeUndefined();
  });

  it('answers in a conversation, and one more of a thing is asked of its additional one', async () => {
    const terminal = {
      title: 'Comprar pasajes',
      description: 'En la boletería de una terminal de buses.',
      prompt:
        'Eres Camila y vendes pasajes en Santiago. A La Serena el viaje dura 7 horas y hay salidas a las 8:00, a las ' +
        '14:00 y a las 23:00. Cada pasajero puede llevar una maleta de hasta 20 kilos; cada maleta adicional cuesta ' +
        '3.000 pesos.',
    };
    const conversation = await Conversation.opened(createTestEngine(), terminal, 'beginner', 'latam');
    await conversation.say('Necesito ir a La Serena mañana.');
    expect((await conversation.say('¿A qué hora sale el último bus?')).text).toMatch(
      /^El último bus sale a las 23:00/u,
    );
    expect((await conversation.say('Tengo dos maletas. ¿Cuánto cuesta una maleta más?')).text).toMatch(/3\.000 pesos/u);
  });
});
