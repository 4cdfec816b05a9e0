import { createContext, useContext } from 'react';
import type { Difficulty } from '@/contract/conversation';

/** The session a practice answer is for: its level, and its conversation so the answer fits the topic. */
export interface PracticeContext {
  difficulty: Difficulty;
  conversationId: string | null;
}

export const PracticeContextValue = createContext<PracticeContext | null>(null);

export function usePracticeContext(): PracticeContext | null {
  return useContext(PracticeContextValue);
}
