import { loadedOpenAiSdk } from '@/server/optional-sdks';

/** A failed call to an OpenAI-compatible API (the partner, the corrector, speech), described for logs and retries. */
export interface OpenAiFailure {
  /** Whether asking again could help: timeouts, network errors, 429, 5xx, malformed output. */
  retryable: boolean;
  /** The HTTP status, when the server answered with an error. */
  status?: number;
  /** One line for logs and the internal error message, with the API key removed. */
  summary: string;
}

export function describeOpenAiFailure(error: unknown, apiKey: string | undefined): OpenAiFailure {
  const summary = redact(errorSummary(error), apiKey);
  const sdk = loadedOpenAiSdk();
  if (sdk && error instanceof sdk.APIError && typeof error.status === 'number') {
    const status: number = error.status;
    // A bad key, an unknown model or a rejected request will fail the same way again.
    return { retryable: status === 429 || status >= 500, status, summary };
  }
  return { retryable: true, summary };
}

function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (cause: ${errorName(error.cause)}: ${error.cause.message})` : '';
  return `${errorName(error)}: ${error.message}${cause}`;
}

// The SDK's error classes leave `name` as "Error"; their class names say more (InternalServerError, ...).
const errorName = (error: Error) => (error.name === 'Error' ? error.constructor.name : error.name);

// Servers may echo the key back in an error message (OpenAI masks most of it; others may not).
function redact(text: string, apiKey: string | undefined): string {
  return apiKey ? text.split(apiKey).join('[redacted]') : text;
}
