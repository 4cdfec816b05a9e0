import { openAiSdk } from '@/server/optional-sdks';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { describeOpenAiFailure } from '@/server/language/openai-failure';
import { withCallDeadline } from '@/server/language/call-deadline';

/** The chat model the language helpers use: the same OpenAI-compatible endpoint as the AI partner. */
export interface ChatModelEndpoint {
  apiKey?: string | undefined;
  baseURL?: string | undefined;
  model: string;
}

export interface ChatModelOptions {
  /** For the whole call, retry included: a learner is waiting on a button. */
  timeoutMs?: number;
  logger?: { warn(obj: object, msg: string): void };
}

/** One structured-output request: the JSON schema the model must follow and the zod schema its answer must pass. */
export interface StructuredRequest<T> {
  /** Names the schema for the provider and the call in logs (e.g. "spanish_correction"). */
  name: string;
  jsonSchema: Record<string, unknown>;
  output: z.ZodType<T>;
  system: string;
  user: string;
  signal?: AbortSignal | undefined;
}

export interface ChatModelClient {
  readonly model: string;
  complete<T>(request: StructuredRequest<T>): Promise<T>;
}

export type ChatModelFailureKind = 'timeout' | 'aborted' | 'unavailable' | 'rejected' | 'malformed';

/**
 * The model gave no usable answer. The message is a one-line summary for logs with the key removed; there is
 * no `cause`, because the SDK error's text may echo the key and log serializers print causes.
 */
export class ChatModelError extends Error {
  override name = 'ChatModelError';
  constructor(
    readonly kind: ChatModelFailureKind,
    summary: string,
  ) {
    super(summary);
  }
}

export const CHAT_MODEL_TIMEOUT_MS = 15_000;
const MAX_ATTEMPTS = 2;
// Local servers ignore the key, but the SDK refuses to start without one.
const PLACEHOLDER_API_KEY = 'not-needed';

export function createChatModelClient(endpoint: ChatModelEndpoint, options: ChatModelOptions = {}): ChatModelClient {
  const timeoutMs = options.timeoutMs ?? CHAT_MODEL_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    throw new RangeError(`createChatModelClient: timeoutMs must be a positive integer, got ${timeoutMs}`);
  if (!endpoint.model.trim()) throw new RangeError('createChatModelClient: model must not be empty');
  const sdk = openAiSdk();
  const client = new sdk.OpenAI({
    apiKey: endpoint.apiKey || PLACEHOLDER_API_KEY,
    // null rather than undefined, so the SDK does not read OPENAI_BASE_URL behind the configuration's back.
    baseURL: endpoint.baseURL ?? null,
    maxRetries: 0,
    timeout: timeoutMs,
  });
  const summaryOf = (error: unknown) => describeOpenAiFailure(error, endpoint.apiKey);

  async function attempt<T>(request: StructuredRequest<T>, signal: AbortSignal, remainingMs: number): Promise<T> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ];
    const completion = await client.chat.completions.create(
      {
        model: endpoint.model,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.name, strict: true, schema: request.jsonSchema },
        },
      },
      { signal, timeout: remainingMs },
    );
    const content = completion.choices[0]?.message.content;
    if (!content) throw new ChatModelError('malformed', `${request.name}: the model sent no content`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new ChatModelError('malformed', `${request.name}: the model's answer is not JSON`);
    }
    const result = request.output.safeParse(parsed);
    if (!result.success) {
      throw new ChatModelError(
        'malformed',
        `${request.name}: the model's JSON does not match: ${result.error.issues[0]?.message ?? 'invalid'}`,
      );
    }
    return result.data;
  }

  return {
    model: endpoint.model,
    async complete(request) {
      const deadline = Date.now() + timeoutMs;
      return withCallDeadline({ timeoutMs, signal: request.signal }, async (signal, stoppedBy) => {
        for (let attemptNumber = 1; ; attemptNumber += 1) {
          try {
            return await attempt(request, signal, Math.max(1, deadline - Date.now()));
          } catch (error) {
            // Each attempt's own SDK timeout is the time left to the deadline, so when it fires first it is our
            // deadline too: reported as a timeout, not as the server being unavailable.
            const stopped = stoppedBy() ?? (error instanceof sdk.APIConnectionTimeoutError ? 'timeout' : undefined);
            if (stopped === 'aborted') throw new ChatModelError('aborted', `${request.name}: aborted by the caller`);
            if (stopped === 'timeout') {
              options.logger?.warn(
                { model: endpoint.model, call: request.name, attempt: attemptNumber, timeoutMs },
                'language model gave no answer in time',
              );
              throw new ChatModelError('timeout', `${request.name}: no answer within ${timeoutMs} ms`);
            }
            if (error instanceof ChatModelError) {
              options.logger?.warn(
                { model: endpoint.model, call: request.name, attempt: attemptNumber, cause: error.message },
                'language model answer unusable',
              );
              throw error;
            }
            const failure = summaryOf(error);
            const retrying = isTransient(error) && attemptNumber < MAX_ATTEMPTS && Date.now() < deadline;
            options.logger?.warn(
              {
                model: endpoint.model,
                call: request.name,
                attempt: attemptNumber,
                retrying,
                status: failure.status,
                cause: failure.summary,
              },
              retrying ? 'language model request failed; retrying once' : 'language model request failed',
            );
            if (!retrying)
              throw new ChatModelError(
                isTransient(error) ? 'unavailable' : 'rejected',
                `${request.name}: ${failure.summary}`,
              );
          }
        }
      });
    },
  };
}

/** A 5xx, the provider's rate limit or a dropped connection may pass on a second try; a 4xx will not. */
function isTransient(error: unknown): boolean {
  // Only called for a failed call of this client, so the SDK is loaded.
  const { APIConnectionError, APIError, APIUserAbortError } = openAiSdk();
  if (error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true;
  if (error instanceof APIError && typeof error.status === 'number') return error.status === 429 || error.status >= 500;
  return false;
}
