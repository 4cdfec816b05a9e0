import { toApiError } from '@/web/lib/api-client';

export const SPEECH_URL = '/api/speech';

/**
 * The server voice reading `text` (POST /api/speech), as audio/mpeg. Only asked for when the
 * capabilities say the server has a voice; it answers 503 otherwise. Not JSON, so not apiRequest.
 */
export async function fetchSpeechAudio(text: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(SPEECH_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}
