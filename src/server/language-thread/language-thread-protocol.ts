import type { CorrectionContext, CorrectionResult } from '@/server/language/correction/spanish-corrector';
import type { TutorTurn, TutorTurnRequest } from '@/server/tutor/tutor-engine';

/** What the main thread hands the language thread when it starts. */
export interface LanguageThreadData {
  contentDir: string;
}

/** A request without what cannot cross threads (the abort signal and the streaming callback stay behind). */
export type ThreadTurnRequest = Omit<TutorTurnRequest, 'signal' | 'onDelta'>;

/** `prepare`: a learner opened a conversation; the thread reads what the first turn needs, answered with null. */
export type LanguageCall =
  | { id: number; kind: 'correct'; text: string; context?: CorrectionContext }
  | { id: number; kind: 'reply'; request: ThreadTurnRequest }
  | { id: number; kind: 'prepare' };

export type LanguageAnswer =
  | { id: number; ok: true; value: CorrectionResult | TutorTurn | null }
  | { id: number; ok: false; error: { name: string; message: string; stack: string | undefined } };
