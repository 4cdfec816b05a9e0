import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { openAiSdk } from '@/server/optional-sdks';
import {
  type TutorEngine,
  type TutorTurn,
  type TutorTurnRequest,
  TutorUnavailableError,
} from '@/server/tutor/tutor-engine';
import { buildTutorChatMessages } from './tutor-chat-messages';
import { TUTOR_TURN_RESPONSE_FORMAT } from './tutor-turn-format';
import { createTutorTurnStreamDecoder } from './tutor-turn-stream-decoder';
import { describeOpenAiFailure } from '@/server/language/openai-failure';

export interface OpenAiTutorEngineOptions {
  /** Absent for local servers that need no key. */
  apiKey?: string;
  /** e.g. http://localhost:11434/v1 for Ollama; absent means OpenAI's own API. */
  baseURL?: string;
  model: string;
  /** Per request: how long the model may take to start writing. */
  firstTokenTimeoutMs?: number;
  /** For the whole turn, retry included. */
  totalTimeoutMs?: number;
  /** How many of the newest history messages are sent. */
  historyWindow?: number;
  logger?: { warn(obj: object, msg: string): void };
}

export const OPENAI_TUTOR_DEFAULTS = { firstTokenTimeoutMs: 10_000, totalTimeoutMs: 60_000, historyWindow: 16 };

// Local servers ignore the key, but the SDK refuses to start without one.
const PLACEHOLDER_API_KEY = 'not-needed';
const MAX_ATTEMPTS = 2;

type StopReason = 'caller-aborted' | 'first-token-timeout' | 'total-timeout';

/** One request was stopped by us: a timeout, or the caller no longer wants the turn. */
class TutorRequestStoppedError extends Error {
  override name = 'TutorRequestStoppedError';
  constructor(
    readonly reason: StopReason,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

export function createOpenAiTutorEngine(options: OpenAiTutorEngineOptions): TutorEngine {
  const { model, logger } = options;
  const firstTokenTimeoutMs = positiveInteger('firstTokenTimeoutMs', options.firstTokenTimeoutMs);
  const totalTimeoutMs = positiveInteger('totalTimeoutMs', options.totalTimeoutMs);
  const historyWindow = positiveInteger('historyWindow', options.historyWindow);
  if (!model.trim()) throw new RangeError('createOpenAiTutorEngine: model must not be empty');

  const { OpenAI } = openAiSdk();
  const client = new OpenAI({
    apiKey: options.apiKey || PLACEHOLDER_API_KEY,
    // null rather than undefined, so the SDK does not read OPENAI_BASE_URL behind the configuration's back.
    baseURL: options.baseURL ?? null,
    maxRetries: 0,
    timeout: totalTimeoutMs,
  });

  async function requestTurn(request: TutorTurnRequest, deadline: number, onText: (text: string) => void) {
    const controller = new AbortController();
    let stopReason: StopReason | undefined;
    const stop = (reason: StopReason) => {
      stopReason ??= reason;
      controller.abort();
    };
    const stopForCaller = () => stop('caller-aborted');
    if (request.signal?.aborted) throw new TutorRequestStoppedError('caller-aborted');
    request.signal?.addEventListener('abort', stopForCaller, { once: true });
    const firstTokenTimer = setTimeout(() => stop('first-token-timeout'), firstTokenTimeoutMs);
    const totalTimer = setTimeout(() => stop('total-timeout'), Math.max(0, deadline - Date.now()));

    try {
      const stream = await client.chat.completions.create(
        {
          model,
          messages: buildTutorChatMessages(request, historyWindow),
          response_format: TUTOR_TURN_RESPONSE_FORMAT,
          stream: true,
        },
        { signal: controller.signal },
      );
      const decoder = createTutorTurnStreamDecoder();
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (showsProgress(delta)) clearTimeout(firstTokenTimer);
        if (delta?.content) onText(decoder.push(delta.content));
        if (stopReason) break;
      }
      // The SDK ends the iteration quietly, without an error, when the request is aborted mid-stream.
      if (stopReason) throw new TutorRequestStoppedError(stopReason);
      return decoder.finish({ requestFeedback: request.requestFeedback });
    } catch (error) {
      if (stopReason && !(error instanceof TutorRequestStoppedError)) {
        throw new TutorRequestStoppedError(stopReason, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(firstTokenTimer);
      clearTimeout(totalTimer);
      request.signal?.removeEventListener('abort', stopForCaller);
    }
  }

  return {
    name: 'openai',
    streams: true,
    async reply(request): Promise<TutorTurn> {
      const deadline = Date.now() + totalTimeoutMs;
      let textShown = false;
      const onText = (text: string) => {
        if (!text) return;
        textShown = true;
        request.onDelta?.(text);
      };

      for (let attempt = 1; ; attempt += 1) {
        try {
          return await requestTurn(request, deadline, onText);
        } catch (error) {
          if (request.signal?.aborted) {
            throw new TutorUnavailableError('openai tutor: the turn was aborted by the caller', { cause: error });
          }
          const failure = describeOpenAiFailure(error, options.apiKey);
          // Once the learner has seen text, a second answer would contradict it.
          const retrying = failure.retryable && !textShown && attempt < MAX_ATTEMPTS && Date.now() < deadline;
          logger?.warn(
            { engine: 'openai', model, attempt, retrying, textShown, status: failure.status, cause: failure.summary },
            retrying ? 'AI partner request failed; retrying once' : 'AI partner request failed',
          );
          if (!retrying) {
            throw new TutorUnavailableError(`openai tutor failed after ${attempt} attempt(s): ${failure.summary}`, {
              cause: error,
            });
          }
        }
      }
    },
  };
}

/** Any sign the model has started writing. Reasoning models on local servers think (reasoning_content) first. */
function showsProgress(delta: ChatCompletionChunk.Choice.Delta | undefined): boolean {
  if (!delta) return false;
  const fields = delta as Record<string, unknown>;
  return [fields['content'], fields['reasoning_content'], fields['reasoning']].some(
    (value) => typeof value === 'string' && value.length > 0,
  );
}

function positiveInteger(name: keyof typeof OPENAI_TUTOR_DEFAULTS, value: number | undefined): number {
  const resolved = value ?? OPENAI_TUTOR_DEFAULTS[name];
  if (!Number.isInteger(resolved) || resolved < 1) {
    throw new RangeError(`createOpenAiTutorEngine: ${name} must be a positive integer, got ${resolved}`);
  }
  return resolved;
}
