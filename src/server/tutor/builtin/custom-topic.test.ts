import { describe, expect, it } from 'vitest';
import { loadTutorContent } from '@/server/content/tutor-content';
import { Conversation, createTestEngine, customTopic, wordCount } from './testing/tutor-test-kit';

const engine = createTestEngine();
const bank = loadTutorContent().generalQuestions;
const answers = [
  'Sí, me gusta mucho.',
  'Cocino pasta.',
  'Desde hace dos años.',
  'Con mi familia.',
  'No sé.',
  'Es fácil.',
];

describe.each(['beginner', 'intermediate', 'advanced'] as const)('a custom topic at %s level', (difficulty) => {
  it('asks at least ten different general questions about the quoted title over twelve turns, never repeating', async () => {
    const conversation = new Conversation(engine, customTopic('Cooking at home'), difficulty);
    await conversation.open();
    for (let turn = 0; turn < 11; turn++) await conversation.say(answers[turn % answers.length]!);
    const replies = conversation.replies;
    expect(replies).toHaveLength(12);
    const questions = replies.map((reply) => reply.text);
    for (const reply of replies) {
      expect(reply.text).toContain('«Cooking at home»');
      expect(reply.translation).toContain('"Cooking at home"');
    }
    const asked = bank.questions[difficulty].map((question) => question.es.replace('{topic}', '«Cooking at home»'));
    const askedIn = (text: string) => asked.filter((question) => text.endsWith(question));
    for (const text of questions) expect(askedIn(text), text).toHaveLength(1);
    const distinct = new Set(questions.map((text) => askedIn(text)[0]));
    expect(distinct.size).toBe(12);
  });

  it('starts with the general opening naming the topic', async () => {
    const reply = await new Conversation(engine, customTopic('Cooking at home'), difficulty).open();
    expect(reply.text.startsWith(bank.opening[difficulty].es.replace('{topic}', '«Cooking at home»'))).toBe(true);
  });
});

describe('custom topics', () => {
  it('are also used for a default topic id the catalogue does not know', async () => {
    const reply = await new Conversation(
      engine,
      { ...customTopic('Gardening'), defaultTopicId: 'retired-topic' },
      'beginner',
    ).open();
    expect(reply.text).toContain('«Gardening»');
  });

  it('call a long title "este tema" in beginner questions, to stay under the word budget', async () => {
    const title = 'My favourite recipes from my grandmother in the north of Spain';
    const conversation = new Conversation(engine, customTopic(title), 'beginner');
    await conversation.open();
    const reply = await conversation.say('Me gusta cocinar.');
    expect(reply.text).toContain('este tema');
    expect(reply.text).not.toContain(title);
    expect(wordCount(reply.text)).toBeLessThan(25);
  });

  it('recognise glossary words from an English title ("Cooking" -> cocinar)', async () => {
    const conversation = new Conversation(engine, customTopic('Cooking at home'), 'beginner');
    await conversation.open();
    const reply = await conversation.say('Cocinar es mi pasión.');
    expect(reply.text).toMatch(/^(¿Cocinar\?|¡Cocinar!)/);
  });

  it('run out of questions only after every list, then suggest ending or changing topic, never repeating', async () => {
    const conversation = new Conversation(engine, customTopic('Cooking at home'), 'intermediate');
    await conversation.open();
    let turns = 0;
    while (!conversation.replies.at(-1)!.text.includes('cambiar de tema') && turns < 60) {
      await conversation.say(answers[turns % answers.length]!);
      turns++;
    }
    const all = [...bank.questions.beginner, ...bank.questions.intermediate, ...bank.questions.advanced];
    expect(turns).toBeGreaterThanOrEqual(bank.questions.intermediate.length + bank.questions.beginner.length);
    const last = conversation.replies.at(-1)!.text;
    expect(last).toContain('¿Quieres terminar la conversación o cambiar de tema?');
    const texts = conversation.replies.slice(0, -1).map((reply) => reply.text);
    for (const question of all) {
      const shown = [question.es, question.simpler.es].map((text) => text.replace('{topic}', '«Cooking at home»'));
      expect(texts.filter((text) => shown.some((form) => text.endsWith(form))).length, question.es).toBeLessThanOrEqual(
        1,
      );
    }
    expect(all.some((question) => last.includes(question.es.replace('{topic}', '«Cooking at home»')))).toBe(false);
  });
});
