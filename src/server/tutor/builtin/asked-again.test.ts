import { describe, expect, it } from 'vitest';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const topic = (title: string, prompt: string) => ({ title, description: '', prompt });
const bikeShop = topic(
  'Bike repairs',
  'You are the mechanic at a bike repair shop in Seville. Flat tyre: 12 € (inner tube included). Brake ' +
    'adjustment: 10 €. Full service: 45 €.',
);
const cinema = topic(
  'Cinema tickets',
  'You sell tickets at a small cinema in Granada. Tickets: 8,50 €. Original version with Spanish subtitles: ' +
    'every day in the 22:30 session. No food from outside.',
);
const kayaks = topic(
  'Kayaks',
  'You rent kayaks at a lagoon in Mexico. Single kayak 250 pesos per hour, double kayak 400 pesos per hour.',
);

describe('a question that finds nothing as written, asked again in other words', () => {
  it('of the thing its pronoun stands for, with the fault it told not taken for a complaint', async () => {
    const conversation = await Conversation.opened(createTestEngine(), bikeShop, 'beginner', 'spain');
    const reply = await conversation.say('Mi rueda está pinchada. ¿Cuánto cuesta arreglarla?');
    expect(reply.text).toMatch(/12 euros/u);
  });

  it('of the kind that narrows its thing', async () => {
    const conversation = await Conversation.opened(createTestEngine(), cinema, 'beginner', 'spain');
    const reply = await conversation.say('¿Ponéis alguna película en versión original?');
    expect(reply.text).toMatch(/diez y media de la noche/u);
  });

  it('with a phrase in the one word of its synonyms', async () => {
    const conversation = await Conversation.opened(createTestEngine(), kayaks, 'beginner', 'latam');
    const reply = await conversation.say('¿Cuánto cuesta un kayak para dos personas?');
    expect(reply.text).toMatch(/400 pesos/u);
    expect(reply.text).not.toMatch(/250/u);
  });
});
