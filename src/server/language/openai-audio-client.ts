import type OpenAI from 'openai';
import { openAiSdk } from '@/server/optional-sdks';
import { describeOpenAiFailure } from '@/server/language/openai-failure';
import { withCallDeadline } from './call-deadline';

/** An OpenAI-compatible audio server: OpenAI itself (key only) or a local one (base URL, key optional). */
export interface OpenAiAudioEndpoint {
  apiKey?: string | undefined;
  baseURL?: string | undefined;
}

/**
 * Why an audio provider call failed, as far as the learner and the operator need to know:
 * - too-large: the provider refused the file's size (413);
 * - busy: the provider's own rate limit (429), worth retrying later;
 * - misconfigured: bad key, no access or unknown model (401/403/404), never fixed by retrying;
 * - timeout: no complete answer within our deadline;
 * - aborted: the caller gave up (the browser went away);
 * - failed: anything else (5xx, a rejected file, a dropped connection, a malformed answer).
 */
export type AudioFailureKind = 'too-large' | 'busy' | 'misconfigured' | 'timeout' | 'aborted' | 'failed';

/** A speech provider failure. Its message is a one-line summary for logs with the API key removed. */
export class AudioProviderError extends Error {
  override name = 'AudioProviderError';
  constructor(
    readonly kind: AudioFailureKind,
    /** Safe to show: says what the learner can do about it. */
    readonly learnerMessage: string,
    /** The provider's HTTP status, when it answered with an error. */
    readonly upstreamStatus: number | undefined,
    summary: string,
  ) {
    // No `cause`: the SDK error's text may echo the key, and log serializers print causes.
    super(summary);
  }
}

// Local servers ignore the key, but the SDK refuses to start without one.
const PLACEHOLDER_API_KEY = 'not-needed';

export function createOpenAiAudioClient(endpoint: OpenAiAudioEndpoint, timeoutMs: number): OpenAI {
  const sdk = openAiSdk();
  return new sdk.OpenAI({
    apiKey: endpoint.apiKey || PLACEHOLDER_API_KEY,
    // null rather than undefined, so the SDK does not read OPENAI_BASE_URL behind the configuration's back.
    baseURL: endpoint.baseURL ?? null,
    // A learner is waiting on each call: one attempt, and the route tells them what to do if it fails.
    maxRetries: 0,
    timeout: timeoutMs,
  });
}

/**
 * Runs one provider call under a deadline that also covers reading the response body (the SDK's own
 * timeout stops at the headers), stopped early when the caller's signal aborts. Failures come out as
 * AudioProviderError with the learner message `messageFor(kind)`.
 */
export async function callAudioProvider<T>(
  {
    apiKey,
    timeoutMs,
    signal,
    messageFor,
  }: {
    apiKey: string | undefined;
    timeoutMs: number;
    signal?: AbortSignal | undefined;
    messageFor: (kind: AudioFailureKind) => string;
  },
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  return withCallDeadline({ timeoutMs, signal }, async (callSignal, stoppedBy) => {
    try {
      return await call(callSignal);
    } catch (error) {
      const kind = stoppedBy() ?? failureKind(error);
      const failure = describeOpenAiFailure(error, apiKey);
      throw new AudioProviderError(kind, messageFor(kind), failure.status, failure.summary);
    }
  });
}

function failureKind(error: unknown): AudioFailureKind {
  // Only called for a failed call of an audio client, so the SDK is loaded.
  const { APIConnectionTimeoutError, APIError } = openAiSdk();
  if (error instanceof APIConnectionTimeoutError) return 'timeout';
  if (!(error instanceof APIError) || typeof error.status !== 'number') return 'failed';
  if (error.status === 413) return 'too-large';
  if (error.status === 429) return 'busy';
  if (error.status === 401 || error.status === 403 || error.status === 404) return 'misconfigured';
  return 'failed';
}
