import { describe, expect, it } from 'vitest';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

// A learner's hostel with prices of its own: the built-in hostel frame's made-up prices ("250 pesos") never answer.
const hostel = {
  title: 'Hostel in Lima',
  description: 'Checking into a backpackers hostel in Miraflores.',
  prompt:
    "You're the receptionist at a hostel in Lima. Bed in 8-bed dorm: 45 soles per night. Towels: 5 soles per " +
    'stay. Quiet hours from 23:00. No alcohol in the dorms, only on the terrace until midnight.',
};

describe('a frame’s prices in a topic that gives its own', () => {
  it('are never said, even to a question that asks no figure', async () => {
    const conversation = await Conversation.opened(createTestEngine(), hostel, 'beginner', 'latam');
    const reply = await conversation.say('¿Puedo tener una cama en dormitorio compartido?');
    expect(reply.text).not.toMatch(/pesos|250/u);
  });

  it('a thing named after "en" is where a doing is asked of, never an order', async () => {
    const conversation = await Conversation.opened(createTestEngine(), hostel, 'beginner', 'latam');
    const reply = await conversation.say('¿Puedo fumar en el dormitorio?');
    expect(reply.text).not.toMatch(/Sí, claro|Muy bien: una cama|pesos/u);
  });
});
