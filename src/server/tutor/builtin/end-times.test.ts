import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createEndTimes } from './end-times';

const ends = createEndTimes(loadPartnerKnowledge().scenes.topicText.endTimes);
const topic = (prompt: string) => ({ title: 'Un tour', description: '', prompt });
const tour = topic('Eres Andrés, guía. El tour sale todos los días a las 9:00 y a las 14:00; dura 3 horas.');

describe('when a thing ends', () => {
  it('adds the length the topic gives to the start the turn picks', () => {
    expect(ends.answerFor('¿A qué hora termina el tour de la tarde?', [], tour)).toBe(
      'Si empieza a las 14:00, dura 3 horas: termina a las 17:00.',
    );
    // the start told before, or the only one
    expect(ends.answerFor('¿Cuándo volvemos?', ['Quiero el tour de las 9:00.'], tour)).toBe(
      'Si empieza a las 9:00, dura 3 horas: termina a las 12:00.',
    );
    const walk = topic('You are Ana. The walking tour starts at 22:30 and lasts 90 minutes.');
    expect(ends.answerFor('¿A qué hora termina?', [], walk)).toBe(
      'Si empieza a las 22:30, dura 90 minutos: termina a las 0:00.',
    );
  });

  it('says nothing without one start picked, one length, or a question of the end', () => {
    expect(ends.answerFor('¿A qué hora termina el tour?', [], tour)).toBeUndefined();
    expect(ends.answerFor('¿A qué hora sale el tour de la tarde?', [], tour)).toBeUndefined();
    const two = topic('El tour sale a las 9:00 y dura 3 horas. La cena dura 2 horas.');
    expect(ends.answerFor('¿A qué hora termina el tour?', [], two)).toBeUndefined();
  });
});
