import Fastify from 'fastify';
import { createSerializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authUserSchema } from '@/contract/auth';
import { lessonsOverviewSchema } from '@/contract/lessons';
import {
  checkedSerializer,
  compileContractSerializer,
  responseSerializerCompiler,
  SerializerDriftError,
} from './response-serializer';

const zodSerialize = (schema: z.ZodType) =>
  createSerializerCompiler()({ schema, method: 'GET', url: '/test' }) as (data: unknown) => string;

const lineSchema = z.object({
  speaker: z.string().optional(),
  spanish: z.string(),
  english: z.string(),
  score: z.number().int().nullable(),
  kind: z.enum(['a', 'b']),
  done: z.literal(true),
});

async function appServing(checkAgainstContract: boolean, body: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstContract }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/thing', { schema: { response: { 200: lineSchema } } }, async () => body as z.infer<typeof lineSchema>);
  await app.ready();
  return app;
}

describe('the response serializer', () => {
  it('writes the bytes the zod schema writes: its key order, no extra keys, the same escapes', () => {
    const fast = compileContractSerializer(lineSchema)!;
    const samples = [
      // Keys out of the schema's order, an optional one before the required ones, a key the contract lacks.
      {
        english: 'Hi! "Ana"\n',
        spanish: '¡Hola! ¿Qué tal?\\',
        speaker: 'Ana',
        score: null,
        kind: 'a',
        done: true,
        extra: 1,
      },
      { spanish: 'Adiós\u2028', english: 'Bye \u0007', score: 90, kind: 'b', done: true },
      { speaker: undefined, spanish: 'x'.repeat(100), english: '😀 — ñ', score: 0, kind: 'a', done: true },
    ];
    for (const sample of samples) expect(fast(sample)).toBe(zodSerialize(lineSchema)(sample));
  });

  it('writes the contract’s lessons overview and signed-in user as zod does', () => {
    const user = {
      id: 'u1',
      username: 'ana',
      currentLevel: 'beginner',
      xpPoints: 12,
      streak: 0,
      plan: { tier: 'free', status: 'active', periodEnd: null, dailyConversationLimit: 3 },
    };
    expect(compileContractSerializer(authUserSchema)!(user)).toBe(zodSerialize(authUserSchema)(user));
    const overview = {
      lessons: [
        {
          id: 'greetings',
          title: 'Greetings',
          description: 'Say hello',
          level: 'beginner',
          type: 'vocabulary',
          order: 1,
          experiencePoints: 10,
          progress: { completed: true, score: 90 },
          locked: false,
          placed: true,
        },
      ],
      levels: [
        {
          level: 'beginner',
          locked: false,
          previousLevel: null,
          totalLessons: 1,
          completedLessons: 1,
          totalXp: 10,
          percentComplete: 100,
        },
      ],
      summary: {
        xpPoints: 10,
        currentLevel: 'beginner',
        streak: 1,
        lessonsCompleted: 1,
        totalLessons: 1,
        overallPercent: 100,
      },
    };
    expect(compileContractSerializer(lessonsOverviewSchema)!(overview)).toBe(
      zodSerialize(lessonsOverviewSchema)(overview),
    );
  });

  it('fails a response that drifted from its contract when checking (as the tests do), 500 instead of the body', async () => {
    const drifted = { spanish: 'Hola', english: 'Hi', score: 90, kind: 'c', done: true };
    const checking = await appServing(true, drifted);
    const response = await checking.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Hola');
    await checking.close();

    // Outside the tests nothing is re-validated: the same response goes out as the contract's serializer writes it.
    const serving = await appServing(false, drifted);
    const served = await serving.inject({ method: 'GET', url: '/thing' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('{"spanish":"Hola","english":"Hi","score":90,"kind":"c","done":true}');
    await serving.close();
  });

  it('fails when the compiled serializer and the contract would write different bytes', () => {
    const contract = zodSerialize(lineSchema);
    const line = { spanish: 'Hola', english: 'Hi', score: 1, kind: 'a', done: true };
    const route = { method: 'GET', url: '/thing' };
    expect(checkedSerializer(route, contract, compileContractSerializer(lineSchema)!)(line)).toBe(contract(line));
    // A serializer that lost a field, as a stale compiled schema would.
    const stale = (data: unknown) => JSON.stringify({ ...(data as object), english: undefined });
    expect(() => checkedSerializer(route, contract, stale)(line)).toThrow(SerializerDriftError);
    expect(() => checkedSerializer(route, contract, stale)(line)).toThrow(/GET \/thing/);
  });
});
