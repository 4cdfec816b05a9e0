import { describe, expect, it } from 'vitest';
import type { Difficulty } from '@/contract/conversation';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { createBuiltinPracticeResponder } from './builtin-practice-responder';
import { MODEL_ANSWERS, NO_MODEL_ANSWER, personalKind } from './model-answers';
import { forTheLearner } from './persona-answers';

const contentDir = defaultContentDir(new URL('../../app.ts', import.meta.url).href);
const topics = loadTopicCatalogue(contentDir);
const tutor = loadTutorContent();
const responder = createBuiltinPracticeResponder({ topics, tutor, lessons: loadCatalogue(contentDir) });
const DIFFICULTIES: Difficulty[] = ['beginner', 'intermediate', 'advanced'];

const respond = (question: string, difficulty: Difficulty = 'beginner', defaultTopicId?: string) =>
  responder.respond({ question, difficulty, ...(defaultTopicId ? { topic: { title: 'topic', defaultTopicId } } : {}) });

describe('built-in practice answers to curated questions', () => {
  const plan = topics.byId.get('daily-routine')!.plan;

  it.each(DIFFICULTIES)(
    'answers a %s question of a topic plan with the partner’s own answer, names blanked',
    async (difficulty) => {
      for (const question of plan.questions[difficulty].slice(0, 3)) {
        const answer = forTheLearner(question.answer);
        if (!answer || personalKind(question.es)) continue;
        await expect(respond(question.es, difficulty, 'daily-routine')).resolves.toEqual({
          response: answer.es,
          translation: answer.en,
        });
      }
    },
  );

  it('finds the question at any difficulty, by its simpler rewording, and inside a longer message', async () => {
    const question = plan.questions.advanced[2]!;
    const expected = { response: question.answer.es, translation: question.answer.en };
    await expect(respond(question.es, 'beginner')).resolves.toEqual(expected);
    await expect(respond(question.simpler.es, 'intermediate')).resolves.toEqual(expected);
    await expect(respond(`¡Qué interesante! ${question.es}`)).resolves.toEqual(expected);
  });

  it('accepts the question as the client copies it: last piece, no "?", any case, no accents', async () => {
    const question = plan.questions.beginner[1]!;
    const expected = { response: question.answer.es, translation: question.answer.en };
    const withoutMark = `¡Muy bien! ${question.es}`.split('?')[0]!;
    await expect(respond(withoutMark)).resolves.toEqual(expected);
    await expect(respond(question.es.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase())).resolves.toEqual(expected);
  });

  it('prefers the conversation’s topic, then the learner’s difficulty, when topics share a question', async () => {
    // "¿Qué te gusta hacer?" is a beginner question of one topic and the simpler form of a hobbies question.
    const intro = topics.byId
      .get('introducing-yourself')!
      .plan.questions.beginner.find((q) => q.es === '¿Qué te gusta hacer?')!;
    const hobbies = topics.byId
      .get('hobbies-and-free-time')!
      .plan.questions.intermediate.find((q) => q.simpler.es === '¿Qué te gusta hacer?')!;
    expect(intro.answer.es).not.toBe(hobbies.answer.es);
    expect((await respond('¿Qué te gusta hacer?', 'beginner')).response).toBe(intro.answer.es);
    expect((await respond('¿Qué te gusta hacer?', 'intermediate')).response).toBe(hobbies.answer.es);
    expect((await respond('¿Qué te gusta hacer?', 'beginner', 'hobbies-and-free-time')).response).toBe(
      hobbies.answer.es,
    );
  });

  it('answers the general bank’s questions about a custom topic, whose title the partner quotes in «»', async () => {
    const bank = tutor.generalQuestions.questions.beginner[0]!;
    const asked = bank.es.replace('{topic}', '«la jardinería»');
    await expect(respond(asked)).resolves.toEqual({ response: bank.answer.es, translation: bank.answer.en });
  });
});

