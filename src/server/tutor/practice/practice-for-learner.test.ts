import { describe, expect, it } from 'vitest';
import type { Difficulty } from '@/contract/conversation';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { createBuiltinPracticeResponder } from './builtin-practice-responder';
import { NO_MODEL_ANSWER } from './model-answers';

const contentDir = defaultContentDir(new URL('../../app.ts', import.meta.url).href);
const topics = loadTopicCatalogue(contentDir);
const tutor = loadTutorContent();
const responder = createBuiltinPracticeResponder({ topics, tutor, lessons: loadCatalogue(contentDir) });

/** What is true of the partner, Lucía, and must never be handed to the learner as their own answer. */
const PERSONA = /\b(Lucía|Diego|Mango|Puebla|México|profesora|mis alumnos)\b|estudio inglés|aprendí inglés/;
const FILLER = /déjame pensar|buena pregunta/i;
/** A "tú" preterite in the question ("¿Qué hiciste…?", "¿Adónde viajaste…?"). */
const PRETERITE_QUESTION = /\p{L}+(aste|iste)(?!\p{L})/u;
const PRETERITE_ANSWER =
  /\p{L}+(é|í|ó)(?!\p{L})|(?<!\p{L})(fui|fue|hice|tuve|estuve|vi|di|dije|pude|puse|vine|supe|quise|traje)(?!\p{L})/iu;

describe('practice answers are model answers for the learner', () => {
  const asked: { question: string; difficulty: Difficulty; topicId: string }[] = [];
  for (const topic of topics.topics) {
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      for (const question of topic.plan.questions[difficulty].slice(0, 2))
        asked.push({ question: question.es, difficulty, topicId: topic.id });
    }
  }

  it('over every topic: first person, never the partner’s facts, never a filler, in the question’s tense', async () => {
    expect(asked.length).toBeGreaterThanOrEqual(20);
    let modelled = 0;
    for (const { question, difficulty, topicId } of asked) {
      const { response, translation } = await responder.respond({
        question,
        difficulty,
        topic: { title: topicId, defaultTopicId: topicId },
      });
      expect(response, question).not.toMatch(FILLER);
      if (response === NO_MODEL_ANSWER) continue;
      modelled++;
      expect(response, question).not.toMatch(PERSONA);
      expect(translation ?? '', question).not.toMatch(/\b(Lucía|Diego|Mango|Puebla|Mexico)\b/);
      expect(response, question).not.toMatch(/\b(tienes|eres|vives|te llamas)\b/);
      // The main clause sets the tense: "¿Qué te une al lugar donde creciste?" asks in the present.
      const mainClause = question.split(/\s(?:donde|que|cuando|si)\s/)[0]!;
      if (PRETERITE_QUESTION.test(mainClause)) expect(response, question).toMatch(PRETERITE_ANSWER);
    }
    console.log(`practice answers: ${modelled} of ${asked.length} partner questions get a model answer`);
    expect(modelled / asked.length).toBeGreaterThan(0.8);
  });

  it('gives questions about the learner’s life a blank to fill in, at every level', async () => {
    const respond = (question: string, difficulty: Difficulty) =>
      responder.respond({ question, difficulty, topic: { title: 'x', defaultTopicId: 'introducing-yourself' } });
    await expect(respond('¿Cómo te llamas?', 'beginner')).resolves.toEqual({
      response: 'Me llamo ___.',
      translation: 'My name is ___.',
    });
    expect((await respond('¿Cómo te llamas y de dónde eres exactamente?', 'intermediate')).response).toBe(
      'Me llamo ___ y soy de ___. Mucho gusto.',
    );
    expect((await respond('¿Dónde vives?', 'beginner')).response).toBe('Vivo en ___.');
    expect((await respond('¿Dónde naciste?', 'advanced')).response).toMatch(/^Nací en ___/);
    const why = await respond('¿Por qué estudias español?', 'beginner');
    expect(why.response).not.toMatch(/inglés/);
  });

  it('answers a custom topic’s questions, which name the topic in its own words', async () => {
    const bank = tutor.generalQuestions.questions.beginner.find(
      (question) => question.es === '¿Qué sabes de {topic}?',
    )!;
    const answer = await responder.respond({
      question: '¡Muy bien! ¿Qué sabes de cocinar en casa?',
      difficulty: 'beginner',
      topic: { title: 'Cooking at home' },
    });
    expect(answer).toEqual({ response: bank.answer.es, translation: bank.answer.en });
    const cinema = await responder.respond({
      question: '¿Qué sabes del cine?',
      difficulty: 'beginner',
      topic: { title: 'El cine' },
    });
    expect(cinema.response).toBe(bank.answer.es);
  });
});
