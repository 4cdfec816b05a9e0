import { describe, expect, it } from 'vitest';
import { loadTutorContent, parseTutorContent, shippedTutorContent } from './tutor-content';
import { REACTION_KINDS } from './tutor-content-schema';

const content = loadTutorContent();
const copy = () => structuredClone(shippedTutorContent) as unknown as Record<string, Record<string, unknown>>;

describe('the built-in tutor content (content/tutor)', () => {
  it('has every reaction for every difficulty, and at least ten general questions per difficulty', () => {
    for (const kind of REACTION_KINDS) {
      for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const)
        expect(content.phrases.reactions[kind][difficulty].length).toBeGreaterThan(0);
    }
    for (const list of Object.values(content.generalQuestions.questions))
      expect(list.length).toBeGreaterThanOrEqual(10);
  });

  it('rejects a general question that does not name the topic, or a beginner line too long for the budget', () => {
    const raw = copy();
    const questions = raw.generalQuestions!.questions as Record<string, { es: string; answer: { es: string } }[]>;
    questions.intermediate![0]!.es = '¿Qué te gusta?';
    questions.beginner![0]!.answer.es =
      'Me gusta mucho porque siempre aprendo muchas cosas nuevas con mis amigos de la escuela.';
    expect(() => parseTutorContent(raw as never)).toThrow(
      /general-questions\.json questions\.intermediate\.0: a bank question names the topic[\s\S]*too long for a beginner/,
    );
  });

  it('rejects a phrases file missing a reaction', () => {
    const raw = copy();
    delete (raw.phrases!.reactions as Record<string, unknown>).greeting;
    expect(() => parseTutorContent(raw as never)).toThrow(/phrases\.json reactions\.greeting/);
  });
});
