import { Worker } from 'node:worker_threads';
import { createBuiltinCorrector } from '@/server/language/correction/builtin/builtin-corrector';
import type {
  CorrectionContext,
  CorrectionResult,
  SpanishCorrector,
} from '@/server/language/correction/spanish-corrector';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { TutorUnavailableError, type TutorEngine, type TutorTurn } from '@/server/tutor/tutor-engine';
import type { LanguageAnswer, LanguageThreadData, ThreadTurnRequest } from './language-thread-protocol';

/** How long a call may take before the thread is taken for stuck, stopped and started again. */
export const LANGUAGE_THREAD_DEADLINE_MS = 10_000;

/** The built-in corrector and partner, answering on a thread of their own. */
export interface LanguageThread {
  corrector: SpanishCorrector;
  engine: TutorEngine;
  close(): Promise<void>;
}

export interface LanguageThreadOptions {
  contentDir: string;
  /** The in-process engines answer when the thread cannot (it failed to start or died): made on first need. */
  topics: TopicCatalogue;
  lessons: Catalogue;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  deadlineMs?: number;
  /** Where the thread's entry is; next to this module (or to the built server bundle) by default. */
  entry?: ThreadEntry;
}

/** A call the thread did not answer in time; the thread was stopped, so this is never answered in-process. */
export class LanguageThreadTimeoutError extends TutorUnavailableError {
  override name = 'LanguageThreadTimeoutError';
}

/** The thread's entry file, and whether it is TypeScript that needs tsx's loader. */
export interface ThreadEntry {
  url: URL;
  typescript: boolean;
}

/**
 * The source runs under tsx (tests, `npm run dev`), whose loader the thread must register before it imports the
 * entry (a worker's --import does not reach its own entry in Node 20); the built server bundles the entry as
 * language-thread-worker.js beside server.js (scripts/build-server.mjs).
 */
function defaultEntry(): ThreadEntry {
  const typescript = import.meta.url.endsWith('.ts');
  return { url: new URL(`./language-thread-worker.${typescript ? 'ts' : 'js'}`, import.meta.url), typescript };
}

