import { describe, expect, it } from 'vitest';
import { difficultySchema } from '@/contract/conversation';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { buildTutorSystemPrompt, DIFFICULTY_GUIDANCE, VARIETY_GUIDANCE } from './tutor-system-prompt';

const topic: TutorTopic = {
  title: 'En el mercado',
  description: 'Buying fruit and vegetables at a market stall',
  prompt: 'You are a fruit seller at a busy market in Valencia. Talk about prices, freshness and recipes.',
};

describe('buildTutorSystemPrompt', () => {
  it("names the learner's Spanish and its plural 'you': vosotros for Spain, ustedes for Latin America (the default)", () => {
    const spain = buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: false, variety: 'spain' });
    expect(spain).toContain(VARIETY_GUIDANCE.spain);
    expect(spain).toMatch(/"vosotros"/);
    expect(spain).not.toContain(VARIETY_GUIDANCE.latam);
    const unset = buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: false });
    expect(unset).toContain(VARIETY_GUIDANCE.latam);
    expect(VARIETY_GUIDANCE.latam).toMatch(/"ustedes" \(never "vosotros"\)/);
  });

  it('includes the topic title, description and prompt', () => {
    const prompt = buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: false });
    expect(prompt).toContain(topic.title);
    expect(prompt).toContain(topic.description);
    expect(prompt).toContain(topic.prompt);
  });

  it('sets the partner’s rules: Spanish only, on topic, 1-3 sentences, ends with a question', () => {
    const prompt = buildTutorSystemPrompt({ topic, difficulty: 'intermediate', requestFeedback: false });
    expect(prompt).toMatch(/friendly Spanish conversation partner/);
    expect(prompt).toMatch(/ONLY in Spanish/);
    expect(prompt).toMatch(/on the topic/);
    expect(prompt).toMatch(/1-3 sentences/);
    expect(prompt).toMatch(/ALWAYS end .* one question/);
    expect(prompt).toMatch(/writes in English.*Spanish words.*try again in Spanish/);
  });

  it.each(difficultySchema.options)('gives the %s guidance and no other level’s', (difficulty) => {
    const prompt = buildTutorSystemPrompt({ topic, difficulty, requestFeedback: false });
    expect(prompt).toContain(DIFFICULTY_GUIDANCE[difficulty]);
    for (const other of difficultySchema.options.filter((level) => level !== difficulty)) {
      expect(prompt).not.toContain(DIFFICULTY_GUIDANCE[other]);
    }
  });

  it('describes each level as the difficulty picker promises', () => {
    expect(DIFFICULTY_GUIDANCE.beginner).toMatch(/present tense/);
    expect(DIFFICULTY_GUIDANCE.beginner).toMatch(/most common words/);
    expect(DIFFICULTY_GUIDANCE.beginner).toMatch(/under 25 words/);
    expect(DIFFICULTY_GUIDANCE.intermediate).toMatch(/past and future tenses/);
    expect(DIFFICULTY_GUIDANCE.intermediate).toMatch(/porque.*cuando.*aunque/);
    expect(DIFFICULTY_GUIDANCE.advanced).toMatch(/subjunctive/);
    expect(DIFFICULTY_GUIDANCE.advanced).toMatch(/conditional/);
    expect(DIFFICULTY_GUIDANCE.advanced).toMatch(/idiom/);
  });

  it('asks for the reply, an English translation and feedback as JSON fields', () => {
    const prompt = buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: true });
    expect(prompt).toMatch(/"reply".*Spanish only/);
    expect(prompt).toMatch(/"translation".*English translation/);
    expect(prompt).toMatch(/"feedback".*one short English sentence.*correction with the reason.*praise/);
  });

  it('asks for empty feedback when none was requested', () => {
    const withFeedback = buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: true });
    const without = buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: false });
    expect(without).toMatch(/"feedback".*empty string/);
    expect(without).not.toMatch(/correction with the reason/);
    expect(withFeedback).not.toMatch(/empty string/);
  });

  it("tells the partner what the corrector found in the learner's message, and to recast it", () => {
    const learnerCheck = {
      corrected: 'Ella es muy simpática.',
      summary: '',
      checkedBy: 'builtin' as const,
      changes: [
        {
          category: 'adjectives' as const,
          original: 'simpatico',
          corrected: 'simpática',
          explanation: "'simpática' agrees with 'ella'.",
        },
      ],
    };
    const prompt = buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: true, learnerCheck });
    expect(prompt).toContain("- «simpatico» → «simpática»: 'simpática' agrees with 'ella'.");
    expect(prompt).toContain('The corrected message: «Ella es muy simpática.»');
    expect(prompt).toMatch(/reuse the corrected words once.*Never repeat the wrong forms.*Do not praise/);

    const clean = buildTutorSystemPrompt({
      topic,
      difficulty: 'beginner',
      requestFeedback: true,
      learnerCheck: { ...learnerCheck, corrected: 'Hola.', changes: [] },
    });
    expect(clean).toContain('A corrector found no mistakes in it. Do not correct it');
    expect(buildTutorSystemPrompt({ topic, difficulty: 'beginner', requestFeedback: true })).not.toContain(
      'A corrector',
    );
  });

  it('is a pure function of its input', () => {
    const input = { topic, difficulty: 'advanced' as const, requestFeedback: true };
    expect(buildTutorSystemPrompt(input)).toBe(buildTutorSystemPrompt(structuredClone(input)));
  });
});
