import { describe, expect, it } from 'vitest';
import { countAskedOf, countedNounLemmas } from './counted-nouns';
import { Conversation, createTestEngine, customTopic } from './testing/tutor-test-kit';

describe('counted nouns', () => {
  it('reads the nouns a text counts, in digits or words, by their lemma', () => {
    expect([...countedNounLemmas('Tengo una reserva para tres noches a nombre de Olsen.')]).toEqual(['noche']);
    expect([...countedNounLemmas('Somos 4 personas y dos niños.')].sort()).toEqual(['nino', 'persona']);
  });

  it('counts nothing after an article, a time gone by or a rate, nor years that may be an age', () => {
    expect(countedNounLemmas('Quiero una habitación con vistas.').size).toBe(0);
    expect(countedNounLemmas('Llegué hace dos noches y reviso el correo cada tres horas.').size).toBe(0);
    expect(countedNounLemmas('Vivo aquí desde hace veinte años.').size).toBe(0);
  });

  it('reads what a question asks the count of', () => {
    expect(countAskedOf('¿Cuántas noches te quedas?')).toBe('noche');
    expect(countAskedOf('¿Cuántos perros tienes?')).toBe('perro');
    expect(countAskedOf('¿Qué habitación quieres?')).toBeUndefined();
  });
});

describe('a count the learner gave', () => {
  const engine = createTestEngine();
  const hostel = {
    ...customTopic('Checking into a hostel'),
    description: 'Arriving at a youth hostel.',
    prompt: 'Eres el recepcionista de un albergue juvenil en Granada.',
  };

  it('answers the plan question of how many, which is not asked, and what was told is still taken up', async () => {
    const conversation = await Conversation.opened(engine, hostel, 'beginner');
    const reply = await conversation.say('Tengo una reserva para tres noches a nombre de Olsen.');
    expect(reply.text).not.toMatch(/cuántas noches/iu);
    expect(reply.text).toMatch(/reserva/iu);
  });
});
