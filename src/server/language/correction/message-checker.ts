import type { MessageCheck } from '@/contract/corrections';
import type { AppMetrics } from '@/server/metrics/app-metrics';
import { toMessageCheck } from './message-check';
import type { CorrectionContext, SpanishCorrector } from './spanish-corrector';

/** How long a learner's message waits for the AI corrector before the built-in one checks it instead. */
export const MESSAGE_CHECK_DEADLINE_MS = 8_000;

/** Checks every learner message of a conversation before the partner answers it (docs/product.md#message-checks). */
export interface MessageChecker {
  /** `context`: the conversation's topic, whose own words are never respelled (spanish-corrector.ts). */
  check(text: string, signal?: AbortSignal, context?: CorrectionContext): Promise<MessageCheck>;
  /** A learner is about to write: both correctors get ready in the background. */
  prepare(): void;
}

/**
 * The configured corrector checks each message; when it is the AI one and it fails or misses its deadline, the
 * built-in corrector checks the message instead, so a learner message is never left unchecked and the turn is
 * not lost. The check records which corrector made it.
 */
export function createMessageChecker(deps: {
  corrector: SpanishCorrector;
  /** The built-in corrector, used when `corrector` is another one and it fails. */
  fallback: SpanishCorrector;
  metrics: Pick<AppMetrics, 'correction'>;
  log?: { warn(obj: object, msg: string): void } | undefined;
  deadlineMs?: number;
}): MessageChecker {
  const { corrector, fallback, metrics, log, deadlineMs = MESSAGE_CHECK_DEADLINE_MS } = deps;
  const run = async (with_: SpanishCorrector, text: string, signal?: AbortSignal, context?: CorrectionContext) =>
    toMessageCheck(await metrics.correction(with_.name, () => with_.correct(text, signal, context)), with_.name);

  return {
    prepare() {
      corrector.prepare?.();
      if (fallback !== corrector) fallback.prepare?.();
    },
    async check(text, signal, context) {
      if (corrector.name === fallback.name) return run(corrector, text, signal, context);
      const deadline = AbortSignal.timeout(deadlineMs);
      try {
        return await run(corrector, text, signal ? AbortSignal.any([signal, deadline]) : deadline, context);
      } catch (error) {
        signal?.throwIfAborted();
        log?.warn(
          { err: error, corrector: corrector.name, timedOut: deadline.aborted },
          'The AI corrector could not check a learner message; the built-in corrector checked it',
        );
        return run(fallback, text, signal, context);
      }
    },
  };
}
