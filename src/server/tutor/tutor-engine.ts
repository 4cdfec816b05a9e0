import type { Difficulty } from '@/contract/conversation';
import type { MessageCheck } from '@/contract/corrections';
import type { SpanishVariety } from '@/contract/settings-constants';

/** What a conversation is about. `defaultTopicId` is set for the curated topics (content/topics). */
export interface TutorTopic {
  title: string;
  description: string;
  /** Instructions for the partner: its role, the setting, what to talk about. */
  prompt: string;
  defaultTopicId?: string;
}

export interface TutorHistoryMessage {
  role: 'user' | 'assistant';
  text: string;
  /**
   * A learner message as the corrector fixed it, when it changed something: what the learner meant, so what they
   * have already said ("yo gusta leer" tells that they like reading) is read from it.
   */
  corrected?: string;
}

export interface TutorTurnRequest {
  topic: TutorTopic;
  difficulty: Difficulty;
  /**
   * The conversation so far, oldest first. Empty for the opening turn; otherwise it ends with the learner's
   * newest message, the one to answer.
   */
  history: readonly TutorHistoryMessage[];
  /** Whether to include feedback on the learner's newest message. */
  requestFeedback: boolean;
  /**
   * The learner's Spanish (docs/product.md#spanish-variety): the partner's informal plural "you" is vosotros for
   * Spain and ustedes for Latin America. Absent: Latin America, as before learners chose.
   */
  variety?: SpanishVariety;
  /**
   * The corrector's check of the learner's newest message (absent on the opening turn). When it changed something,
   * the feedback is that correction and the reply recasts the corrected form; praise is only for what it left
   * alone (docs/product.md#message-checks).
   */
  learnerCheck?: MessageCheck;
  /** Aborted when the learner leaves or the turn is no longer wanted. */
  signal?: AbortSignal;
  /** Called with each new chunk of `text` as it is produced, for engines that stream. */
  onDelta?: (chunk: string) => void;
}

/** The partner's next message. */
export interface TutorTurn {
  /** Spanish. */
  text: string;
  /** English translation of `text`, when the engine knows it. */
  translation?: string;
  /** Short English feedback on the learner's newest message (only when requested). */
  feedback?: string;
  /**
   * The partner has answered the learner's goodbye: the screen offers to end the conversation, so no character has
   * to say "you can end the conversation now".
   */
  farewell?: boolean;
}

/** The AI partner. Engines are picked by configuration through the registry (tutor-registry.ts). */
export interface TutorEngine {
  readonly name: string;
  /** Whether replies arrive in pieces through `onDelta`. */
  readonly streams: boolean;
  reply(request: TutorTurnRequest): Promise<TutorTurn>;
  /**
   * A learner is about to talk (a conversation socket opened): make ready in the background what the first turn
   * needs. Idempotent and never throws; engines with nothing to prepare leave it out.
   */
  prepare?(): void;
}

/** A reply could not be produced; the learner may send again. */
export class TutorUnavailableError extends Error {
  override name = 'TutorUnavailableError';
}
