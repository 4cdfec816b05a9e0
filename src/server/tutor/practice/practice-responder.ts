import type { Difficulty } from '@/contract/conversation';
import type { PracticeResponse } from '@/contract/language';

/** The conversation a question comes from, when the learner sent its id. */
export interface PracticeTopic {
  title: string;
  /** Set for the curated default topics, whose plans hold the partner's own answers. */
  defaultTopicId?: string;
}

export interface PracticeRequest {
  /** The partner's message, or its last question as the client copied it (maybe without the closing "?"). */
  question: string;
  difficulty: Difficulty;
  topic?: PracticeTopic;
}

/**
 * Writes an answer the learner could say to the partner's question: first person, Spanish, at their
 * difficulty, with its English when known. The built-in one is the default; an AI one is used when configured.
 */
export interface PracticeResponder {
  readonly name: string;
  respond(request: PracticeRequest, signal?: AbortSignal): Promise<PracticeResponse>;
}
