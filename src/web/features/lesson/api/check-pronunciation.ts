import type { PronunciationResult } from '@/contract/language';
import { LESSONS_QUERY_KEY } from '@/web/lib/queries/query-keys';
import { apiUpload } from '@/web/lib/api-client';

export interface PronunciationAttempt {
  audio: Blob;
  /** The exercise's position in the lesson's exercises: the server scores against its own copy. */
  exerciseIndex: number;
  targetText: string;
  /** What the browser's own recognition heard, for a server without speech recognition. */
  transcript?: string;
}

export function pronunciationUrl(lessonId: string): string {
  return `${LESSONS_QUERY_KEY[0]}/${encodeURIComponent(lessonId)}/pronunciation`;
}

/** docs/product.md#lesson-score: the recording and the words it should say, as multipart; the server answers how close it was. */
export function checkPronunciation(
  lessonId: string,
  attempt: PronunciationAttempt,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PronunciationResult> {
  const form = new FormData();
  form.append('audio', attempt.audio, 'recording.webm');
  form.append('exerciseIndex', String(attempt.exerciseIndex));
  form.append('targetText', attempt.targetText);
  if (attempt.transcript) form.append('transcript', attempt.transcript);
  return apiUpload<PronunciationResult>(pronunciationUrl(lessonId), form, { signal });
}
