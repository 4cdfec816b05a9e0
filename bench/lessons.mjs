// The lessons screens' reads at a steady 50 req/s on the embedded database, with a learner who has
// progress: p95 < 100 ms and 0 errors (docs/ARCHITECTURE.md#performance).
import { measure, registerBenchLearner, startCharla } from './support.mjs';

async function signedInLearner(url) {
  const { cookie } = await registerBenchLearner(url);
  const lessons = await (await fetch(`${url}/api/lessons`, { headers: { cookie } })).json();
  const first = lessons.lessons[0].id;
  const done = await fetch(`${url}/api/lessons/${first}/complete`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ score: 90 }),
  });
  if (!done.ok) throw new Error(`complete failed: ${done.status}`);
  return { cookie, lessonId: lessons.lessons[1].id };
}

export async function lessons() {
  const charla = await startCharla(3904, { TRUST_PROXY: 'true' });
  const { cookie, lessonId } = await signedInLearner(charla.url).catch(async (error) => {
    await charla.stop();
    throw error;
  });
  const options = { headers: { cookie }, connections: 10, overallRate: 50, duration: 5 };
  await measure({ ...options, url: `${charla.url}/api/lessons`, duration: 2 });
  const list = await measure({ ...options, url: `${charla.url}/api/lessons` });
  const detail = await measure({ ...options, url: `${charla.url}/api/lessons/${lessonId}` });
  await charla.stop();
  return {
    name: 'lessons: GET /api/lessons and GET /api/lessons/:id at 50 req/s on PGlite',
    figures: {
      'overview p95 ms': list.p95.toFixed(2),
      'lesson p95 ms': detail.p95.toFixed(2),
      errors: list.errors + detail.errors,
    },
    pass: list.p95 < 100 && detail.p95 < 100 && list.errors + detail.errors === 0,
    target: 'p95 < 100 ms each, 0 errors',
  };
}