describe('built-in practice answers to other questions', () => {
  it.each(DIFFICULTIES)('gives model answers by kind of question at %s level', async (difficulty) => {
    const cases: [string, keyof typeof MODEL_ANSWERS][] = [
      ['¿Y cuál es tu nombre completo?', 'name'],
      ['Perdona, ¿de qué ciudad eres tú?', 'origin'],
      ['¿Cuántos años tienes ahora?', 'age'],
      ['¿A qué te dedicas en Canadá?', 'work'],
      ['¿Qué haces en tu tiempo libre normalmente?', 'hobbies'],
      ['¿Qué te gusta de tu barrio?', 'likes'],
      ['¿Por qué quieres viajar a Perú?', 'why'],
      ['¿Crees que va a llover mañana?', 'yes'],
      ['¿Me puedes ayudar con la maleta?', 'yes'],
      ['¿Tienes tiempo para mí?', 'yes'],
    ];
    for (const [question, kind] of cases) {
      const expected = MODEL_ANSWERS[kind][difficulty];
      await expect(respond(question, difficulty), question).resolves.toEqual({
        response: expected.es,
        translation: expected.en,
      });
    }
  });

  it('says plainly, in English, that it has no model answer rather than a filler', async () => {
    for (const question of ['¿Cuándo empezaste a tocar el violín?', '¿Vacaciones en la playa o en la montaña?'])
      await expect(respond(question), question).resolves.toEqual({ response: NO_MODEL_ANSWER });
  });

  it('says a yes/no question back in the first person, switching "tu" to "mi"', async () => {
    const cases: [string, string][] = [
      ['¿Tienes perro en casa?', 'Sí, tengo perro en casa.'],
      ['¿Vives con tu familia?', 'Sí, vivo con mi familia.'],
      ['¿Trabajas los sábados?', 'Sí, trabajo los sábados.'],
      ['¿Conoces Guatemala?', 'Sí, conozco Guatemala.'],
      ['¿Has estado en Japón?', 'Sí, he estado en Japón.'],
      ['¿Vas a levantarte temprano mañana?', 'Sí, voy a levantarme temprano mañana.'],
      ['¿Escoges tú el restaurante?', 'Sí, escojo yo el restaurante.'],
    ];
    for (const [question, response] of cases) await expect(respond(question), question).resolves.toEqual({ response });
  });

  it('grows the echoed answer with the difficulty and asks back the right way', async () => {
    await expect(respond('¿Te gusta el té verde?', 'intermediate')).resolves.toEqual({
      response: 'Sí, me gusta el té verde. ¿Y a ti?',
    });
    await expect(respond('¿Lees el periódico?', 'intermediate')).resolves.toEqual({
      response: 'Sí, leo el periódico. ¿Y tú?',
    });
    await expect(respond('¿Lees el periódico?', 'advanced')).resolves.toEqual({
      response: 'Sí, claro que leo el periódico. ¿Y tú?',
    });
    await expect(respond('¿Hay un mercado en tu barrio?', 'intermediate')).resolves.toEqual({
      response: 'Sí, creo que hay un mercado en mi barrio.',
    });
  });

  it('picks the first option of a choice instead of saying yes', async () => {
    await expect(respond('¿Prefieres el té o el café?')).resolves.toEqual({ response: 'Prefiero el té.' });
    await expect(respond('¿Te gustan los perros o los gatos?', 'intermediate')).resolves.toEqual({
      response: 'Me gustan los perros. ¿Y a ti?',
    });
    await expect(respond('¿Tienes hermanos, primos o tíos?', 'advanced')).resolves.toEqual({
      response: 'Sin duda, tengo hermanos. ¿Y tú?',
    });
    await expect(respond('¿Es fácil o difícil tu trabajo?', 'intermediate')).resolves.toEqual({
      response: 'Creo que es fácil.',
    });
    await expect(respond('¿Trabajas mañana o no?')).resolves.toEqual({ response: 'Sí, trabajo mañana.' });
  });

  it('counts what the learner has', async () => {
    await expect(respond('¿Cuántos primos tienes?')).resolves.toEqual({ response: 'Tengo dos primos.' });
    await expect(respond('¿Cuántas plantas tienes?', 'advanced')).resolves.toEqual({
      response: 'Tengo dos plantas. ¿Y tú?',
    });
  });

  it('is deterministic', async () => {
    const question = '¿Juegas al tenis con tus amigos?';
    const first = await respond(question, 'intermediate');
    expect(first).toEqual({ response: 'Sí, juego al tenis con mis amigos. ¿Y tú?' });
    await expect(respond(question, 'intermediate')).resolves.toEqual(first);
  });
});
