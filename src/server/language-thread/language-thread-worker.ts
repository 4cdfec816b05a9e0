// The language thread's entry (docs/ARCHITECTURE.md#hot-paths): the built-in corrector and partner answer here,
// off the event loop that serves every socket and request. Loads the shipped content itself; holds no state
// between calls beyond the engines' own caches.
import { parentPort, workerData } from 'node:worker_threads';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { correctSpanish, createBuiltinCorrector } from '@/server/language/correction/builtin/builtin-corrector';
import { MECHANISMS } from '@/server/language/correction/builtin/mechanisms';
import { CORRECTION_RULES } from '@/server/language/correction/builtin/rule-registry';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
import type { LanguageCall, LanguageAnswer, LanguageThreadData } from './language-thread-protocol';

const { contentDir } = workerData as LanguageThreadData;
const engine = createBuiltinTutorEngine({
  topics: loadTopicCatalogue(contentDir),
  glossary: loadCatalogue(contentDir),
});
const corrector = createBuiltinCorrector();

async function answer(call: LanguageCall): Promise<LanguageAnswer> {
  try {
    if (call.kind === 'correct')
      return {
        id: call.id,
        ok: true,
        value: correctSpanish(call.text, CORRECTION_RULES, MECHANISMS, call.context),
      };
    if (call.kind === 'prepare') {
      engine.prepare?.();
      corrector.prepare?.();
      return { id: call.id, ok: true, value: null };
    }
    return { id: call.id, ok: true, value: await engine.reply(call.request) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return { id: call.id, ok: false, error: { name: failure.name, message: failure.message, stack: failure.stack } };
  }
}

parentPort!.on('message', (call: LanguageCall) => {
  void answer(call).then((reply) => parentPort!.postMessage(reply));
});
