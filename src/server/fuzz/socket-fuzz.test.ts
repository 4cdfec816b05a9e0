import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { createTestApp, signedInLearner } from '@/server/testing/test-app';
import { fuzzRuns, hostileObject, hostileText, hostileValue } from './hostile-values';

// The live socket meets generated frames of every type (startSession, userMessage, resumeSession, unknown ones)
// with hostile field values, and raw hostile text: every frame is answered, the socket stays usable, and the
// process keeps serving. The frame budget is raised so the fuzz measures the handlers, not the rate limit.
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await createTestApp({ liveSocket: { rate: { capacity: 1_000_000, refillMs: 1 } } });
  origin = await listenLocally(app);
});
afterAll(() => app.close());

const FRAME_TYPES = ['startSession', 'userMessage', 'resumeSession', 'endSession', '', 'constructor'];

const hostileFrame: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...FRAME_TYPES), hostileObject)
      .map(([type, fields]) => JSON.stringify({ ...fields, type })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('startSession', 'userMessage'), hostileValue, hostileValue)
      .map(([type, text, difficulty]) => JSON.stringify({ type, text, topic: text, prompt: text, difficulty })),
  },
  { weight: 2, arbitrary: hostileText },
);

describe('fuzzing the live socket', () => {
  it('answers every hostile frame and never takes the process down', async () => {
    const learner = await signedInLearner(app);
    const closeCodes = new Set<number>();
    const watch = (socket: LiveSocketClient) =>
      void socket.closed.then(({ code }) => {
        closeCodes.add(code);
        isOpen = false;
      });
    let live = await LiveSocketClient.open(origin, learner);
    let isOpen = true;
    watch(live);
    const counts = { frames: 0, errorFrames: 0, otherFrames: 0, reconnects: 0 };

    await fc.assert(
      fc.asyncProperty(hostileFrame, async (frame) => {
        // Too many refused frames in a row close the socket by design (1008): the learner reconnects.
        if (!isOpen) {
          live = await LiveSocketClient.open(origin, learner);
          isOpen = true;
          watch(live);
          counts.reconnects++;
        }
        const before = live.frames.length;
        live.send(frame);
        counts.frames++;
        const deadline = Date.now() + 5_000;
        while (live.frames.length === before && isOpen && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        const answer = live.frames[before];
        if (!answer && isOpen) throw new Error(`no answer to ${frame.slice(0, 200)}`);
        if (answer?.type === 'error') {
          counts.errorFrames++;
          expect(answer.message.length).toBeGreaterThan(0);
        } else if (answer) {
          counts.otherFrames++;
        }
        // A started conversation streams more frames; let them arrive before the next case counts its answer.
        if (answer?.type === 'conversation_id') await live.next('transcript', 10_000).catch(() => undefined);
      }),
      { numRuns: fuzzRuns(400) },
    );

    console.log('Socket fuzz:', JSON.stringify({ ...counts, closeCodes: [...closeCodes] }));
    // The only closes: too many refused frames in a row (1008) and a frame over the size limit (1009, by ws).
    expect([...closeCodes].filter((code) => code !== 1008 && code !== 1009)).toEqual([]);
    expect(counts.errorFrames).toBeGreaterThan(counts.frames / 2);
    // Still serving: a new socket holds a real conversation, and the health check answers.
    const after = await LiveSocketClient.open(origin, await signedInLearner(app));
    const { opening } = await after.start('introducing-yourself');
    expect(opening.text.length).toBeGreaterThan(0);
    after.close();
    live.close();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 600_000);
});
