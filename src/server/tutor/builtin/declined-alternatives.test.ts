import { describe, expect, it } from 'vitest';
import { declinedStems, presumesDeclined } from './declined-alternatives';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

describe('a choice the learner declined', () => {
  it('is what the answer did not choose of what the question offered', () => {
    expect(declinedStems('¿Trabajas o estudias?', 'Soy estudiante de medicina.')).toEqual(['trabaj']);
    expect(declinedStems('¿Trabajas o estudias?', 'Trabajo en un banco.')).toEqual(['estudi']);
    // both, or neither: nothing declined
    expect(declinedStems('¿Trabajas o estudias?', 'Trabajo y estudio.')).toEqual([]);
    expect(declinedStems('¿Trabajas o estudias?', 'Me gusta el cine.')).toEqual([]);
    expect(declinedStems('¿Qué haces los fines de semana?', 'Trabajo.')).toEqual([]);
    expect(presumesDeclined('¿Te gusta tu trabajo?', new Set(['trabaj']))).toBe(true);
    expect(presumesDeclined('¿Te gusta estudiar?', new Set(['trabaj']))).toBe(false);
  });

  it('keeps questions that presume it out of a conversation', async () => {
    const topic = { title: 'work-and-studies', description: '', prompt: '', defaultTopicId: 'work-and-studies' };
    const conversation = new Conversation(createTestEngine(), topic, 'beginner', 'latam');
    await conversation.open();
    const lines = ['Yo soy estudiante de medicina.', 'Mis clases son difíciles.', 'Ayer tuve un examen.', 'Sí.'];
    for (const line of lines) expect((await conversation.say(line)).text).not.toMatch(/trabaj/iu);
  });
});
