import { createContext, useContext } from 'react';
import type { Difficulty } from '@/contract/conversation';

/**
 * The session a practice answer is for: its level, and its conversation so the answer fits the topic; and, while the
 * conversation runs, how to put the answer into the learner's message box.
 */
export interface PracticeContext {
  difficulty: Difficulty;
  conversationId: string | null;
  putInDraft?: (text: string) => void;
}

export const PracticeContextValue = createContext<PracticeContext | null>(null);

export function usePracticeContext(): PracticeContext | null {
  return useContext(PracticeContextValue);
}
