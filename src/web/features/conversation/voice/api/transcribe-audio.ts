import { ApiError, apiUpload } from '@/web/lib/api-client';

export const TRANSCRIBE_URL = '/api/conversation/transcribe';
export const TRANSCRIPTION_FAILED_TITLE = 'Transcription Failed';
export const PROCESS_AUDIO_FAILED = 'Failed to process audio. Please try again.';

/**
 * Sends the learner's recording (webm from the recorder, WAV from hands-free mode) to the server's speech
 * recognition; resolves with the words it heard.
 */
export async function transcribeAudio(
  audio: Blob,
  { signal, filename = 'recording.webm' }: { signal?: AbortSignal; filename?: string } = {},
): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, filename);
  const { text } = await apiUpload<{ text: string }>(TRANSCRIBE_URL, form, { signal });
  return text;
}

function serverDetails(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('details' in body)) return undefined;
  return typeof body.details === 'string' && body.details ? body.details : undefined;
}

/**
 * docs/product.md#messages: a failed transcription shows the server's details, else 'Failed to
 * transcribe audio: {status text}'; anything else (no answer at all, an unreadable one) is a generic
 * processing failure.
 */
export function transcriptionFailureToast(error: unknown): { title: string; description: string } {
  if (!(error instanceof ApiError)) return { title: 'Error', description: PROCESS_AUDIO_FAILED };
  const description = serverDetails(error.body) ?? `Failed to transcribe audio: ${error.statusText || error.status}`;
  return { title: TRANSCRIPTION_FAILED_TITLE, description };
}