function startWorker(entry: ThreadEntry, data: LanguageThreadData): Worker {
  if (!entry.typescript) return new Worker(entry.url, { workerData: data });
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.url.href)}); });`;
  return new Worker(load, { eval: true, workerData: data });
}

/** A call before it is numbered. */
type LanguageRequest =
  | { kind: 'correct'; text: string; context?: CorrectionContext }
  | { kind: 'reply'; request: ThreadTurnRequest }
  | { kind: 'prepare' };

interface Pending {
  worker: Worker;
  resolve(value: CorrectionResult | TutorTurn | null): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Threads in a row that died without answering anything before the in-process engines take over for good. */
const STARTS_BEFORE_GIVING_UP = 3;

/**
 * Every learner message is checked and answered by CPU-bound code (about a millisecond each, more for long
 * sentences). On the event loop that serves the sockets and the embedded database, that work queued every other
 * learner's reply behind it once 200 learners talked at once. On a thread of its own it runs beside them, and a
 * pathological sentence stalls only itself: past the deadline the thread is stopped and started again. When the
 * thread cannot run at all, the same code answers in-process, so a learner's turn is never lost.
 */
export function createLanguageThread(options: LanguageThreadOptions): LanguageThread {
  const { log, deadlineMs = LANGUAGE_THREAD_DEADLINE_MS } = options;
  const entry = options.entry ?? defaultEntry();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let worker: Worker | null = null;
  let closed = false;
  let failedStarts = 0;
  let inProcess: { corrector: SpanishCorrector; engine: TutorEngine } | null = null;
  const local = () =>
    (inProcess ??= {
      corrector: createBuiltinCorrector(),
      engine: createBuiltinTutorEngine({ topics: options.topics, glossary: options.lessons }),
    });

  /** Fails the calls made on one thread (all of them when none is named). */
  const failCalls = (error: Error, on?: Worker) => {
    for (const [id, call] of pending) {
      if (on && call.worker !== on) continue;
      clearTimeout(call.timer);
      pending.delete(id);
      call.reject(error);
    }
  };

  const start = (): Worker => {
    const started = startWorker(entry, { contentDir: options.contentDir });
    // The thread never keeps the process alive: shutting down is the app's business (close()).
    started.unref();
    let answered = false;
    started.on('message', (answer: LanguageAnswer) => {
      answered = true;
      failedStarts = 0;
      const call = pending.get(answer.id);
      if (!call) return;
      pending.delete(answer.id);
      clearTimeout(call.timer);
      if (answer.ok) call.resolve(answer.value);
      else call.reject(Object.assign(new Error(answer.error.message), answer.error));
    });
    started.on('error', (error) => {
      log.error({ err: error }, 'The language thread failed; the next call starts a new one');
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      if (!answered && ++failedStarts === STARTS_BEFORE_GIVING_UP)
        log.error({ code }, 'The language thread cannot run; the corrector and partner answer in-process from now on');
      failCalls(new ThreadDiedError(`The language thread stopped (exit code ${code})`), started);
    });
    return started;
  };

  const call = (message: LanguageRequest): Promise<CorrectionResult | TutorTurn | null> => {
    if (closed) return Promise.reject(new ThreadDiedError('The language thread is closed'));
    if (failedStarts >= STARTS_BEFORE_GIVING_UP)
      return Promise.reject(new ThreadDiedError('The language thread cannot run'));
    worker ??= start();
    const running = worker;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        log.error({ kind: message.kind, deadlineMs }, 'The language thread missed its deadline; starting a new one');
        reject(new LanguageThreadTimeoutError(`The language thread did not answer within ${deadlineMs} ms`));
        // Whatever else it was doing dies with it: those calls fail now (and answer in-process), not at their own deadline.
        if (worker === running) worker = null;
        void running.terminate();
      }, deadlineMs);
      pending.set(id, { worker: running, resolve, reject, timer });
      running.postMessage({ ...message, id });
    });
  };

  /** A thread that died or could not start is replaced by in-process work for this call. */
  const orInProcess = async <T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ThreadDiedError)) throw error;
      if (failedStarts < STARTS_BEFORE_GIVING_UP)
        log.warn({ err: error }, 'The language thread could not answer; this call is answered in-process');
      return fallback();
    }
  };

  /** Starts the thread, which reads what the first turn needs; the first real call retries what failed here. */
  const prepare = () => {
    if (closed || failedStarts >= STARTS_BEFORE_GIVING_UP) return;
    call({ kind: 'prepare' }).catch((error: unknown) =>
      log.warn({ err: error }, 'The language thread could not prepare; its first call reads the data instead'),
    );
  };

  const corrector: SpanishCorrector = {
    name: 'builtin',
    prepare,
    async correct(text, signal, context) {
      signal?.throwIfAborted();
      return orInProcess(
        async () => (await call({ kind: 'correct', text, ...(context ? { context } : {}) })) as CorrectionResult,
        () => local().corrector.correct(text, signal, context),
      );
    },
  };

  const engine: TutorEngine = {
    name: 'builtin',
    streams: false,
    prepare,
    async reply(request) {
      const { signal, onDelta: _notStreamed, ...rest } = request;
      if (signal?.aborted) throw new TutorUnavailableError('builtin tutor: the turn was aborted by the caller');
      const threadRequest: ThreadTurnRequest = rest;
      return orInProcess(
        async () => (await call({ kind: 'reply', request: threadRequest })) as TutorTurn,
        () => local().engine.reply(request),
      );
    },
  };

  return {
    corrector,
    engine,
    async close() {
      closed = true;
      failCalls(new ThreadDiedError('The language thread is closed'));
      await worker?.terminate();
      worker = null;
    },
  };
}

/** The thread is gone (it failed, exited or was closed): the call may be answered another way. */
class ThreadDiedError extends Error {
  override name = 'LanguageThreadDiedError';
}
